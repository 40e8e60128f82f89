import { signedIn, submitsByItself } from '../lib/first-tap.ts';
import { languageFromUrl, storedLanguage } from '../lib/i18n/language.ts';
import { pageLoading } from '../lib/page-loading.ts';
import { whenSettled } from '../lib/first-paint.ts';

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
 * Its code is fetched, not run, once the page has settled after its first paint
 * (lib/first-paint.ts; the `islands-code` template, which vite.config.ts fills with the runtime's
 * files), so the touch costs the phone its processor only.
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
 * What the page answers by itself (ADR 038): a link, the phone number's disclosure, a search
 * form's submit button, a visitor's Save (the early-tap catcher takes them to sign-in), and the
 * text boxes of a form the browser sends itself. Started at such a touch, the islands' start-up
 * (on a mid-tier phone a task of several hundred milliseconds) ran between the finger coming
 * down and its click, and the answer the page had ready waited behind it (issue 43: the call
 * tap answered 194 ms after the tap, the search 280 ms after first paint).
 */
type OwnAnswer = 'tap' | 'typing';
const TEXT_TYPES = new Set(['text', 'search', 'tel', 'email', 'number', 'url']);

function answeredByPage(target: EventTarget | null): OwnAnswer | null {
  if (!(target instanceof Element)) return null;
  if (target.closest('a[href], summary, [data-first-tap="save"][data-sign-in]')) return 'tap';
  const control = target.closest('button, input, textarea');
  if (!control) return null;
  if (submitsByItself(control)) return 'tap';
  const text =
    control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && TEXT_TYPES.has(control.type));
  const sent = control.closest('form')?.hasAttribute('action') === true;
  const waiting = control.closest('[data-island-later]:not([data-island-live])') !== null;
  return text && sent && !waiting ? 'typing' : null;
}

/** How long a reader typing in a box the browser sends itself pauses before the islands start. */
export const TYPING_PAUSE_MS = 1000;
/** A touch that brings no click (a long press, a cancelled touch) starts the islands after this. */
const NO_CLICK_MS = 1000;

/**
 * Calls `start` once, at the reader's first touch (READER_EVENTS), and fetches the islands' code
 * without running it once the page has settled (lib/first-paint.ts). A touch the page answers by
 * itself starts them once its answer is on screen: after the tap's click and the next frame, or
 * after a pause in the typing; not at all when that answer is another page (a link followed, a
 * search sent), unless the reader comes back to this one from the back-forward cache.
 */
export function startOnTouch(start: () => void, win: Window = window): void {
  const stop = new AbortController();
  const touched = (event: Event) => {
    stop.abort();
    // A mouse passing over a link, a wheel or a scroll is not a tap.
    const pointing = event.type === 'pointermove' || event.type === 'wheel' || event.type === 'scroll';
    const own = pointing ? null : answeredByPage(event.target);
    if (own) startAfterAnswer(own, start, win);
    else start();
  };
  for (const type of READER_EVENTS) {
    win.addEventListener(type, touched, { capture: true, passive: true, once: true, signal: stop.signal });
  }
  whenSettled(() => {
    if (!stop.signal.aborted) fetchIslandCode(win.document);
  }, win);
}

function startAfterAnswer(own: OwnAnswer, start: () => void, win: Window): void {
  const waiting = new AbortController();
  const { signal } = waiting;
  let timer: number | undefined;
  const go = () => {
    if (signal.aborted) return;
    waiting.abort();
    win.clearTimeout(timer);
    if (!pageLoading(win.document)) {
      start();
      return;
    }
    // Another page is on its way; should the reader come back to this one, it waits for them again.
    win.addEventListener(
      'pageshow',
      (event) => {
        if (event.persisted) startOnTouch(start, win);
      },
      { once: true },
    );
  };
  const wait = (ms: number) => {
    win.clearTimeout(timer);
    timer = win.setTimeout(go, ms);
  };
  // The answer's frame is drawn first; the islands start in the task after it.
  const afterPaint = () => win.requestAnimationFrame(() => win.setTimeout(go, 0));
  const listen = (type: string, listener: (event: Event) => void) =>
    win.addEventListener(type, listener, { passive: true, signal });

  if (own === 'tap') {
    wait(NO_CLICK_MS);
    // On the window as the event bubbles, after the page's own handlers (the bar shown for a link).
    listen('click', afterPaint);
  } else {
    wait(TYPING_PAUSE_MS);
    for (const type of ['keydown', 'input', 'focusin']) listen(type, () => wait(TYPING_PAUSE_MS));
    listen('submit', afterPaint);
  }
  // Anything else the reader does needs the islands now.
  const touch = (event: Event) => {
    if (!answeredByPage(event.target)) go();
  };
  for (const type of ['pointerdown', 'wheel']) listen(type, touch);
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
