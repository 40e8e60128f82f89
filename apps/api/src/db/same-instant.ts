import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * SQL: the timestamp column still holds the instant a caller read (or is still null), the guard
 * of a conditional update that decided on that read (ADR 032). Compared to the millisecond: a
 * JavaScript Date keeps no more, and a value written by SQL may hold microseconds.
 */
export const sameInstant = (column: AnyPgColumn, read: Date | null): SQL =>
  sql`date_trunc('milliseconds', ${column}) is not distinct from ${read?.toISOString() ?? null}::timestamptz`;
