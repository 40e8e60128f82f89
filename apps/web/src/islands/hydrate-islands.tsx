import { DEFAULT_LANGUAGE } from '@ghorbari/contracts';
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setI18n } from 'react-i18next';
import { createQueryClient } from '../app/providers.tsx';
import { readSsrState } from '../app/ssr-state.ts';
import { NotificationProvider } from '../features/notifications/notification-provider.tsx';
import { FirstRenderContext, parseCookies, type FirstRender } from '../lib/first-render.tsx';
import { ISLAND_LATER, ISLAND_LIVE } from '../lib/first-tap.ts';
import { languageFromUrl, rememberLanguage, storedLanguage } from '../lib/i18n/language.ts';
import { loadHistoryEntriesOfOtherPages } from '../lib/navigation/navigation.tsx';
import { LiteI18n } from '../lib/i18n/lite-i18n.ts';
import { SessionProvider } from '../lib/session/session.tsx';
import { tokenStore } from '../lib/session/token-store.ts';
import { recordVisit } from '../lib/visitor.ts';
import { carryEarlyInputSoon } from '../lib/early-input.ts';
import { whenIdle } from '../lib/first-paint.ts';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island.tsx';
import { ISLANDS, isIslandName, type IslandEntry } from './registry.ts';
import { islandCode } from './chunk-error.tsx';

/** Runs its callback once its island's first render is on screen and its effects have run. */
function Hydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

interface Root {
  element: HTMLElement;
  entry: IslandEntry;
}

/** How far ahead of the screen an island that waits for it comes alive: its code has time to arrive. */
const VISIBLE_AHEAD = '300px 0px';

/**
 * Calls `callback` once the island's content comes near the screen. Its root takes no box
 * (`display: contents`), so its children are watched; one that rendered nothing waits for the
 * phone to be idle instead.
 */
function whenNearScreen(element: HTMLElement, callback: () => void) {
  const children = [...element.children];
  if (children.length === 0 || typeof IntersectionObserver === 'undefined') return whenIdle(callback);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: VISIBLE_AHEAD },
  );
  for (const child of children) observer.observe(child);
}

/**
 * A page of islands comes alive (ADR 059): each `[data-island]` of the server's HTML is hydrated
 * as its own root, with its props from the HTML and only its own code and strings. Everything
 * else stays the server's HTML. The islands share one query cache and session, so the navbar's
 * account and a save button agree.
 *
 * This runs when boot.ts starts it: at once for a member, at the reader's first touch for a visitor
 * (islands/start-on-touch.ts). Islands then come alive at one of three moments (`hydrate` in the
 * registry): at once (`load`), which makes the page live (<html data-app-ready>, which also lets
 * the taps held before it go: lib/first-tap.ts); when the phone is idle after that (`idle`); or
 * when the island comes near the screen (`visible`), so a reader who never scrolls to it never
 * downloads its code; one that shows a member something else (`memberSees`) does not wait to be
 * seen when a session is stored. Each island's root says when it is live (`data-island-live`), and
 * a tap on it before then is held and pressed again then.
 *
 * A page the server rendered in another language than the reader's stored choice is handed to the
 * single-page app, which renders it afresh in the reader's; so is a page that asks for the whole
 * app (`wholeApp` of the SSR state: a retry, or a member who may see more than a visitor).
 */
async function start(): Promise<void> {
  const ssr = readSsrState();
  const language = languageFromUrl() ?? storedLanguage() ?? ssr?.language ?? DEFAULT_LANGUAGE;
  const wholeApp = ssr?.wholeApp === 'always' || (ssr?.wholeApp === 'member' && tokenStore.get() !== null);
  if (!ssr || ssr.language !== language || wholeApp) {
    await import('../main.tsx');
    return;
  }
  loadHistoryEntriesOfOtherPages();
  const roots: Root[] = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].flatMap((element) => {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
    return isIslandName(name) ? [{ element, entry: ISLANDS[name] }] : [];
  });
  const member = tokenStore.get() !== null;
  const moment = ({ entry }: Root) => (member && entry.memberSees ? 'idle' : (entry.hydrate ?? 'load'));
  const first = roots.filter((root) => moment(root) === 'load');
  // Code that fails or has not arrived after 120 s is a ChunkLoadError, which the reader is told
  // of, with a reload (spec §8, islands/chunk-error.tsx).
  const loadingFirst = Promise.all(first.map(({ entry }) => islandCode(entry)));
  // The strings the islands rendered with came in the page; their files follow once it is live.
  // Every namespace of the page's islands starts with those strings (some with none), so no island
  // waits for a file before it is live.
  const strings = Object.fromEntries(
    ssr.namespaces.map((namespace) => [namespace, ssr.islandStrings?.[namespace] ?? {}]),
  );
  const i18n = new LiteI18n(language, strings, { partial: true });
  // The islands' useTranslation reads it: i18next's own runtime is not downloaded.
  setI18n(i18n as unknown as Parameters<typeof setI18n>[0]);
  // The reader has been told (and offered a reload); the page stays the server's HTML.
  const firstComponents = await loadingFirst.catch(() => null);
  if (!firstComponents) return;
  rememberLanguage(language);
  const queryClient = createQueryClient();
  hydrate(queryClient, ssr.queries);
  const firstRender: FirstRender = {
    phone: ssr.phone,
    cookies: parseCookies(document.cookie),
    origin: ssr.origin,
    renderedAt: ssr.renderedAt,
  };
  const context = { queryClient, firstRender };

  let waiting = first.length;
  const oneLive = () => {
    waiting -= 1;
    if (waiting > 0) return;
    document.documentElement.dataset.appReady = 'true';
    performance.mark('app-ready');
    recordVisit();
    whenIdle(() => void i18n.complete());
    for (const root of roots) {
      if (moment(root) !== 'load') root.element.dataset[ISLAND_LATER] = 'true';
      const later = () =>
        void islandCode(root.entry).then(
          (Component) => hydrateIsland(root, Component, context),
          () => undefined,
        );
      if (moment(root) === 'idle') whenIdle(later);
      else if (moment(root) === 'visible') whenNearScreen(root.element, later);
    }
  };
  if (waiting === 0) {
    waiting = 1;
    oneLive();
  }
  first.forEach((root, index) => hydrateIsland(root, firstComponents[index]!, context, oneLive));
}

/** Hydrates one island as a root of its own; `then` runs once it is live. */
function hydrateIsland(
  { element, entry }: Root,
  Component: ComponentType<object>,
  { queryClient, firstRender }: { queryClient: QueryClient; firstRender: FirstRender },
  then?: () => void,
) {
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  let counted = false;
  const live = () => {
    if (counted) return;
    counted = true;
    carryEarlyInputSoon(element, () => {
      element.dataset[ISLAND_LIVE] = 'true';
      then?.();
    });
  };
  // No router: an island's links and navigation load pages (lib/navigation).
  const content = (
    <>
      <Component {...props} />
      <Hydrated then={live} />
    </>
  );
  const island = (
    <StrictMode>
      <FirstRenderContext.Provider value={firstRender}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            {entry.notifications ? <NotificationProvider>{content}</NotificationProvider> : content}
          </SessionProvider>
        </QueryClientProvider>
      </FirstRenderContext.Provider>
    </StrictMode>
  );
  // As the single-page app does: React yields to the phone between islands.
  startTransition(() => void hydrateRoot(element, island));
}

void start();
