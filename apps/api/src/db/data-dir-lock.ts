import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OWNER_DIR_MODE, OWNER_FILE_MODE } from '../owner-only.ts';

/** Another live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`Another Ghorbari process (PID ${pid}) is using the data directory ${dataDir}.`);
    this.name = 'DataDirLockedError';
  }
}

const LOCK_FILE = 'ghorbari.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process alone, before anything in it is touched: the
 * embedded database (PGlite) must never be opened by two processes (issue 11, a second
 * `npm start` migrated and seeded the live directory). The lock is a file holding the owner's
 * PID, created exclusively; one whose process is gone is taken over. `release` (also run on
 * exit) removes it.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true, mode: OWNER_DIR_MODE });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: OWNER_FILE_MODE });
      const release = () => {
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = Number.NaN;
    try {
      owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    } catch {
      continue; // released meanwhile: try again
    }
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
      throw new DataDirLockedError(dataDir, owner);
    }
    // A stale lock (its process died without removing it), or an unreadable one: take it over.
    try {
      unlinkSync(file);
    } catch {
      // Someone else took it over first; the next attempt will see.
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
