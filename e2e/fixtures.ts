import type { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
  type Response,
  type TestInfo,
} from '@playwright/test';

import sharp from 'sharp';
import { SUPPORT, type Credentials } from './demo-accounts.ts';
import { bengaliDigits } from './digits.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type Language = 'bn' | 'en';

interface Options {
  /**
   * API refusals (HTTP statuses) a test provokes on purpose, e.g. 401 for a wrong password.
   * Chromium logs each as a console error; only these, and only from /api/, are let through.
   */
  expectedApiErrors: number[];
  /**
   * A browser context of the test's own, made for it and closed after it, instead of the worker's
   * kept one (see `context` below): for a test that measures a first visit over a slowed
   * connection, whose cached scripts or shared renderer would change what it measures.
   */
  freshContext: boolean;
}

interface Fixtures {
  /** Console errors and uncaught exceptions of the page; any of them fails the test. */
  consoleErrors: string[];
  /** Open a path with the language already chosen, as a returning visitor would. */
  visit: (path: string, language: Language) => Promise<void>;
}

function isExpectedApiError(message: ConsoleMessage, statuses: number[]): boolean {
  const status = /^Failed to load resource: the server responded with a status of (\d{3})\b/.exec(message.text())?.[1];
  if (!status || !statuses.includes(Number(status))) return false;
  return new URL(message.location().url, 'http://localhost').pathname.startsWith('/api/');
}

function isNotFoundPage(message: ConsoleMessage, page: Page): boolean {
  const status = /^Failed to load resource: the server responded with a status of 404\b/.test(message.text());
  return status && message.location().url === page.url();
}

/**
 * A server-rendered page is on screen before its JavaScript has run; a person taps it a moment
 * later, a test at once. So after a page load, tests wait until the app is live (main.tsx marks
 * <html data-app-ready>), unless the page runs no JavaScript or is not one of the app's pages.
 * A visitor's page of islands starts at the reader's first touch (islands/start-on-touch.ts): the
 * test touches it first, with a key that does nothing else (Shift), as a reader arriving would.
 */
async function untilLive(page: Page, response: Response | null, javaScriptEnabled: boolean): Promise<void> {
  if (!javaScriptEnabled || !response?.headers()['content-type']?.startsWith('text/html')) return;
  await touchedAndLive(page);
}

/** The page, touched as a reader arriving would (a key that does nothing else), is live. */
export async function touchedAndLive(page: Page): Promise<void> {
  // The page's first script is async: until it has run, a touch goes unheard and the page never
  // starts (a test that opened the page at 'domcontentloaded' pressed Shift before it, once, under
  // a full run's load). The load event comes after it.
  await page.waitForLoadState('load');
  // Not a check but a fork: a page of islands waits for a touch, the app's other pages are live without one.
  const startsOnTouch = page.locator('meta[name="islands-start"][content="touch"]');
  if ((await startsOnTouch.count()) > 0) await page.keyboard.press('Shift'); // conditional-ok: two kinds of page
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}

/** The requests a tracked page has started and not yet seen answered, and who waits for none. */
interface Requests {
  pending: Set<Request>;
  waiting: (() => void)[];
}
const inFlight = new WeakMap<Page, Requests>();

/** Follow the page's requests from now on, so that `settled` knows what is still on its way. */
function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const requests: Requests = { pending: new Set(), waiting: [] };
  inFlight.set(page, requests);
  const answered = (request: Request) => {
    requests.pending.delete(request);
    if (requests.pending.size === 0) for (const resume of requests.waiting.splice(0)) resume();
  };
  page.on('request', (request) => requests.pending.add(request));
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
}

/**
 * Wait until every request the page has started is answered, and a frame later none has
 * followed: its lazy code, translations and content have arrived. Unlike Playwright's
 * `networkidle` it does not wait half a second after the last answer. A page whose requests
 * were not followed from its start falls back to `networkidle`.
 */
