/**
 * The bar along the top while the browser loads the next page (issue 43). Public pages are pages
 * of islands: a link, a search form or a choice in an island loads the next page over mobile
 * data, and on a slow network the old page stays on screen for a second or more with nothing to
 * say the tap was heard. The server renders the bar, hidden, with its label in the page's language
 * (app/root-layout.tsx); the page's first script (boot.ts) shows it the moment a navigation that
 * leaves the page begins, and hides it again when the page comes back from the back-forward cache.
 * No imports: the page's first script uses it.
 */
/** The bar's mark, as app/root-layout.tsx renders it. */
const PAGE_LOADING = 'data-page-loading';

/** Shows the bar, if the page has one. */
export function showPageLoading(doc: Document = document): void {
  doc.querySelector<HTMLElement>(`[${PAGE_LOADING}]`)?.removeAttribute('hidden');
}

/** Whether the bar is shown: a navigation that leaves the page has begun. */
export function pageLoading(doc: Document = document): boolean {
  const bar = doc.querySelector<HTMLElement>(`[${PAGE_LOADING}]`);
  return bar !== null && !bar.hidden;
}

function hidePageLoading(doc: Document): void {
  doc.querySelector<HTMLElement>(`[${PAGE_LOADING}]`)?.setAttribute('hidden', '');
}

/** Whether following this link loads another page in this tab (not a new tab, a download, a call, an anchor). */
function leavesPage(link: HTMLAnchorElement, event: MouseEvent, here: Location): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  if (link.origin !== here.origin || !/^https?:$/.test(link.protocol)) return false;
  const samePage = link.pathname === here.pathname && link.search === here.search;
  return !(samePage && link.hash !== '');
}

/**
 * Shows the bar for the navigations the browser does by itself: a link followed and a form sent,
 * when nothing on the page took them over (the single-page app moves within itself). Returns
 * what stops it.
 */
export function watchPageLoads(win: Window = window): () => void {
  const doc = win.document;
  const stop = new AbortController();
  const { signal } = stop;
  // Listened for last (bubbling to the window), so a handler that took the event over has said so.
  win.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>('a[href]');
      if (link && leavesPage(link, event, win.location)) showPageLoading(doc);
    },
    { signal },
  );
  win.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
      if (form.method === 'dialog' || (form.target && form.target !== '_self')) return;
      showPageLoading(doc);
    },
    { signal },
  );
  // Back to this page from the back-forward cache: it is not loading any more.
  win.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) hidePageLoading(doc);
    },
    { signal },
  );
  return () => stop.abort();
}
