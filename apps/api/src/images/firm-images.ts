import { randomBytes } from 'node:crypto';
import { POST_IMAGES } from '@ghorbari/contracts';
import sharp from 'sharp';
import { AppError } from '../errors/app-error.ts';
import { putPublicFile, removePublicFiles } from '../storage/public-files.ts';
import type { Storage } from '../storage/storage.ts';
import type { FileInput } from './file-input.ts';
import { decodable, encodePostImage, writePhoto, type EncodedImage, type StoredImage } from './post-images.ts';
import { shareCardPathOf } from './share-card.ts';

/** A firm's logo: a small square, the whole logo shown on white (a crop would cut its lettering). */
const LOGO = { side: 256, quality: 82 } as const;
const FOLDER = 'firms' as const;

const freshBase = () => `/uploads/${FOLDER}/${randomBytes(9).toString('base64url')}`;

/** Writes an encoded gallery photo under a fresh name: every firm owns its own files. */
export const writeFirmPhoto = (encoded: EncodedImage, storage: Storage): Promise<StoredImage> =>
  writePhoto(encoded, storage, FOLDER);

/** The logo as a square WebP, upright, without EXIF. */
export async function encodeFirmLogo(input: FileInput): Promise<Buffer> {
  return sharp(input, { limitInputPixels: POST_IMAGES.maxPixels })
    .rotate()
    .resize(LOGO.side, LOGO.side, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .webp({ quality: LOGO.quality })
    .toBuffer();
}

export async function writeFirmLogo(encoded: Buffer, storage: Storage): Promise<string> {
  const stored = `${freshBase()}-logo.webp`;
  await putPublicFile(storage, stored, encoded);
  return stored;
}

/**
 * A firm's gallery photos (card and large WebP, like a post's: upright, EXIF and its GPS gone)
 * and its logo. Every file is checked by its content before any is written; on a failure
 * nothing written stays behind.
 */
export async function storeFirmImages(
  photos: readonly FileInput[],
  logo: FileInput | null,
  storage: Storage,
): Promise<{ photos: StoredImage[]; logo: string | null }> {
  for (const input of logo ? [...photos, logo] : photos) await decodable(input);
  const written: StoredImage[] = [];
  let logoPath: string | null = null;
  try {
    for (const input of photos) written.push(await writeFirmPhoto(await encodePostImage(input), storage));
    if (logo) logoPath = await writeFirmLogo(await encodeFirmLogo(logo), storage);
    return { photos: written, logo: logoPath };
  } catch (error) {
    await removeFirmFiles(
      written.flatMap((image) => [image.card, image.large]),
      storage,
    );
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 'validation.imageInvalid');
  }
}

/**
 * Removes stored firm files by their public paths, and the share card made from a large photo if
 * there is one; a missing file, or a path outside uploads, is passed over.
 */
export async function removeFirmFiles(publicPaths: readonly (string | null)[], storage: Storage): Promise<void> {
  const cards = publicPaths.map((publicPath) =>
    publicPath?.endsWith('-large.webp') ? shareCardPathOf(publicPath) : null,
  );
  await removePublicFiles(storage, [...publicPaths, ...cards]);
}
