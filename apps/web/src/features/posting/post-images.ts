import { LIMITS, POST_IMAGES, type MessageKey } from '@ghorbari/contracts';
import { isPrepared, preparedPhoto } from '../../lib/resize-image.ts';

/** A photo of the post: one already stored (edit) or one just chosen on this device. */
export type PostImage =
  { id: string; kind: 'existing'; card: string; large: string } | { id: string; kind: 'new'; file: File; url: string };

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
export const ACCEPT_ATTRIBUTE = ACCEPTED.join(',');

let next = 0;
const newId = () => `img-${Date.now()}-${next++}`;

export const existingImages = (images: { card: string; large: string }[]): PostImage[] =>
  images.map((image) => ({ id: newId(), kind: 'existing', ...image }));

/**
 * Adds chosen files with the server's rules (JPEG/PNG/WebP, at most 10 MB each, at most 5 in
 * all); the first problem met is returned as a message key for the reader.
 */
export function addFiles(current: PostImage[], files: File[]): { images: PostImage[]; problem: MessageKey | null } {
  let problem: MessageKey | null = null;
  const images = [...current];
  for (const file of files) {
    if (!ACCEPTED.includes(file.type)) problem ??= 'validation.imageInvalid';
    else if (file.size > POST_IMAGES.maxBytes) problem ??= 'validation.postImageTooLarge';
    else if (images.length >= LIMITS.post.maxImages) problem ??= 'validation.postImageMax';
    else images.push({ id: newId(), kind: 'new', file, url: URL.createObjectURL(file) });
  }
  return { images, problem };
}

/** Spec §5: none chosen on a new post, none kept on an edit; never more than 5. */
export function imageCountProblem(images: PostImage[], editing: boolean): MessageKey | null {
  if (images.length < LIMITS.post.minImages)
    return editing ? 'validation.postImageKeepOne' : 'validation.postImageRequired';
  if (images.length > LIMITS.post.maxImages) return 'validation.postImageMax';
  return null;
}

export function move(images: PostImage[], index: number, by: -1 | 1): PostImage[] {
  const target = index + by;
  if (target < 0 || target >= images.length) return images;
  const copy = [...images];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

export const release = (image: PostImage) => {
  if (image.kind === 'new') URL.revokeObjectURL(image.url);
};

/** Where sending a post stands: photos being made smaller, then each photo's share sent (0 to 1). */
export type UploadState = { phase: 'preparing' } | { phase: 'sending'; photos: number[] };

/**
 * The files to send for the new photos, in order, each made smaller (resize-image.ts). Most are
 * ready by now, prepared as they were chosen; `report` says when some are still being prepared.
 */
export async function filesToSend(images: PostImage[], report: (state: UploadState) => void): Promise<File[]> {
  const chosen = images.flatMap((image) => (image.kind === 'new' ? [image.file] : []));
  if (!chosen.every(isPrepared)) report({ phase: 'preparing' });
  return Promise.all(chosen.map(preparedPhoto));
}

/** The photo going up now (the first not fully sent) and its share sent; null once all are out. */
export function photoInFlight(photos: number[]): { index: number; share: number } | null {
  const index = photos.findIndex((share) => share < 1);
  return index === -1 ? null : { index, share: photos[index]! };
}
