import { randomBytes } from 'node:crypto';
import { POST_IMAGES } from '@ghorbari/contracts';
import sharp from 'sharp';
import { AppError } from '../errors/app-error.ts';
import { putUpload } from '../storage/storage-fault.ts';
import { isSafeKey, type Storage } from '../storage/storage.ts';
import { bytesOf, headOf, isPdfHead, type FileInput } from './file-input.ts';

/**
 * Land documents' files (issue 18): under the storage key `private/documents/<post id>/`, which
 * `/uploads` never serves (ADR 028); only the document's authorised route reads it. A photo is
 * re-encoded (upright, at most 2400 px on its long side, WebP), which drops its EXIF and GPS; a
 * PDF is kept as sent once its bytes say PDF.
 */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp']);
const LONG_SIDE = 2400;

export interface StoredDocumentFile {
  fileName: string;
  fileType: 'image' | 'pdf';
  size: number;
}

export const documentTypeIssue = () =>
  new AppError('VALIDATION_FAILED', 'validation.documentFileType', undefined, [
    { path: 'file', messageKey: 'validation.documentFileType' },
  ]);

/** A document's bytes as stored: a PDF as it is, a photo re-encoded; anything else is refused. */
async function encode(input: FileInput): Promise<{ bytes: Buffer; fileType: 'image' | 'pdf' }> {
  if (isPdfHead(await headOf(input))) return { bytes: await bytesOf(input), fileType: 'pdf' };
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw documentTypeIssue();
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw documentTypeIssue();
  if (pixels > POST_IMAGES.maxPixels) throw new AppError('PAYLOAD_TOO_LARGE', 'validation.postImageTooManyPixels');
  try {
    const bytes = await sharp(input, { limitInputPixels: POST_IMAGES.maxPixels })
      .rotate()
      .resize(LONG_SIDE, LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { bytes, fileType: 'image' };
  } catch {
    throw documentTypeIssue();
  }
}

/** A post's documents folder: the key prefix `private/documents/<post id>/` (DATA_DIR/private/documents on disk). */
const folderOf = (postId: string) => {
  const folder = `private/documents/${postId}/`;
  if (!isSafeKey(folder.slice(0, -1)) || postId.includes('/')) throw new Error(`odd post id: ${postId}`);
  return folder;
};

const keyOf = (postId: string, fileName: string) =>
  `${folderOf(postId)}${fileName.slice(fileName.lastIndexOf('/') + 1)}`;

export async function storeDocumentFile(
  input: FileInput,
  storage: Storage,
  postId: string,
): Promise<StoredDocumentFile> {
  const { bytes, fileType } = await encode(input);
  const fileName = `${randomBytes(12).toString('base64url')}.${fileType === 'pdf' ? 'pdf' : 'webp'}`;
  await putUpload(storage, keyOf(postId, fileName), bytes, fileType === 'pdf' ? 'application/pdf' : 'image/webp');
  return { fileName, fileType, size: bytes.length };
}

/** A document file's bytes, or null when it is not stored. */
export async function readDocumentFile(storage: Storage, postId: string, fileName: string): Promise<Buffer | null> {
  return (await storage.get(keyOf(postId, fileName)))?.body ?? null;
}

export async function removeDocumentFile(storage: Storage, postId: string, fileName: string): Promise<void> {
  await storage.remove(keyOf(postId, fileName));
}

/** Every document file of these posts (deleted posts, or an account deleted with its posts). */
export async function removeDocumentsOfPosts(storage: Storage, postIds: readonly string[]): Promise<void> {
  for (const postId of postIds) await storage.removePrefix(folderOf(postId));
}
