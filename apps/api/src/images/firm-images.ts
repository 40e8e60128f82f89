import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { POST_IMAGES } from '@ghorbari/contracts';
import sharp from 'sharp';
import { AppError } from '../http/app-error.ts';
import { decodable, encodePostImage, type EncodedImage, type StoredImage } from './post-images.ts';

/** A firm's logo: a small square, the whole logo shown on white (a crop would cut its lettering). */
const LOGO = { side: 256, quality: 82 } as const;
const FOLDER = 'firms';

const fileOf = (uploadsDir: string, publicPath: string) => path.join(uploadsDir, publicPath.slice('/uploads/'.length));
const freshBase = () => `/uploads/${FOLDER}/${randomBytes(9).toString('base64url')}`;

/** Writes an encoded gallery photo under a fresh name: every firm owns its own files. */
export async function writeFirmPhoto(encoded: EncodedImage, uploadsDir: string): Promise<StoredImage> {
  await mkdir(path.join(uploadsDir, FOLDER), { recursive: true });
  const base = freshBase();
  const stored = { card: `${base}-card.webp`, large: `${base}-large.webp` };
  await writeFile(fileOf(uploadsDir, stored.card), encoded.card);
  await writeFile(fileOf(uploadsDir, stored.large), encoded.large);
  return stored;
}

/** The logo as a square WebP, upright, without EXIF. */
export async function encodeFirmLogo(input: Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: POST_IMAGES.maxPixels })
    .rotate()
    .resize(LOGO.side, LOGO.side, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .webp({ quality: LOGO.quality })
    .toBuffer();
}

export async function writeFirmLogo(encoded: Buffer, uploadsDir: string): Promise<string> {
  await mkdir(path.join(uploadsDir, FOLDER), { recursive: true });
  const stored = `${freshBase()}-logo.webp`;
  await writeFile(fileOf(uploadsDir, stored), encoded);
  return stored;
}

/**
 * A firm's gallery photos (card and large WebP, like a post's: upright, EXIF and its GPS gone)
 * and its logo. Every file is checked by its content before any is written; on a failure
 * nothing written stays behind.
 */
export async function storeFirmImages(
  photos: Buffer[],
  logo: Buffer | null,
  uploadsDir: string,
): Promise<{ photos: StoredImage[]; logo: string | null }> {
  for (const input of logo ? [...photos, logo] : photos) await decodable(input);
  const written: StoredImage[] = [];
  let logoPath: string | null = null;
  try {
    for (const input of photos) written.push(await writeFirmPhoto(await encodePostImage(input), uploadsDir));
    if (logo) logoPath = await writeFirmLogo(await encodeFirmLogo(logo), uploadsDir);
    return { photos: written, logo: logoPath };
  } catch (error) {
    await removeFirmFiles(
      written.flatMap((image) => [image.card, image.large]),
      uploadsDir,
    );
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 'validation.imageInvalid');
  }
}

/** Removes stored firm files by their public paths; a missing file, or a path outside uploads, is passed over. */
export async function removeFirmFiles(publicPaths: readonly (string | null)[], uploadsDir: string): Promise<void> {
  const root = path.resolve(uploadsDir) + path.sep;
  for (const publicPath of publicPaths) {
    if (!publicPath?.startsWith('/uploads/')) continue;
    const file = path.resolve(uploadsDir, publicPath.slice('/uploads/'.length));
    if (file.startsWith(root)) await unlink(file).catch(() => undefined);
  }
}
