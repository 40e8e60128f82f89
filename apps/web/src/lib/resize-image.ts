import { LIMITS } from '@ghorbari/contracts';

/**
 * Photos are made smaller on the phone before they go up (issue 12, defect 4): a 4032×3024
 * camera JPEG of ~5 MB becomes ~300 KB, so five photos no longer cost 25 MB of mobile data.
 * The server re-encodes every photo anyway (its large size is 1280 px), so 1600 px loses
 * nothing a reader sees.
 */
export const PHOTO_UPLOAD = { maxSide: 1600, quality: 0.8, type: 'image/jpeg' } as const;

export interface Size {
  width: number;
  height: number;
}

/** The size to draw at: the longest side at most `maxSide`, the shape kept, never enlarged. */
export function targetSize({ width, height }: Size, maxSide: number = PHOTO_UPLOAD.maxSide): Size {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Review photos (spec §5): at most 1080 wide and 1920 high, quality 0.8; the server re-encodes them again. */
export const REVIEW_PHOTO_BOUNDS: Size = { width: LIMITS.reviewImage.maxWidth, height: LIMITS.reviewImage.maxHeight };

/** The size to draw at inside `bounds`: shrunk proportionally when wider or higher, never enlarged. */
export function fitSize({ width, height }: Size, bounds: Size = REVIEW_PHOTO_BOUNDS): Size {
  const scale = Math.min(1, bounds.width / width, bounds.height / height);
  if (scale === 1) return { width, height };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Which file goes up: the re-encoded one unless the original is already smaller (a small PNG
 * or WebP, a phone's own compact JPEG). Sending the original is safe: the server reads its
 * orientation and strips its EXIF.
 */
export const smaller = <T extends { size: number }>(original: T, encoded: T | null): T =>
  encoded && encoded.size < original.size ? encoded : original;

/** The name a re-encoded photo is sent with: `IMG_2024.png` → `IMG_2024.jpg`. */
export const jpegName = (name: string): string => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

async function encode(bitmap: ImageBitmap, size: Size, quality: number = PHOTO_UPLOAD.quality): Promise<Blob | null> {
  // White below the picture: a transparent PNG must not turn black as a JPEG.
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context, bitmap, size);
    return canvas.convertToBlob({ type: PHOTO_UPLOAD.type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, bitmap, size);
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, PHOTO_UPLOAD.type, quality));
  // Frees the pixels at once on phones that keep them until the canvas is collected.
  canvas.width = 0;
  canvas.height = 0;
  return blob;
}

function draw(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, bitmap: ImageBitmap, size: Size) {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
}

/**
 * The photo as it should be sent: decoded upright (EXIF orientation applied), scaled down to
 * 1600 px and re-encoded as JPEG, which also drops EXIF (the GPS position). When the browser
 * cannot decode the file, the original goes up, so the server's check says what is wrong.
 */
export async function resizeImage(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const blob = await encode(bitmap, targetSize(bitmap));
    const encoded = blob ? new File([blob], jpegName(file.name), { type: PHOTO_UPLOAD.type }) : null;
    return smaller(file, encoded);
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

/**
 * A review photo as it goes up (spec §5): upright, fitted within 1080×1920 and always re-encoded
 * as JPEG at 0.8. Rejects when the browser cannot read the file, so the form can say
 * 'Error processing images. Please try again.'
 */
export async function resizeReviewImage(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const blob = await encode(bitmap, fitSize(bitmap), LIMITS.reviewImage.quality);
    if (!blob) throw new Error('The photo could not be encoded');
    return new File([blob], jpegName(file.name), { type: PHOTO_UPLOAD.type });
  } finally {
    bitmap.close();
  }
}

const prepared = new WeakMap<File, Promise<File>>();
const done = new WeakSet<File>();
let queue: Promise<unknown> = Promise.resolve();

/**
 * The file to send for a chosen photo, prepared once. Photos are prepared one after another:
 * five 12-megapixel bitmaps decoded at once would not fit in a mid-range phone's memory.
 */
export function preparedPhoto(file: File): Promise<File> {
  let result = prepared.get(file);
  if (!result) {
    result = queue.then(() => resizeImage(file));
    void result.then(() => done.add(file));
    queue = result;
    prepared.set(file, result);
  }
  return result;
}

/** True once `preparedPhoto(file)` has finished. */
export const isPrepared = (file: File): boolean => done.has(file);
