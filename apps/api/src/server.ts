import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { PortInUseError, assertPortFree } from './port-check.ts';
import { seedDemoData } from './seed/demo.ts';

/**
 * Entry point: read the environment, open and migrate the database, seed demo data when
 * asked, listen, and close gracefully on SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Nothing is touched before this process has the embedded database to itself and its port is
  // free: a second `npm start` must not migrate or seed the running server's data (issue 11).
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  await assertPortFree(config.host, config.port);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database });

  if (config.seedDemo) {
    const seeded = await seedDemoData(database.db, {
      now: new Date(),
      uploadsDir: path.join(config.dataDir, 'uploads'),
    });
    if (seeded.length > 0) app.log.info({ steps: seeded }, 'demo data seeded');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
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

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  // The one line a person starting the app looks for.
  console.log(`\nGhorbari is running at http://localhost:${port}  (database: ${where})\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof PortInUseError) {
    console.error(error.message);
  } else if (error instanceof DataDirLockedError) {
    console.error(`${error.message} Stop it first, or set DATA_DIR to another directory.`);
  } else {
    console.error('Ghorbari failed to start:', error);
  }
  process.exit(1);
});
