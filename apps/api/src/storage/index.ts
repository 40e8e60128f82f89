import { openDiskStorage } from './disk.ts';
import type { Storage } from './storage.ts';

export { publicKeyOf, publicPathOf, isSafeKey } from './storage.ts';
export type { Storage, StoredObject, StorageEntry } from './storage.ts';

/**
 * The storage `STORAGE_URL` names (ADR 028): unset, the data directory's folders; `s3://…`, a
 * bucket. The S3 client is loaded only when a bucket is used, so a one-process install does not
 * pay for it at start-up.
 */
export async function openStorage(options: { storageUrl?: string | undefined; dataDir: string }): Promise<Storage> {
  const { storageUrl, dataDir } = options;
  if (storageUrl === undefined || storageUrl === '') return openDiskStorage(dataDir);
  if (storageUrl.startsWith('s3://')) {
    const { openS3Storage } = await import('./s3.ts');
    return openS3Storage(storageUrl);
  }
  throw new Error('STORAGE_URL must be an s3:// URL (or unset for the data directory)');
}
