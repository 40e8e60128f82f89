import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
import { BackupError, entryKind, type BackupManifest } from './backup-manifest.ts';
import { checkArchive } from './archive-check.ts';
import { loadDatabase, notEmptyError, tablesWithRows } from './database-load.ts';
import { archiveLevel, codeMigrations } from './migration-level.ts';
import { readArchive } from './tar-archive.ts';

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  /** Files the target had and the archive did not, removed under --force. */
  removedFiles: number;
  manifest: BackupManifest;
}

/**
 * Restores an archive of `createBackup` into `database` and `storage` (ADR 030):
 * 1. the whole archive is read and checked against its manifest, and the archive's migration level
 *    must be one this version knows; nothing in the target is touched before that;
 * 2. a target holding data is refused unless `force`;
 * 3. the files are written (a key the target already has is overwritten with the archive's bytes);
 * 4. the database is loaded in one transaction (see `loadDatabase`), then the migrations the
 *    archive predates run;
 * 5. under `force`, stored files the archive does not have are removed;
 * 6. every file is read back and compared with its SHA-256.
 */
export async function restoreBackup(options: {
  database: Database;
  storage: Storage;
  file: string;
  force?: boolean;
  /** Where the table rows are copied while they are checked; by default beside the archive. */
  workDir?: string;
}): Promise<RestoreSummary> {
  const { database, storage, file } = options;
  const force = options.force ?? false;
  const staging = await mkdtemp(
    path.join(options.workDir ?? path.dirname(path.resolve(file)), '.ghorbari-restore-'),
  ).catch(
    // A read-only folder (a mounted backup disk): the system's temporary folder instead.
    () => mkdtemp(path.join(tmpdir(), 'ghorbari-restore-')),
  );
  try {
    const { manifest, tableFiles } = await checkArchive(file, staging);
    const code = codeMigrations();
    const level = archiveLevel(manifest, code);

    const filled = await tablesWithRows(database.db);
    if (filled.length > 0 && !force) throw notEmptyError(filled);
    const wanted = new Map(manifest.files.map((entry) => [entry.key, entry]));
    const present: string[] = [];
    for await (const entry of storage.list('')) present.push(entry.key);
    const strangers = present.filter((key) => !wanted.has(key));
    if (strangers.length > 0 && !force) {
      throw new BackupError(
        `The target's file storage already holds ${strangers.length} file(s) the archive does not have.` +
          ' Restore into a fresh installation, or pass --force to replace everything in it.',
      );
    }

    await writeFiles(file, storage, manifest);
    await loadDatabase({ database, manifest, tableFiles, code, level, force });
    // The migrations this version has and the archive's database had not yet run.
    await database.migrate();

    for (const key of strangers) await storage.remove(key);
    await verifyFiles(storage, manifest);
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      files: manifest.files.length,
      removedFiles: strangers.length,
      manifest,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The archive's files into storage, read from the archive a second time and checked again. */
async function writeFiles(file: string, storage: Storage, manifest: BackupManifest): Promise<void> {
  const wanted = new Map(manifest.files.map((entry) => [entry.key, entry]));
  for await (const entry of readArchive(file)) {
    const kind = entryKind(entry.name);
    if (kind.kind !== 'file') continue;
    const expected = wanted.get(kind.key);
    if (!expected) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    if (createHash('sha256').update(body).digest('hex') !== expected.sha256) {
      throw new BackupError(`The archive changed while it was being restored (${kind.key}).`);
    }
    await storage.put(kind.key, body, expected.contentType);
  }
}

async function verifyFiles(storage: Storage, manifest: BackupManifest): Promise<void> {
  const wrong: string[] = [];
  for (const entry of manifest.files) {
    const object = await storage.get(entry.key);
    if (!object || createHash('sha256').update(object.body).digest('hex') !== entry.sha256) wrong.push(entry.key);
  }
  if (wrong.length > 0) {
    throw new BackupError(
      `After the restore, ${wrong.length} file(s) in storage differ from the archive` +
        ` (${wrong.slice(0, 5).join(', ')}).`,
    );
  }
}
