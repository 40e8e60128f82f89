import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  STORAGE_KEYS,
  type Language,
  type SsrRenderer,
  type SsrRenderResult,
} from '@ghorbari/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl } from '../logging/log-redaction.ts';
import { createCriticalCss, type CriticalCss } from './critical-css.ts';

/** Where the web build puts its server renderer (apps/web: `vite build --ssr`), inside the web build. */
export const SSR_ENTRY = path.join('server', 'entry-server.js');
const ROOT = '<div id="root"></div>';
const HEAD_MARK = '<!--ssr-head-->';
/** The web app manifest of each language (issue 19, ADR 024), as the web build names them. */
export const MANIFESTS: Record<Language, string> = { bn: 'manifest.webmanifest', en: 'manifest.en.webmanifest' };

/**
 * The language a page is rendered in (ADR 015): `?lang=` on the link (hreflang addresses), else
 * the reader's stored choice mirrored in the `lng` cookie, else Bengali — never Accept-Language:
 * first-time visitors get Bengali (spec §1).
 */
export function pageLanguage(request: FastifyRequest): Language {
  const asked = new URL(request.url, 'http://page.local').searchParams.get('lang');
  if (isLanguage(asked)) return asked;
  const cookie = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${STORAGE_KEYS.language}=([^;]*)`).exec(cookie);
  const stored = match?.[1];
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The client hint with the width of the reader's screen (CSS px), which Chromium sends when asked. */
const WIDTH_HINT = 'Sec-CH-Viewport-Width';
/** The app's phone layout is for screens narrower than this (Tailwind's `sm`). */
const PHONE_MAX_WIDTH = 639;

function hintedWidth(request: FastifyRequest): number | null {
  const width = Number(request.headers[WIDTH_HINT.toLowerCase()]);
  return Number.isFinite(width) && width > 0 ? width : null;
}

/**
 * A phone's narrow screen: by the width the browser says (a narrow window on a laptop is one, a
 * tablet is not), or else by its mobile hint (Sec-CH-UA-Mobile) or user agent.
 */
export function isPhone(request: FastifyRequest): boolean {
  const width = hintedWidth(request);
  if (width !== null) return width <= PHONE_MAX_WIDTH;
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android|iPhone/i.test(request.headers['user-agent'] ?? '');
}

/**
 * The address of the visitor whose page is being rendered: the API calls the renderer makes in
 * process count against that visitor's rate limits (ADR 044), not against one address shared by
 * every page rendered.
 */
const pageVisitor = new AsyncLocalStorage<string>();

export interface WebPages {
  serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** The web build has no server bundle, and this server may not serve pages without it (issue 62). */
export class MissingServerBuildError extends Error {
  constructor(readonly entry: string) {
    super(
      `The web build has no server bundle (${entry}): run \`npm run build\` (or \`npm start\`, which rebuilds), ` +
        'or set ALLOW_BROWSER_ONLY_PAGES=true to serve every page rendered in the browser only.',
    );
    this.name = 'MissingServerBuildError';
  }
}

/**
 * Public pages rendered on the server and hydrated in the browser (issue 13); pages behind
 * sign-in get the app shell. Without a server build (a build stopped half-way, say) a server that
 * `requireServerBuild` refuses to start (production, unless ALLOW_BROWSER_ONLY_PAGES); any other
 * gives every page the shell, and says so in the log.
 */
