import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';
import type { PublicPage } from './pages.ts';

/** Issue 30: the start-up JavaScript of every public page, gzipped. */
export const STARTUP_JS_TARGET_KB = 110;
/** The start-up JavaScript budget before issue 30, printed beside the target for comparison. */
export const INITIAL_JS_BUDGET_KB = 140;

interface Chunk {
  /** The path the browser asked for, e.g. /assets/main-ZIIvp9mA.js. */
  file: string;
  /** The file gzipped as the server would send it over mobile data. */
  gzip: number;
}

export interface StartupJs {
  files: Chunk[];
  total: number;
  /** The locale chunks (one per i18n namespace and language, lib/i18n.ts). */
  translations: number;
  /** The route's own chunk (its page module). */
  pageChunk: number;
  /**
   * A visitor's page of islands starts at the first touch (islands/start-on-touch.ts): the code it
   * runs before that touch (its first script; the islands' runtime it fetches meanwhile is not run),
   * or undefined for a page that starts by itself.
   */
  runBeforeTouch?: number;
}

const gzipSize = (body: Buffer | string) => gzipSync(body).length;
const sum = (chunks: Chunk[]) => chunks.reduce((total, chunk) => total + chunk.gzip, 0);
const kbText = (bytes: number) => (bytes / 1024).toFixed(1);

/** "account-menu-D8Eww4F8.js" → "account-menu": the module's name, as Rollup names a chunk after its first module. */
export function chunkName(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  return /^(.*)-[\w-]{8}\.js$/.exec(base)?.[1] ?? base.replace(/\.js$/, '');
}

/** Leaf strings of a JSON translation file. */
function leafStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) leafStrings(child, into);
  return into;
}

/**
 * The app's translation files (web and contracts), each by namespace with a few of its strings in
 * both languages. A chunk is a translation when it is named after a namespace and holds one of
 * its strings: the name alone would also take code chunks that happen to share it (the
 * contracts' `enums.ts` builds to an `enums-*.js` too).
 */
