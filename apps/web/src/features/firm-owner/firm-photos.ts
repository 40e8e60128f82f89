import {
  firmPhotoMetaSchema,
  INTERIOR_CATEGORIES,
  LIMITS,
  POST_IMAGES,
  type FirmPhoto,
  type FirmPhotoMeta,
  type InteriorCategory,
  type MessageKey,
} from '@ghorbari/contracts';

/** A gallery photo of the form: one already on the firm's page (edit) or one just chosen on this device. */
export type GalleryPhoto = {
  /** The list's own key (React key, labels); stable while the photo is in the list. */
  key: string;
  caption: string;
  /** The caption in English, '' when not given (ADR 039). */
  captionEn: string;
  /** '' until the owner picks the kind of work it shows. */
  category: InteriorCategory | '';
} & ({ kind: 'existing'; id: string; card: string } | { kind: 'new'; file: File; url: string });

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const ACCEPT_ATTRIBUTE = ACCEPTED_TYPES.join(',');

let next = 0;
const newKey = () => `photo-${Date.now()}-${next++}`;

export const isCategory = (value: string): value is InteriorCategory =>
  (INTERIOR_CATEGORIES as readonly string[]).includes(value);

export const existingPhotos = (photos: FirmPhoto[]): GalleryPhoto[] =>
  photos.map((photo) => ({
    key: newKey(),
    kind: 'existing',
    id: photo.id,
    card: photo.card,
    caption: photo.caption,
    captionEn: photo.captionEn,
    category: photo.category,
  }));

/** Why a chosen file cannot be used, or null: the server's rules (JPEG/PNG/WebP, under 10 MB). */
export function fileProblem(file: File): MessageKey | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'validation.imageInvalid';
  if (file.size > POST_IMAGES.maxBytes) return 'validation.postImageTooLarge';
  return null;
}

/**
 * Adds chosen files after the photos already there, each with `category` (the firm's first kind of
 * work, so a one-kind firm never picks it per photo); at most 30 in all. The first problem met is
 * returned as a message key for the reader.
 */
export function addPhotos(
  current: GalleryPhoto[],
  files: File[],
  category: InteriorCategory | '',
): { photos: GalleryPhoto[]; problem: MessageKey | null } {
  let problem: MessageKey | null = null;
  const photos = [...current];
  for (const file of files) {
    const refused = fileProblem(file);
    if (refused) problem ??= refused;
    else if (photos.length >= LIMITS.firm.maxPhotos) problem ??= 'validation.firmPhotoCount';
    else
      photos.push({
        key: newKey(),
        kind: 'new',
        file,
        url: URL.createObjectURL(file),
        caption: '',
        captionEn: '',
        category,
      });
  }
  return { photos, problem };
}

/**
 * Whether a photo can move one place. The server puts new photos after the kept ones (PUT
 * /api/interior/:firmId), so on an edit a new photo never moves above one already on the page:
 * the order shown is the order saved.
 */
export function canMove(photos: GalleryPhoto[], index: number, by: -1 | 1): boolean {
  const here = photos[index];
  const there = photos[index + by];
  return here !== undefined && there !== undefined && here.kind === there.kind;
}

/** True when the list holds photos already on the page and new ones (then new ones stay last). */
export const mixesKinds = (photos: GalleryPhoto[]): boolean =>
  photos.some((photo) => photo.kind === 'new') && photos.some((photo) => photo.kind === 'existing');

export function movePhoto(photos: GalleryPhoto[], index: number, by: -1 | 1): GalleryPhoto[] {
  const target = index + by;
  if (!canMove(photos, index, by)) return photos;
  const copy = [...photos];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

export const releasePhoto = (photo: GalleryPhoto) => {
  if (photo.kind === 'new') URL.revokeObjectURL(photo.url);
};

export function removePhoto(photos: GalleryPhoto[], key: string): GalleryPhoto[] {
  const photo = photos.find((item) => item.key === key);
  if (photo) releasePhoto(photo);
  return photos.filter((item) => item.key !== key);
}

export const updatePhoto = (
  photos: GalleryPhoto[],
  key: string,
  change: Partial<Pick<GalleryPhoto, 'caption' | 'captionEn' | 'category'>>,
): GalleryPhoto[] => photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo));

/** 3 to 30 photos (ADR 016). */
export function photoCountProblem(photos: GalleryPhoto[]): MessageKey | null {
  return photos.length < LIMITS.firm.minPhotos || photos.length > LIMITS.firm.maxPhotos
    ? 'validation.firmPhotoCount'
    : null;
}

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
export const newFiles = (photos: GalleryPhoto[]): File[] =>
  photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