export async function createWebPages(
  app: FastifyInstance,
  webDist: string,
  publicUrl: string,
  { requireServerBuild = false }: { requireServerBuild?: boolean } = {},
): Promise<WebPages> {
  const template = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const entry = path.join(webDist, SSR_ENTRY);
  let renderer: SsrRenderer | null = null;
  if (existsSync(entry)) {
    renderer = ((await import(pathToFileURL(entry).href)) as { renderer: SsrRenderer }).renderer;
    await renderer.configure({ fetch: (url, init) => answerInProcess(app, url, init) });
  } else if (requireServerBuild) {
    throw new MissingServerBuildError(entry);
  } else {
    app.log.warn({ entry }, 'the web app has no server build; pages render in the browser only');
  }

  const fonts = await firstPaintFonts(webDist);
  const stylesheets = await linkedStylesheets(webDist, template);

  function fill(language: Language, result: Extract<SsrRenderResult, { kind: 'page' | 'shell' }>): string {
    let html = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    // The installable app's name in the page's language (issue 19; apps/web/vite-pwa.ts writes both).
    html = html.replace(`href="/${MANIFESTS.bn}"`, `href="/${MANIFESTS[language]}"`);
    const preload = fonts[language]
      ? `<link rel="preload" as="font" type="font/woff2" href="${fonts[language]}" crossorigin />\n    `
      : '';
    html = html.replace(HEAD_MARK, `${preload}${HEAD_MARK}`);
    // Replaced by functions: a `$&` or `$'` in a title or a post is text, not a replacement pattern.
    if (result.head) html = html.replace(/<title>[^<]*<\/title>/, '').replace(HEAD_MARK, () => result.head);
    if (result.kind === 'page') {
      // The page reads without JavaScript: the "turn on JavaScript" note is for the app shell only.
      html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '').replace(
        ROOT,
        // The state is JSON for the browser, not a script: no Content-Security-Policy exception needed.
        () =>
          `<div id="root">${result.html}</div><script type="application/json" id="ssr-state">${result.state}</script>`,
      );
      for (const stylesheet of stylesheets) html = deferStylesheet(html, stylesheet, result.html);
    } else if (result.html) {
      // The layout and the page's placeholder, replaced by the app once it starts (issue 64).
      const placeholder = result.html;
      html = html.replace(ROOT, () => `<div id="root">${placeholder}</div>`);
    }
    return html;
  }

  return {
    async serve(request, reply) {
      const language = pageLanguage(request);
      // Chromium says the screen's width on the requests after this one (isPhone).
      reply.header('cache-control', 'no-cache').header('vary', `Cookie, ${WIDTH_HINT}`).header('accept-ch', WIDTH_HINT);
      let result: SsrRenderResult;
      try {
        const page = renderer;
        result = page
          ? await pageVisitor.run(request.ip, () =>
              page.render({
                url: request.url,
                language,
                publicUrl,
                phone: isPhone(request),
                cookies: request.headers.cookie ?? '',
                referrer: request.headers.referer ?? '',
              }),
            )
          : { kind: 'shell', status: 200, head: '' };
      } catch (error) {
        // A page that cannot be rendered here still works in the browser.
        request.log.error({ err: error, url: redactUrl(request.url) }, 'server render failed; sending the app shell');
        result = { kind: 'shell', status: 200, head: '' };
      }
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      // A page that depends on the width (a list's rows or cards), asked by a browser that has not
      // said it yet and is not a phone: Chromium asks again at once with the width, so a narrow
      // window gets rows. A phone, the usual case, is not made to wait for the second request.
      if (
        result.kind === 'page' &&
        result.readsScreen &&
        hintedWidth(request) === null &&
        request.headers['sec-ch-ua-mobile'] !== '?1'
      ) {
        reply.header('critical-ch', WIDTH_HINT);
      }
      return reply.status(result.status).type('text/html; charset=utf-8').send(fill(language, result));
    },
  };
}

interface LinkedStylesheet {
  /** The `<link rel="stylesheet">` tag as the template has it. */
  link: string;
  critical: CriticalCss;
}

/** The built app's own stylesheets the template links (`/assets/index-….css`), each parsed once. */
async function linkedStylesheets(webDist: string, template: string): Promise<LinkedStylesheet[]> {
  const stylesheets: LinkedStylesheet[] = [];
  for (const [link] of template.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)) {
    const href = /\bhref="(\/[^"]+\.css)"/.exec(link)?.[1];
    // A stylesheet for some media only is left as it is: the script that applies the deferred ones sets `all`.
    if (!href || /\bmedia=/.test(link)) continue;
    const css = await readFile(path.join(webDist, href), 'utf8').catch(() => null);
    if (css !== null) stylesheets.push({ link, critical: createCriticalCss(css) });
  }
  return stylesheets;
}

/**
 * A server-rendered page paints from its HTML (issue 30): the stylesheet's rules the page uses
 * come inline, and the whole stylesheet is named (`data-href`) but not fetched: the page's first
 * script (apps/web/src/boot.ts) fetches it print-only once the page has settled, or when the
 * islands start, and turns it on for every medium with their code (issue 43, ADR 068). The
 * Content-Security-Policy allows inline styles but no inline script or `onload`, hence the
 * script; without JavaScript the <noscript> copy applies.
 */
function deferStylesheet(html: string, stylesheet: LinkedStylesheet, content: string): string {
  const css = stylesheet.critical.extract(content).replaceAll('</style', '<\\/style');
  const deferred = stylesheet.link
    .replace(/\shref="/, ' data-href="')
    .replace(/\s*\/?>$/, ' media="print" data-deferred-css>');
  return html.replace(
    stylesheet.link,
    () => `<style>${css}</style>\n    ${deferred}\n    <noscript>${stylesheet.link}</noscript>`,
  );
}

/**
 * The one font file a page's first paint needs, by language (issue 13): the variable Latin face for
 * English pages. Preloaded, it arrives with the stylesheet instead of after it, so text does not
 * reflow when it lands. A Bengali page preloads nothing (ADR 066): its face is the phone's own Noto
 * Sans Bengali where there is one, and a preload would spend the reader's data on a file the phone
 * does not use. A machine without the font fetches the file when the text asks for it.
 */
async function firstPaintFonts(webDist: string): Promise<Partial<Record<Language, string>>> {
  const files = await readdir(path.join(webDist, 'assets')).catch(() => [] as string[]);
  const en = files.find((file) => file.startsWith('inter-latin-wght-normal-') && file.endsWith('.woff2'));
  return en ? { en: `/assets/${en}` } : {};
}

/** An API call from the renderer, answered by this server in process (`inject`), as a fetch Response. */
async function answerInProcess(app: FastifyInstance, url: string, init: RequestInit): Promise<Response> {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  const visitor = pageVisitor.getStore();
  const answer = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers,
    ...(visitor ? { remoteAddress: visitor } : {}),
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
  });
  const noBody = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(noBody ? null : answer.body, {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
  });
}
