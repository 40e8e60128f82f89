import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { POST_IMAGES } from '@ghorbari/contracts';
import sharp from 'sharp';
import { AppError } from '../http/app-error.ts';

/**
 * Land documents' files (issue 18): under DATA_DIR/private/documents/<post id>/, a folder the
 * static file server never serves. A photo is re-encoded (upright, at most 2400 px on its long
 * side, WebP), which drops its EXIF and GPS; a PDF is kept as sent once its bytes say PDF.
 */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp']);
const LONG_SIDE = 2400;

export interface StoredDocumentFile {
  fileName: string;
  fileType: 'image' | 'pdf';
  size: number;
}

const typeIssue = () =>
  new AppError('VALIDATION_FAILED', 'validation.documentFileType', undefined, [
    { path: 'file', messageKey: 'validation.documentFileType' },
  ]);

const isPdf = (input: Buffer) => input.subarray(0, 5).toString('latin1') === '%PDF-';

/** A document's bytes as stored: a PDF as it is, a photo re-encoded; anything else is refused. */
async function encode(input: Buffer): Promise<{ bytes: Buffer; fileType: 'image' | 'pdf' }> {
  if (isPdf(input)) return { bytes: input, fileType: 'pdf' };
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw typeIssue();
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw typeIssue();
  if (pixels > POST_IMAGES.maxPixels) throw new AppError('PAYLOAD_TOO_LARGE', 'validation.postImageTooManyPixels');
  try {
    const bytes = await sharp(input, { limitInputPixels: POST_IMAGES.maxPixels })
      .rotate()
      .resize(LONG_SIDE, LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { bytes, fileType: 'image' };
  } catch {
    throw typeIssue();
  }
}

/** The private documents folder of a data directory: beside `uploads`, never under it. */
export const documentsDirOf = (dataDir: string) => path.join(dataDir, 'private', 'documents');

const folderOf = (documentsDir: string, postId: string) => path.join(documentsDir, postId);

export async function storeDocumentFile(
  input: Buffer,
  documentsDir: string,
  postId: string,
): Promise<StoredDocumentFile> {
  const { bytes, fileType } = await encode(input);
  await mkdir(folderOf(documentsDir, postId), { recursive: true });
  const fileName = `${randomBytes(12).toString('base64url')}.${fileType === 'pdf' ? 'pdf' : 'webp'}`;
  await writeFile(path.join(folderOf(documentsDir, postId), fileName), bytes);
  return { fileName, fileType, size: bytes.length };
}

export const readDocumentFile = (documentsDir: string, postId: string, fileName: string) =>
  readFile(path.join(folderOf(documentsDir, postId), path.basename(fileName)));

export async function removeDocumentFile(documentsDir: string, postId: string, fileName: string): Promise<void> {
  await rm(path.join(folderOf(documentsDir, postId), path.basename(fileName)), { force: true });
}

/** Every document file of these posts (deleted posts, or an account deleted with its posts). */
export async function removeDocumentsOfPosts(documentsDir: string, postIds: readonly string[]): Promise<void> {
  for (const postId of postIds) await rm(folderOf(documentsDir, postId), { recursive: true, force: true });
}
