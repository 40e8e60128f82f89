import { TIMINGS } from '@ghorbari/contracts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
const MAX_ENTRIES = 50;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Whether this document was opened afresh (a typed address, a link from another site) rather
 * than reloaded or reached by back/forward. React Router names the first entry of every such
 * document "default", so without this a fresh page would jump to where the tab's last fresh
 * page was left.
 */
function openedAfresh(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'navigate';
}
let documentStart = true;

function savePosition(key: string, y: number): void {
  try {
    const positions = readPositions();
    positions[key] = y;
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage unavailable: back navigation then starts at the top.
  }
}

/**
 * Spec §2: on back (and forward) navigation the scroll position is restored after 1 second,
 * giving the page time to load its content; any other navigation starts at the top.
 * A page's position is captured when the reader leaves it, before the next page moves it.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef({ key: location.key, y: 0 });

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onScroll = () => {
      current.current.y = window.scrollY;
    };
    const onPageHide = () => savePosition(current.current.key, current.current.y);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    if (previous.key !== location.key) savePosition(previous.key, previous.y);
    current.current = { key: location.key, y: window.scrollY };
    if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      return;
    }
    const fresh = documentStart && openedAfresh();
    documentStart = false;
    const y = fresh ? undefined : readPositions()[location.key];
    if (y === undefined) return;
    const timer = window.setTimeout(() => window.scrollTo(0, y), TIMINGS.scrollRestoreMs);
    return () => window.clearTimeout(timer);
  }, [location.key, navigationType]);

  return null;
}
