import { randomBytes } from 'node:crypto';
import { POST_IMAGES } from '@ghorbari/contracts';
import sharp from 'sharp';
import { AppError } from '../errors/app-error.ts';
import { putPublicFile, removePublicFiles } from '../storage/public-files.ts';
import type { Storage } from '../storage/storage.ts';
import type { FileInput } from './file-input.ts';
import { decodable, type StoredImage } from './post-images.ts';

/**
 * Blog pictures (issue 16): an article's cover as a 16:9 card for the lists (640 wide) and a
 * large one for the article's page (up to 1280 wide), and the pictures staff put in the body
 * (one WebP up to 1280 wide). Like every upload, each is checked by its content (JPEG, PNG or
 * WebP within the pixel cap), turned upright and re-encoded, which drops EXIF and the GPS
 * position a phone camera records.
 */
export const BLOG_IMAGES = {
  card: { width: 640, height: 360, quality: 60 },
  large: { width: 1280, quality: 76 },
} as const;

const FOLDER = 'blog';

const freshBase = () => `/uploads/${FOLDER}/${randomBytes(9).toString('base64url')}`;

const upright = (input: FileInput) => sharp(input, { limitInputPixels: POST_IMAGES.maxPixels }).rotate();
const large = (input: FileInput) =>
  upright(input)
    .resize({ width: BLOG_IMAGES.large.width, withoutEnlargement: true })
    .webp({ quality: BLOG_IMAGES.large.quality })
    .toBuffer();

async function written<T>(paths: string[], storage: Storage, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await removeBlogFiles(paths, storage);
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 'validation.imageInvalid');
  }
}

/** Stores an article's cover: the card and large WebP files, under a fresh name. */
export async function storeBlogCover(input: FileInput, storage: Storage): Promise<StoredImage> {
  await decodable(input);
  const base = freshBase();
  const stored = { card: `${base}-card.webp`, large: `${base}-large.webp` };
  return written([stored.card, stored.large], storage, async () => {
    const [card, big] = await Promise.all([
      upright(input)
        .resize(BLOG_IMAGES.card.width, BLOG_IMAGES.card.height, { fit: 'cover' })
        .webp({ quality: BLOG_IMAGES.card.quality })
        .toBuffer(),
      large(input),
    ]);
    await putPublicFile(storage, stored.card, card);
    await putPublicFile(storage, stored.large, big);
    return stored;
  });
}

/** Stores a picture for an article's body; returns its /uploads/… path for the Markdown. */
export async function storeBlogImage(input: FileInput, storage: Storage): Promise<string> {
  await decodable(input);
  const stored = `${freshBase()}-body.webp`;
  return written([stored], storage, async () => {
    await putPublicFile(storage, stored, await large(input));
    return stored;
  });
}

/** Removes stored blog files by their public paths; a missing file, or a path outside uploads, is passed over. */
export async function removeBlogFiles(publicPaths: readonly (string | null)[], storage: Storage): Promise<void> {
  await removePublicFiles(storage, publicPaths);
}
