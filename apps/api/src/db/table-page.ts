import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** A page of rows and how many there are in all, as the paged lists answer. */
export interface RowsPage<Row> {
  rows: Row[];
  total: number;
}

/**
 * One page (from 1) of `table`'s rows that match `where`, in `order`, and how many match in
 * all. `order` ends in a unique column, so that pages neither repeat nor skip a row.
 */
export async function tablePage<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  order: readonly (SQL | PgColumn)[],
  page: number,
  limit: number,
): Promise<RowsPage<T['$inferSelect']>> {
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}
