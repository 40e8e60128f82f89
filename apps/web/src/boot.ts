import './index.css';
import { captureInstallPrompt } from './lib/pwa/install-prompt.ts';
import { registerServiceWorker } from './lib/pwa/register-worker.ts';
import { catchEarlyTaps } from './lib/first-tap.ts';
import { watchPageLoads } from './lib/page-loading.ts';

/**
 * The page's first script, kept tiny (issue 13, ADR 015). A server-rendered page is painted from
 * its HTML, stylesheet and font first; the app's code is asked for once that first paint is on
 * screen, so on mobile data the heading and cards do not share the line with 150 KB of
 * JavaScript. The code then downloads at full speed (its parts in parallel) and hydrates the page.
 * A page the browser renders itself (behind sign-in) starts at once.
 */
// The full stylesheet of a server-rendered page comes after its inline critical rules (issue 30):
// it was asked for as print-only so that it did not hold the first paint, and now applies.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')) link.media = 'all';
// A tap before the app has started is never lost (issue 30, lib/first-tap.ts).
catchEarlyTaps();
// The bar along the top while the browser loads the next page (issue 43, lib/page-loading.ts).
watchPageLoads();
// The installable app (issue 19): the install offer is kept from the start, the worker comes after load.
captureInstallPrompt();
registerServiceWorker();

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // A page of islands (ADR 059) hydrates only its islands; any other page starts the whole app.
  if (document.querySelector('[data-island]')) void import('./islands/hydrate-islands.tsx');
  else void import('./main.tsx');
}

const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
if (!document.getElementById('ssr-state') || painted()) {
  start();
} else if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  // A page that paints nothing a reader sees (a background tab) still starts.
  setTimeout(start, 3000);
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
