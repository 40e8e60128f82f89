import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The size Facebook, WhatsApp and X show a link's picture at (Open Graph, 1.91:1). */
export const SHARE_CARD = { width: 1200, height: 630, quality: 80 } as const;

/**
 * A post photo as a 1200×630 JPEG for share previews (issue 13), made once from the stored
 * large image and kept beside it: photos are stored under fresh names and never change. The
 * stored photo was re-encoded on upload, so no EXIF reaches the card either.
 */
export async function shareCard(uploadsDir: string, largePath: string): Promise<Buffer | null> {
  const relative = largePath.replace(/^\/uploads\//, '');
  if (relative.includes('..') || relative === largePath) return null;
  const cached = path.join(uploadsDir, 'share', `${path.basename(relative, path.extname(relative))}.jpg`);
  try {
    return await readFile(cached);
  } catch {
    // Not made yet.
  }
  let source: Buffer;
  try {
    source = await readFile(path.join(uploadsDir, relative));
  } catch {
    return null;
  }
  const card = await sharp(source)
    .resize(SHARE_CARD.width, SHARE_CARD.height, { fit: 'cover' })
    .jpeg({ quality: SHARE_CARD.quality, mozjpeg: true })
    .toBuffer();
  await mkdir(path.dirname(cached), { recursive: true });
  await writeFile(cached, card);
  return card;
}
