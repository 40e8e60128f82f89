import { randomBytes } from 'node:crypto';
import { LIMITS, POST_IMAGES } from '@ghorbari/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors/app-error.ts';
import { putPublicFile, removePublicFiles } from '../storage/public-files.ts';
import type { Storage } from '../storage/storage.ts';
import type { FileInput } from './file-input.ts';

/** Spec §5: a reviewer may add .jpg, .jpeg and .png photos; told apart by their bytes, not their names. */
const ACCEPTED = new Set(['jpeg', 'png']);

const imagesIssue = (key: 'validation.reviewImageType' | 'validation.reviewImageProcessing') =>
  new AppError('VALIDATION_FAILED', key, undefined, [{ path: 'images', messageKey: key }]);

/** Refuses anything that is not a decodable JPEG or PNG within the pixel cap. */
async function checkReviewImage(input: FileInput): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw imagesIssue('validation.reviewImageType');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw imagesIssue('validation.reviewImageType');
  if ((meta.width ?? 0) * (meta.height ?? 0) > POST_IMAGES.maxPixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'validation.postImageTooManyPixels');
  }
}

/**
 * A customer photo as stored (spec §5, §9): turned upright, shrunk to fit 1080×1920 when larger,
 * re-encoded as WebP at quality 0.8. Re-encoding drops EXIF, so a phone's GPS position is never
 * published with a review.
 */
export async function encodeReviewImage(input: FileInput): Promise<Buffer> {
  const { maxWidth, maxHeight, quality } = LIMITS.reviewImage;
  return sharp(input, { limitInputPixels: POST_IMAGES.maxPixels })
    .rotate()
    .resize(maxWidth, maxHeight, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: Math.round(quality * 100) })
    .toBuffer();
}

/** Writes an encoded photo under a fresh random name; its relative path, as the API returns it. */
export async function writeReviewImage(encoded: Buffer, storage: Storage): Promise<string> {
  const stored = `/uploads/reviews/${randomBytes(9).toString('base64url')}.webp`;
  await putPublicFile(storage, stored, encoded);
  return stored;
}

/**
 * Checks every photo by its content before storing any, then stores them all; on any failure
 * nothing written stays behind and the reviewer reads "Error processing images".
 */
export async function storeReviewImages(inputs: readonly FileInput[], storage: Storage): Promise<string[]> {
  for (const input of inputs) await checkReviewImage(input);
  const written: string[] = [];
  try {
    for (const input of inputs) written.push(await writeReviewImage(await encodeReviewImage(input), storage));
    return written;
  } catch (error) {
    await removeReviewImages(written, storage);
    if (error instanceof AppError) throw error;
    throw imagesIssue('validation.reviewImageProcessing');
  }
}

/** Removes stored review photos; a path outside the uploads folder is ignored. */
export async function removeReviewImages(images: readonly string[], storage: Storage): Promise<void> {
  await removePublicFiles(storage, images);
}
