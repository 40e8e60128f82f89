import { z } from 'zod';

/**
 * The archive `npm run backup` writes and `npm run restore` reads (ADR 030): one gzip-compressed
 * tar holding
 * - `db/<table>.ndjson`: every row of a table of the public schema, one JSON object a line, as
 *   PostgreSQL's `row_to_json` writes it, so either driver reads back what either wrote;
 * - `files/<key>`: every stored file under its storage key;
 * - `manifest.json` (last): what the rest must be, so a restore checks every byte before it
 *   touches anything.
 */
export const BACKUP_FORMAT = 'ghorbari-backup';
/** Raised when the layout changes; a restore refuses an archive newer than it understands. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
const TABLE_PREFIX = 'db/';
const TABLE_SUFFIX = '.ndjson';
const FILE_PREFIX = 'files/';

/** A plain lower-case SQL name: what every table and sequence of our migrations is called. */
const sqlName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().nonnegative();

const tableSchema = z.object({
  name: sqlName,
  /** The columns a row is loaded into (generated columns are left to the database). */
  columns: z.array(sqlName).min(1),
  rows: count,
  bytes: count,
  sha256,
});

const fileSchema = z.object({
  key: z.string().min(1).max(1024),
  size: count,
  sha256,
  contentType: z.string().min(1).max(255),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  source: z.object({
    driver: z.enum(['pglite', 'postgres']),
    serverVersion: z.string(),
    storage: z.enum(['disk', 's3']),
  }),
  /** drizzle's journal of applied migrations, oldest first: the archive's schema level. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number().int() })),
  /** In an order where a table comes after the tables it refers to. */
  tables: z.array(tableSchema),
  /** Where every sequence stood, so numbers (a post's public number) are never handed out twice. */
  sequences: z.array(z.object({ name: sqlName, lastValue: z.string().regex(/^-?\d{1,19}$/), isCalled: z.boolean() })),
  files: z.array(fileSchema),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type TableManifest = z.infer<typeof tableSchema>;
export type FileManifest = z.infer<typeof fileSchema>;

export function tableEntryName(table: string): string {
  return `${TABLE_PREFIX}${table}${TABLE_SUFFIX}`;
}

export function fileEntryName(key: string): string {
  return `${FILE_PREFIX}${key}`;
}

/** What an entry of the archive holds, by its name. */
export function entryKind(
  name: string,
): { kind: 'manifest' } | { kind: 'table'; table: string } | { kind: 'file'; key: string } | { kind: 'unknown' } {
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  if (name.startsWith(TABLE_PREFIX) && name.endsWith(TABLE_SUFFIX)) {
    return { kind: 'table', table: name.slice(TABLE_PREFIX.length, -TABLE_SUFFIX.length) };
  }
  if (name.startsWith(FILE_PREFIX)) return { kind: 'file', key: name.slice(FILE_PREFIX.length) };
  return { kind: 'unknown' };
}

/** A failure the operator can act on: the CLI prints its message and exits with 1. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
