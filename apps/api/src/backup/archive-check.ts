import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { areaOf } from '../storage/storage.ts';
import { OWNER_FILE_MODE } from '../owner-only.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  entryKind,
  manifestSchema,
  type BackupManifest,
} from './backup-manifest.ts';
import { gzipIsWhole, readArchive } from './tar-archive.ts';

/** A manifest larger than this is not one of ours. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

export interface CheckedArchive {
  manifest: BackupManifest;
  /** Each table's rows, copied out of the archive and checked: table name → file. */
  tableFiles: Map<string, string>;
}

interface Seen {
  bytes: number;
  sha256: string;
  /** Lines, for a table's rows. */
  lines: number;
}

/**
 * Reads the whole archive once before anything is restored: the gzip and tar streams must be whole,
 * the manifest must be ours, and every table and file must be there with the size, row count and
 * SHA-256 the manifest says, nothing more and nothing less. Table rows are copied into `stagingDir`
 * on the way; files are only hashed (they are read again when they are written).
 */
export async function checkArchive(file: string, stagingDir: string): Promise<CheckedArchive> {
  const tables = new Map<string, Seen & { file: string }>();
  const files = new Map<string, Seen>();
  let manifestText: string | undefined;
  try {
    for await (const entry of readArchive(file)) {
      if (entry.type === 'directory') continue;
      if (entry.type !== 'file')
        throw new BackupError(`The archive holds an entry of an unexpected kind: ${entry.name}.`);
      const kind = entryKind(entry.name);
      if (kind.kind === 'manifest') {
        if (manifestText !== undefined) throw new BackupError('The archive holds two manifests.');
        if (entry.size > MANIFEST_MAX_BYTES) throw new BackupError('The archive’s manifest is too large to be ours.');
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
      } else if (kind.kind === 'table') {
        if (tables.has(kind.table)) throw new BackupError(`The archive holds table ${kind.table} twice.`);
        const staged = path.join(stagingDir, `${tables.size}.ndjson`);
        tables.set(kind.table, { file: staged, ...(await copyCounting(entry.body, staged)) });
      } else if (kind.kind === 'file') {
        if (!isStorableKey(kind.key))
          throw new BackupError(`The archive holds a file with an unsafe name: ${entry.name}.`);
        if (files.has(kind.key)) throw new BackupError(`The archive holds ${kind.key} twice.`);
        files.set(kind.key, await copyCounting(entry.body));
      } else {
        throw new BackupError(`The archive holds an entry a Ghorbari backup never has: ${entry.name}.`);
      }
    }
  } catch (error) {
    // What looked like a doctored entry may be damage the gzip checksum has not reached yet.
    if (error instanceof BackupError && (await gzipIsWhole(file))) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`The archive ${file} is damaged or not a gzip-compressed tar (${reason}).`);
  }
  const manifest = parseManifest(manifestText);
  const problems: string[] = [];
  const expectedTables = new Set(manifest.tables.map((table) => table.name));
  for (const table of manifest.tables) {
    const seen = tables.get(table.name);
    if (!seen) problems.push(`table ${table.name} is missing`);
    else if (seen.sha256 !== table.sha256 || seen.bytes !== table.bytes || seen.lines !== table.rows)
      problems.push(`table ${table.name} does not match its checksum or row count`);
  }
  for (const name of tables.keys())
    if (!expectedTables.has(name)) problems.push(`table ${name} is not in the manifest`);
  const expectedFiles = new Set(manifest.files.map((entry) => entry.key));
  for (const entry of manifest.files) {
    const seen = files.get(entry.key);
    if (!seen) problems.push(`file ${entry.key} is missing`);
    else if (seen.sha256 !== entry.sha256 || seen.bytes !== entry.size)
      problems.push(`file ${entry.key} does not match its checksum`);
  }
  for (const key of files.keys()) if (!expectedFiles.has(key)) problems.push(`file ${key} is not in the manifest`);
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join('; ');
    const more = problems.length > 10 ? ` (and ${problems.length - 10} more)` : '';
    throw new BackupError(`The archive ${file} does not match its manifest: ${shown}${more}.`);
  }
  return { manifest, tableFiles: new Map([...tables].map(([name, seen]) => [name, seen.file])) };
}

function parseManifest(text: string | undefined): BackupManifest {
  if (text === undefined) throw new BackupError('The archive has no manifest.json: it is not a Ghorbari backup.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('The archive’s manifest.json is not valid JSON.');
  }
  const head = json as { format?: unknown; version?: unknown } | null;
  if (head?.format !== BACKUP_FORMAT) throw new BackupError('The archive is not a Ghorbari backup.');
  if (typeof head.version === 'number' && head.version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `The archive is in backup format ${head.version};` +
        ` this version of Ghorbari reads format ${BACKUP_FORMAT_VERSION}.` +
        ' Restore it with a newer version.',
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new BackupError(`The archive’s manifest.json is not valid (at ${where || 'the top'}).`);
  }
  return parsed.data;
}

/** Hashes (and, given a file, copies) an entry's bytes, counting its lines. */
async function copyCounting(body: AsyncIterable<Buffer>, file?: string): Promise<Seen> {
  const hash = createHash('sha256');
  const out = file ? createWriteStream(file, { mode: OWNER_FILE_MODE }) : undefined;
  let bytes = 0;
  let lines = 0;
  try {
    for await (const chunk of body) {
      hash.update(chunk);
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      if (out && !out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    if (out) {
      out.end();
      await once(out, 'close');
    }
  }
  return { bytes, lines, sha256: hash.digest('hex') };
}

/** A key a storage driver takes: plain segments under `public/` or `private/`. */
function isStorableKey(key: string): boolean {
  try {
    areaOf(key);
    return true;
  } catch {
    return false;
  }
}
