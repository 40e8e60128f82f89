import fs from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the server keeps in DATA_DIR is its owner's alone (issue 39, ADR 044): the embedded
 * database with password hashes and phones, land documents, mails with reset links, backups.
 * Folders are made 0700 and files 0600, whichever code makes them.
 */
export const OWNER_DIR_MODE = 0o700;
export const OWNER_FILE_MODE = 0o600;
/** The group's and everyone else's bits. */
const OTHERS = 0o077;

/** From now on, what this process creates is its owner's alone: the umask applies to every file and folder it makes. */
export function createOwnerOnly(): void {
  process.umask(OTHERS);
}

const pgliteRoots = new Set<string>();

/**
 * PGlite's file layer (Emscripten's NODEFS) creates each file and then sets its mode to 0666 with
 * `fs.chmodSync`, which no umask limits: 969 of 1,202 files of a fresh database were world-writable.
 * Its chmods of files under `dir` drop the group's and everyone's bits. Nothing else in the process
 * is affected: a chmod of any other path passes as it was asked.
 */
export function keepPgliteOwnerOnly(dir: string): void {
  if (pgliteRoots.size === 0) {
    const chmodSync = fs.chmodSync;
    fs.chmodSync = (file, mode) => {
      const owned = typeof file === 'string' && [...pgliteRoots].some((root) => isWithin(root, file));
      chmodSync(file, owned && typeof mode === 'number' ? mode & ~OTHERS : mode);
    };
  }
  pgliteRoots.add(path.resolve(dir));
}

function isWithin(root: string, file: string): boolean {
  const relative = path.relative(root, path.resolve(file));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * An installation made before the rule: every folder and file under `dir` that the group or others
 * may reach loses those bits. Runs at start-up, before the database opens; a tree that is already
 * the owner's costs one look at its root. Links are left alone (their targets are not the server's
 * to change). Answers how many entries were changed.
 */
export async function tightenDataDir(dir: string): Promise<number> {
  let root;
  try {
    root = await lstat(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  if (!root.isDirectory() || (root.mode & OTHERS) === 0) return 0;
  let changed = 0;
  const visit = async (entry: string): Promise<void> => {
    let info;
    try {
      info = await lstat(entry);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // removed meanwhile
      throw error;
    }
    if (info.isSymbolicLink()) return;
    if ((info.mode & OTHERS) !== 0) {
      await chmod(entry, info.mode & 0o777 & ~OTHERS);
      changed += 1;
    }
    if (info.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
    }
  };
  // The root last: a walk cut short by a crash runs again at the next start.
  for (const name of await readdir(dir)) await visit(path.join(dir, name));
  await chmod(dir, root.mode & 0o777 & ~OTHERS);
  return changed + 1;
}
