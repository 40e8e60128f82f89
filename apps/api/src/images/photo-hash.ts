import sharp, { type Sharp } from 'sharp';

/**
 * Perceptual hash of post photos (issue 18, "Duplicate photos"), so support can see when a new post
 * reuses photos from another account's post even after the copy was re-encoded, resized or cropped.
 *
 * A difference hash (dHash): the photo in grey, squeezed to 9×8, one bit per neighbouring pair of
 * pixels in a row (is the left one brighter?). 64 bits as 16 lowercase hex characters, so it fits a
 * text column and PostgreSQL can compare it later.
 */

const WIDTH = 9;
const HEIGHT = 8;

/**
 * The photo upright, flattened onto white (transparent pixels would otherwise count as black in one copy
 * and white in another) and in grey.
 */
async function uprightGrey(input: Buffer | string): Promise<Sharp> {
  const options = { limitInputPixels: false };
  const { orientation = 1 } = await sharp(input, options).metadata();
  const grey = sharp(input, options).rotate().flatten({ background: '#ffffff' }).greyscale();
  if (orientation === 1) return grey;
  // sharp turns a photo by its EXIF orientation after resizing it, which rounds differently and moved
  // up to 4 bits; turning it first gives a phone photo and its upright copy the same hash.
  const { data, info } = await grey.raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** The 64-bit difference hash of an image (JPEG, PNG, WebP…), as 16 lowercase hex characters. */
export async function photoHash(input: Buffer | string): Promise<string> {
  const { data, info } = await (
    await uprightGrey(input)
  )
    // Decoding at full size (no JPEG/WebP shrink-on-load) and the Catmull-Rom kernel instead of
    // Lanczos send every format through the same smooth resampling. Measured in seed/photo-hash.test.ts:
    // copies found within 8 bits rose from 86 % to 95.5 % (within 10: 95.75 % to 98 %), false matches
    // stayed at 0.08 %; it costs ~1.5 ms more per 1200×900 photo. Trimming a uniform border gained nothing at
    // 8–10 bits and took 12× longer; a blur cannot go before the resize in one sharp pipeline.
    .resize(WIDTH, HEIGHT, { fit: 'fill', kernel: 'cubic', fastShrinkOnLoad: false })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const channels = info.channels;
  let bits = 0n;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH - 1; x++) {
      const left = data[(y * WIDTH + x) * channels]!;
      const right = data[(y * WIDTH + x + 1) * channels]!;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes made by `photoHash`. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    diff &= diff - 1n;
    count++;
  }
  return count;
}

/**
 * Two photos whose hashes differ in at most this many bits count as the same photo, measured in
 * seed/photo-hash.test.ts (400 altered copies of 50 originals; targets ≥ 95 % found, ≤ 0.1 % false).
 * At 8, the smallest distance meeting both, 95.5 % are found — two copies from failing, so a
 * libvips update could tip it; at 10, 98 % are found with the same false matches (0.08 % of 1,218
 * pairs of different originals, 0.08 % of 19,488 copy-vs-other pairs); from 12 on false matches
 * pass 0.1 %. Most misses are copies cropped 5 % from one edge.
 */
export const PHOTO_MATCH_MAX_DISTANCE = 10;

/**
 * Whether a hash says anything about its photo: a flat image (a blank wall, a photo of the sky)
 * has almost no brighter-than-its-neighbour pairs, so its hash is nearly all zeros (or ones) and
 * every other flat image "matches" it. Such hashes are not kept (issue 18).
 */
export function isDistinctive(hash: string): boolean {
  const ones = hammingDistance(hash, '0000000000000000');
  return ones >= FLAT_BITS && ones <= 64 - FLAT_BITS;
}
/** Fewer set (or clear) bits than this: a flat image. */
const FLAT_BITS = 6;
