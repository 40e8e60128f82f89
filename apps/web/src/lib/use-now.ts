import { useSyncExternalStore } from 'react';
import { useFirstRender } from './first-render.tsx';

const MINUTE = 60_000;

/** The current minute: changes once a minute, so a render reads the same value throughout. */
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // React compares the minute after each tick and renders again only when it has turned.
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), MINUTE / 4);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * Now, to the minute, for "… ago" labels that move on by themselves. While the browser hydrates a
 * server-rendered page it is the moment the server rendered it, so a post "just now" on the
 * server is not "1 minute ago" in the browser's first render (a hydration mismatch); right after,
 * the labels move to the browser's clock.
 */
export function useNow(): number {
  const { renderedAt } = useFirstRender();
  return useSyncExternalStore(subscribe, currentMinute, () => renderedAt);
}
