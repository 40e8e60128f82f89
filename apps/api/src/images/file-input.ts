import { open, readFile } from 'node:fs/promises';
import { POST_IMAGES } from '@ghorbari/contracts';
import { AppError } from '../errors/app-error.ts';

/**
 * An uploaded file as the image and document code takes it (ADR 033): its bytes (tests, the demo
 * seed) or the path of the temporary file the upload was streamed to. sharp reads either, so a
 * 10 MB photo is never held whole in the server's memory on its way in.
 */
export type FileInput = Buffer | string;

/** How many first bytes tell a file's kind by its magic bytes (WebP needs 12: `RIFF....WEBP`). */
export const SIGNATURE_BYTES = 12;

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);

const isJpegHead = (head: Buffer) => startsWith(head, [0xff, 0xd8, 0xff]);
const isPngHead = (head: Buffer) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isWebpHead = (head: Buffer) =>
  startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8);
/** Formats no upload takes, let through to the decoder so it can say "not this format" (415). */
const isOtherImageHead = (head: Buffer) =>
  startsWith(head, [0x47, 0x49, 0x46, 0x38]) || // GIF8
  startsWith(head, [0x42, 0x4d]) || // BMP
  startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || // TIFF, little-endian
  startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]) || // TIFF, big-endian
  startsWith(head, [0x66, 0x74, 0x79, 0x70], 4); // ftyp: HEIC, AVIF
export const isPdfHead = (head: Buffer) => head.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * Whether a file starts like an image: anything else (text, HTML, an archive, random bytes) is
 * refused by its first bytes. The decoder then checks the rest and the format (JPEG, PNG, WebP).
 */
export const mayBeImage = (head: Buffer) =>
  isJpegHead(head) || isPngHead(head) || isWebpHead(head) || isOtherImageHead(head);

/**
 * How the photo forms (posts, firms, group offers, the blog) take their files: bytes that are no
 * image are "Please choose a JPEG, PNG or WebP image", a file over 10 MB "Each image must be
 * smaller than 10 MB".
 */
export const PHOTO_FILES = {
  refused: () => new AppError('VALIDATION_FAILED', 'validation.imageInvalid'),
  maxFileBytes: POST_IMAGES.maxBytes,
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', 'validation.postImageTooLarge'),
} as const;

/** The first `length` bytes of a file input. */
export async function headOf(input: FileInput, length = SIGNATURE_BYTES): Promise<Buffer> {
  if (typeof input !== 'string') return input.subarray(0, length);
  const file = await open(input, 'r');
  try {
    const head = Buffer.alloc(length);
    const { bytesRead } = await file.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The whole file, for the one kind stored as it was sent (a PDF, at most 10 MB, after every check). */
export const bytesOf = async (input: FileInput): Promise<Buffer> =>
  typeof input === 'string' ? readFile(input) : input;
