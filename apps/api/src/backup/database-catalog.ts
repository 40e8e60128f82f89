import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * What the backup reads from PostgreSQL's catalog, the same on PGlite and on a server: the tables
 * of the public schema, their columns, foreign keys and sequences, and drizzle's migration journal.
 */

export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = await executor.execute(query);
  return result.rows as T[];
}

/** `"name"`, doubled quotes inside. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function tableRef(name: string): SQL {
  return sql`${sql.identifier('public')}.${sql.identifier(name)}`;
}

export interface TableInfo {
  name: string;
  /** Columns a row is written into: every column but generated ones. */
  columns: string[];
}

export async function listTables(executor: Executor): Promise<TableInfo[]> {
  const rows = await rowsOf<{ table_name: string; column_name: string }>(
    executor,
    sql`select c.relname as table_name, a.attname as column_name
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname, a.attnum`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push(row.column_name);
    tables.set(row.table_name, columns);
  }
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

export interface ForeignKey {
  table: string;
  references: string;
  name: string;
  /** As `pg_get_constraintdef` writes it, to add it back. */
  definition: string;
}

export async function listForeignKeys(executor: Executor): Promise<ForeignKey[]> {
  return rowsOf<ForeignKey>(
    executor,
    sql`select t.relname as "table", r.relname as "references", con.conname as "name",
               pg_get_constraintdef(con.oid) as "definition"
        from pg_constraint con
        join pg_class t on t.oid = con.conrelid
        join pg_class r on r.oid = con.confrelid
        join pg_namespace n on n.oid = t.relnamespace
        where con.contype = 'f' and n.nspname = 'public'
        order by t.relname, con.conname`,
  );
}

/**
 * The tables in an order where each comes after those it refers to (self-references and cycles
 * aside, which the restore copes with by loading with the foreign keys set aside).
 */
export function referenceOrder(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const pending = new Set(tables);
  const needs = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const key of keys) {
    if (key.table !== key.references && pending.has(key.references)) needs.get(key.table)?.add(key.references);
  }
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter((table) => [...(needs.get(table) ?? [])].every((other) => !pending.has(other)));
    // A cycle: take the rest as they come (alphabetically).
    const next = ready.length > 0 ? ready : [...pending];
    for (const table of next.sort()) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export async function listSequences(executor: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    executor,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return rows.map((row) => row.name);
}

export async function readSequence(executor: Executor, name: string): Promise<SequenceState> {
  const [row] = await rowsOf<{ last_value: string; is_called: boolean }>(
    executor,
    sql`select last_value::text as last_value, is_called from ${tableRef(name)}`,
  );
  if (!row) throw new Error(`sequence ${name} has no state`);
  return { name, lastValue: row.last_value, isCalled: row.is_called };
}

/** drizzle's migrator keeps its journal here (drizzle-orm's pg dialect, `migrate`). */
const MIGRATIONS_SCHEMA = 'drizzle';
const MIGRATIONS_TABLE = '__drizzle_migrations';
const migrationsTableName = `${quoteIdent(MIGRATIONS_SCHEMA)}.${quoteIdent(MIGRATIONS_TABLE)}`;
export const migrationsTableRef = sql`${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)}`;

export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

/** The migrations applied to a database, oldest first; none when drizzle never ran there. */
export async function appliedMigrations(executor: Executor): Promise<AppliedMigration[]> {
  const [exists] = await rowsOf<{ present: boolean }>(
    executor,
    sql`select to_regclass(${migrationsTableName}) is not null as present`,
  );
  if (!exists?.present) return [];
  const rows = await rowsOf<{ hash: string; created_at: string | null }>(
    executor,
    sql`select hash, created_at::text as created_at from ${migrationsTableRef} order by created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at ?? 0) }));
}

/** The same statements drizzle's migrator starts with, so it finds its journal where it looks. */
export async function ensureMigrationsTable(executor: Executor): Promise<void> {
  await executor.execute(sql`create schema if not exists ${sql.identifier(MIGRATIONS_SCHEMA)}`);
  await executor.execute(
    sql`create table if not exists ${migrationsTableRef}
        (id serial primary key, hash text not null, created_at bigint)`,
  );
}

export async function serverVersion(executor: Executor): Promise<string> {
  const [row] = await rowsOf<{ version: string }>(executor, sql`select current_setting('server_version') as version`);
  return row?.version ?? 'unknown';
}
