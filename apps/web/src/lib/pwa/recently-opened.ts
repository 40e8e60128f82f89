import type { PostDetail } from '@ghorbari/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../config/paths.ts';
import { formatPrice } from '../format.ts';
import { shortPlace, useLocationNames } from '../locations/use-location-names.ts';
import { useLanguage } from '../use-language.ts';
import { putOpened, THUMBNAILS_CACHE, type OpenedPost } from './app-store.ts';

/** Written once the page has settled (place names arrive a moment after the post). */
const SETTLE_MS = 800;

/**
 * Keeps a post the reader opened for the offline page (issue 19): its texts as shown, and its
 * first photo in the thumbnails cache. The oldest beyond the limit are dropped with their photo.
 * Failures (private mode, no IndexedDB) only cost the offline list.
 */
export async function rememberOpened(post: OpenedPost): Promise<void> {
  const dropped = await putOpened(post);
  // The page itself, for offline use: the service worker keeps it (src/sw/sw.ts, keep-page).
  if ('serviceWorker' in navigator) {
    const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
    registration?.active?.postMessage({ type: 'keep-page', href: post.href });
  }
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(THUMBNAILS_CACHE);
  await Promise.all(dropped.map((old) => (old.thumbnail ? cache.delete(old.thumbnail) : Promise.resolve(false))));
  if (post.thumbnail && !(await cache.match(post.thumbnail))) await cache.add(post.thumbnail);
}

/** Remembers the post shown on a details page, in the reader's language (issue 19). */
export function useRememberOpened(post: PostDetail | undefined, savedId: string | null | undefined): void {
  const { t } = useTranslation(['listings', 'enums', 'common']);
  const language = useLanguage();
  const names = useLocationNames(
    post?.location ?? { division: '', district: '', subDistrict: '', neighbourhood: null },
    language,
  );
  const place = shortPlace(names);
  const price = post ? formatPrice(t, post.price, post.priceUnits, language) : '';
  const id = post?.PostID;
  const type = post?.type;
  const title = post?.postTitle ?? '';
  const thumbnail = post?.images[0]?.card ?? null;
  const saved = Boolean(savedId);
  useEffect(() => {
    if (!id || !type) return;
    const timer = setTimeout(() => {
      const entry: OpenedPost = {
        id,
        href: type === 'sell' ? href.buySellDetails(id) : href.rentDetails(id),
        title,
        price,
        place,
        thumbnail,
        saved,
        language,
        openedAt: Date.now(),
      };
      rememberOpened(entry).catch((error: unknown) => console.warn('opened post not kept for offline use', error));
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [id, type, title, price, place, thumbnail, saved, language]);
}