export async function settled(page: Page): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) return page.waitForLoadState('networkidle');
  for (;;) {
    if (requests.pending.size > 0) await new Promise<void>((resume) => requests.waiting.push(resume));
    // What an answer sets off (a render, then the next request) starts within a frame or two.
    const quiet = await page
      .evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(true), 0))))
      // The page went on to another document meanwhile: wait for that one's requests too.
      .catch(() => false);
    if (quiet && requests.pending.size === 0) return;
  }
}

/** Collects the page's console errors and uncaught exceptions until `stop()`. */
function watchConsole(page: Page, expectedApiErrors: number[]): { errors: string[]; stop(): void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' || isExpectedApiError(message, expectedApiErrors)) return;
    // A page that does not exist answers 404 with its not-found page (issue 13): that is the page itself.
    if (isNotFoundPage(message, page)) return;
    errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/** A context kept by a worker for its tests of one set of options, and the tab that keeps its renderer. */
interface KeptContext {
  context: BrowserContext;
  keeper: Page;
}

/**
 * What a test did to a kept context that the reset after it must undo, or cannot undo (then the
 * context is closed and the next test gets a new one).
 */
interface Undo {
  initScripts: { [Symbol.asyncDispose](): Promise<void> }[];
  listeners: Map<string | symbol, ((...args: unknown[]) => void)[]>;
  cannotUndo: string[];
}

/** Wraps the context's methods whose effect outlives the test's pages, to note what to undo. */
function noteWhatToUndo(context: BrowserContext): { undo: Undo; stop(): void } {
  const undo: Undo = { initScripts: [], listeners: new Map(), cannotUndo: [] };
  const events = context as unknown as EventEmitter; // Playwright's objects are Node event emitters
  for (const name of events.eventNames()) undo.listeners.set(name, events.rawListeners(name) as never);
  const wrapped: [object, string, PropertyDescriptor | undefined][] = [];
  const wrap = (target: object, name: string, replacement: (...args: unknown[]) => unknown) => {
    wrapped.push([target, name, Object.getOwnPropertyDescriptor(target, name)]);
    Object.defineProperty(target, name, { value: replacement, configurable: true, writable: true });
  };
  const addInitScript = context.addInitScript.bind(context) as (...args: unknown[]) => Promise<Undo['initScripts'][0]>;
  wrap(context, 'addInitScript', async (...args) => {
    const script = await addInitScript(...args);
    undo.initScripts.push(script);
    return script;
  });
  // A fake clock, an exposed function: Playwright has no way to take them back from a context.
  const clock = context.clock as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime']) {
    const original = clock[name]!.bind(clock);
    wrap(clock, name, (...args) => (undo.cannotUndo.push(`clock.${name}`), original(...args)));
  }
  for (const name of ['exposeBinding', 'exposeFunction'] as const) {
    const original = (context[name] as (...args: unknown[]) => unknown).bind(context);
    wrap(context, name, (...args) => (undo.cannotUndo.push(name), original(...args)));
  }
  return {
    undo,
    stop() {
      for (const [target, name, descriptor] of wrapped.reverse()) {
        if (descriptor) Object.defineProperty(target, name, descriptor);
        else delete (target as Record<string, unknown>)[name];
      }
    },
  };
}

/**
 * Puts a kept context back as a new one would be: no cookies, storage, routes, init scripts,
 * listeners or permissions of the test before, online, with the options' headers and position.
 * What stays is what a returning visitor's browser keeps too: its HTTP cache and compiled scripts.
 */
