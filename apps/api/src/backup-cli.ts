import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from './backup/backup-manifest.ts';
import { askServerForBackup, backupSocketPath } from './backup/backup-socket.ts';
import { backupFileName, createBackup } from './backup/create-backup.ts';
import { restoreBackup } from './backup/restore-backup.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { createOwnerOnly, OWNER_DIR_MODE } from './owner-only.ts';
import { openStorage } from './storage/index.ts';

/**
 * `npm run backup -- [--out <folder or file.tar.gz>]` and `npm run restore -- <archive> [--force]`
 * (issue 20, ADR 030), with the same DATA_DIR / DATABASE_URL / STORAGE_URL as the server. A backup
 * runs beside the servers: on PostgreSQL it reads one snapshot itself; with the embedded database,
 * which one process opens at a time, it asks the running server to write the archive (issue 28).
 * A restore replaces what the servers serve, so stop them for it.
 */
const USAGE =
  'Usage: npm run backup -- [--out <folder or file.tar.gz>]\n' + '       npm run restore -- <archive.tar.gz> [--force]';

/** A backup or restore may read or write for a long time: far longer limits than a request's. */
const LONG_STATEMENT_MS = 6 * 60 * 60 * 1000;

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function written(done: { file: string; bytes: number; tables: number; rows: number; files: number }): void {
  say(
    `Backup written: ${done.file} (${megabytes(done.bytes)}; ${done.tables} tables, ${done.rows} rows,` +
      ` ${done.files} files).`,
  );
}

/** The archive's path: a file name ending in .tar.gz, or a dated name in a folder (made if missing). */
async function archiveFile(out: string | undefined): Promise<string> {
  const where = path.resolve(out ?? 'backups');
  const file = where.endsWith('.tar.gz') ? where : path.join(where, backupFileName(new Date()));
  await mkdir(path.dirname(file), { recursive: true, mode: OWNER_DIR_MODE });
  return file;
}

/** The embedded database is the running server's: it writes the archive from its own open database. */
async function backupByServer(dataDir: string, out: string | undefined, locked: DataDirLockedError): Promise<void> {
  const file = await archiveFile(out);
  const answer = await askServerForBackup(dataDir, file).catch((error: unknown) => {
    throw new BackupError(
      `The Ghorbari server is running (PID ${locked.pid}) on ${dataDir}, but it did not answer at` +
        ` ${backupSocketPath(dataDir)} (${(error as Error).message}). Stop the server and run this again.`,
    );
  });
  if (!answer.ok) throw new BackupError(`The running server did not write the backup: ${answer.message}`);
  written(answer);
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
  });
  const [command, archive, ...extra] = positionals;
  const valid =
    (command === 'backup' && archive === undefined && !values.force) ||
    (command === 'restore' && archive !== undefined && extra.length === 0 && values.out === undefined);
  if (values.help) {
    say(USAGE);
    return 0;
  }
  if (!valid) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  createOwnerOnly();
  if (command === 'backup' && !config.databaseUrl && !existsSync(path.join(config.dataDir, 'db'))) {
    throw new BackupError(`There is no embedded database in ${config.dataDir} to back up (is DATA_DIR right?).`);
  }
  if (command === 'restore' && !existsSync(archive ?? '')) throw new BackupError(`No archive at ${archive}.`);
  let lock: ReturnType<typeof lockDataDir> | undefined;
  try {
    lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || command !== 'backup') throw error;
    await backupByServer(config.dataDir, values.out, error);
    return 0;
  }
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeouts: { queryMs: LONG_STATEMENT_MS },
    });
    try {
      const storage = await openStorage({ storageUrl: config.storageUrl, dataDir: config.dataDir });
      try {
        if (command === 'backup') {
          written(await createBackup({ database, storage, file: await archiveFile(values.out) }));
        } else {
          const done = await restoreBackup({
            database,
            storage,
            file: path.resolve(archive ?? ''),
            force: values.force,
          });
          say(
            `Restored ${done.manifest.createdAt} backup: ${done.tables} tables, ${done.rows} rows,` +
              ` ${done.files} files` +
              (done.removedFiles > 0 ? `; ${done.removedFiles} files not in the archive removed` : '') +
              '. Row counts and file checksums match the archive.',
          );
        }
      } finally {
        await storage.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
    else if (error instanceof DataDirLockedError)
      console.error(
        `The Ghorbari server is running (PID ${error.pid}) on ${error.dataDir}, and a restore replaces` +
          ' what it serves. Stop the server, run this again, then start it.',
      );
    else console.error('The backup tool failed:', error);
    process.exit(1);
  },
);