const LOCALE_DIRS = ['../apps/web/src/locales/', '../packages/contracts/locales/'];
function readTranslations(): Map<string, string[]> {
  const samples = new Map<string, string[]>();
  for (const dir of LOCALE_DIRS) {
    for (const language of ['bn', 'en']) {
      const folder = new URL(`${dir}${language}/`, import.meta.url);
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
        const strings = leafStrings(JSON.parse(readFileSync(new URL(file, folder), 'utf8')))
          // Text a bundler writes as it is, long enough not to occur in code by chance.
          .filter((text) => text.length >= 8 && !/[`$\\"'\n]/.test(text))
          .slice(0, 5);
        const namespace = file.replace(/\.json$/, '');
        samples.set(namespace, [...(samples.get(namespace) ?? []), ...strings]);
      }
    }
  }
  return samples;
}
const translations = readTranslations();
const isTranslation = (file: string, text: string) =>
  translations.get(chunkName(file))?.some((sample) => text.includes(sample)) ?? false;

function startupJs(files: { file: string; text: string }[], pageChunk: string): StartupJs {
  const chunks = files.map(({ file, text }) => ({ file, gzip: gzipSize(text) }));
  return {
    files: chunks,
    total: sum(chunks),
    translations: sum(chunks.filter((_, i) => isTranslation(files[i]!.file, files[i]!.text))),
    pageChunk: sum(chunks.filter((chunk) => chunkName(chunk.file) === pageChunk)),
  };
}

/**
 * The code a page needs to become live, counted the way the browser loads it: every script
 * a first visit (a fresh context, so a cold cache) asks for until the app has hydrated the page
 * (html[data-app-ready]; the content is already in the server's HTML). Code asked for afterwards,
 * when the browser is idle (the toast area, the live channel, a page of islands' translation
 * files), is not counted.
 */
export async function browserStartupJs(browser: Browser, url: string, pageChunk: string): Promise<StartupJs> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    // When the page said it was live, on the clock the requests' timings use: what is asked for
    // after (a page of islands completes its translations when the phone is idle) is not start-up.
    await page.addInitScript(() => {
      const scope = window as unknown as { appReadyAt?: number };
      new MutationObserver(() => {
        if (scope.appReadyAt === undefined && document.documentElement?.dataset.appReady === 'true')
          scope.appReadyAt = Date.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
    });
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(url);
    // A visitor's page of islands waits for the reader's first touch: it loads, fetches the islands'
    // runtime when idle, and is touched (a key that does nothing else) once the network is quiet.
    const atTouch = (await page.locator('meta[name="islands-start"][content="touch"]').count()) > 0;
    let runBeforeTouch: number | undefined;
    if (atTouch) {
      await page.waitForLoadState('networkidle');
      // The runtime's files, moved from their template into the head once the page had loaded.
      const fetchedNotRun = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll('link[data-islands-code]'),
          (link) => new URL(link.getAttribute('href') ?? '', location.href).pathname,
        ),
      );
      const before = scripts.filter((response) => !fetchedNotRun.includes(new URL(response.url()).pathname));
      runBeforeTouch = sum(
        await Promise.all(before.map(async (response) => ({ file: '', gzip: gzipSize(await response.body()) }))),
      );
      await page.keyboard.press('Shift');
    }
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    const readyAt = await page.evaluate(() => (window as unknown as { appReadyAt?: number }).appReadyAt ?? Date.now());
    const beforeReady = scripts.filter((response) => response.request().timing().startTime <= readyAt);
    // The body as the page received it, decoded: the same bytes as the built file.
    const files = await Promise.all(
      beforeReady.map(async (response) => ({
        file: new URL(response.url()).pathname,
        text: (await response.body()).toString('utf8'),
      })),
    );
    return { ...startupJs(files, pageChunk), runBeforeTouch };
  } finally {
    await context.close();
  }
}

/** Attributes of every `<tag …>` in an HTML text. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map(
        ([, name, ...values]) => [name!.toLowerCase(), values.find((value) => value !== undefined) ?? ''],
      ),
    ),
  );
}

/** `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`: what a module needs before it runs. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^;"'`()]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+?\.js)["'`]/g;
/** The deferred `import("./main-….js")` of the entry, and the preload list Vite hands with it. */
const MAIN_IMPORT = /\bimport\(\s*["'`](\.\/main-[^"'`]+?\.js)["'`]\s*\)/;
const MAP_DEPS_CALL = /__vite__mapDeps\(\[([\d,\s]*)\]\)/;
const MAP_DEPS_LIST = /\bm\.f=\[([^\]]*)\]/;

/**
 * The same code found statically, following the build graph from the page's HTML: the entry
 * script, its `<link rel=modulepreload>`s, the entry's deferred `import()` of `main` with the
 * `__vite__mapDeps` list Vite preloads along with it, and every static import of those files.
 * It does not see what `main` loads itself (the route's chunk, the translations); it guards
 * against counting the entry alone (issue 30: "2.2 KB" was the entry without what it starts).
 */
export async function entryGraph(
  baseUrl: string,
  path: string,
  cache = new Map<string, string>(),
): Promise<{ files: Chunk[]; total: number; main: boolean }> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const pageUrl = new URL(path, baseUrl);
  const entries = tags(html, 'script')
    .filter((script) => script.type === 'module' && script.src)
    .map((script) => new URL(script.src!, pageUrl).href);
  const preloads = tags(html, 'link')
    .filter((link) => link.rel === 'modulepreload' && link.href)
    .map((link) => new URL(link.href!, pageUrl).href);
  const text = async (url: string) => {
    if (!cache.has(url)) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      cache.set(url, await response.text());
    }
    return cache.get(url)!;
  };

  const queue = [...entries, ...preloads];
  let main = false;
  for (const entry of entries) {
    const code = await text(entry);
    const found = MAIN_IMPORT.exec(code);
    if (!found) continue;
    main = true;
    queue.push(new URL(found[1]!, entry).href);
    // The list's entries are relative to the base ("assets/x.js"), as Vite's preload helper reads them.
    const after = code.slice(found.index);
    const indexes = MAP_DEPS_CALL.exec(after)?.[1]?.split(',').map(Number) ?? [];
    const list = [...(MAP_DEPS_LIST.exec(code)?.[1]?.matchAll(/["'`]([^"'`]+)["'`]/g) ?? [])].map(([, dep]) => dep!);
    for (const index of indexes) if (list[index]?.endsWith('.js')) queue.push(new URL(`/${list[index]}`, baseUrl).href);
  }
  const seen = new Set<string>();
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    for (const [, specifier] of (await text(url)).matchAll(STATIC_IMPORT)) queue.push(new URL(specifier!, url).href);
  }
  const files = [...seen].map((url) => ({ file: new URL(url).pathname, gzip: gzipSize(cache.get(url)!) }));
  return { files, total: sum(files), main };
}

/**
 * Section 1 of issue 30: per public page, the browser's count (total, files, of which the
 * translations and the page's own chunk) against the 110 KB target and the old 140 KB budget,
 * and under it the static entry graph as a cross-check.
 */
export async function startupJsSection(baseUrl: string, pages: PublicPage[]): Promise<void> {
  console.log(
    `Start-up JS per public page, gzipped, as the browser loads it until html[data-app-ready] after a first touch ` +
      `(cold cache, 390×844; target ≤ ${STARTUP_JS_TARGET_KB} KB, old budget ${INITIAL_JS_BUDGET_KB} KB):`,
  );
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const cache = new Map<string, string>();
  try {
    for (const { name, path, chunk } of pages) {
      const js = await browserStartupJs(browser, `${baseUrl}${path}`, chunk);
      const graph = await entryGraph(baseUrl, path, cache);
      const shared = js.total - js.translations - js.pageChunk;
      const ratios = [STARTUP_JS_TARGET_KB, INITIAL_JS_BUDGET_KB]
        .map((budget) => `${(js.total / 1024 / budget).toFixed(2)} of ${budget}`)
        .join(', ');
      const noPageChunk = js.pageChunk === 0 ? ` (no ${chunk}-*.js loaded)` : '';
      console.log(
        `  ${name.padEnd(15)}${kbText(js.total).padStart(6)} KB gz, ${String(js.files.length).padStart(2)} files: ` +
          `translations ${kbText(js.translations)} KB, page chunk ${kbText(js.pageChunk)} KB${noPageChunk}, ` +
          `shared ${kbText(shared)} KB; ratio ${ratios}  ${path}`,
      );
      if (js.runBeforeTouch !== undefined) {
        console.log(
          `  ${''.padEnd(15)}starts at the first touch: ${kbText(js.runBeforeTouch)} KB gz run before it ` +
            `(the rest fetched once the page has loaded, run at the touch)`,
        );
      }
      const noMain = graph.main ? '' : ': no import() of main found in the entry';
      console.log(
        `  ${''.padEnd(15)}entry graph ${kbText(graph.total)} KB gz, ${graph.files.length} files ` +
          `(entry, modulepreloads, main and its preloads${noMain})`,
      );
    }
  } finally {
    await browser.close();
  }
}
