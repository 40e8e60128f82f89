/**
 * The full stylesheet of a server-rendered page (issue 30; issue 43, ADR 068). The page paints from
 * its inline critical rules, which style everything the server rendered; the full sheet adds only
 * what scripts show later (a dialog, a menu, the whole app's pages). The server names it without
 * fetching it (`data-href`, apps/api/src/web/ssr.ts): fetched as the page loaded, its 16 KB shared
 * the phone's connection with the first script and the first photo, and it was parsed on arrival,
 * in the frames after the first paint where the reader's first tap waits. It is fetched print-only
 * (so it applies to nothing yet) once the page has settled, or at the start if that comes first,
 * and applied once the islands' or the app's code has arrived too: applying it restyles and lays
 * out the whole page again, on a mid-tier phone 200 ms or more, which the touch's own answer does
 * not wait for (ADR 064). Part of the page's first script: kept tiny, no imports.
 */
export const FULL_STYLESHEET = 'link[data-deferred-css]';

const fetched = new WeakMap<Document, Promise<unknown>>();

/** Fetches the full stylesheet without applying it; resolves once it has arrived (or failed). */
export function fetchFullStylesheet(doc: Document = document): Promise<unknown> {
  let arrived = fetched.get(doc);
  if (arrived) return arrived;
  arrived = Promise.all(
    Array.from(doc.querySelectorAll<HTMLLinkElement>(FULL_STYLESHEET), (link) => {
      const settled = new Promise((done) => {
        link.addEventListener('load', done, { once: true });
        link.addEventListener('error', done, { once: true });
      });
      const href = link.dataset.href;
      if (href && !link.hasAttribute('href')) link.setAttribute('href', href);
      return settled;
    }),
  );
  fetched.set(doc, arrived);
  return arrived;
}

/** Applies the full stylesheet to every medium. */
export function applyFullStylesheet(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(FULL_STYLESHEET)) link.media = 'all';
}
