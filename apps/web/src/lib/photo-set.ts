import { POST_IMAGES, type MessageKey } from '@ghorbari/contracts';
import { isPrepared, preparedPhoto } from './resize-image.ts';

/**
 * The photos of a form (a post, a firm's gallery, a group offer, a review), in the order shown.
 * Each is one already stored (kept on an edit; `Stored` holds what the form needs of it, at least
 * `card`, the path shown as its preview) or one just chosen on this device. `key` is the list's
 * own key (React key, labels), stable while the photo is in the list.
 */
export type ListPhoto<Stored extends { card: string } = { card: string }> = { key: string } & (
  ({ kind: 'existing' } & Stored) | NewPhoto
);

/** A photo just chosen on this device, with a preview URL of its own until it is released. */
export interface NewPhoto {
  key: string;
  kind: 'new';
  file: File;
  url: string;
}

/** What a form's photos may be: the files the server takes, how many, and what to say when not. */
export interface PhotoRules {
  /** The file input's `accept`: which files the device's picker offers. */
  accept: string;
  /** Why a chosen file cannot be used (its type or size), as a `messages` key; null when it can. */
  refuse: (file: File) => MessageKey | null;
  min: number;
  max: number;
  /** Said when chosen files are left out because the list is full, and when it holds too many. */
  tooMany: MessageKey;
  /** Said when the list holds too few; `tooMany` when not given (one message for the range). */
  tooFew?: MessageKey;
  /**
   * The server puts new photos after the kept ones (keepPhotos, then the files), so a new photo
   * never moves above one already saved: the order shown is the order saved.
   */
  newAfterKept: boolean;
}

/** The photo types the server re-encodes (JPEG, PNG, WebP), as a file input's `accept`. */
export const PHOTO_ACCEPT = ['image/jpeg', 'image/png', 'image/webp'].join(',');

/** Why a chosen photo cannot be used, or null: the server's rules (JPEG/PNG/WebP, under 10 MB). */
export function photoFileProblem(file: File): MessageKey | null {
  if (!PHOTO_ACCEPT.split(',').includes(file.type)) return 'validation.imageInvalid';
  if (file.size > POST_IMAGES.maxBytes) return 'validation.postImageTooLarge';
  return null;
}

let next = 0;
/** A new list key; `prefix` names the list, which helps when reading the page in the dev tools. */
export const photoKey = (prefix: string): string => `${prefix}-${Date.now()}-${next++}`;

/** The photo's preview: the stored small size, or the chosen file's own URL. */
export const previewSrc = (photo: ListPhoto): string => (photo.kind === 'new' ? photo.url : photo.card);

/**
 * Adds chosen files after the photos already there, with the rules (type and size each, then
 * room left); `extend` gives a new photo the form's own fields (a firm's caption and category).
 * The first problem met is returned as a message key for the reader.
 */
export function addFiles<P extends ListPhoto>(
  current: P[],
  files: File[],
  rules: PhotoRules,
  extend: (photo: NewPhoto) => P,
): { photos: P[]; problem: MessageKey | null } {
  let problem: MessageKey | null = null;
  const photos = [...current];
  for (const file of files) {
    const refused = rules.refuse(file);
    if (refused) problem ??= refused;
    else if (photos.length >= rules.max) problem ??= rules.tooMany;
    else photos.push(extend({ key: photoKey('photo'), kind: 'new', file, url: URL.createObjectURL(file) }));
  }
  return { photos, problem };
}

/** Whether a photo can move one place: not past the ends, nor (see `newAfterKept`) above a kept one. */
export function canMove(photos: ListPhoto[], index: number, by: -1 | 1, rules: Pick<PhotoRules, 'newAfterKept'>) {
  const here = photos[index];
  const there = photos[index + by];
  return here !== undefined && there !== undefined && (!rules.newAfterKept || here.kind === there.kind);
}

/** The photos with one moved a place, or the same array when it cannot move. */
export function movePhoto<P extends ListPhoto>(
  photos: P[],
  index: number,
  by: -1 | 1,
  rules: Pick<PhotoRules, 'newAfterKept'>,
): P[] {
  if (!canMove(photos, index, by, rules)) return photos;
  const copy = [...photos];
  [copy[index], copy[index + by]] = [copy[index + by]!, copy[index]!];
  return copy;
}

/** True when the list holds photos already saved and new ones (then new ones stay last). */
export const mixesKinds = (photos: ListPhoto[]): boolean =>
  photos.some((photo) => photo.kind === 'new') && photos.some((photo) => photo.kind === 'existing');

/** Frees a chosen photo's preview URL; a stored photo has none. */
export const releasePhoto = (photo: ListPhoto) => {
  if (photo.kind === 'new') URL.revokeObjectURL(photo.url);
};

/** Frees the previews of all chosen photos (when the form closes). */
export const releasePhotos = (photos: ListPhoto[]) => photos.forEach(releasePhoto);

/** The photos without the one with `key`, whose preview is freed. */
export function removePhoto<P extends ListPhoto>(photos: P[], key: string): P[] {
  const photo = photos.find((item) => item.key === key);
  if (photo) releasePhoto(photo);
  return photos.filter((item) => item.key !== key);
}

/** Too few or too many photos for the rules, as a message key; null when the count is right. */
export function countProblem(photos: ListPhoto[], rules: PhotoRules): MessageKey | null {
  if (photos.length < rules.min) return rules.tooFew ?? rules.tooMany;
  if (photos.length > rules.max) return rules.tooMany;
  return null;
}

/** The new photos' files, in the order shown. */
export const newFiles = (photos: ListPhoto[]): File[] =>
  photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));

/** True while a chosen photo is still being made smaller (resize-image.ts). */
export const isPreparing = (photo: ListPhoto): boolean => photo.kind === 'new' && !isPrepared(photo.file);

/** Where sending a form with photos stands: photos being made smaller, then each file's share sent (0 to 1). */
export type UploadState = { phase: 'preparing' } | { phase: 'sending'; files: number[] };

/**
 * The files to send, each made smaller (resize-image.ts). Most are ready by now, prepared as they
 * were chosen; `report` says when some are still being prepared.
 */
export async function filesToSend(files: File[], report: (state: UploadState) => void): Promise<File[]> {
  if (!files.every(isPrepared)) report({ phase: 'preparing' });
  return Promise.all(files.map(preparedPhoto));
}

/** The file going up now (the first not fully sent) and its share sent; null once all are out. */
export function fileInFlight(files: number[]): { index: number; share: number } | null {
  const index = files.findIndex((share) => share < 1);
  return index === -1 ? null : { index, share: files[index]! };
}