async function resetKeptContext(kept: KeptContext, options: BrowserContextOptions, undo: Undo): Promise<void> {
  const { context, keeper } = kept;
  const events = context as unknown as EventEmitter;
  for (const name of events.eventNames()) {
    const before = undo.listeners.get(name) ?? [];
    for (const listener of events.rawListeners(name)) {
      if (!before.includes(listener as never)) events.off(name, listener as never);
    }
  }
  for (const script of undo.initScripts) await script[Symbol.asyncDispose]();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  await context.clearPermissions();
  if (options.permissions?.length) await context.grantPermissions(options.permissions);
  await context.setOffline(options.offline ?? false);
  await context.setExtraHTTPHeaders(options.extraHTTPHeaders ?? {});
  await context.setGeolocation(options.geolocation ?? null);
  // Local storage, IndexedDB, the Cache API and any service worker of the site, as the browser's
  // "clear site data" does (the cookies went above; the HTTP cache is not site data and stays).
  const cdp = await context.newCDPSession(keeper);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(keeper.url()).origin, storageTypes: 'all' });
  await cdp.detach();
}

/** The options every test here may set, for `test` and `readerTest` alike. */
const withOptions = base.extend<Options, { keptContexts: Map<string, KeptContext> }>({
  expectedApiErrors: [[], { option: true }],
  freshContext: [false, { option: true }],
  keptContexts: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const kept = new Map<string, KeptContext>();
      await use(kept);
      for (const { context } of kept.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  /**
   * One browser context per worker and set of options, kept from test to test and reset between
   * them (ADR 061), instead of a new context for every test. A new context means a new renderer
   * process, and on our 2-core machines the browser tests are bound by the renderers' CPU: a page
   * opened beside a tab that keeps the site's renderer alive (`--process-per-site`) costs about
   * half of one in a renderer of its own. Each test still gets a new tab. A test that did what the
   * reset cannot undo (a fake clock), or that failed, leaves its context to be closed; a context
   * that lets service workers run is never kept.
   */
  context: (async (
    {
      browser,
      keptContexts,
      freshContext,
      _combinedContextOptions: options,
    }: {
      browser: Browser;
      keptContexts: Map<string, KeptContext>;
      freshContext: boolean;
      // Playwright's own fixture: the context options of the test, as its `context` fixture uses them.
      _combinedContextOptions: BrowserContextOptions;
    },
    use: (context: BrowserContext) => Promise<void>,
    testInfo: TestInfo,
  ) => {
    if (freshContext || options.serviceWorkers === 'allow' || !options.baseURL) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let kept = keptContexts.get(key);
    if (!kept) {
      const context = await browser.newContext(options);
      const keeper = await context.newPage();
      await keeper.goto('/api/health');
      kept = { context, keeper };
      keptContexts.set(key, kept);
      context.once('close', () => keptContexts.delete(key));
    }
    const { context, keeper } = kept;
    const noting = noteWhatToUndo(context);
    await use(context);
    noting.stop();
    await Promise.all(context.pages().map((page) => (page === keeper ? undefined : page.close())));
    const passed = testInfo.status === testInfo.expectedStatus;
    if (keptContexts.get(key) !== kept) return; // the test closed it
    if (!passed || noting.undo.cannotUndo.length > 0 || keeper.isClosed()) {
      keptContexts.delete(key);
      await context.close();
      return;
    }
    try {
      await resetKeptContext(kept, options, noting.undo);
    } catch {
      // A reset that could not finish (the keeper's renderer gone, say) leaves a context in an
      // unknown state: the next test gets a new one instead of failing this one.
      keptContexts.delete(key);
      await context.close().catch(() => undefined);
    }
  }) as never,
});

export const test = withOptions.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    trackRequests(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A test that asks for less (the HTML only) gets just that.
      if (options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded') return response;
      await untilLive(page, response, javaScriptEnabled);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilLive(page, response, javaScriptEnabled);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page, expectedApiErrors }, use) => {
      const watch = watchConsole(page, expectedApiErrors);
      await use(watch.errors);
      watch.stop();
      expect(watch.errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  visit: async ({ page }, use) => {
    await use(async (path, language) => {
      await page.addInitScript((lng) => {
        if (!sessionStorage.getItem('e2e-language-set')) {
          localStorage.setItem('lng', lng);
          sessionStorage.setItem('e2e-language-set', '1');
        }
      }, language);
      await page.goto(path);
      await settled(page);
    });
  },
});

export { expect };

/**
 * For tests that only read public pages: one tab per worker, language and screen, kept from test
 * to test as a returning reader keeps theirs (language chosen, nothing signed in). A page opened
 * in a new tab costs Chromium three times the CPU of one opened in a tab that has loaded the site
 * before (its scripts cached and compiled), and on our 2-core machines the browser tests are bound
 * by that CPU (issue 32). Each test still opens its page with a full load, and fails on the
 * console errors of that load. A test that signs in, posts, or changes what the tab remembers (a
 * preference kept in localStorage, say) uses `test` and a tab of its own.
 */
export const readerTest = withOptions.extend<
  { read: (path: string, language: Language) => Promise<Page> },
  { readerTabs: Map<string, Page> }
>({
  readerTabs: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const tabs = new Map<string, Page>();
      await use(tabs);
      for (const tab of tabs.values()) await tab.context().close();
    },
    { scope: 'worker' },
  ],
  read: async (
    { readerTabs, browser, baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, expectedApiErrors },
    use,
  ) => {
    // The console of each tab the test reads in, watched from its first page on.
    const watches = new Map<Page, ReturnType<typeof watchConsole>>();
    await use(async (path, language) => {
      // One tab per language and screen: a phone's tab and a laptop's are kept apart.
      const key = JSON.stringify([language, viewport, isMobile, hasTouch]);
      let tab = readerTabs.get(key);
      if (!tab) {
        const context = await browser.newContext({
          baseURL,
          viewport,
          userAgent,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          serviceWorkers: 'block',
        });
        await context.addCookies([{ name: 'lng', value: language, url: baseURL ?? '' }]);
        await context.addInitScript((lng) => localStorage.setItem('lng', lng), language);
        tab = await context.newPage();
        trackRequests(tab);
        readerTabs.set(key, tab);
      }
      if (!watches.has(tab)) watches.set(tab, watchConsole(tab, expectedApiErrors));
      await untilLive(tab, await tab.goto(path), true);
      await settled(tab);
      return tab;
    });
    for (const watch of watches.values()) watch.stop();
    expect(
      [...watches.values()].flatMap((watch) => watch.errors),
      'console errors on the page',
    ).toEqual([]);
  },
});

