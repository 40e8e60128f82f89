import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteQueryResultHKT } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabaseBusyError } from './db-errors.ts';
import { DATABASE_LOAD, POSTGRES_TIMEOUTS } from './limits.ts';
import { keepPgliteOwnerOnly, OWNER_DIR_MODE } from '../owner-only.ts';

/**
 * What a raw query answers with: node-postgres's or PGlite's result. Naming both (rather than
 * drizzle's bare base kind) lets either driver's database be a `Db` as it is, without a cast.
 */
type QueryResults = NodePgQueryResultHKT | PgliteQueryResultHKT;
type NoTables = Record<string, never>;
type NoRelations = ExtractTablesWithRelations<NoTables>;
/**
 * The drizzle database, whichever driver is underneath (PGlite or node-postgres). It carries no
 * schema: each module declares its tables in its own `*.schema.ts` and its repository imports
 * them (ADR 009); nothing uses drizzle's relational `db.query`, the one thing a schema here adds.
 */
export type Db = PgDatabase<QueryResults, NoTables, NoRelations>;
/** A transaction of either driver. */
export type Tx = PgTransaction<QueryResults, NoTables, NoRelations>;
/**
 * Where a repository runs its statements: the database, or a transaction a service opened so
 * several repositories' writes land together (docs/conventions.md, "Transactions as a parameter").
 */
export type Executor = Db | Tx;
export type DriverName = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DriverName;
  /** Runs `work` in one transaction: it commits when `work` resolves and rolls back when it throws. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: its data folder as one uncompressed tarball, which `loadDataDir` starts another from (tests). */
  dumpDataDir?(): Promise<Blob>;
}

/** The SQL migrations: beside this file in the sources, beside the bundle in apps/api/dist (ADR 029). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/**
 * The key of the session advisory lock every instance takes around its migrations on PostgreSQL
 * (ADR 029), so several instances started together migrate once: "ghor" in ASCII.
 */
export const MIGRATION_LOCK_KEY = 0x67686f72;

export interface DatabaseOptions {
  /** postgres://… for a real server; otherwise the embedded PGlite in `dataDir/db`. */
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** PGlite only: keep everything in memory (tests). */
  inMemory?: boolean;
  /**
   * PGlite only: start an empty database from this dump of a data folder (tests: the run's migrated
   * database, in memory or in a data directory a server process then starts in).
   */
  loadDataDir?: Blob;
  /** PostgreSQL only: other limits than `POSTGRES_TIMEOUTS` (the statement timeout of the config, tests). */
  timeouts?: Partial<typeof POSTGRES_TIMEOUTS>;
  /** The pool's size and the bound of the queue in front of the database (ADR 044). */
  load?: Partial<typeof DATABASE_LOAD>;
  /** Another folder of migrations than the app's own (tests of a failing migration). */
  migrationsFolder?: string;
  /**
   * PostgreSQL only: told when a connection is lost (the server ended it, a network cut, an idle
   * transaction timed out), for the log. The pool drops that connection and makes a new one.
   */
  onConnectionLost?: (error: Error) => void;
}

export { DATABASE_LOAD, POSTGRES_TIMEOUTS };

