import { AppError } from '../errors/app-error.ts';
import { UnsafeKeyError, type Storage } from './storage.ts';

/**
 * A file store that cannot take a write now (issue 28, ADR 033): a read-only or unmounted disk,
 * a bucket that refuses or does not answer (503), or a full disk or quota (507). The member is
 * told to try again later — not that their photo is not a photo, and not "something went wrong".
 */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
/** S3-compatible stores saying they are full (MinIO: XMinioStorageFull, bucket quotas). */
const FULL_NAMES = /StorageFull|QuotaExceeded|InsufficientStorage/i;
/** How long a client is asked to wait before sending the upload again. */
const RETRY_AFTER_SECONDS = 60;

export class StorageFault extends AppError {
  constructor(
    readonly full: boolean,
    cause: unknown,
  ) {
    super(full ? 'STORAGE_FULL' : 'STORAGE_UNAVAILABLE', undefined, RETRY_AFTER_SECONDS);
    this.cause = cause;
  }
}

function isFull(error: unknown): boolean {
  const e = error as { code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  if (typeof e.code === 'string' && FULL_CODES.has(e.code)) return true;
  if (e.$metadata?.httpStatusCode === 507) return true;
  return typeof e.name === 'string' && FULL_NAMES.test(e.name);
}

/**
 * What a failed write of an upload threw, told as what it is: a key the app should never have
 * made (a bug: 500) and our own refusals stand; whatever else the store or the file system threw
 * on a write is the store failing.
 */
export function asStorageFault(error: unknown): unknown {
  if (error instanceof AppError || error instanceof UnsafeKeyError) return error;
  return new StorageFault(isFull(error), error);
}

/** Writes one file of an upload; a store that fails the write throws a `StorageFault` (503/507). */
export async function putUpload(storage: Storage, key: string, body: Buffer, contentType: string): Promise<void> {
  try {
    await storage.put(key, body, contentType);
  } catch (error) {
    throw asStorageFault(error);
  }
}
