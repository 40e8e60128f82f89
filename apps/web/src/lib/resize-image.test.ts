import { describe, expect, it } from 'vitest';
import {
  fitSize,
  isPrepared,
  jpegName,
  PHOTO_UPLOAD,
  preparedPhoto,
  resizeReviewImage,
  smaller,
  targetSize,
} from './resize-image.ts';

describe('targetSize', () => {
  it('brings a 4032×3024 camera photo down to 1600 px on its longest side, keeping its shape', () => {
    expect(targetSize({ width: 4032, height: 3024 })).toEqual({ width: 1600, height: 1200 });
    expect(targetSize({ width: 3024, height: 4032 })).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a photo that is already small enough', () => {
    expect(targetSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(targetSize({ width: PHOTO_UPLOAD.maxSide, height: 900 })).toEqual({ width: 1600, height: 900 });
  });

  it('keeps a very long panorama at least one pixel high', () => {
    expect(targetSize({ width: 40_000, height: 10 })).toEqual({ width: 1600, height: 1 });
  });
});

describe('smaller', () => {
  const original = { name: 'original', size: 50_000 };
  it('sends the re-encoded photo when it is smaller', () => {
    expect(smaller(original, { name: 'encoded', size: 20_000 }).name).toBe('encoded');
  });

  it('keeps a small PNG or WebP as it is when re-encoding would make it bigger', () => {
    expect(smaller(original, { name: 'encoded', size: 80_000 })).toBe(original);
  });

  it('sends the original when nothing could be encoded', () => {
    expect(smaller(original, null)).toBe(original);
  });
});

it('names a re-encoded photo as a JPEG', () => {
  expect(jpegName('IMG_2024.png')).toBe('IMG_2024.jpg');
  expect(jpegName('ছাদ.webp')).toBe('ছাদ.jpg');
  expect(jpegName('photo')).toBe('photo.jpg');
  expect(jpegName('.png')).toBe('photo.jpg');
});

it('sends the original file when the browser cannot decode it, and prepares each file once', async () => {
  // No createImageBitmap here (Node): the same path as a file the browser cannot read.
  const file = new File([new Uint8Array([1, 2, 3])], 'broken.jpg', { type: 'image/jpeg' });
  expect(isPrepared(file)).toBe(false);
  const first = preparedPhoto(file);
  expect(preparedPhoto(file)).toBe(first);
  expect(await first).toBe(file);
  expect(isPrepared(file)).toBe(true);
});

describe('fitSize (review photos, spec §5: within 1080 wide and 1920 high)', () => {
  it('shrinks a wide camera photo to 1080 wide and a tall one to 1920 high, keeping the shape', () => {
    expect(fitSize({ width: 4032, height: 3024 })).toEqual({ width: 1080, height: 810 });
    expect(fitSize({ width: 3024, height: 4032 })).toEqual({ width: 1080, height: 1440 });
    expect(fitSize({ width: 1000, height: 4000 })).toEqual({ width: 480, height: 1920 });
  });

  it('leaves a photo already inside the bounds as it is', () => {
    expect(fitSize({ width: 1080, height: 1920 })).toEqual({ width: 1080, height: 1920 });
    expect(fitSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  });
});

it('refuses a review photo the browser cannot read, so the form can say so', async () => {
  const file = new File([new Uint8Array([1, 2, 3])], 'broken.jpg', { type: 'image/jpeg' });
  await expect(resizeReviewImage(file)).rejects.toBeInstanceOf(Error);
});