/** Taps a post's save button and waits until the server has kept the save, or dropped it. */
export async function tapSave(page: Page, save: Locator, to: 'saved' | 'removed'): Promise<void> {
  const answered = page.waitForResponse(
    (r) =>
      r.ok() &&
      (to === 'saved'
        ? r.url().endsWith('/api/profile/savePost')
        : r.url().includes('/api/profile/deleteUserSavedPost/')),
  );
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', to === 'saved' ? 'true' : 'false');
  await answered;
}

/** Open a page and wait until its lazy code, translations and content have arrived. */
export async function open(page: Page, path: string): Promise<void> {
  trackRequests(page);
  await page.goto(path);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** axe-core's serious and critical findings on the current page. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  let findings = await lookWithAxe(page);
  if (findings.length > 0) {
    // A toast whose time ran out while axe was reading it began to fade mid-look (seen on a busy
    // machine): an element found at one look and not at the next was a colour between two. What a
    // reader would meet is found both times.
    const again = new Set((await lookWithAxe(page)).flatMap((v) => v.nodes.map((node) => `${v.id} ${node}`)));
    findings = findings
      .map((v) => ({ ...v, nodes: v.nodes.filter((node) => again.has(`${v.id} ${node}`)) }))
      .filter((v) => v.nodes.length > 0);
  }
  return findings.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).join(', ')}`);
}

/** One look: axe-core's serious and critical findings, each element as its selector, once nothing finite moves. */
async function lookWithAxe(page: Page): Promise<{ id: string; impact: string; help: string; nodes: string[] }[]> {
  // A toast or sheet still fading in is half transparent: axe would measure the contrast of a
  // colour no reader is left with. Finite animations and transitions end first (loops such as a
  // skeleton's pulse never end, and are left running). A toast mounted a moment ago has not begun
  // its fade yet (Sonner starts it a frame later), so a frame is let pass before each look, until
  // nothing finite is left moving.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let look = 0; look < 5; look++) {
      await frame();
      const moving = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      if (moving.length === 0) return;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  // Evaluated through the DevTools protocol: the app's CSP rightly forbids injected script tags.
  // Once per document: a second look at the same page reuses it (about 0.1 s a look).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: { exclude: string[][] },
            options: object,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    // A toast coming in or going out (its timer may end while axe runs) is between colours.
    const moving = ['[data-sonner-toast][data-removed="true"]', '[data-sonner-toast][data-mounted="false"]'];
    const result = await axe.run({ exclude: moving.map((selector) => [selector]) }, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Visible text of the page, leaving out anything marked as another language or an email. */
export async function visibleTextOutsideOtherLanguages(page: Page, language: Language): Promise<string> {
  return page.evaluate((lng) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest(`[lang]:not([lang="${lng}"])`)) continue;
      if (element.closest('script, style, noscript, [aria-hidden="true"], [hidden]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ').replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
  }, language);
}

let client = 0;
/**
 * A session token through the API, as a client of its own address (benchmark range, passed as
 * X-Forwarded-For, which the test server trusts): the server caps sign-ins per address and minute.
 */
export async function tokenFor(request: APIRequestContext, credentials: Credentials): Promise<string> {
  client += 1;
  const address = `198.18.${process.pid % 250}.${(client % 250) + 1}`;
  // The email and password only: a test's account may carry its phone too, and a sign-in with both
  // an email and a phone is refused (issue 40: a number signs in on its own).
  const data = { email: credentials.email, password: credentials.password };
  const response = await request.post('/api/login', { data, headers: { 'x-forwarded-for': address } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { userToken: string }).userToken;
}

/**
 * Sign in as someone in this tab, as the app keeps a session (the token in localStorage), with
 * the language chosen. An init script, so it is in place before the app's own code runs on the
 * next page; a later call's script runs after (and wins over) an earlier one.
 */
export async function signInAs(page: Page, token: string, language: Language = 'en'): Promise<void> {
  await page.addInitScript(
    ([stored, lng]) => {
      localStorage.setItem('lng', lng ?? 'en');
      localStorage.setItem('userToken', stored ?? '');
    },
    [token, language] as const,
  );
}

/**
 * Open a page in Bengali, signed in with `token`, once per tab: a later reload or sign-out in
 * the test is not undone by the init script.
 */
export async function openSignedIn(page: Page, path: string, token: string): Promise<void> {
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('lng', 'bn');
      localStorage.setItem('userToken', stored);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  trackRequests(page);
  await page.goto(path);
  await settled(page);
}

/**
 * A number for making test titles unique, in Bengali digits: a Bengali title with Latin digits
 * would be a mistake on any Bengali page that lists it while other tests run.
 */
export const bengaliStamp = (): string => bengaliDigits(String(Date.now()));

/** Support approves a pending post through the API, as the staff area would. */
export async function approveAsSupport(request: APIRequestContext, postId: string): Promise<void> {
  const support = await tokenFor(request, SUPPORT);
  const approved = await request.post(`/api/admin/posts/${postId}/approve`, {
    headers: { authorization: `Bearer ${support}` },
  });
  expect(approved.ok()).toBe(true);
}

/** Support approves the edit waiting beside a live post (issue 41, ADR 048): the post shows it from now. */
export async function approveEditAsSupport(request: APIRequestContext, postId: string): Promise<void> {
  const support = await tokenFor(request, SUPPORT);
  const approved = await request.post(`/api/admin/posts/${postId}/edit/approve`, {
    headers: { authorization: `Bearer ${support}` },
  });
  expect(approved.ok()).toBe(true);
}

/**
 * A number the member proved by an SMS code (issue 40): a post's primary number must be one of
 * theirs. The demo's members proved their own; `registerMember` proves the new member's.
 */
export async function provenPhoneOf(request: APIRequestContext, token: string): Promise<string> {
  const profile = await request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(profile.ok()).toBe(true);
  const [phone] = ((await profile.json()) as { userData: { verifiedPhones: string[] } }).userData.verifiedPhones;
  if (!phone) throw new Error('the member has proven no number');
  return phone;
}

/**
 * A 1200×900 JPEG photo: the SVG `shapes` drawn over a plain `background`. Shapes placed by the
 * clock keep each run's photo new to the duplicate-photo signal.
 */
export const drawnPhoto = (background: { r: number; g: number; b: number }, shapes: string): Promise<Buffer> =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .composite([
      { input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">${shapes}</svg>`) },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

