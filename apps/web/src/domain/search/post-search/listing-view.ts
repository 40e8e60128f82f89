import { useSyncExternalStore } from 'react';
import { setPreferenceCookie, useFirstRender } from '../../../lib/first-render.tsx';

export type ListingView = 'list' | 'grid';
const COOKIE = 'listingView';
const NARROW = '(max-width: 639px)';

function subscribeToWidth(notify: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}
const isNarrow = () => window.matchMedia(NARROW).matches;

/**
 * The view chosen on this page: one value for every part that shows or changes it (the toggle is
 * an island of its own on a page of islands, and beside the list in the single-page app).
 */
let chosenHere: ListingView | null = null;
const choiceListeners = new Set<() => void>();
function subscribeToChoice(notify: () => void): () => void {
  choiceListeners.add(notify);
  return () => choiceListeners.delete(notify);
}

/**
 * How the reader likes to see listings, remembered on this device in a cookie, so the server
 * renders the same view. Without a choice, phones get compact rows and larger screens the card
 * grid: the server knows the width from the browser's client hint, or else guesses from the
 * request (lib/first-render.tsx), and the single-page app follows the screen's real width.
 */
export function useListingView(): [ListingView, (view: ListingView) => void] {
  const first = useFirstRender();
  const stored = first.cookies[COOKIE];
  const storedView = stored === 'list' || stored === 'grid' ? stored : null;
  // The server's guess is asked for only when no view is stored: the server then knows the page
  // depends on the screen's width, and asks a browser that can say it (apps/api/src/web/ssr.ts).
  const narrow = useSyncExternalStore(subscribeToWidth, isNarrow, () => storedView === null && first.phone);
  const picked = useSyncExternalStore(
    subscribeToChoice,
    () => chosenHere,
    () => null,
  );
  const chosen = picked ?? storedView;
  const choose = (next: ListingView) => {
    chosenHere = next;
    setPreferenceCookie(COOKIE, next);
    for (const notify of choiceListeners) notify();
  };
  return [chosen ?? (narrow ? 'list' : 'grid'), choose];
}
