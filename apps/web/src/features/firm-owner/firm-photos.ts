import {
  firmPhotoMetaSchema,
  INTERIOR_CATEGORIES,
  LIMITS,
  type FirmPhoto,
  type FirmPhotoMeta,
  type InteriorCategory,
  type MessageKey,
} from '@ghorbari/contracts';
import {
  countProblem,
  newFiles,
  photoFileProblem,
  photoKey,
  PHOTO_ACCEPT,
  type ListPhoto,
  type NewPhoto,
  type PhotoRules,
} from '../../lib/photo-set.ts';

/** A gallery photo of the form: one already on the firm's page (edit) or one just chosen on this device. */
export type GalleryPhoto = {
  caption: string;
  /** The caption in English, '' when not given (ADR 039). */
  captionEn: string;
  /** '' until the owner picks the kind of work it shows. */
  category: InteriorCategory | '';
} & ListPhoto<{ id: string; card: string }>;

/**
 * 3 to 30 photos (ADR 016) of the server's types and size. The server puts new photos after the
 * kept ones (PUT /api/interior/:firmId), so on an edit a new photo never moves above one already
 * on the page: the order shown is the order saved.
 */
export const FIRM_PHOTO_RULES: PhotoRules = {
  accept: PHOTO_ACCEPT,
  refuse: photoFileProblem,
  min: LIMITS.firm.minPhotos,
  max: LIMITS.firm.maxPhotos,
  tooMany: 'validation.firmPhotoCount',
  newAfterKept: true,
};

export const isCategory = (value: string): value is InteriorCategory =>
  (INTERIOR_CATEGORIES as readonly string[]).includes(value);

export const existingPhotos = (photos: FirmPhoto[]): GalleryPhoto[] =>
  photos.map((photo) => ({
    key: photoKey('photo'),
    kind: 'existing',
    id: photo.id,
    card: photo.card,
    caption: photo.caption,
    captionEn: photo.captionEn,
    category: photo.category,
  }));

/**
 * A chosen photo as the gallery holds it: no caption yet, and `category` (the firm's first kind of
 * work, so a one-kind firm never picks it per photo).
 */
export const newGalleryPhoto =
  (category: InteriorCategory | '') =>
  (photo: NewPhoto): GalleryPhoto => ({ ...photo, caption: '', captionEn: '', category });

export const updatePhoto = (
  photos: GalleryPhoto[],
  key: string,
  change: Partial<Pick<GalleryPhoto, 'caption' | 'captionEn' | 'category'>>,
): GalleryPhoto[] => photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo));

/** 3 to 30 photos (ADR 016). */
export const photoCountProblem = (photos: GalleryPhoto[]): MessageKey | null => countProblem(photos, FIRM_PHOTO_RULES);

export interface PhotoProblem {
  caption?: MessageKey;
  captionEn?: MessageKey;
  category?: MessageKey;
}

/** Each photo's caption and category checked with the contracts' schema, by photo key (only those with a problem). */
export function photoProblems(photos: GalleryPhoto[]): Map<string, PhotoProblem> {
  const problems = new Map<string, PhotoProblem>();
  for (const photo of photos) {
    const result = firmPhotoMetaSchema.safeParse({
      caption: photo.caption,
      captionEn: photo.captionEn,
      category: photo.category || undefined,
    });
    if (result.success) continue;
    const problem: PhotoProblem = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (field === 'caption' || field === 'captionEn' || field === 'category') {
        problem[field] ??= issue.message as MessageKey;
      }
    }
    problems.set(photo.key, problem);
  }
  return problems;
}

const meta = (photo: GalleryPhoto): FirmPhotoMeta => ({
  caption: photo.caption.trim(),
  captionEn: photo.captionEn.trim(),
  category: photo.category as InteriorCategory,
});

/**
 * The body's photo fields: the kept photos in their order, and the new ones' captions and
 * categories in the order their files are sent.
 */
export function photoFields(photos: GalleryPhoto[]): {
  photos: FirmPhotoMeta[];
  keepPhotos: (FirmPhotoMeta & { id: string })[];
} {
  return {
    photos: photos.filter((photo) => photo.kind === 'new').map(meta),
    keepPhotos: photos.flatMap((photo) => (photo.kind === 'existing' ? [{ id: photo.id, ...meta(photo) }] : [])),
  };
}

/** The new photos' files, in the order their captions are sent. */
export { newFiles };
