import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import { MIGRATION_LOCK_KEY, type Database, type Executor } from '../db/client.ts';
import { BackupError, type BackupManifest, type TableManifest } from './backup-manifest.ts';
import {
  appliedMigrations,
  ensureMigrationsTable,
  listForeignKeys,
  listSequences,
  listTables,
  migrationsTableRef,
  quoteIdent,
  rowsOf,
  tableRef,
} from './database-catalog.ts';
import { applyMigrations, targetLevel } from './migration-level.ts';

/** Rows sent in one INSERT, and at most this many bytes of JSON. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

/** The tables of the public schema that hold at least one row. */
export async function tablesWithRows(executor: Executor): Promise<string[]> {
  const found: string[] = [];
  for (const table of await listTables(executor)) {
    const [row] = await rowsOf<{ any: boolean }>(
      executor,
      sql`select exists (select from ${tableRef(table.name)}) as any`,
    );
    if (row?.any) found.push(table.name);
  }
  return found;
}

export function notEmptyError(tables: readonly string[]): BackupError {
  const shown = tables.slice(0, 5).join(', ') + (tables.length > 5 ? ', …' : '');
  return new BackupError(
    `The target database already holds data (${shown}). Restore into a fresh installation,` +
      ' or pass --force to replace everything in it.',
  );
}

/**
 * Loads the archive's rows into the target in ONE transaction, so a failure at any step (a schema
 * that does not match, a row the database refuses, a count that differs) leaves the target as it
 * was. In order: the target is brought to the archive's migration level (a target already past it is
 * rebuilt, which only an empty target or --force allows), the foreign keys are set aside, the rows
 * go in as JSON through `json_populate_recordset` (the database converts every value back itself),
 * the foreign keys come back (and so check every reference), the sequences take the values they had,
 * and every table's count is compared with the manifest.
 */
export async function loadDatabase(options: {
  database: Database;
  manifest: BackupManifest;
  tableFiles: ReadonlyMap<string, string>;
  code: readonly MigrationMeta[];
  level: number;
  force: boolean;
}): Promise<void> {
  const { database, manifest, tableFiles, code, level, force } = options;
  try {
    await loadInOneTransaction(database, manifest, tableFiles, code, level, force);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The database did not take the archive (${databaseReason(error)}); it was left as it was.`);
  }
}

/**
 * What the database said, without the statement: drizzle's error quotes the query and its
 * parameters, which here are a batch of the archive's rows (people's names, phones, mails).
 */
function databaseReason(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const message = inner instanceof Error ? inner.message : String(inner);
  return message.split('\n')[0]?.slice(0, 300) ?? '';
}

async function loadInOneTransaction(
  database: Database,
  manifest: BackupManifest,
  tableFiles: ReadonlyMap<string, string>,
  code: readonly MigrationMeta[],
  level: number,
  force: boolean,
): Promise<void> {
  await database.transaction(async (tx) => {
    // Instances starting now wait for the restore instead of migrating under it (ADR 029's lock).
    if (database.driver === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const filled = await tablesWithRows(tx);
    if (filled.length > 0 && !force) throw notEmptyError(filled);

    const existing = await listTables(tx);
    let from = targetLevel(await appliedMigrations(tx), code);
    if (from > level || (from === 0 && existing.length > 0)) {
      // Past the archive's level (or tables no migration of ours made): start the schema over.
      if (existing.length > 0) {
        await tx.execute(
          sql.raw(`drop table ${existing.map((t) => `public.${quoteIdent(t.name)}`).join(', ')} cascade`),
        );
      }
      from = 0;
    }
    await ensureMigrationsTable(tx);
    if (from === 0) await tx.execute(sql`delete from ${migrationsTableRef}`);
    await applyMigrations(tx, code, from, level);
    await assertSameSchema(tx, manifest.tables);

    const keys = await listForeignKeys(tx);
    for (const key of keys) {
      await tx.execute(sql`alter table ${tableRef(key.table)} drop constraint ${sql.identifier(key.name)}`);
    }
    const tables = await listTables(tx);
    if (tables.length > 0) {
      await tx.execute(sql.raw(`truncate table ${tables.map((t) => `public.${quoteIdent(t.name)}`).join(', ')}`));
    }
    for (const table of manifest.tables) {
      const file = tableFiles.get(table.name);
      if (!file) throw new BackupError(`The archive has no rows for table ${table.name}.`);
      await loadTable(tx, table, file);
    }
    for (const key of keys) {
      await tx.execute(
        sql.raw(`alter table public.${quoteIdent(key.table)} add constraint ${quoteIdent(key.name)} ${key.definition}`),
      );
    }
    const sequences = new Set(await listSequences(tx));
    for (const sequence of manifest.sequences) {
      if (!sequences.has(sequence.name)) throw new BackupError(`The target database has no sequence ${sequence.name}.`);
      await tx.execute(
        sql`select setval(${`public.${quoteIdent(sequence.name)}`}::regclass,
            ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
      );
    }
    for (const table of manifest.tables) {
      const [row] = await rowsOf<{ n: string }>(tx, sql`select count(*)::text as n from ${tableRef(table.name)}`);
      if (Number(row?.n) !== table.rows) {
        throw new BackupError(`Table ${table.name} holds ${row?.n} rows after the restore, the archive ${table.rows}.`);
      }
    }
  });
}

async function assertSameSchema(tx: Executor, archived: readonly TableManifest[]): Promise<void> {
  const target = new Map((await listTables(tx)).map((table) => [table.name, table.columns]));
  const problems: string[] = [];
  for (const table of archived) {
    const columns = target.get(table.name);
    if (!columns) problems.push(`no table ${table.name}`);
    else if ([...columns].sort().join() !== [...table.columns].sort().join())
      problems.push(`table ${table.name} differs`);
    target.delete(table.name);
  }
  for (const name of target.keys()) problems.push(`table ${name} is not in the archive`);
  if (problems.length > 0) {
    throw new BackupError(
      `The database schema at the archive's migration level does not match the archive` +
        ` (${problems.slice(0, 5).join('; ')}).`,
    );
  }
}

async function loadTable(tx: Executor, table: TableManifest, file: string): Promise<void> {
  const columns = sql.raw(table.columns.map(quoteIdent).join(', '));
  const insert = (json: string) =>
    tx.execute(
      sql`insert into ${tableRef(table.name)} (${columns}) overriding system value
          select ${columns} from json_populate_recordset(null::${tableRef(table.name)}, ${json}::json)`,
    );
  let batch: string[] = [];
  let bytes = 0;
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      await insert(`[${batch.join(',')}]`);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) await insert(`[${batch.join(',')}]`);
}
