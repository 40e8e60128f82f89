/**
 * Registers the service worker (issue 19, ADR 024) once the page has loaded, so it never
 * competes with the first paint. Part of the page's first script: kept tiny. The worker itself is
 * built with the app (apps/web/vite-pwa.ts → /sw.js); the dev server has none.
 *
 * Installing the worker downloads the offline pages and their code (a few hundred KB). A reader
 * on mobile data who opens one link and leaves should not pay for that, so the worker comes on a
 * reader's second page load, at once for a signed-in member (live notifications) and on
 * /DownloadApp (they came to install), and never while the phone asks to save data. Once a worker
 * is there, every load registers it again so that a new build is picked up.
 */
const LOADS_KEY = 'ghorbari-page-loads';
/** STORAGE_KEYS.userToken of the contracts, whose index would bring zod into the first script. */
const TOKEN_KEY = 'userToken';

function worthInstalling(): boolean {
  if (navigator.serviceWorker.controller) return true;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return false;
  try {
    const loads = Number(localStorage.getItem(LOADS_KEY) ?? '0') + 1;
    localStorage.setItem(LOADS_KEY, String(loads));
    return loads >= 2 || Boolean(localStorage.getItem(TOKEN_KEY)) || location.pathname === '/DownloadApp';
  } catch {
    // Storage refused (a private window that blocks it): a one-off visit, then.
    return false;
  }
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !worthInstalling()) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => {
        // The offline page speaks the page's language: tell the worker now and when it changes.
        const tell = () =>
          navigator.serviceWorker.ready.then((ready) =>
            ready.active?.postMessage({ type: 'language', language: document.documentElement.lang }),
          );
        void tell();
        new MutationObserver(() => void tell()).observe(document.documentElement, { attributeFilter: ['lang'] });
      })
      .catch((error: unknown) => console.warn('service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
