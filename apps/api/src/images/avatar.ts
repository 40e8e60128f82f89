import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../http/app-error.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Larger images are refused before decoding: a 40-megapixel photo is already unusual. */
const MAX_PIXELS = 40_000_000;

/**
 * A profile picture: checked by its content (not its name), decoded with a pixel cap,
 * turned upright, cropped square to 320 px and re-encoded as WebP, which drops EXIF
 * (home photos carry GPS).
 */
export async function saveAvatar(input: Buffer, uploadsDir: string, userId: string): Promise<string> {
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
  const dir = path.join(uploadsDir, 'avatars');
  await mkdir(dir, { recursive: true });
  const name = `${userId}-${randomBytes(6).toString('hex')}.webp`;
  await writeFile(path.join(dir, name), output);
  return `/uploads/avatars/${name}`;
}

/** Remove a stored upload by its public path; a missing file is fine. */
export async function removeUpload(uploadsDir: string, publicPath: string | null): Promise<void> {
  if (!publicPath?.startsWith('/uploads/')) return;
  const file = path.resolve(uploadsDir, publicPath.slice('/uploads/'.length));
  if (!file.startsWith(path.resolve(uploadsDir) + path.sep)) return;
  await unlink(file).catch(() => undefined);
}
