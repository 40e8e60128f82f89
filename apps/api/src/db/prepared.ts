import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

const dialect = new PgDialect();

/**
 * A statement given as raw SQL, prepared under `name`: on PostgreSQL it is parsed once per
 * connection, as drizzle's own `.prepare()` does for its query builders. Its rows come back as
 * the driver reads them, each an array in the order of the select list, without drizzle's
 * per-column mapping or an object per row (a tenth of a 24-card listing's CPU time): the caller
 * decodes what it needs. `sql.placeholder()` values are given to `run`.
 */
export function preparedStatement(db: Executor, name: string, statement: SQL) {
  const asRead = (rows: unknown[][]) => rows;
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, true, asRead);
  return {
    async run(values: Record<string, unknown>): Promise<unknown[][]> {
      return (await prepared.execute(values)) as unknown[][];
    },
  };
}
