import sharp from 'sharp';
import { putPublicFile } from '../storage/public-files.ts';
import { publicKeyOf, type Storage } from '../storage/storage.ts';

/** The size Facebook, WhatsApp and X show a link's picture at (Open Graph, 1.91:1). */
export const SHARE_CARD = { width: 1200, height: 630, quality: 80 } as const;

/** Where a large photo's share card is kept: `/uploads/posts/a-large.webp` → `/uploads/share/a-large.jpg`. */
export function shareCardPathOf(largePath: string): string {
  const name = largePath.slice(largePath.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return `/uploads/share/${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/**
 * A post photo as a 1200×630 JPEG for share previews (issue 13), made once from the stored
 * large image and kept in storage: photos are stored under fresh names and never change. The
 * stored photo was re-encoded on upload, so no EXIF reaches the card either.
 */
export async function shareCard(storage: Storage, largePath: string): Promise<Buffer | null> {
  const sourceKey = publicKeyOf(largePath);
  const cached = shareCardPathOf(largePath);
  const cachedKey = publicKeyOf(cached);
  if (!sourceKey || !cachedKey) return null;
  const kept = await storage.get(cachedKey);
  if (kept) return kept.body;
  const source = await storage.get(sourceKey);
  if (!source) return null;
  const card = await sharp(source.body)
    .resize(SHARE_CARD.width, SHARE_CARD.height, { fit: 'cover' })
    .jpeg({ quality: SHARE_CARD.quality, mozjpeg: true })
    .toBuffer();
  // A store that cannot take the card now (read-only, full) does not cost the preview: it is made again next time.
  await putPublicFile(storage, cached, card, 'image/jpeg').catch(() => undefined);
  return card;
}
