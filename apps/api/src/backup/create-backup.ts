import { createHash } from 'node:crypto';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  fileEntryName,
  tableEntryName,
  type BackupManifest,
  type FileManifest,
} from './backup-manifest.ts';
import { dumpDatabase } from './database-dump.ts';
import { writeArchive } from './tar-archive.ts';

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
  manifest: BackupManifest;
}

/** `ghorbari-backup-20250301T101500Z.tar.gz`: sorts by time, safe in every file system. */
export function backupFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll('-', '')
    .replaceAll(':', '');
  return `ghorbari-backup-${stamp}.tar.gz`;
}

/**
 * Writes one archive holding the database and every stored file (ADR 030). The database is read
 * first, in one snapshot, and the files after it: every file a row of the snapshot names was stored
 * before the snapshot, so it is there (unless it was deleted in between, which a running server on
 * PostgreSQL may do). The archive is written under a temporary name and renamed when complete, so a
 * file with the final name is always whole.
 */
export async function createBackup(options: {
  database: Database;
  storage: Storage;
  file: string;
  now?: Date;
}): Promise<BackupSummary> {
  const { database, storage, file } = options;
  const now = options.now ?? new Date();
  const staging = await mkdtemp(path.join(path.dirname(file), '.ghorbari-backup-'));
  const partial = `${file}.partial`;
  try {
    const dump = await dumpDatabase(database, staging);
    const archive = writeArchive(partial, now);
    const files: FileManifest[] = [];
    try {
      for (const table of dump.tables) await archive.addFile(tableEntryName(table.name), table.file, table.bytes);
      const keys: string[] = [];
      for await (const entry of storage.list('')) keys.push(entry.key);
      for (const key of keys.sort()) {
        const object = await storage.get(key);
        // Deleted since it was listed: it is no longer part of the installation.
        if (!object) continue;
        await archive.addBuffer(fileEntryName(key), object.body);
        files.push({
          key,
          size: object.body.length,
          sha256: createHash('sha256').update(object.body).digest('hex'),
          contentType: object.contentType,
        });
      }
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        createdAt: now.toISOString(),
        source: { ...dump.source, storage: storage.driver },
        migrations: dump.migrations,
        tables: dump.tables.map(({ name, columns, rows, bytes, sha256 }) => ({ name, columns, rows, bytes, sha256 })),
        sequences: dump.sequences,
        files,
      };
      await archive.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'));
      await archive.finish();
      await rename(partial, file);
      return {
        file,
        bytes: (await stat(file)).size,
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
        files: files.length,
        manifest,
      };
    } catch (error) {
      await archive.abort(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
