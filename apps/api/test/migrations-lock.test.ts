import { randomBytes } from 'node:crypto';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DriverName } from '../src/db/client.ts';
import { DRIVERS, tempDir } from './helpers.ts';
import { testEnv } from './test-env.ts';

/**
 * Migrations when several instances start together, and when one migration fails (issue 20,
 * ADR 029): each runs once, and a failure leaves the database as it was.
 */
const MIGRATIONS = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}
const journal = JSON.parse(await readFile(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as Journal;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testEnv.databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database (no migration run), dropped by `drop()`. */
async function emptyPostgres() {
  const name = `ghorbari_test_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(testEnv.databaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function rows<T>(database: Database, text: string): Promise<T[]> {
  const result = await database.db.execute(text);
  return (Array.isArray(result) ? result : result.rows) as T[];
}

const applied = (database: Database) =>
  rows<{ created_at: string }>(database, 'select created_at from drizzle.__drizzle_migrations order by id');

/** The tables and columns of the app's schema, as an operator would list them. */
const columns = (database: Database) =>
  rows<{ table_name: string; column_name: string }>(
    database,
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, column_name`,
  );

/**
 * A copy of the app's migrations with two more: a good one that adds a table and a column, then
 * one that fails half-way through.
 */
async function migrationsWithBrokenLast(dir: string): Promise<string> {
  const folder = path.join(dir, 'migrations');
  await cp(MIGRATIONS, folder, { recursive: true });
  const last = journal.entries.at(-1)!;
  const added = [
    {
      tag: '9000_good',
      statements: ['CREATE TABLE "probe" ("id" integer)', 'ALTER TABLE "posts" ADD COLUMN "probe" integer'],
    },
    { tag: '9001_broken', statements: ['CREATE TABLE "probe_two" ("id" integer)', 'SELECT * FROM "no_such_table"'] },
  ];
  const entries = [
    ...journal.entries,
    ...added.map(({ tag }, index) => ({
      ...last,
      idx: last.idx + 1 + index,
      when: last.when + 1000 * (index + 1),
      tag,
    })),
  ];
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }, null, 2));
  for (const { tag, statements } of added) {
    await writeFile(path.join(folder, `${tag}.sql`), statements.join(';\n--> statement-breakpoint\n'));
  }
  return folder;
}

describe.runIf(DRIVERS.includes('postgres'))('migrations on PostgreSQL, several instances at once', () => {
  it('migrates once when four instances start together, each of them ready afterwards', async () => {
    const target = await emptyPostgres();
    const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: target.url })));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const journalRows = await applied(instances[0]!);
      expect(journalRows.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
      for (const instance of instances) expect(await instance.ping()).toBe(true);
      // A later start finds nothing to do.
      await instances[1]!.migrate();
      expect(await applied(instances[0]!)).toHaveLength(journal.entries.length);
    } finally {
      for (const instance of instances) await instance.close();
      await target.drop();
    }
  });
});

describe.each(DRIVERS)('a failing migration on %s', (driver: DriverName) => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let broken: string;
  beforeAll(async () => {
    dir = await tempDir();
    broken = await migrationsWithBrokenLast(dir.dir);
  });
  afterAll(() => dir.remove());

  /** Opens a database of the driver with the given migrations; PostgreSQL's is a new database. */
  async function open(migrationsFolder?: string, url?: string) {
    if (driver === 'pglite')
      return openDatabase({ dataDir: dir.dir, ...(migrationsFolder ? { migrationsFolder } : {}) });
    return openDatabase({ databaseUrl: url!, ...(migrationsFolder ? { migrationsFolder } : {}) });
  }

  // PGlite migrates a database on disk from nothing, then opens it again: on a busy 2-core machine
  // that alone took over 30 s (a fresh clone's run, 2026-11-29), so it has longer.
  it('leaves the tables and the journal as they were, and the database usable', async () => {
    const target = driver === 'postgres' ? await emptyPostgres() : undefined;
    let database = await open(undefined, target?.url);
    try {
      await database.migrate();
      const before = await columns(database);
      expect(before).toContainEqual({ table_name: 'posts', column_name: 'number' });
      if (driver === 'pglite') {
        // PGlite keeps one process per data folder: reopen it with the other migrations.
        await database.close();
        database = await open(broken);
      } else {
        await database.close();
        database = await open(broken, target!.url);
      }
      await expect(database.migrate()).rejects.toThrow();
      // Neither the good migration before the broken one nor the broken one's first statement stayed.
      expect(await columns(database)).toEqual(before);
      expect(await applied(database)).toHaveLength(journal.entries.length);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
      await target?.drop();
    }
  }, 120_000);
});
