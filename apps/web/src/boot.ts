import './index.css';
import { captureInstallPrompt } from './lib/pwa/install-prompt.ts';
import { registerServiceWorker } from './lib/pwa/register-worker.ts';
import { catchEarlyTaps } from './lib/first-tap.ts';
import { watchPageLoads } from './lib/page-loading.ts';
import { recordVisit } from './lib/visitor.ts';
import { carryStoredLanguageToCookie, rememberLanguage, languageFromUrl } from './lib/i18n/language.ts';
import { startOnTouch, startsAtOnce } from './islands/start-on-touch.ts';
import { focusWordsOnArrival } from './domain/search/post-search/words-focus.ts';
import { showComparedListings } from './domain/compare/tray-storage.ts';
import { whenPainted, whenSettled } from './lib/first-paint.ts';
import { applyFullStylesheet, fetchFullStylesheet } from './lib/full-stylesheet.ts';

/**
 * The page's first script, kept tiny (issue 13, ADR 015). A server-rendered page is painted from
 * its HTML, stylesheet and font first; the app's code is asked for once that first paint is on
 * screen, so on mobile data the heading and cards do not share the line with 150 KB of
 * JavaScript. The code then downloads at full speed (its parts in parallel) and hydrates the page.
 * A page the browser renders itself (behind sign-in) starts at once.
 */
// The reader's language for the server's next page, first of all (issue 64). This page, if the
// server rendered it in the other language, starts at once and is rendered afresh in theirs
// (islands/start-on-touch.ts).
carryStoredLanguageToCookie();
// The installable app (issue 19): the install offer is kept from the start, the worker comes after load.
captureInstallPrompt();
registerServiceWorker();

/**
 * A page of islands (ADR 059) hydrates only its islands; any other page starts the whole app. Two
 * functions, not the branches of one `if`: the minifier folded `c ? load(a, files) : load(b, files)`
 * into `load(c ? a : b, files)` while the files were still a placeholder, and the islands then
 * fetched the whole app's files (its router) along with their own.
 */
const runtimes = {
  islands: () => import('./islands/hydrate-islands.tsx'),
  app: () => import('./main.tsx'),
};
let started = false;
/** Starts the islands of a page of islands (ADR 059), else the whole app; once. */
function start(islands: boolean): void {
  if (started) return;
  started = true;
  // What the islands or the app render next (a dialog, a menu) may need rules the inline ones
  // lack. Applied once their code and the sheet are here, not at the touch that started them: the
  // touch's own answer (the phone number's disclosure, the bar along the top) is drawn from the
  // inline rules (lib/full-stylesheet.ts).
  void Promise.allSettled([runtimes[islands ? 'islands' : 'app'](), fetchFullStylesheet()]).then(() =>
    applyFullStylesheet(),
  );
}

/**
 * A visitor's page of islands starts at their first touch (islands/start-on-touch.ts). Until then
 * this script does what the start would have done that a reader who only reads needs: the visit is
 * counted (and the full stylesheet fetched) once the page has settled after its first paint, and a
 * language asked for in the address (`?lang=en`) is remembered for the next page.
 */
function startAtTouch(): void {
  const asked = languageFromUrl();
  if (asked) rememberLanguage(asked);
  whenSettled(() => {
    recordVisit();
    void fetchFullStylesheet();
  });
  startOnTouch(() => start(true));
  // Words cleared on the page before: the box keeps the focus, which starts the page.
  focusWordsOnArrival();
}

/**
 * The script is `async` (ADR 069): it runs when it arrives, which on a repeat visit (from the
 * cache) may be before the parser has read the whole page. What needs the page's islands, its
 * controls and its state waits for the parser.
 */
function whenParsed(then: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

whenParsed(() => {
  const islands = document.querySelector('[data-island]') !== null;
  // The listings this device has put in the compare tray say so before their islands are live (issue 64).
  showComparedListings();
  // A tap before the app has started is never lost (issue 30, lib/first-tap.ts).
  catchEarlyTaps();
  // The bar along the top while the browser loads the next page (issue 43, lib/page-loading.ts).
  watchPageLoads();
  if (islands && !startsAtOnce()) startAtTouch();
  else if (!document.getElementById('ssr-state')) start(islands);
  else whenPainted(() => setTimeout(() => start(islands), 0));
});
