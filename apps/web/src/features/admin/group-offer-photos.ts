import { LIMITS, POST_IMAGES, type MessageKey } from '@ghorbari/contracts';

/** A photo of the offer form: one already on the offer (edit) or one just chosen on this device. */
export type OfferPhoto = { key: string } & (
  { kind: 'existing'; id: string; card: string } | { kind: 'new'; file: File; url: string }
);

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const ACCEPT_ATTRIBUTE = ACCEPTED_TYPES.join(',');

let next = 0;
const newKey = () => `offer-photo-${Date.now()}-${next++}`;

export const existingPhotos = (images: { id: string; card: string }[]): OfferPhoto[] =>
  images.map((image) => ({ key: newKey(), kind: 'existing', id: image.id, card: image.card }));

/** Why a chosen file cannot be used, or null: the server's rules (JPEG/PNG/WebP, under 10 MB). */
export function fileProblem(file: File): MessageKey | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'validation.imageInvalid';
  if (file.size > POST_IMAGES.maxBytes) return 'validation.postImageTooLarge';
  return null;
}

/** Adds chosen files after the photos already there, at most 10 in all; the first problem met is returned. */
export function addPhotos(current: OfferPhoto[], files: File[]): { photos: OfferPhoto[]; problem: MessageKey | null } {
  let problem: MessageKey | null = null;
  const photos = [...current];
  for (const file of files) {
    const refused = fileProblem(file);
    if (refused) problem ??= refused;
    else if (photos.length >= LIMITS.group.maxPhotos) problem ??= 'validation.groupPhotoCount';
    else photos.push({ key: newKey(), kind: 'new', file, url: URL.createObjectURL(file) });
  }
  return { photos, problem };
}

/**
 * Whether a photo can move one place. The server puts new photos after the kept ones
 * (keepPhotos, then the "photos" files), so a new photo never moves above one already saved:
 * the order shown is the order saved.
 */
export function canMove(photos: OfferPhoto[], index: number, by: -1 | 1): boolean {
  const here = photos[index];
  const there = photos[index + by];
  return here !== undefined && there !== undefined && here.kind === there.kind;
}

export const mixesKinds = (photos: OfferPhoto[]): boolean =>
  photos.some((photo) => photo.kind === 'new') && photos.some((photo) => photo.kind === 'existing');

export function movePhoto(photos: OfferPhoto[], index: number, by: -1 | 1): OfferPhoto[] {
  if (!canMove(photos, index, by)) return photos;
  const copy = [...photos];
  [copy[index], copy[index + by]] = [copy[index + by]!, copy[index]!];
  return copy;
}

export const releasePhoto = (photo: OfferPhoto) => {
  if (photo.kind === 'new') URL.revokeObjectURL(photo.url);
};

export function removePhoto(photos: OfferPhoto[], key: string): OfferPhoto[] {
  const photo = photos.find((item) => item.key === key);
  if (photo) releasePhoto(photo);
  return photos.filter((item) => item.key !== key);
}

/** 1 to 10 photos (issue 15). */
export const photoCountProblem = (photos: OfferPhoto[]): MessageKey | null =>
  photos.length < LIMITS.group.minPhotos || photos.length > LIMITS.group.maxPhotos
    ? 'validation.groupPhotoCount'
    : null;

/** The kept photos' ids in their order (the body's keepPhotos). */
export const keptIds = (photos: OfferPhoto[]): string[] =>
  photos.flatMap((photo) => (photo.kind === 'existing' ? [photo.id] : []));

/** The new photos' files, in the order they are shown. */
export const newFiles = (photos: OfferPhoto[]): File[] =>
  photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
