import { AppError } from '../errors/app-error.ts';
import { removePublicFiles } from '../storage/public-files.ts';
import type { Storage } from '../storage/storage.ts';
import type { FileInput } from './file-input.ts';
import { decodable, encodePostImage, writePhoto, type EncodedImage, type StoredImage } from './post-images.ts';

const FOLDER = 'group' as const;

/** Writes an encoded offer photo under a fresh name: every offer owns its own files. */
export const writeGroupPhoto = (encoded: EncodedImage, storage: Storage): Promise<StoredImage> =>
  writePhoto(encoded, storage, FOLDER);

/**
 * A group-building offer's photos (issue 15): card and large WebP, like a post's (upright, EXIF
 * and its GPS gone). Every file is checked by its content before any is written; on a failure
 * nothing written stays behind.
 */
export async function storeGroupPhotos(photos: readonly FileInput[], storage: Storage): Promise<StoredImage[]> {
  for (const input of photos) await decodable(input);
  const written: StoredImage[] = [];
  try {
    for (const input of photos) written.push(await writeGroupPhoto(await encodePostImage(input), storage));
    return written;
  } catch (error) {
    await removeGroupFiles(
      written.flatMap((image) => [image.card, image.large]),
      storage,
    );
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 'validation.imageInvalid');
  }
}

/** Removes stored offer files by their public paths; a missing file, or a path outside uploads, is passed over. */
export async function removeGroupFiles(publicPaths: readonly (string | null)[], storage: Storage): Promise<void> {
  await removePublicFiles(storage, publicPaths);
}
