/**
 * Where uploaded files live (issue 20): a folder on this machine (`DATA_DIR`, the default) or an
 * S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), chosen by `STORAGE_URL`. Every file the
 * app writes or reads goes through one `Storage`, so several instances can share what one of
 * them stored, and a backup can copy every file whichever driver holds them.
 *
 * Keys are relative paths with forward slashes, never starting with `/` and never holding `..`:
 * - `public/…` is served to anyone at `/uploads/…` (post photos, avatars, covers): `public/posts/a.webp`
 *   is the file a page links as `/uploads/posts/a.webp`;
 * - `private/…` is never served as it is (land documents, issue 18): only an authorised route
 *   reads it and answers with its bytes.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface StorageEntry {
  key: string;
  size: number;
}

export interface Storage {
  /** `disk` or `s3`: said by `/api/ready` and the logs. */
  readonly driver: 'disk' | 's3';
  /** Writes (or replaces) one file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** One file's bytes, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes a file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Removes every file under a prefix ending in `/` (a post's documents folder, say). */
  removePrefix(prefix: string): Promise<void>;
  /** Every file under a prefix (`''` for all), for backups; in no particular order. */
  list(prefix: string): AsyncIterable<StorageEntry>;
  /** Whether the store answers now (`/api/ready`). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The storage key of a public path as the API returns it: `/uploads/posts/a.webp` → `public/posts/a.webp`. */
export function publicKeyOf(publicPath: string): string | null {
  if (!publicPath.startsWith('/uploads/')) return null;
  const rest = publicPath.slice('/uploads/'.length);
  return isSafeKey(rest) ? `public/${rest}` : null;
}

/** The public path of a `public/…` key: `public/posts/a.webp` → `/uploads/posts/a.webp`. */
export function publicPathOf(key: string): string {
  if (!key.startsWith('public/')) throw new Error(`not a public key: ${key}`);
  return `/uploads/${key.slice('public/'.length)}`;
}

/** A relative key of plain segments: no leading slash, no empty, `.` or `..` segment, no backslash. */
export function isSafeKey(key: string): boolean {
  if (key === '' || key.startsWith('/') || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** A key or prefix a driver refuses: odd segments, or outside `public/` and `private/`. */
export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`unsafe storage key: ${JSON.stringify(key)}`);
    this.name = 'UnsafeKeyError';
  }
}

/** The area (`public` or `private`) of a key a driver may store, or throws `UnsafeKeyError`. */
export function areaOf(key: string): 'public' | 'private' {
  const area = key.slice(0, key.indexOf('/'));
  if (!isSafeKey(key) || (area !== 'public' && area !== 'private')) throw new UnsafeKeyError(key);
  return area;
}

/** Checks a prefix of `removePrefix`: a folder ending in `/`, inside an area (or an area itself). */
export function checkFolderPrefix(prefix: string): void {
  const folder = prefix.slice(0, -1);
  if (!prefix.endsWith('/') || !isSafeKey(folder)) throw new UnsafeKeyError(prefix);
  if (folder !== 'public' && folder !== 'private') areaOf(folder);
}

/** Checks a prefix of `list`: any start of a key (`''`, `public/po`), without odd characters or segments. */
export function checkListPrefix(prefix: string): void {
  if (prefix === '') return;
  const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isSafeKey(folder)) throw new UnsafeKeyError(prefix);
}
