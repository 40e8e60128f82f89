import { LIMITS } from '@ghorbari/contracts';
import type { PhotoRules } from '../../lib/photo-set.ts';
import { resizeReviewImage } from '../../lib/resize-image.ts';

/**
 * The photos of a review (spec §5): only .jpg, .jpeg and .png files, at most 2 in all counting
 * the ones kept on an edit. Each is made smaller in the browser before it goes up.
 */
export const REVIEW_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const IMAGE_NAME = /\.(jpe?g|png)$/i;

export const isReviewImageFile = (file: { name: string }): boolean => IMAGE_NAME.test(file.name);

/** The review's photo rules for the photo list (lib/photo-set.ts): refused by name, not by type. */
export const REVIEW_PHOTO_RULES: PhotoRules = {
  accept: REVIEW_IMAGE_ACCEPT,
  refuse: (file) => (isReviewImageFile(file) ? null : 'validation.reviewImageType'),
  min: 0,
  max: LIMITS.review.maxImages,
  tooMany: 'validation.reviewImageMax',
  newAfterKept: false,
};

/** The files to send, one after another (phones run short of memory otherwise); rejects when one cannot be read. */
export async function prepareReviewImages(files: File[]): Promise<File[]> {
  const prepared: File[] = [];
  for (const file of files) prepared.push(await resizeReviewImage(file));
  return prepared;
}
