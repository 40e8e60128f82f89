import { LIMITS } from '@ghorbari/contracts';
import { describe, expect, it } from 'vitest';
import { addFiles, canMove as canMoveIn, movePhoto as moveIn, removePhoto } from '../../lib/photo-set.ts';
import {
  existingPhotos,
  FIRM_PHOTO_RULES,
  newGalleryPhoto,
  photoCountProblem,
  photoFields,
  photoProblems,
  updatePhoto,
  type GalleryPhoto,
} from './firm-photos.ts';

/** The photo list's steps (lib/photo-set.ts) with the gallery's rules. */
const addPhotos = (current: GalleryPhoto[], files: File[], category: GalleryPhoto['category']) =>
  addFiles(current, files, FIRM_PHOTO_RULES, newGalleryPhoto(category));
const canMove = (photos: GalleryPhoto[], index: number, by: -1 | 1) => canMoveIn(photos, index, by, FIRM_PHOTO_RULES);
const movePhoto = (photos: GalleryPhoto[], index: number, by: -1 | 1) => moveIn(photos, index, by, FIRM_PHOTO_RULES);

const jpeg = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const chosen = (count: number, category: 'home' | '' = 'home') =>
  addPhotos(
    [],
    Array.from({ length: count }, (_, i) => jpeg(`p${i}.jpg`)),
    category,
  ).photos;
const names = (photos: GalleryPhoto[]) => photos.map((photo) => (photo.kind === 'new' ? photo.file.name : photo.id));

describe("a firm's gallery photos", () => {
  it('takes JPEG, PNG and WebP under 10 MB, each with the firm’s first kind of work, up to 30', () => {
    const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    const huge = jpeg('huge.jpg', 10 * 1024 * 1024 + 1);
    const result = addPhotos([], [jpeg('a.jpg'), pdf, huge], 'office');
    expect(names(result.photos)).toEqual(['a.jpg']);
    expect(result.photos[0]?.category).toBe('office');
    expect(result.problem).toBe('validation.imageInvalid');

    const full = addPhotos(chosen(LIMITS.firm.maxPhotos - 1), [jpeg('x.jpg'), jpeg('y.jpg')], 'home');
    expect(full.photos).toHaveLength(LIMITS.firm.maxPhotos);
    expect(full.problem).toBe('validation.firmPhotoCount');
  });

  it('asks for 3 to 30 photos', () => {
    expect(photoCountProblem(chosen(2))).toBe('validation.firmPhotoCount');
    expect(photoCountProblem(chosen(3))).toBeNull();
    expect(photoCountProblem(chosen(30))).toBeNull();
  });

  it('moves a photo up or down, never past the ends, and removes one', () => {
    const photos = chosen(3);
    expect(names(movePhoto(photos, 2, -1))).toEqual(['p0.jpg', 'p2.jpg', 'p1.jpg']);
    expect(movePhoto(photos, 0, -1)).toBe(photos);
    expect(movePhoto(photos, 2, 1)).toBe(photos);
    expect(names(removePhoto(photos, photos[1]!.key))).toEqual(['p0.jpg', 'p2.jpg']);
  });

  it('keeps new photos after the ones already on the page, as the server saves them', () => {
    const kept = existingPhotos([
      {
        id: '11111111-1111-4111-8111-111111111111',
        card: '/c1.webp',
        large: '/l1.webp',
        caption: 'বসার ঘর',
        captionEn: 'Hall',
        category: 'home',
      },
      {
        id: '22222222-2222-4222-8222-222222222222',
        card: '/c2.webp',
        large: '/l2.webp',
        caption: '',
        captionEn: '',
        category: 'office',
      },
    ]);
    const photos = addPhotos(kept, [jpeg('new.jpg')], 'home').photos;
    expect(canMove(photos, 2, -1)).toBe(false);
    expect(movePhoto(photos, 2, -1)).toBe(photos);
    expect(canMove(photos, 1, -1)).toBe(true);
    const reordered = movePhoto(photos, 1, -1);
    expect(photoFields(reordered)).toEqual({
      keepPhotos: [
        { id: '22222222-2222-4222-8222-222222222222', caption: '', captionEn: '', category: 'office' },
        { id: '11111111-1111-4111-8111-111111111111', caption: 'বসার ঘর', captionEn: 'Hall', category: 'home' },
      ],
      photos: [{ caption: '', captionEn: '', category: 'home' }],
    });
  });

  it('names each photo’s problem with the contracts’ message keys', () => {
    const [first, second, third] = chosen(3, '');
    const photos = updatePhoto(updatePhoto([first!, second!, third!], first!.key, { category: 'cafe' }), second!.key, {
      category: 'gym',
      caption: 'x'.repeat(LIMITS.firm.captionMaxLength + 1),
    });
    const tooLongEnglish = updatePhoto(photos, third!.key, { captionEn: 'x'.repeat(LIMITS.firm.captionMaxLength + 1) });
    const problems = photoProblems(tooLongEnglish);
    expect(problems.has(first!.key)).toBe(false);
    expect(problems.get(second!.key)).toEqual({ caption: 'validation.captionTooLong' });
    expect(problems.get(third!.key)).toEqual({
      captionEn: 'validation.captionTooLong',
      category: 'validation.choiceInvalid',
    });
  });
});
