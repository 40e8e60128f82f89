import { describe, expect, it } from 'vitest';
import { addFiles, canMove as canMoveIn, movePhoto as moveIn, removePhoto } from '../../lib/photo-set.ts';
import {
  existingPhotos,
  keptIds,
  newFiles,
  OFFER_PHOTO_RULES,
  photoCountProblem,
  type OfferPhoto,
} from './group-offer-photos.ts';

/** The photo list's steps (lib/photo-set.ts) with the offer's rules. */
const addPhotos = (current: OfferPhoto[], files: File[]) =>
  addFiles(current, files, OFFER_PHOTO_RULES, (photo) => photo);
const canMove = (photos: OfferPhoto[], index: number, by: -1 | 1) => canMoveIn(photos, index, by, OFFER_PHOTO_RULES);
const movePhoto = (photos: OfferPhoto[], index: number, by: -1 | 1) => moveIn(photos, index, by, OFFER_PHOTO_RULES);

const jpeg = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const names = (photos: OfferPhoto[]) => photos.map((photo) => (photo.kind === 'new' ? photo.file.name : photo.id));

describe("a group offer's photos", () => {
  it('takes JPEG, PNG and WebP under 10 MB, up to 10, and says why it left one out', () => {
    const pdf = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });
    const result = addPhotos([], [jpeg('a.jpg'), pdf, jpeg('huge.jpg', 10 * 1024 * 1024 + 1)]);
    expect(names(result.photos)).toEqual(['a.jpg']);
    expect(result.problem).toBe('validation.imageInvalid');
    const eleven = addPhotos(
      [],
      Array.from({ length: 11 }, (_, i) => jpeg(`p${i}.jpg`)),
    );
    expect(eleven.photos).toHaveLength(10);
    expect(eleven.problem).toBe('validation.groupPhotoCount');
  });

  it('needs 1 to 10', () => {
    expect(photoCountProblem([])).toBe('validation.groupPhotoCount');
    expect(photoCountProblem(addPhotos([], [jpeg('a.jpg')]).photos)).toBeNull();
  });

  it('keeps saved photos first in their new order and sends new ones after them', () => {
    const saved = existingPhotos([
      { id: 'one', card: '/u/1.webp' },
      { id: 'two', card: '/u/2.webp' },
    ]);
    const photos = addPhotos(saved, [jpeg('c.jpg'), jpeg('d.jpg')]).photos;
    // A new photo never moves above a saved one: the order shown is the order saved.
    expect(canMove(photos, 2, -1)).toBe(false);
    const reordered = movePhoto(movePhoto(photos, 1, -1), 3, -1);
    expect(names(reordered)).toEqual(['two', 'one', 'd.jpg', 'c.jpg']);
    const left = removePhoto(reordered, reordered[1]!.key);
    expect(keptIds(left)).toEqual(['two']);
    expect(newFiles(left).map((file) => file.name)).toEqual(['d.jpg', 'c.jpg']);
  });
});
