import { ConfigError } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { PortInUseError } from './port-check.ts';
import { startServer } from './start-server.ts';

/** The production entry point (`npm start`, apps/api/dist/server.js): the server as start-server.ts makes it. */
startServer().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof PortInUseError) {
    console.error(error.message);
  } else if (error instanceof DataDirLockedError) {
    console.error(`${error.message} Stop it first, or set DATA_DIR to another directory.`);
  } else {
    console.error('Ghorbari failed to start:', error);
  }
  process.exit(1);
});