/** How long `/api/health` waits for its `select 1`. */
const PING_TIMEOUT_MS = 3000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    const limits = { ...POSTGRES_TIMEOUTS, ...options.timeouts };
    const load = { ...DATABASE_LOAD, ...options.load };
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: load.poolMax,
      connectionTimeoutMillis: limits.connectMs,
      // The client gives up on a statement (a stalled network), the server cancels it (a slow plan).
      query_timeout: limits.queryMs,
      statement_timeout: limits.queryMs,
      idle_in_transaction_session_timeout: 2 * limits.queryMs,
      idleTimeoutMillis: limits.idleMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: limits.keepAliveDelayMs,
    });
    keepLostConnectionsQuiet(pool, options.onConnectionLost);
    retryReadsOnLostConnections(pool);
    boundPoolQueue(pool, load.queueMax);
    const db: Db = drizzlePg({ client: pool });
    return {
      db,
      driver: 'postgres',
      transaction: (work) => db.transaction(work),
      migrate: () => migratePostgres(databaseUrl, migrationsFolder, limits.connectMs),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  // Trigram search (issue 17, ADR 019); the migration creates the extension.
  const extensions = { pg_trgm };
  if (options.inMemory) {
    client = new PGlite({ extensions, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  } else {
    if (!options.dataDir) throw new Error('openDatabase needs dataDir or databaseUrl');
    const dir = path.join(options.dataDir, 'db');
    await mkdir(dir, { recursive: true, mode: OWNER_DIR_MODE });
    keepPgliteOwnerOnly(dir);
    client = new PGlite(dir, { extensions, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  }
  await client.waitReady;
  const pgliteDb = drizzlePglite({
    client: boundPgliteQueue(client, options.load?.queueMax ?? DATABASE_LOAD.queueMax),
  });
  const db: Db = pgliteDb;
  return {
    db,
    driver: 'pglite',
    transaction: (work) => db.transaction(work),
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * A connection PostgreSQL ends (`pg_terminate_backend`, a restart, `idle_in_transaction_session_timeout`)
 * or the network cuts makes its client emit 'error'. pg-pool listens on idle clients only: one that
 * a request had checked out, between two statements of a transaction, had no listener, and the
 * 'error' event ended the whole process (issue 62). Every client now has a listener for its whole
 * life: the statement under way (or the next one) fails with a connection error, which the request
 * answers 503 (`isDatabaseUnavailable`), and the pool discards the client when it is released.
 */
function keepLostConnectionsQuiet(pool: pg.Pool, onConnectionLost: ((error: Error) => void) | undefined): void {
  let lastReported = 0;
  const report = (error: Error) => {
    // One cut ends every connection at once: one line a second is enough to tell the operator.
    const now = Date.now();
    if (now - lastReported < 1000) return;
    lastReported = now;
    onConnectionLost?.(error);
  };
  pool.on('connect', (client) => client.on('error', report));
  // An idle client's error: pg-pool removes the client and re-emits it here.
  pool.on('error', report);
}

/** Connection losses after which a read may be asked again on another connection. */
const LOST_CONNECTION = /^57P0[123]$/;
const LOST_CONNECTION_MESSAGES = ['Connection terminated unexpectedly', 'Client has encountered a connection error'];
function connectionWasLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && (LOST_CONNECTION.test(code) || code === 'ECONNRESET')) ||
    (typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((text) => message.includes(text)))
  );
}

/**
 * A read that is not part of a transaction (drizzle sends those through `pool.query`) and whose
 * connection was lost under it is asked once more, on another connection: reading twice changes
 * nothing, so the reader gets the page rather than a 503 (issue 62). Only statements that begin
 * with `select` are read-only here; a write or a statement of a transaction is never repeated, as
 * it may have taken effect before the connection went. A statement cancelled for taking too long
 * (57014) is not a lost connection and is not asked again: that would double the load that slowed it.
 */
function retryReadsOnLostConnections(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const textOf = (first: unknown) =>
    typeof first === 'string' ? first : ((first as { text?: unknown } | null)?.text ?? '');
  const retried = (...args: unknown[]) => {
    const text = textOf(args[0]);
    const callback = typeof args[args.length - 1] === 'function';
    if (callback || typeof text !== 'string' || !/^\s*select\b/i.test(text)) return query(...args);
    return (query(...args) as Promise<unknown>).catch((error: unknown) => {
      if (!connectionWasLost(error)) throw error;
      return query(...args);
    });
  };
  pool.query = retried as typeof pool.query;
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * pg-pool queues every caller without bound while its connections are taken (issue 39: 60
 * searches at once held all 10, and an unrelated visitor waited behind them until the 2-second
 * connect timeout). Past `queueMax` waiting, a caller fails at once. `pool.query` goes through
 * `connect` too, so both ways of asking are bounded.
 */
function boundPoolQueue(pool: pg.Pool, queueMax: number): void {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  const bounded = (callback?: ConnectCallback) => {
    if (pool.waitingCount < queueMax) return connect(callback);
    const error = new DatabaseBusyError(pool.waitingCount);
    if (!callback) return Promise.reject(error);
    process.nextTick(() => callback(error, undefined, () => undefined));
    return undefined;
  };
  pool.connect = bounded as typeof pool.connect;
}

/**
 * PGlite runs one statement at a time and queues the rest without bound (issue 39: a visitor
 * waited 17.4 s behind a flood of searches). Besides the one running, at most `queueMax`
 * statements and transactions may wait; the next fails at once. Statements inside a transaction
 * run on the transaction's own handle and count as the transaction.
 */
function boundPgliteQueue(client: PGlite, queueMax: number): PGlite {
  let asked = 0;
  const admit = async <T>(run: () => Promise<T>): Promise<T> => {
    // One statement runs; `queueMax` more may wait for it.
    if (asked > queueMax) throw new DatabaseBusyError(asked - 1);
    asked += 1;
    try {
      return await run();
    } finally {
      asked -= 1;
    }
  };
  const query: PGlite['query'] = (...args) => admit(() => client.query(...args));
  const transaction: PGlite['transaction'] = (callback) => admit(() => client.transaction(callback));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they run on the instance itself, not on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Pending migrations on PostgreSQL, once however many instances start together (ADR 029): each
 * takes a session advisory lock on a connection of its own and waits for it, so the first one
 * migrates and the others find nothing left to do. drizzle's migrator runs every pending migration
 * in one transaction, so one that fails leaves the database as it was, and the lock goes with the
 * session even if the process dies. The connection has none of the pool's statement limits: an
 * index built over every post, or the wait for another instance's migrations, may take longer
 * than a request may.
 */
async function migratePostgres(databaseUrl: string, migrationsFolder: string, connectMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectMs, keepAlive: true });
  // A lost connection rejects the statement under way; it must not also take the process down.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ping(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), late]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