/** A phone's screen, in CSS pixels. */
export const PHONE_SCREEN = { width: 390, height: 844 };

/** A tab in a browser context of its own, on a phone's screen, in the language given; the caller closes it. */
export async function phoneTab(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_SCREEN });
  await context.addInitScript((lng) => localStorage.setItem('lng', lng), language);
  return context.newPage();
}

/** A plain JPEG photo of one colour, 800×600: a colour per test keeps the duplicate-photo signal out of the way. */
export const plainPhoto = (background: string): Promise<Buffer> =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

/**
 * A post of `data` made through the API by the member of `token`, with their proven number as its
 * primary one and one photo: `photo` a colour for a plain one, or the JPEG itself, sent as `name`.
 * Its PostID, waiting for support; with `approve`, live.
 */
export async function postAsMember(
  request: APIRequestContext,
  token: string,
  data: object,
  { photo, name, approve = false }: { photo: string | Buffer; name: string; approve?: boolean },
): Promise<string> {
  const image = typeof photo === 'string' ? await plainPhoto(photo) : photo;
  const primaryPhone = await provenPhoneOf(request, token);
  return createPost(request, token, { ...data, primaryPhone }, { image, name, approve });
}

/** A flat's post data for the API: a rent flat in Rangpur at Tk 12,000 a month unless `fields` say otherwise. */
export const flatData = (fields: Record<string, unknown> & { postTitle: string }) => ({
  type: 'rent',
  description: 'দুই বেডরুমের খোলামেলা ফ্ল্যাট, দক্ষিণমুখী বারান্দা, বাজার ও স্কুল কাছেই।',
  location: { division: 'rangpur', district: 'rangpur', subDistrict: 'rangpur-rangpur-sadar' },
  price: 12_000,
  priceUnits: 'total-price',
  size: 900,
  propertyType: 'apartment',
  rooms: { bedrooms: 2, bathrooms: 1 },
  paid: false,
  ...fields,
});

/**
 * A flat posted through the API by the member of `token`, with their proven number and one photo
 * (a colour for a plain one, or the JPEG itself, sent as `name`): `flatData` of `fields`. Its
 * PostID, waiting for support; with `approve`, live.
 */
export function postFlat(
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown> & { postTitle: string },
  { photo, name = 'flat.jpg', approve = false }: { photo: string | Buffer; name?: string; approve?: boolean },
): Promise<string> {
  return postAsMember(request, token, flatData(fields), { photo, name, approve });
}

/**
 * A post of `data` made through the API by the member of `token`, with one JPEG photo (`image`,
 * sent as `name`). Its PostID, waiting for support; with `approve`, live.
 */
export async function createPost(
  request: APIRequestContext,
  token: string,
  data: object,
  { image, name, approve = false }: { image: Buffer; name: string; approve?: boolean },
): Promise<string> {
  const created = await request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { data: JSON.stringify(data), images: { name, mimeType: 'image/jpeg', buffer: image } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { PostID } = (await created.json()) as { PostID: string };
  if (approve) await approveAsSupport(request, PostID);
  return PostID;
}
