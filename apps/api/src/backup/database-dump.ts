import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { OWNER_FILE_MODE } from '../owner-only.ts';
import type { BackupManifest, TableManifest } from './backup-manifest.ts';
import {
  appliedMigrations,
  listForeignKeys,
  listSequences,
  listTables,
  readSequence,
  referenceOrder,
  rowsOf,
  serverVersion,
  tableRef,
} from './database-catalog.ts';

/** Rows fetched from the cursor at a time: bounded memory whatever the table's size. */
const FETCH_ROWS = 2000;

export interface DumpedTable extends TableManifest {
  /** Where its rows were written, one JSON object a line. */
  file: string;
}

export interface DatabaseDump {
  source: Pick<BackupManifest['source'], 'driver' | 'serverVersion'>;
  migrations: BackupManifest['migrations'];
  tables: DumpedTable[];
  sequences: BackupManifest['sequences'];
}

/**
 * Every table of the public schema, the sequences and the migration level, read in one
 * REPEATABLE READ, READ ONLY transaction: one snapshot, so the rows agree with each other even while
 * a server on PostgreSQL keeps writing. Rows go to files in `stagingDir` as `row_to_json` writes them
 * (text, never parsed here, so no number or date changes on the way).
 */
export async function dumpDatabase(database: Database, stagingDir: string): Promise<DatabaseDump> {
  return database.db.transaction(
    async (tx) => {
      const tables = await listTables(tx);
      const columns = new Map(tables.map((table) => [table.name, table.columns]));
      const order = referenceOrder(
        tables.map((table) => table.name),
        await listForeignKeys(tx),
      );
      const dumped: DumpedTable[] = [];
      for (const [index, name] of order.entries()) {
        const file = path.join(stagingDir, `${index}.ndjson`);
        dumped.push({ name, columns: columns.get(name) ?? [], file, ...(await dumpTable(tx, name, file)) });
      }
      const sequences = [];
      for (const name of await listSequences(tx)) sequences.push(await readSequence(tx, name));
      return {
        source: { driver: database.driver, serverVersion: await serverVersion(tx) },
        migrations: await appliedMigrations(tx),
        tables: dumped,
        sequences,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(
  tx: Executor,
  table: string,
  file: string,
): Promise<{ rows: number; bytes: number; sha256: string }> {
  const [counted] = await rowsOf<{ n: string }>(tx, sql`select count(*)::text as n from ${tableRef(table)}`);
  const expected = Number(counted?.n ?? 0);
  const out = createWriteStream(file, { mode: OWNER_FILE_MODE });
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  try {
    await tx.execute(
      sql`declare ghorbari_backup no scroll cursor for
          select row_to_json(ghorbari_row)::text as line from ${tableRef(table)} as ghorbari_row`,
    );
    for (;;) {
      const batch = await rowsOf<{ line: string }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from ghorbari_backup`));
      if (batch.length === 0) break;
      const chunk = Buffer.from(batch.map((row) => `${row.line}\n`).join(''), 'utf8');
      hash.update(chunk);
      rows += batch.length;
      bytes += chunk.length;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    await tx.execute(sql.raw('close ghorbari_backup'));
  } finally {
    out.end();
    await once(out, 'close');
  }
  // One snapshot: the cursor sees what count(*) saw.
  if (rows !== expected) throw new Error(`table ${table}: counted ${expected} rows but read ${rows}`);
  return { rows, bytes, sha256: hash.digest('hex') };
}
