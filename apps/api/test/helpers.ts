import { randomBytes } from 'node:crypto';
import { lstat, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig, type AppConfig } from '../src/config.ts';
import { openDatabase, type Database, type DatabaseOptions, type DriverName } from '../src/db/client.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { openDiskStorage } from '../src/storage/disk.ts';
import type { Storage } from '../src/storage/storage.ts';
import { startSmtp, type Smtp } from './smtp.ts';
import { testEnv } from './test-env.ts';

/**
 * API tests run on the embedded PGlite and on a real PostgreSQL server, in a database this run
 * creates and drops. Each behaviour is tested once, on the driver that matters (ADR 041):
 * `DRIVERS` (both) for the embedded driver's own concerns and a smoke set of the routes,
 * `ONE_DRIVER` (PostgreSQL) for the rest. Without a reachable server PostgreSQL is replaced by
 * PGlite locally, and under CI=true its absence is an error.
 */
const ADMIN_URL = testEnv.databaseUrl;

async function postgresReachable(): Promise<boolean> {
  // An absent server refuses at once: the limit is for one that is there but slow (a loaded
  // machine), whose tests must not quietly move to PGlite.
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const reachable = await postgresReachable();
if (!reachable && testEnv.ci) {
  throw new Error(`PostgreSQL is not reachable at ${ADMIN_URL}, and CI=true requires it.`);
}
if (!reachable) console.warn(`PostgreSQL not reachable at ${ADMIN_URL}: PostgreSQL tests are skipped.`);

export const DRIVERS: DriverName[] = reachable ? ['pglite', 'postgres'] : ['pglite'];
/**
 * The one driver a behaviour that is the same on both is tested on: PostgreSQL, where SQL
 * semantics, races, caps and search are as production has them (PGlite runs one connection).
 */
export const ONE_DRIVER: DriverName[] = reachable ? ['postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: the database's URL, for a test that opens it another way. */
  url?: string;
  dispose(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new PostgreSQL database of this run, dropped by `drop()`: empty (no migration run), or a
 * copy of a template database (the seeded demo, global-setup.ts).
 */
async function newPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ghorbari_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`);
  // A commit waits for its WAL to reach the disk only to survive the server's own crash, which
  // no test provokes: without the wait the many small commits of a test run go several times faster.
  await adminQuery(`alter database ${name} set synchronous_commit = off`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** The run's migrated PGlite data folder (global-setup.ts), read once per test file. */
let migratedPglite: Promise<Blob> | undefined;
const migratedPgliteDump = () =>
  (migratedPglite ??= readFile(inject('migratedTemplates').pgliteDump).then((dump) => new Blob([dump])));

/**
 * The embedded database of an empty data directory, started from the run's migrated one, as a first
 * start would leave it: it and a server process started there later find every migration done
 * instead of running them all (about 10 s of a 2-core machine's CPU each time).
 */
export async function openMigratedDataDir(dataDir: string): Promise<Database> {
  return openDatabase({ dataDir, loadDataDir: await migratedPgliteDump() });
}

/** An empty data directory made a migrated installation, left for a server process to open. */
export async function migrateDataDir(dataDir: string): Promise<void> {
  await (await openMigratedDataDir(dataDir)).close();
}

/**
 * A fresh, migrated database on the given driver, and the means to throw it away: a copy of
 * the run's migrated database (global-setup.ts), on which `migrate()` finds nothing to do.
 */
export async function openTestDatabase(
  driver: DriverName,
  /** How much the database takes at once, if not as the app's defaults (ADR 044). */
  { load }: Pick<DatabaseOptions, 'load'> = {},
): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = await openDatabase({ inMemory: true, loadDataDir: await migratedPgliteDump(), load });
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const template = inject('migratedTemplates').database;
  const made = await postgresTestDatabase(template ?? undefined, load);
  if (!template) await made.database.migrate();
  return made;
}

/** A PostgreSQL database copied from a template of this run, already migrated (and seeded). */
export function copyOfDatabase(template: string): Promise<TestDatabase> {
  return postgresTestDatabase(template);
}

/** A new PostgreSQL database of this run (see `newPostgresDatabase`), opened, and dropped by `dispose()`. */
async function postgresTestDatabase(template?: string, load?: DatabaseOptions['load']): Promise<TestDatabase> {
  const target = await newPostgresDatabase(template);
  const database = await openDatabase({ databaseUrl: target.url, load });
  return {
    database,
    url: target.url,
    async dispose() {
      try {
        await database.close();
      } finally {
        await target.drop();
      }
    },
  };
}

/**
 * An installation's database that a test opens, closes and opens again itself, as restarts do —
 * with an older version's migrations first, say: a PGlite data folder or a new PostgreSQL database.
 */
export async function installationDatabase(driver: DriverName): Promise<{
  open(options?: { migrationsFolder?: string }): Promise<Database>;
  dispose(): Promise<void>;
}> {
  if (driver === 'pglite') {
    const data = await tempDir('ghorbari-db-');
    return { open: (options = {}) => openDatabase({ dataDir: data.dir, ...options }), dispose: () => data.remove() };
  }
  const target = await newPostgresDatabase();
  return {
    open: (options = {}) => openDatabase({ databaseUrl: target.url, ...options }),
    dispose: () => target.drop(),
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /**
   * The repositories over the app's database, for a test's own rows (docs/conventions.md, "Test data
   * by factories").
   */
  repos: Repositories;
  config: AppConfig;
  /** Where the app's files live: the temporary data directory's folders unless the test gave a storage. */
  storage: Storage;
  close(): Promise<void>;
}

/** What a test changes of the app: its config, and the clock its services read (`now`). */
export type TestAppOptions = Partial<AppConfig> & { now?: () => Date };

export async function buildTestApp(
  driver: DriverName,
  options: TestAppOptions = {},
  logStream?: { write(line: string): void },
  /** A storage the test opened (an S3 one, say) and closes itself; by default a disk one in the data directory. */
  givenStorage?: Storage,
): Promise<TestApp> {
  return startTestApp(
    await openTestDatabase(driver),
    await tempDir('ghorbari-data-'),
    options,
    logStream,
    givenStorage,
  );
}

/** The app over a database and a data folder made already (a copy of the seeded demo, say); closing it removes both. */
export async function startTestApp(
  { database, dispose }: TestDatabase,
  data: TempDir,
  { now, ...overrides }: TestAppOptions = {},
  logStream?: { write(line: string): void },
  givenStorage?: Storage,
): Promise<TestApp> {
  const config = testConfig({ dataDir: data.dir, ...overrides });
  const storage = givenStorage ?? openDiskStorage(data.dir);
  const app = await buildApp({ config, database, storage, now, ...(logStream ? { logStream } : {}) });
  await app.ready();
  return {
    app,
    database,
    repos: createRepositories(database.db),
    config,
    storage,
    async close() {
      try {
        await app.close();
        if (!givenStorage) await storage.close();
        await dispose();
      } finally {
        await data.remove();
      }
    },
  };
}

/** A test app that sends its mail to an SMTP server in the test process (`smtp`), closed with it. */
export async function buildMailTestApp(
  driver: DriverName,
  options: TestAppOptions = {},
): Promise<TestApp & { smtp: Smtp }> {
  const smtp = await startSmtp();
  const t = await buildTestApp(driver, { smtpUrl: smtp.url, ...options });
  return {
    ...t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/**
 * A database that instances of the app share, as servers behind a load balancer do: `open()`
 * makes a fresh one for the test and gives `start()` (an instance over it) and `stop()`. After
 * each test the instances still running are closed, then the database and data folder go.
 */
export function databaseForInstances(driver: DriverName) {
  let opened: { db: TestDatabase; data: TempDir; apps: FastifyInstance[] } | undefined;
  afterEach(async () => {
    for (const app of opened?.apps ?? []) await app.close();
    await opened?.db.dispose();
    await opened?.data.remove();
    opened = undefined;
  });
  return async function open(overrides: Partial<AppConfig> = {}) {
    const db = await openTestDatabase(driver);
    const data = await tempDir('ghorbari-data-');
    const apps: FastifyInstance[] = [];
    opened = { db, data, apps };
    /** An instance over the shared database; `now`, the clock its services read, if not the real one. */
    const start = async ({ now }: { now?: () => Date } = {}) => {
      const config = testConfig({ dataDir: data.dir, ...overrides });
      const app = await buildApp({ config, database: db.database, now });
      await app.ready();
      apps.push(app);
      return app;
    };
    /** Closes an instance (it writes what it counted) and forgets it. */
    const stop = async (app: FastifyInstance) => {
      apps.splice(apps.indexOf(app), 1);
      await app.close();
    };
    return { db, start, stop };
  };
}

export interface TempDir {
  dir: string;
  remove(): Promise<void>;
}

export async function tempDir(prefix = 'ghorbari-test-'): Promise<TempDir> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  // Retries: a mail written after an answer (forgot-password works off the request path) may still be landing.
  return { dir, remove: () => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }) };
}

/**
 * Every folder and file under `dir` (and `dir` itself) that the group or others may read, write or
 * enter, as `relative path mode` lines: an owner-only tree answers none (issue 39).
 */
export async function reachableByOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (entry: string) => {
    const info = await lstat(entry);
    if ((info.mode & 0o077) !== 0) found.push(`${path.relative(dir, entry) || '.'} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of await readdir(entry)) await visit(path.join(entry, name));
  };
  await visit(dir);
  return found;
}

/**
 * A clock that reads half past the hour when it is made, and runs on from there. Caps counted per
 * hour, and per day in Dhaka (UTC+6, so its midnight is a UTC hour too), start again when the hour
 * turns: a test that counts to a cap must not straddle that moment. Handed to `buildTestApp` (and
 * read by the test for "today"), it keeps a file's tests half an hour clear of any turn, whatever
 * the time of day the suite runs at.
 */
export function clockClearOfHourTurns(): () => Date {
  const hour = 3_600_000;
  const offset = hour / 2 - (Date.now() % hour);
  return () => new Date(Date.now() + offset);
}

/**
 * A client address no other request of any run has used: the rate limits that Redis keeps
 * are shared by every test file and outlive a run by a minute, so a counter one test fills
 * must not be met by another's request. An IPv6 documentation address with 32 random bits in
 * its /64, the part the limits count by.
 */
export function freshAddress(): string {
  const [high, low] = randomBytes(4).toString('hex').match(/.{4}/g)!;
  return `2001:db8:${high}:${low}::1`;
}
