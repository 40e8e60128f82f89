import type { SsrRenderer, SsrRenderRequest, SsrRenderResult } from '@ghorbari/contracts';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PAGE_END_ID } from './app/footer.tsx';
import { headTags } from './app/head-tags.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { routes, type RouteHandle } from './app/routes.tsx';
import { serialiseSsrState } from './app/ssr-state.ts';
import { setApiTransport } from './lib/api-client.ts';
import { createServerI18n } from './lib/i18n.ts';
import { FirstRenderContext, parseCookies, type FirstRender } from './lib/first-render.tsx';
import { PageHeadCollector, PageHeadContext, type PageHead } from './lib/page-head.tsx';
import { IslandCollector, IslandCollectorContext } from './islands/island.tsx';
import { ISLAND_NAMESPACES } from './islands/island-namespaces.ts';
import { IconSpriteContext, type IconNode } from './components/icon-sprite.ts';
import { iconSpriteMarkup } from './components/icon-sprite-markup.ts';
import { CHUNK_ERROR_KEYS } from './components/chunk-error-notice.tsx';
import { recordingI18n, type IslandStrings } from './islands/island-strings.ts';
import { START_ON_TOUCH, START_ON_TOUCH_META } from './islands/start-on-touch.ts';
import { withShellPlaceholders } from './app/shell-placeholder.tsx';

/**
 * The web app's server renderer (issue 13, ADR 015), built by `vite build --ssr` and loaded by
 * the API server. A public page is rendered with React's streaming renderer until every query
 * it asks for has its answer (each pass fetches what the last one asked for, in process), then
 * handed over with its query cache so the browser hydrates it without asking again.
 */

const handler = createStaticHandler(routes);
/** The same routes with each page that renders in the browser only as its placeholder (issue 64). */
const shellHandler = createStaticHandler(withShellPlaceholders(routes));
let translations: Promise<I18n> | null = null;

/** At most this many renders: the page, the data it asks for, and what that data leads to. */
const MAX_PASSES = 4;

function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never split a finished section out into a later chunk: that takes an inline script,
      // which the Content-Security-Policy (script-src 'self') rightly refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => console.error('server render error', error),
    });
  });
}

/** Queries the page asked for that have no answer yet and are meant to run (`enabled`). */
function unanswered(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const { enabled } = query.options as { enabled?: unknown };
      return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
    });
}

