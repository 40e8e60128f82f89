import { signedIn } from '../lib/first-tap.ts';
import { languageFromUrl, storedLanguage } from '../lib/i18n/language.ts';

/**
 * When a visitor's page of islands starts (issue 43; ADR 059, amendment "islands start at the
 * first touch"): at the reader's first touch, not at first paint. The server's HTML is the whole page; the islands'
 * runtime (React, the session, the query cache: about 100 KB, and on a mid-tier phone a start-up
 * of several long tasks) only makes its controls answer. Started at first paint it held the phone's
 * processor in the seconds the reader reads and scrolls; started at the first touch it runs while
 * the finger is still on the glass. What the HTML does by itself works before (ADR 038: links,
 * search forms, the phone number's disclosure, Save by a visitor through the early-tap catcher),
 * and a button tapped before is held and pressed again once its island is live (lib/first-tap.ts).
 *
 * Its code is fetched, not run, once the page has loaded (the `islands-code` template, which
 * vite.config.ts fills with the runtime's files), so the touch costs the phone its processor only.
 * A reader who saves data (`Save-Data`) fetches it only when they touch.
 *
 * The page starts at once instead (`startsAtOnce`) for a member (a live badge, their own post's
 * tools), for a page the server did not mark as one that may wait (a retry: the page is handed to
 * the whole app, which renders it afresh), and for a page in another language than the reader's
 * (the whole app renders it in theirs).
 */

/** The server's mark on a page of islands that may wait for the reader (entry-server.tsx). */
export const START_ON_TOUCH_META = 'islands-start';
export const START_ON_TOUCH = 'touch';

/**
 * What a reader does first: touch, click, scroll, type, move the mouse or focus a field (a
 * tab into the page). Listened for on the window, captured, before anything on the page.
 */
const READER_EVENTS = [
  'pointerdown',
  'touchstart',
  'pointermove',
  'keydown',
  'focusin',
  'input',
  'change',
  'wheel',
  'scroll',
] as const;

/** Whether a page of islands starts now rather than at the reader's first touch. */
export function startsAtOnce(doc: Document = document): boolean {
  const marked = doc.querySelector(`meta[name="${START_ON_TOUCH_META}"]`)?.getAttribute('content');
  if (marked !== START_ON_TOUCH || signedIn()) return true;
  const wanted = languageFromUrl() ?? storedLanguage();
  return wanted !== null && wanted !== doc.documentElement.lang;
}

/**
 * Calls `start` once, at the reader's first touch (READER_EVENTS), and fetches the islands' code
 * without running it once the page has loaded and the phone is idle.
 */
export function startOnTouch(start: () => void, win: Window = window): void {
  const stop = new AbortController();
  const touched = () => {
    stop.abort();
    start();
  };
  for (const type of READER_EVENTS) {
    win.addEventListener(type, touched, { capture: true, passive: true, once: true, signal: stop.signal });
  }
  const fetchCode = () => {
    if (!stop.signal.aborted) fetchIslandCode(win.document);
  };
  const whenIdle = () =>
    (win.requestIdleCallback ?? ((run: () => void) => win.setTimeout(run, 200)))(fetchCode, { timeout: 2000 });
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true, signal: stop.signal });
}

/** The islands' runtime files, as `<link rel="modulepreload">`s in an inert template. */
export const ISLANDS_CODE_TEMPLATE = 'islands-code';

/** Fetches (and lets the browser compile, not run) the islands' runtime, unless the reader saves data. */
export function fetchIslandCode(doc: Document): void {
  const connection = (doc.defaultView?.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection;
  if (connection?.saveData) return;
  const template = doc.getElementById(ISLANDS_CODE_TEMPLATE);
  if (!(template instanceof HTMLTemplateElement)) return;
  doc.head.append(template.content.cloneNode(true));
  template.remove();
}
