/// <reference lib="webworker" />
import type { Language } from '@ghorbari/contracts';
import { listOpened, readSetting, THUMBNAILS_CACHE, writeSetting } from '../lib/pwa/app-store.ts';
import bn from '../locales/bn/installable.json';
import en from '../locales/en/installable.json';
import { offlinePage, type OfflineTexts } from './offline-page.ts';
import { isPostPage, keepsPage, POST_PAGES_KEPT, STATIC_PAGES } from './pages.ts';

/**
 * Ghorbari's service worker (issue 19, ADR 024), built by apps/web/vite-pwa.ts into /sw.js with
 * this build's list of files. Pages: network first, always, so a reader online never sees an old
 * page; the kept copy (or the offline page) only when the network fails. Hashed code, styles and
 * fonts: from the cache, as they never change. The API is never answered from a cache, except the
 * thumbnails of opened posts when offline. One cache per build; older builds' caches are deleted
 * when this worker takes over.
 */

declare const self: ServiceWorkerGlobalScope;
/** Filled in at build time. */
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];
declare const __SW_FONTS__: Partial<Record<Language, string>>;

const CACHE = `ghorbari-app-${__SW_VERSION__}`;
const PRECACHE = __SW_PRECACHE__;
const OWN_CACHE = /^ghorbari-app-/;
const TEXTS: Record<Language, OfflineTexts> = { bn, en };
const LANGUAGE_SETTING = 'language';

/** bn or en (the contracts' own check would bring zod into the worker). */
const isLanguage = (value: unknown): value is Language => value === 'bn' || value === 'en';

const isApi = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/socket.io');

/** The static pages in the reader's language (the request carries the `lng` cookie); failures skipped. */
async function keepStaticPages(cache: Cache): Promise<void> {
  await Promise.allSettled(
    STATIC_PAGES.map(async (path) => {
      const response = await fetch(path, { credentials: 'same-origin', cache: 'no-cache' });
      if (response.ok) await cache.put(path, response);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE);
      await keepStaticPages(cache);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => OWN_CACHE.test(name) && name !== CACHE).map((name) => caches.delete(name)),
      );
      // Pages answer sooner: the request starts while the worker wakes up.
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      // The posts opened under the previous build, kept again with this build's code.
      const opened = await listOpened().catch(() => []);
      const cache = await caches.open(CACHE);
      await Promise.allSettled(
        opened.map(async (post) => {
          if (await cache.match(post.href, { ignoreVary: true })) return;
          const response = await fetch(post.href, { credentials: 'same-origin' });
          if (response.ok) await cache.put(post.href, response);
        }),
      );
    })(),
  );
});

/** The reader's language: the cookie where the worker can read it, else what the page told us, else Bengali. */
async function readerLanguage(): Promise<Language> {
  const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
    .cookieStore;
  const cookie = await store?.get('lng').catch(() => null);
  if (isLanguage(cookie?.value)) return cookie.value;
  const told = await readSetting(LANGUAGE_SETTING).catch(() => null);
  return isLanguage(told) ? told : 'bn';
}

async function offlineAnswer(): Promise<Response> {
  const language = await readerLanguage();
  const posts = await listOpened().catch(() => []);
  const html = offlinePage(language, TEXTS[language], posts, __SW_FONTS__[language]);
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Keeps a page's answer; post pages beyond the limit go, oldest first (keys keep insertion order). */
async function keepPage(key: string, response: Response): Promise<void> {
  const cache = await caches.open(CACHE);
  await cache.delete(key, { ignoreVary: true });
  await cache.put(key, response);
  const url = new URL(key);
  if (!isPostPage(url.pathname)) return;
  const posts = (await cache.keys()).filter((request) => isPostPage(new URL(request.url).pathname));
  await Promise.all(posts.slice(0, Math.max(0, posts.length - POST_PAGES_KEPT)).map((old) => cache.delete(old)));
}

async function page(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    const response = preloaded ?? (await fetch(event.request));
    if (response.ok && response.type === 'basic' && keepsPage(url.pathname)) {
      event.waitUntil(keepPage(url.href, response.clone()).catch(() => undefined));
    }
    return response;
  } catch {
    const cache = await caches.open(CACHE);
    const kept =
      (await cache.match(event.request, { ignoreVary: true })) ??
      (await cache.match(url.pathname, { ignoreVary: true, ignoreSearch: true }));
    return kept ?? offlineAnswer();
  }
}

/** Hashed files never change: the cache first, else the network (and kept for next time). */
async function hashedAsset(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** Other files of the site (icons, manifest): the network, else the copy kept at install. */
async function siteFile(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

/** A thumbnail of an opened post: the network, else the copy the page kept. */
async function thumbnail(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await (await caches.open(THUMBNAILS_CACHE)).match(request);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isApi(url.pathname)) {
    // Answers of the API always come from the server; only photos have an offline fallback.
    if (request.destination === 'image') event.respondWith(thumbnail(request));
    return;
  }
  if (request.mode === 'navigate') return event.respondWith(page(event, url));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(hashedAsset(request));
  // Anything else (sounds, sitemaps) goes to the network untouched.
  if (PRECACHE.includes(url.pathname)) event.respondWith(siteFile(request));
});

/** A kept page this young is not asked again when the reader opens it once more. */
const FRESH_MS = 5 * 60_000;

/**
 * A post the reader opened inside the app (no page load of its own, so no navigation passed by
 * here): its page is asked for once and kept, unless a fresh copy is kept already.
 */
async function keepOpenedPost(path: string): Promise<void> {
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin || !isPostPage(url.pathname)) return;
  const kept = await (await caches.open(CACHE)).match(url.href, { ignoreVary: true });
  const keptAt = Date.parse(kept?.headers.get('date') ?? '');
  if (kept && Date.now() - keptAt < FRESH_MS) return;
  const response = await fetch(url.href, { credentials: 'same-origin' });
  if (response.ok) await keepPage(url.href, response);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; language?: unknown; href?: unknown } | null;
  if (data?.type === 'language' && isLanguage(data.language)) {
    event.waitUntil(writeSetting(LANGUAGE_SETTING, data.language).catch(() => undefined));
  }
  if (data?.type === 'keep-page' && typeof data.href === 'string') {
    event.waitUntil(keepOpenedPost(data.href).catch(() => undefined));
  }
});

/**
 * A system notification was tapped (shown by the page, features/notifications/notification-alerts.ts):
 * an open Ghorbari window is focused and asked to open the notification's link (it marks it read
 * too); with none open, the link opens in a new one.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = (event.notification.data ?? {}) as { id?: string; link?: string | null };
  const target = new URL(data.link || '/user/my-inbox', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus().catch(() => open);
        focused.postMessage({ type: 'notification-click', id: data.id ?? null, link: data.link ?? null });
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
