import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { openDiskStorage } from '../src/storage/disk.ts';
import { testEnv } from './test-env.ts';

/**
 * The demo seed, made once per run on PostgreSQL (issue 32): ten suites read the demo data, and
 * seeding it takes ~16 s, so each of them copying one seeded database (`CREATE DATABASE …
 * TEMPLATE`, well under a second) and its photo folder saves minutes of a 2-core run. Every suite
 * still gets its own copy, so what one changes no other sees.
 *
 * The seeding starts here and runs on while the first tests do; until it is done this process
 * holds an advisory lock that `seededTemplate()` (demo.fixtures.ts) waits on, so no suite reads
 * a half-seeded database and nobody polls or sleeps.
 */
export interface SeededTemplate {
  /** The database to copy; none when PostgreSQL is not reachable (the suites seed their own). */
  database: string;
  /** The demo's photos and documents, as the seed stored them. */
  storageDir: string;
  /** The seed's clock, in ms: the demo's dates are counted back from it. */
  seededAt: number;
  /** The advisory lock held while the seed runs. */
  lockKey: number;
}

/**
 * The migrated, empty database every other suite starts from (issue 32), made once per run
 * instead of once per suite: PGlite's data folder dumped to a file, which a suite loads instead
 * of creating a cluster and running every migration (several seconds each on 2 cores), and a
 * PostgreSQL database that suites copy as a template.
 */
export interface MigratedTemplates {
  /** A dump of a migrated PGlite data folder (`dumpDataDir`), uncompressed. */
  pgliteDump: string;
  /** The migrated PostgreSQL database to copy; none when PostgreSQL is not reachable. */
  database: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate | null;
    migratedTemplates: MigratedTemplates;
  }
}

/** A migrated PGlite database, dumped into `folder`. */
async function migratedPgliteDump(folder: string): Promise<string> {
  const database = await openDatabase({ inMemory: true });
  try {
    await database.migrate();
    const file = path.join(folder, 'migrated-pglite.tar');
    await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = randomBytes(6).toString('hex');
  const folder = await mkdtemp(path.join(tmpdir(), 'ghorbari-templates-'));
  // PGlite migrates in this process while PostgreSQL migrates in its own: the two go side by side.
  const dumping = migratedPgliteDump(folder);
  const removeFolder = async () => {
    await dumping.catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  };
  // An absent server refuses at once; the time limit is for one that is there but slow to answer
  // (a loaded machine), which must not be taken for an absent one.
  const admin = new pg.Client({ connectionString: testEnv.databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await admin.connect();
  } catch (error) {
    // As helpers.ts: under CI a missing PostgreSQL is an error, not a fallback to PGlite.
    if (testEnv.ci)
      throw new Error(`PostgreSQL is not reachable at ${testEnv.databaseUrl}, and CI=true requires it.`, {
        cause: error,
      });
    project.provide('migratedTemplates', { pgliteDump: await dumping, database: null });
    project.provide('seededTemplate', null);
    return removeFolder;
  }
  const migrated = `ghorbari_migrated_${run}`;
  await admin.query(`create database ${migrated}`);
  const migratedUrl = new URL(testEnv.databaseUrl);
  migratedUrl.pathname = `/${migrated}`;
  const migrating = await openDatabase({ databaseUrl: migratedUrl.toString() });
  try {
    await migrating.migrate();
  } finally {
    // A template must have no connections when it is copied.
    await migrating.close();
  }
  project.provide('migratedTemplates', { pgliteDump: await dumping, database: migrated });

  const name = `ghorbari_seeded_${run}`;
  const storage = await mkdtemp(path.join(tmpdir(), 'ghorbari-seeded-'));
  const seededAt = Date.now();
  const lockKey = Number.parseInt(run.slice(0, 7), 16);
  await admin.query('select pg_advisory_lock($1)', [lockKey]);
  project.provide('seededTemplate', { database: name, storageDir: storage, seededAt, lockKey });

  const seeding = (async () => {
    await admin.query(`create database ${name} template ${migrated}`);
    const url = new URL(testEnv.databaseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await seedDemoData(database.db, { now: new Date(seededAt), storage: openDiskStorage(storage) });
    } finally {
      // A template must have no connections when it is copied.
      await database.close();
    }
  })().finally(() => admin.query('select pg_advisory_unlock($1)', [lockKey]));
  // A failed seed fails the suites that wait on it (they find no database); here it is only told.
  seeding.catch((error: unknown) => console.error('The demo seed for the test run failed:', error));

  return async () => {
    await seeding.catch(() => undefined);
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop database if exists ${migrated} with (force)`);
    } finally {
      await admin.end();
      await rm(storage, { recursive: true, force: true });
      await removeFolder();
    }
  };
}
