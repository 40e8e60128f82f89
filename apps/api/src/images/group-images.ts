import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../http/app-error.ts';
import { decodable, encodePostImage, type EncodedImage, type StoredImage } from './post-images.ts';

const FOLDER = 'group';

const fileOf = (uploadsDir: string, publicPath: string) => path.join(uploadsDir, publicPath.slice('/uploads/'.length));

/** Writes an encoded offer photo under a fresh name: every offer owns its own files. */
export async function writeGroupPhoto(encoded: EncodedImage, uploadsDir: string): Promise<StoredImage> {
  await mkdir(path.join(uploadsDir, FOLDER), { recursive: true });
  const base = `/uploads/${FOLDER}/${randomBytes(9).toString('base64url')}`;
  const stored = { card: `${base}-card.webp`, large: `${base}-large.webp` };
  await writeFile(fileOf(uploadsDir, stored.card), encoded.card);
  await writeFile(fileOf(uploadsDir, stored.large), encoded.large);
  return stored;
}

/**
 * A group-building offer's photos (issue 15): card and large WebP, like a post's (upright, EXIF
 * and its GPS gone). Every file is checked by its content before any is written; on a failure
 * nothing written stays behind.
 */
export async function storeGroupPhotos(photos: readonly Buffer[], uploadsDir: string): Promise<StoredImage[]> {
  for (const input of photos) await decodable(input);
  const written: StoredImage[] = [];
  try {
    for (const input of photos) written.push(await writeGroupPhoto(await encodePostImage(input), uploadsDir));
    return written;
  } catch (error) {
    await removeGroupFiles(
      written.flatMap((image) => [image.card, image.large]),
      uploadsDir,
    );
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 'validation.imageInvalid');
  }
}

/** Removes stored offer files by their public paths; a missing file, or a path outside uploads, is passed over. */
export async function removeGroupFiles(publicPaths: readonly (string | null)[], uploadsDir: string): Promise<void> {
  const root = path.resolve(uploadsDir) + path.sep;
  for (const publicPath of publicPaths) {
    if (!publicPath?.startsWith('/uploads/')) continue;
    const file = path.resolve(uploadsDir, publicPath.slice('/uploads/'.length));
    if (file.startsWith(root)) await unlink(file).catch(() => undefined);
  }
}
