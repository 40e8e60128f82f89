import { LIMITS, type MessageKey } from '@ghorbari/contracts';
import {
  countProblem,
  filesToSend as prepareFiles,
  newFiles,
  photoFileProblem,
  photoKey,
  PHOTO_ACCEPT,
  type ListPhoto,
  type PhotoRules,
  type UploadState,
} from '../../lib/photo-set.ts';

export type { UploadState };

/** A photo of the post: one already stored (edit) or one just chosen on this device. */
export type PostImage = ListPhoto<{ card: string; large: string }>;

/**
 * The server's rules (JPEG/PNG/WebP, at most 10 MB each, 1 to 5 in all); the order is free (the
 * first is the cover).
 */
export const POST_PHOTO_RULES: PhotoRules = {
  accept: PHOTO_ACCEPT,
  refuse: photoFileProblem,
  min: LIMITS.post.minImages,
  max: LIMITS.post.maxImages,
  tooMany: 'validation.postImageMax',
  newAfterKept: false,
};

export const existingImages = (images: { card: string; large: string }[]): PostImage[] =>
  images.map((image) => ({ key: photoKey('img'), kind: 'existing', ...image }));

/** Spec §5: none chosen on a new post, none kept on an edit; never more than 5. */
export const imageCountProblem = (images: PostImage[], editing: boolean): MessageKey | null =>
  countProblem(images, {
    ...POST_PHOTO_RULES,
    tooFew: editing ? 'validation.postImageKeepOne' : 'validation.postImageRequired',
  });

/**
 * The files to send for the new photos, in order, each made smaller (resize-image.ts). Most are
 * ready by now, prepared as they were chosen; `report` says when some are still being prepared.
 */
export const filesToSend = (images: PostImage[], report: (state: UploadState) => void): Promise<File[]> =>
  prepareFiles(newFiles(images), report);
