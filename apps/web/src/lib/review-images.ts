import { LIMITS, type MessageKey } from '@ghorbari/contracts';
import { resizeReviewImage } from './resize-image.ts';

/**
 * The photos of a review (spec §5): only .jpg, .jpeg and .png files, at most 2 in all counting
 * the ones kept on an edit. Each is made smaller in the browser before it goes up.
 */
export const REVIEW_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const IMAGE_NAME = /\.(jpe?g|png)$/i;

export const isReviewImageFile = (file: { name: string }): boolean => IMAGE_NAME.test(file.name);

/**
 * Which of the chosen files may be added to the `already` photos there are: image files, up to
 * the limit. The first problem met is returned as a message key for the reader.
 */
export function pickReviewFiles(already: number, files: File[]): { files: File[]; problem: MessageKey | null } {
  let problem: MessageKey | null = null;
  const picked: File[] = [];
  for (const file of files) {
    if (!isReviewImageFile(file)) problem ??= 'validation.reviewImageType';
    else if (already + picked.length >= LIMITS.review.maxImages) problem ??= 'validation.reviewImageMax';
    else picked.push(file);
  }
  return { files: picked, problem };
}

/** The files to send, one after another (phones run short of memory otherwise); rejects when one cannot be read. */
export async function prepareReviewImages(files: File[]): Promise<File[]> {
  const prepared: File[] = [];
  for (const file of files) prepared.push(await resizeReviewImage(file));
  return prepared;
}
