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
  // The page and its photo are kept only where a worker can answer with them offline (ADR 024):
  // a first visit, which installs no worker, spends no data on a thumbnail nobody can see.
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration().catch(() => undefined) : undefined;
  const worker = registration?.active;
  if (!worker || typeof caches === 'undefined') return;
  // The page itself, for offline use: the service worker keeps it (src/sw/sw.ts, keep-page).
  worker.postMessage({ type: 'keep-page', href: post.href });
  const cache = await caches.open(THUMBNAILS_CACHE);
  await Promise.all(dropped.map((old) => (old.thumbnail ? cache.delete(old.thumbnail) : Promise.resolve(false))));
  if (post.thumbnail && !(await cache.match(post.thumbnail))) await cache.add(post.thumbnail);
}

/** Runs `work` when the browser is idle (after the page's own work), or soon where it cannot say. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
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
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => {
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
      });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [id, type, title, price, place, thumbnail, saved, language]);
}