/** The translation namespaces the page used (react-i18next notes each one on the instance). */
function usedNamespaces(i18n: I18n): string[] {
  const report = (i18n as I18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  return report?.getUsedNamespaces() ?? [];
}

function isServerRendered(matches: { route: { handle?: unknown } }[]): boolean {
  return matches.every((match) => (match.route.handle as RouteHandle | undefined)?.ssr !== false);
}

/** A page of islands (ADR 059): its route says so. */
function isIslandPage(matches: { route: { handle?: unknown } }[]): boolean {
  return matches.some((match) => (match.route.handle as RouteHandle | undefined)?.islands === true);
}

/** The namespaces the islands of a page use: only they are sent, not those of the server's text. */
function islandNamespaces(collector: IslandCollector, strings: IslandStrings): string[] {
  const declared = [...collector.names].flatMap((name) => ISLAND_NAMESPACES[name]);
  return [...new Set(['common', ...declared, ...Object.keys(strings)])];
}

async function render({
  url,
  language,
  publicUrl,
  phone,
  cookies,
  referrer,
}: SsrRenderRequest): Promise<SsrRenderResult> {
  translations ??= createServerI18n();
  const base = await translations;
  const i18n = base.cloneInstance({ lng: language, initAsync: false });
  const brand = i18n.t('brand');
  const siteDescription = i18n.t('siteDescription');
  const page = (head: PageHead, status: number) =>
    headTags({ head: { ...head, status }, url, language, publicUrl, brand, siteDescription });

  const request = () => new Request(new URL(url, 'http://ssr.local'));
  let context = await handler.query(request());
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  // A page the browser renders: the layout with its placeholder, so the first paint is not blank.
  const shell = !isServerRendered(context.matches);
  if (shell) {
    context = await shellHandler.query(request());
    if (context instanceof Response) return { kind: 'shell', status: 200, head: page({}, 200) };
  }

  const router = createStaticRouter((shell ? shellHandler : handler).dataRoutes, context);
  const queryClient = createQueryClient();
  // Whether the page asked how wide the screen is (a list's rows or cards): the server then asks
  // the browser for the width when it did not say.
  let readsScreen = false;
  const firstRender: FirstRender = {
    get phone() {
      readsScreen = true;
      return phone;
    },
    cookies: parseCookies(cookies),
    origin: publicUrl,
    renderedAt: Date.now(),
    referrer,
  };
  let head: PageHead = {};
  let html = '';
  const islandPage = isIslandPage(context.matches);
  let islands = new IslandCollector();
  let icons: Map<string, IconNode> | null = null;
  let islandStrings: IslandStrings = {};
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const collector = new PageHeadCollector();
    islandStrings = {};
    islands = new IslandCollector(islandPage ? recordingI18n(i18n, islandStrings) : undefined);
    // A page of islands draws each icon outside its islands once, as a symbol (icon-sprite.ts).
    icons = islandPage ? new Map() : null;
    html = await renderToHtml(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <PageHeadContext.Provider value={collector}>
            <IslandCollectorContext.Provider value={islandPage ? islands : null}>
              <IconSpriteContext.Provider value={icons}>
                <FirstRenderContext.Provider value={firstRender}>
                  <Providers queryClient={queryClient}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </Providers>
                </FirstRenderContext.Provider>
              </IconSpriteContext.Provider>
            </IslandCollectorContext.Provider>
          </PageHeadContext.Provider>
        </I18nextProvider>
      </StrictMode>,
    );
    head = collector.head;
    const waiting = unanswered(queryClient);
    if (waiting.length === 0 || head.redirect) break;
    await Promise.all(
      waiting.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })),
    );
  }
  if (head.redirect)
    return { kind: 'redirect', status: head.redirectFor === 'asked' ? 302 : 301, location: head.redirect };
  // No state: the browser renders the page afresh over its placeholder.
  if (shell) return { kind: 'shell', status: 200, head: page(head, 200), html };
  // What the islands say when their code does not arrive (spec §8) comes with the page: the file
  // it would otherwise come from might not arrive either (islands/chunk-error.tsx).
  if (islandPage) {
    for (const key of CHUNK_ERROR_KEYS) (islandStrings.common ??= {})[key] = i18n.t(key, { ns: 'common' });
  }
  // Before the page's markup, so the icons are drawn with the text they stand beside: a slow phone
  // paints as its HTML arrives, and symbols at the end left every icon blank until the last byte.
  if (icons) html = iconSpriteMarkup(icons) + html;

  const status = head.status ?? context.statusCode;
  // A page of islands sends the answers its islands read, not those of the server's text; a page
  // handed to the whole app gets them all, as the app renders every part of it again.
  const sentToTheBrowser = (query: Query) =>
    !islandPage || islands.wholeApp !== undefined || islands.queries.has(query.queryHash);
  const state = serialiseSsrState({
    language,
    phone,
    origin: publicUrl,
    renderedAt: firstRender.renderedAt,
    namespaces: islandPage ? islandNamespaces(islands, islandStrings) : usedNamespaces(i18n),
    ...(islandPage ? { islandStrings, wholeApp: islands.wholeApp } : {}),
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status !== 'pending' && sentToTheBrowser(query),
    }),
  });
  // A visitor's page of islands starts at their first touch (islands/start-on-touch.ts), unless
  // it is to be handed to the whole app at once (a retry).
  const startOnTouch =
    islandPage && islands.wholeApp !== 'always'
      ? `<meta name="${START_ON_TOUCH_META}" content="${START_ON_TOUCH}" />\n    `
      : '';
  // Drawn once the page's content has been read, footer and all (ADR 066, ADR 069): a slow phone
  // painted each piece of the HTML as it arrived, laying the page out again for each, and the
  // controls further down came frames after the first screen. Drawn at the footer's start, its
  // content was read and the page laid out again in the frames after the first paint. A page
  // without a footer is drawn once it has all been read.
  const drawWhole = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render" />\n    `;
  return { kind: 'page', status, html, head: drawWhole + startOnTouch + page(head, status), state, readsScreen };
}

export const renderer: SsrRenderer = {
  configure: async ({ fetch }) => {
    setApiTransport(fetch);
    translations ??= createServerI18n();
    await translations;
  },
  render,
};
