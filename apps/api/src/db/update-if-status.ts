import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** A table whose rows move between statuses, keyed by `id`. */
type StatusTable = PgTable & { id: PgColumn; status: PgColumn };

/**
 * from → to in one guarded UPDATE: the row changes only while its status is still `from`, so of
 * two staff deciding at once only one gets the row back (the other matches nothing). Returns the
 * changed row, or undefined.
 */
export async function updateIfStatus<T extends StatusTable>(
  tx: Executor,
  table: T,
  id: string,
  from: string,
  changes: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  const guard: SQL | undefined = and(eq(table.id, id), eq(table.status, from));
  // Drizzle types the returning() of a generic table loosely; its rows are the table's own.
  const [row] = (await tx.update(table).set(changes).where(guard).returning()) as T['$inferSelect'][];
  return row;
}
