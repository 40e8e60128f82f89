import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { listenForBackups } from './backup/backup-socket.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { loggableError } from './db/db-errors.ts';
import { assertPortFree } from './port-check.ts';
import { seedDemoData } from './seed/demo.ts';
import { createOwnerOnly, tightenDataDir } from './owner-only.ts';
import { openStorage } from './storage/index.ts';

/**
 * V8 grows the old generation by a fifth over what its last full collection kept, instead of its
 * own 1.1–4× (ADR 031). When every phone reconnects at once, each socket's objects are replaced:
 * with V8's growth the replaced ones were collected only after the new ones had taken fresh pages,
 * and the server kept 1.3–1.5× its memory after the storm in half the runs at 10,000 sockets. With
 * a fifth, the collections come during the storm: 0.97–0.98× after it, 20% less memory with the
 * sockets connected, about three times as many full collections, none pausing longer than 30 ms.
 */
v8.setFlagsFromString('--heap-growing-percent=20');

/** The listening socket's queue of connections not yet accepted (see `listen` below). */
const LISTEN_BACKLOG = 4096;

export interface StartOptions {
  /**
   * Called with the built app before it listens. Only the browser tests' server (e2e/serve.ts)
   * gives one, to add its test-only routes; the production entry point (server.ts) never does, so
   * no setting can turn them on there (ADR 048).
   */
  beforeListen?: (app: FastifyInstance) => Promise<void>;
}

/**
 * The server: read the environment, open and migrate the database, seed demo data when asked,
 * listen, and close gracefully on SIGTERM/SIGINT.
 */
export async function startServer({ beforeListen }: StartOptions = {}): Promise<void> {
  const config = loadConfig();
  // What the server writes is its owner's alone, and so is an installation made before that rule (issue 39).
  createOwnerOnly();
  // Nothing is touched before this process has the embedded database to itself and its port is
  // free: a second `npm start` must not migrate or seed the running server's data (issue 11).
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  await assertPortFree(config.host, config.port);
  await tightenDataDir(config.dataDir);
  const { poolMax, queueMax, statementTimeoutMs } = config.database;
  // Lost connections are logged by the app's logger, which exists once the app is built.
  let logConnectionLost = (_error: Error) => undefined as void;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    load: { poolMax, queueMax },
    timeouts: { queryMs: statementTimeoutMs },
    onConnectionLost: (error) => logConnectionLost(error),
  });
  await database.migrate();
  // Uploaded files: the data directory's folders, or the bucket STORAGE_URL names (ADR 028).
  const storage = await openStorage({ storageUrl: config.storageUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database, storage });
  logConnectionLost = (error) =>
    app.log.warn({ err: loggableError(error) }, 'a database connection was lost; the pool makes a new one');
  // The driver only: STORAGE_URL may carry a secret.
  app.log.info({ storage: storage.driver }, 'file storage opened');

  if (config.seedDemo) {
    // How long the seed took, and its slowest steps, so a slow first start is seen (issue 42).
    const started = performance.now();
    const stepMs: Record<string, number> = {};
    const seeded = await seedDemoData(database.db, {
      now: new Date(),
      storage,
      onStep: (step, ms) => void (stepMs[step] = ms),
    });
    if (seeded.length > 0) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const slowest = Object.fromEntries(
        Object.entries(stepMs)
          .sort(([, a], [, b]) => b - a)
          .slice(0, 3),
      );
      app.log.info({ steps: seeded, slowestMs: slowest }, `demo data seeded in ${seconds} s`);
    }
  }

  // Graceful shutdown (issue 20, ADR 029): readiness turns 503 and live sockets are told to come
  // back in a while; then the server stops accepting, requests in flight get their answers, the
  // background work still pending is written, and the database closes. A shutdown that takes longer
  // than SHUTDOWN_TIMEOUT_MS (a stalled upload, say) ends the process anyway.
  let closing = false;
  let backups: { close(): Promise<void> } | undefined = undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'requests still running at the shutdown timeout; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      app.beginShutdown();
      await app.close();
      // A backup under way is finished first: it reads the database and the storage.
      await backups?.close();
      await storage.close();
      await database.close();
      lock?.release();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await beforeListen?.(app);
  // Connections not yet accepted wait in the kernel's queue: Node's default of 511 overflowed when
  // thousands of live sockets came back at once (issue 39, ADR 031) and the dropped ones retried
  // seconds later (TCP's own back-off). The kernel caps this at net.core.somaxconn.
  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  // `npm run backup` beside this server asks it to write the archive (the embedded database is
  // this process's alone, ADR 030). A server that cannot offer it still serves.
  backups = config.databaseUrl
    ? undefined
    : await listenForBackups({
        dataDir: config.dataDir,
        database,
        storage,
        log: (error, message) => app.log.error({ err: error }, message),
      }).catch((error: unknown) => {
        app.log.warn({ err: error }, 'backups of the running server are not available');
        return undefined;
      });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  // The one line a person starting the app looks for.
  console.log(`\nGhorbari is running at http://localhost:${port}  (database: ${where})\n`);
}
