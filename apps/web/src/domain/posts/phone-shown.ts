import { useCallback, useSyncExternalStore } from 'react';
/**
 * The posts and firms whose numbers the reader asked to see on this page. A contact panel and the
 * phone's call bar are two islands (ADR 059) that show the numbers together: a tap on either shows
 * them in both. `onFirstReveal` runs once per listing (a post counts it for its lister's insights,
 * issue 19).
 */
const shown = new Set<string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePhoneShown(postId: string, onFirstReveal?: () => void): [shown: boolean, reveal: () => void] {
  const isShown = useSyncExternalStore(
    subscribe,
    () => shown.has(postId),
    () => false,
  );
  const reveal = useCallback(() => {
    if (shown.has(postId)) return;
    shown.add(postId);
    onFirstReveal?.();
    for (const listener of listeners) listener();
  }, [postId, onFirstReveal]);
  return [isShown, reveal];
}
