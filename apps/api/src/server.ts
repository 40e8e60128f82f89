import { ConfigError } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { PortInUseError } from './port-check.ts';
import { startServer } from './start-server.ts';
import { MissingServerBuildError } from './web/ssr.ts';

/**
 * A start that cannot succeed however often it is tried (a bad environment, a taken port or data
 * directory, a web build without its server bundle) exits with EX_CONFIG (78), so `npm start`,
 * which restarts a server that died (issue 62), does not try again; any other failure exits 1.
 */
const EXIT_CANNOT_START = 78;

/** The production entry point (`npm start`, apps/api/dist/server.js): the server as start-server.ts makes it. */
startServer().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof PortInUseError || error instanceof MissingServerBuildError) {
    console.error(error.message);
    process.exit(EXIT_CANNOT_START);
  } else if (error instanceof DataDirLockedError) {
    console.error(`${error.message} Stop it first, or set DATA_DIR to another directory.`);
    process.exit(EXIT_CANNOT_START);
  } else {
    console.error('Ghorbari failed to start:', error);
  }
  process.exit(1);
});
