import { LIMITS, type MessageKey } from '@ghorbari/contracts';
import {
  countProblem,
  photoFileProblem,
  photoKey,
  PHOTO_ACCEPT,
  type ListPhoto,
  type PhotoRules,
} from '../../lib/photo-set.ts';

/** A photo of the offer form: one already on the offer (edit) or one just chosen on this device. */
export type OfferPhoto = ListPhoto<{ id: string; card: string }>;

/**
 * 1 to 10 photos (issue 15) of the server's types and size. The server puts new photos after the
 * kept ones (keepPhotos, then the "photos" files), so a new photo never moves above one already
 * saved: the order shown is the order saved.
 */
export const OFFER_PHOTO_RULES: PhotoRules = {
  accept: PHOTO_ACCEPT,
  refuse: photoFileProblem,
  min: LIMITS.group.minPhotos,
  max: LIMITS.group.maxPhotos,
  tooMany: 'validation.groupPhotoCount',
  newAfterKept: true,
};

/** The staff area's other photo fields (a blog cover, a photo in an article) take the same files. */
export { PHOTO_ACCEPT as ACCEPT_ATTRIBUTE, photoFileProblem as fileProblem };
export { newFiles } from '../../lib/photo-set.ts';

export const existingPhotos = (images: { id: string; card: string }[]): OfferPhoto[] =>
  images.map((image) => ({ key: photoKey('offer-photo'), kind: 'existing', id: image.id, card: image.card }));

/** 1 to 10 photos (issue 15). */
export const photoCountProblem = (photos: OfferPhoto[]): MessageKey | null => countProblem(photos, OFFER_PHOTO_RULES);

/** The kept photos' ids in their order (the body's keepPhotos). */
export const keptIds = (photos: OfferPhoto[]): string[] =>
  photos.flatMap((photo) => (photo.kind === 'existing' ? [photo.id] : []));
