/**
 * When a server-rendered page's first paint is on screen, and when the page has settled after it
 * (issue 43, ADR 067). Part of the page's first script: kept tiny.
 */

/** A page that paints nothing a reader sees (a background tab) goes on after this anyway. */
export const NO_PAINT_MS = 3000;

/**
 * How long after the first paint work for later waits (the visit counted, the islands' code
 * fetched). The frames just after the first paint are the reader's: their first tap on the call
 * bar, Save or the search box, which the HTML answers by itself. On a mid-tier phone, six module
 * preloads added to the head or a request set up took 20–100 ms of the main thread there, and the
 * tap waited behind them.
 */
export const SETTLE_MS = 1000;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/** Calls `then` once the page's first contentful paint is on screen (at once if it already is). */
export function whenPainted(then: () => void, win: Window = window): void {
  if (win.performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) return then();
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes?.includes('paint')) {
    win.requestAnimationFrame(() => then());
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    win.clearTimeout(timer);
    then();
  };
  const observer = new Observer((entries) => {
    if (entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = win.setTimeout(once, NO_PAINT_MS);
}

/** Calls `run` when the phone is idle, within 2 s (200 ms later where the browser cannot tell). */
export function whenIdle(run: () => void, win: Window = window): void {
  (win.requestIdleCallback ?? ((callback: () => void) => win.setTimeout(callback, 200)))(run, { timeout: 2000 });
}

/**
 * Calls `run` once the page has loaded, its first paint is SETTLE_MS behind it, and the phone is
 * idle.
 */
export function whenSettled(run: () => void, win: Window = window): void {
  const afterPaint = () => whenPainted(() => win.setTimeout(() => whenIdle(run, win), SETTLE_MS), win);
  if (win.document.readyState === 'complete') afterPaint();
  else win.addEventListener('load', afterPaint, { once: true });
}
