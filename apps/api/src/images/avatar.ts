import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../errors/app-error.ts';
import { putPublicFile, removePublicFiles } from '../storage/public-files.ts';
import type { Storage } from '../storage/storage.ts';
import type { FileInput } from './file-input.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Larger images are refused before decoding: a 40-megapixel photo is already unusual. */
const MAX_PIXELS = 40_000_000;

/**
 * A profile picture: checked by its content (not its name), decoded with a pixel cap,
 * turned upright, cropped square to 320 px and re-encoded as WebP, which drops EXIF
 * (home photos carry GPS).
 */
export async function saveAvatar(input: FileInput, storage: Storage, userId: string): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    throw new AppError('VALIDATION_FAILED', 'validation.imageInvalid');
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'validation.imageInvalid');
  let output: Buffer;
  try {
    output = await sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(320, 320, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('VALIDATION_FAILED', 'validation.imageInvalid');
  }
  // A fresh name on every change: a picture's path always means the same bytes (cached for long).
  const stored = `/uploads/avatars/${userId}-${randomBytes(6).toString('hex')}.webp`;
  await putPublicFile(storage, stored, output);
  return stored;
}

/** Remove a stored upload by its public path; a missing file is fine. */
export async function removeUpload(storage: Storage, publicPath: string | null): Promise<void> {
  await removePublicFiles(storage, [publicPath]);
}
