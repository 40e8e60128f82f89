import { describe, expect, it } from 'vitest';
import { addFiles, type ListPhoto } from '../../lib/photo-set.ts';
import { isReviewImageFile, prepareReviewImages, REVIEW_PHOTO_RULES } from './review-images.ts';

const file = (name: string) => new File([new Uint8Array([1])], name);
const kept = (count: number): ListPhoto[] =>
  Array.from({ length: count }, (_, i) => ({ key: `k${i}`, kind: 'existing', card: `/r/${i}.webp` }));
/** The files the picker adds to the `already` photos there are (the photo list with the review's rules). */
function pickReviewFiles(already: number, files: File[]) {
  const result = addFiles(kept(already), files, REVIEW_PHOTO_RULES, (photo) => photo);
  const picked = result.photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
  return { files: picked, problem: result.problem };
}

describe('review photos (spec §5)', () => {
  it('takes only .jpg, .jpeg and .png files, whatever the case of the name', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png'].map((name) => isReviewImageFile({ name }))).toEqual([true, true, true]);
    expect(['d.gif', 'e.webp', 'f.pdf', 'png'].map((name) => isReviewImageFile({ name }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("says 'Please upload only image files.' and keeps the images among the chosen files", () => {
    const result = pickReviewFiles(0, [file('notes.pdf'), file('room.jpg')]);
    expect(result.problem).toBe('validation.reviewImageType');
    expect(result.files.map((f) => f.name)).toEqual(['room.jpg']);
  });

  it("counts the photos already there: a third says 'Maximum 2 images allowed.'", () => {
    expect(pickReviewFiles(1, [file('a.jpg'), file('b.png')])).toMatchObject({
      problem: 'validation.reviewImageMax',
      files: [{ name: 'a.jpg' }],
    });
    expect(pickReviewFiles(2, [file('a.jpg')])).toEqual({ files: [], problem: 'validation.reviewImageMax' });
    expect(pickReviewFiles(0, [file('a.jpg'), file('b.png')]).problem).toBeNull();
  });

  it('refuses to send a photo that cannot be read (the form then asks to try again)', async () => {
    await expect(prepareReviewImages([file('broken.jpg')])).rejects.toBeInstanceOf(Error);
    await expect(prepareReviewImages([])).resolves.toEqual([]);
  });
});
