import { putUpload } from './storage-fault.ts';
import { publicKeyOf, type Storage } from './storage.ts';

/**
 * Public files by the paths the API returns (`/uploads/posts/a.webp`), the form rows keep them
 * in (ADR 028). Every name the app makes for one is fresh and random, so a path is never reused
 * for other bytes: that is what lets `/uploads/*` be cached for a year. A store that fails the
 * write throws a `StorageFault` (503 or 507, ADR 033).
 */
export async function putPublicFile(
  storage: Storage,
  publicPath: string,
  body: Buffer,
  contentType = 'image/webp',
): Promise<void> {
  const key = publicKeyOf(publicPath);
  if (!key) throw new Error(`not an upload path: ${publicPath}`);
  await putUpload(storage, key, body, contentType);
}

/**
 * Writes the files of one upload (a photo's card and large image) all or none: when the store
 * fails a write, those written before it are removed, so a full disk leaves no half photo behind.
 */
export async function putPublicFiles(
  storage: Storage,
  files: readonly { path: string; body: Buffer; contentType?: string }[],
): Promise<void> {
  const written: string[] = [];
  try {
    for (const file of files) {
      await putPublicFile(storage, file.path, file.body, file.contentType);
      written.push(file.path);
    }
  } catch (error) {
    await removePublicFiles(storage, written);
    throw error;
  }
}

/**
 * Removes stored public files by their paths. A missing file, or a path that is not an upload
 * (`null`, an outside link), is passed over; a store that fails to delete leaves the file behind
 * rather than failing the user's request, as a failed unlink always did.
 */
export async function removePublicFiles(
  storage: Storage,
  publicPaths: readonly (string | null | undefined)[],
): Promise<void> {
  for (const publicPath of publicPaths) {
    const key = publicPath ? publicKeyOf(publicPath) : null;
    if (key) await storage.remove(key).catch(() => undefined);
  }
}
