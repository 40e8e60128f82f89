import { randomBytes } from 'node:crypto';
import { POST_IMAGES } from '@ghorbari/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors/app-error.ts';
import { putPublicFiles, removePublicFiles } from '../storage/public-files.ts';
import type { Storage } from '../storage/storage.ts';
import type { FileInput } from './file-input.ts';
import { isDistinctive, photoHash } from './photo-hash.ts';
import { shareCardPathOf } from './share-card.ts';

export interface StoredImage {
  card: string;
  large: string;
  /** The uploaded photo's difference hash (photo-hash.ts); none for photos stored before issue 18. */
  hash?: string | null;
}

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/** Refuses anything that is not a JPEG, PNG or WebP within the pixel cap, by its content (posts, firms). */
export async function decodable(input: FileInput): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('VALIDATION_FAILED', 'validation.imageInvalid');
  }
  if (!meta.format || !ACCEPTED.has(meta.format))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'validation.imageInvalid');
  if ((meta.width ?? 0) * (meta.height ?? 0) > POST_IMAGES.maxPixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'validation.postImageTooManyPixels');
  }
}

/**
 * Checks every photo by its content before storing any, then writes a card image (small,
 * for lists on mobile data) and a large one for the gallery. Re-encoding to WebP drops EXIF,
 * so the GPS position a phone camera records is never published. On any failure nothing
 * written stays behind.
 */
export interface EncodedImage {
  card: Buffer;
  large: Buffer;
}

/** The card and large WebP versions of one photo. */
export async function encodePostImage(input: FileInput): Promise<EncodedImage> {
  const image = sharp(input, { limitInputPixels: POST_IMAGES.maxPixels }).rotate();
  const [card, large] = await Promise.all([
    image
      .clone()
      .resize(POST_IMAGES.card.width, POST_IMAGES.card.height, { fit: 'cover' })
      .webp({ quality: POST_IMAGES.card.quality })
      .toBuffer(),
    image
      .clone()
      .resize(POST_IMAGES.large.maxSide, POST_IMAGES.large.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: POST_IMAGES.large.quality })
      .toBuffer(),
  ]);
  return { card, large };
}

/**
 * Writes an encoded photo's card and large image under a fresh random name in `folder` (posts,
 * firms and offers each own their files), both or neither.
 */
export async function writePhoto(
  encoded: EncodedImage,
  storage: Storage,
  folder: 'posts' | 'firms' | 'group',
  prefix = '',
): Promise<StoredImage> {
  const base = `/uploads/${folder}/${prefix}${randomBytes(9).toString('base64url')}`;
  const stored = { card: `${base}-card.webp`, large: `${base}-large.webp` };
  await putPublicFiles(storage, [
    { path: stored.card, body: encoded.card },
    { path: stored.large, body: encoded.large },
  ]);
  return stored;
}

/** Writes an encoded photo under a fresh random name; every post owns its own files. */
export const writePostImage = (encoded: EncodedImage, storage: Storage) => writePhoto(encoded, storage, 'posts');

/** Where photos that many posts show live (the demo market's scenes): no post owns them. */
const SHARED_PHOTO = '/uploads/posts/shared-';
/** Writes a photo many posts show: removing one of them leaves it to the others (issue 42's demo market). */
export const writeSharedPostImage = (encoded: EncodedImage, storage: Storage) =>
  writePhoto(encoded, storage, 'posts', 'shared-');

export async function storePostImages(inputs: readonly FileInput[], storage: Storage): Promise<StoredImage[]> {
  for (const input of inputs) await decodable(input);
  const written: StoredImage[] = [];
  try {
    for (const input of inputs) {
      const stored = await writePostImage(await encodePostImage(input), storage);
      const hash = await photoHash(input);
      written.push({ ...stored, hash: isDistinctive(hash) ? hash : null });
    }
    return written;
  } catch (error) {
    await removePostImages(written, storage);
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 'validation.imageInvalid');
  }
}

/** Removes a post's stored photos, and the share card made from one if there is one; never a shared photo. */
export async function removePostImages(images: StoredImage[], storage: Storage): Promise<void> {
  await removePublicFiles(
    storage,
    images.flatMap((image) =>
      image.large.startsWith(SHARED_PHOTO) ? [] : [image.card, image.large, shareCardPathOf(image.large)],
    ),
  );
}
