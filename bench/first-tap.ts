import { chromium, type Browser, type Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';
import { median } from './budget.ts';
import { SlowdownMeter } from './cpu-slowdown.ts';
import { SEARCH_WORDS, type DemoPages } from './pages.ts';
import { sleep } from './processes.ts';

/**
 * Issue 30: how long after the first paint a visitor's first tap works, on a slow phone with a
 * cold cache. A cold visit showed the content at ~1.5 s but answered "call" only at 4.4 s, once
 * the app had started. Median of FIRST_TAP_RUNS runs per tap.
 */
export const FIRST_TAP_RUNS = 7;
export const FIRST_TAP_TARGET_MS = 200;
/** Where the bench's floor is over the target, a page within this much of it is at the floor (ADR 070). */
export const FIRST_TAP_FLOOR_RATIO = 1.1;

/**
 * The slow profile: a mid-range phone on a slow mobile network (the numbers of issue 30), drawn at
 * the pixel density of Lighthouse's phone (a Moto G Power), whose user agent it also gives. The CPU
 * is slowed to a mid-tier phone's for the machine the bench runs on (cpu-slowdown.ts).
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** A tap not taken (the app not started, the click lost) is tried again, as a person would, this often at most. */
const RETAP_MS = 250;
/** Event Timing reports no event answered in less: one that is not reported counts as this. */
const EVENT_TIMING_FLOOR_MS = 16;
/** Given up on: the page has not painted, or the tap has not been answered, by then. */
const TIMEOUT_MS = 30_000;

interface Tap {
  /** What is measured, as printed. */
  name: string;
  /** The page it is measured on. */
  path: (pages: DemoPages) => string;
  /** The control, by the marker the HTML-first controls carry (data-first-tap). */
  target: string;
  /** The same control before the markers existed (the phone's call bar). */
  fallback: string;
  /** Typed into this field of the control's form first, if set. */
  type?: { field: string; words: string };
  /** The answer: one of these visible that was not before the tap, on this path if set. */
  answer: { selector: string; path?: string };
  /**
   * Whether a navigation begun, shown as the bar along the top (the page's while the browser loads
   * the next page, or the app's while it loads the next page's code), already answers: the reader
   * sees the tap was taken, and the next page (printed as "shown") comes over the network.
   */
  navigationAnswers?: boolean;
  /** What the answer is, as printed. */
  answerText: string;
}

export const TAPS: Tap[] = [
  {
    name: 'call',
    path: (pages) => pages.rentDetails,
    target: '[data-first-tap="call"]',
    fallback: '[data-bottom-bar] button, [data-bottom-bar] summary',
    answer: { selector: 'a[href^="tel:"]' },
    answerText: 'the tel: link visible',
  },
  {
    name: 'search',
    path: () => paths.home,
    target: '[data-first-tap="search"]',
    fallback: `form[action="${paths.propertySearch}"] button[type="submit"]`,
    type: { field: 'input[name="q"]', words: SEARCH_WORDS },
    answer: { selector: 'a[href*="-Details/"], [data-testid="search-empty"]', path: paths.propertySearch },
    navigationAnswers: true,
    answerText: `the bar along the top shown while ${paths.propertySearch} loads`,
  },
  {
    name: 'save',
    path: (pages) => pages.rentDetails,
    target: '[data-first-tap="save"]',
    fallback: '[data-bottom-bar] > div > :last-child',
    answer: { selector: 'input[type="password"]', path: paths.signIn },
    navigationAnswers: true,
    answerText: 'the bar along the top shown while sign-in loads (a visitor)',
  },
];

/**
 * The bench's floor: each tap on a page that holds only its controls and what answers them, in
 * Bengali (a heading, the search form, the call bar's disclosure of the number, Save as a link to
 * sign-in, a paragraph, and a few lines of script that show the bar along the top when a link or a
 * form leaves the page), drawn once it has all been read (as the app's pages, ADR 066) and with no
 * icon to fetch. The browser context serves it in place of the app. Measured the same way,
 * it is what this machine's slowed Chromium and the bench's own round trips cost with next to
 * nothing of a page's: the part of a figure no page can take away (ADR 069).
 */
const FLOOR_PATH = '/bench-floor';
const FLOOR_STYLE = [
  'body{margin:0;font:16px/1.5 sans-serif}main{padding:16px}',
  'input,button,summary,a{display:block;box-sizing:border-box;width:100%;min-height:44px;margin-top:8px;font:inherit}',
  'nav{position:fixed;bottom:0;left:0;right:0;display:flex;gap:8px;padding:8px;background:#fff}nav>*{flex:1}',
].join('');
const FLOOR_SCRIPT = [
  "function bar(){var b=document.createElement('div');b.setAttribute('role','progressbar');",
  "b.style.cssText='position:fixed;top:0;left:0;right:0;height:3px;background:#006a4e';document.body.append(b)}",
  "addEventListener('submit',bar);",
  "addEventListener('click',function(e){if(e.target.closest('a[href^=\"/\"]'))bar()})",
].join('');
const FLOOR_PAGE = `<!doctype html><html lang="bn"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>ঘরবাড়ি</title>
<link rel="icon" href="data:,"><link rel="expect" href="#floor-end" blocking="render">
<style>${FLOOR_STYLE}</style></head>
<body><main><h1>বাংলাদেশে প্রপার্টি কেনা-বেচা ও ভাড়া</h1>
<form action="${paths.propertySearch}" method="get"><label for="q">কী খুঁজছেন?</label>
<input type="search" id="q" name="q" placeholder="যেমন: মিরপুরে ২ বেডের ফ্ল্যাট">
<button type="submit" data-first-tap="search">খুঁজুন</button></form>
<p>${'সারা দেশের ফ্ল্যাট, বাড়ি, জমি ও দোকান সরাসরি মালিকের কাছ থেকে কিনুন বা ভাড়া নিন। '.repeat(12)}</p></main>
<nav data-bottom-bar><details><summary data-first-tap="call">কল করুন</summary>
<a href="tel:+8801700000000">০১৭০০-০০০০০০</a></details>
<a href="${paths.signIn}" data-first-tap="save">সংরক্ষণ</a></nav>
<script>${FLOOR_SCRIPT}</script><span id="floor-end" hidden></span>
</body></html>`;

/**
 * What the page tells the bench, as console messages that start with this: when the first thing
 * to tap is visible after the first paint (`visible`), and once it has settled after a tap
 * (`settled`): answered, or taken (a navigation begun, the tap held for the app), or seen and left
 * unanswered (the tap's click and two frames since, a touch beside the control, 60 frames with no
 * click). Told, neither polled nor through a binding: each poll was a task on the page's main
 * thread, 5–11 ms at the slowed CPU every 10 ms, and a binding's reply another, both in the frames
 * where the tap and its answer come.
 */
const TOLD = '[first-tap] ';

/**
 * What runs in the page, before its own scripts, in every document of the tab (the answer may
 * be on the next one). Times are the wall clock in ms (timeOrigin + now), which holds across
 * documents, kept in sessionStorage so a navigation does not lose them:
 * - ft:fcp and ft:ready, the first document's first-contentful-paint and html[data-app-ready];
 * - ft:tap, the first tap that reached the control (a trusted pointerdown on it), at the time the
 *   finger came down (the event's timeStamp), however long the page then kept it waiting;
 * - ft:answered, the first animation frame (so the frame about to be painted) in which the
 *   answer is visible, checked every frame from the first tap on (and from the start of a later
 *   document): an element of the answer's selector, visible, that was not visible at the tap;
 * - ft:navigation, a navigation begun after the tap, as the reader sees it: a progress bar shown
 *   (the app's while it loads the next page's code, or the page's while the browser loads the next
 *   page, lib/page-loading.ts), and ft:held, the tap held for the app
 *   (data-early-tap, lib/first-tap.ts): the page took the tap, so it is not tapped again.
 * It is a string, not a function: tsx would add helpers to a function that the page lacks. It is
 * not compiled whole at the start (V8's `//# allFunctionsCalledOnLoad`): tried, the search box was
 * seen 50–80 ms later after the first paint (ADR 068).
 */
function probe(tap: Tap): string {
  const spec = JSON.stringify({ target: tap.target, fallback: tap.fallback, type: tap.type, answer: tap.answer });
  return `(() => {
  if (window.top !== window) return;
  const spec = ${spec};
  const store = window.sessionStorage;
  const now = () => performance.timeOrigin + performance.now();
  const once = (key, value) => { if (store.getItem(key) === null) store.setItem(key, String(value)); };
  const firstDocument = store.getItem('ft:documents') === null;
  store.setItem('ft:documents', String(Number(store.getItem('ft:documents') || 0) + 1));
  // Content of a closed <details> (the phone number before the tap) or of a hidden element is not
  // visible, and is not asked for its box: a skipped subtree asked for its box is laid out first,
  // 20–30 ms of the page's main thread at the slowed CPU, in the frames the tap waits on.
  const HIDDEN = 'details:not([open]) > :not(summary), [hidden]';
  const visible = (element) => {
    if (element.closest(HIDDEN)) return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const all = (selector) => [...document.querySelectorAll(selector)].filter(visible);
  const state = { pointerdowns: 0, clicks: 0, framesSinceTap: 0, framesSinceClick: 0, missed: false };
  const tell = (kind, value) => console.debug(${JSON.stringify(TOLD)} + JSON.stringify({ kind, value }));
  // The answers and progress bars visible before the tap: taken when the point to tap is found,
  // so that the tap's own handling is not slowed by the bench looking.
  let seen = new WeakSet();
  let seenBefore = null;
  const answersNow = () => new WeakSet(all(spec.answer.selector + ', ' + PROGRESS));
  const PROGRESS = '[role="progressbar"]';
  const answered = () =>
    (!spec.answer.path || location.pathname === spec.answer.path) &&
    all(spec.answer.selector).some((element) => !seen.has(element));
  // What a tap on the point found last would bring: its pointerdown and click seen.
  let expected = null;
  let points = 0;
  const tellSettled = () => {
    const done = ['ft:answered', 'ft:navigation', 'ft:held'].some((key) => store.getItem(key) !== null);
    // A later document (the tap's answer is another page) has no point of its own.
    if (!expected) {
      if (!firstDocument && done && store.getItem('ft:told') === null) {
        store.setItem('ft:told', '1');
        tell('settled', { done: true, point: null });
      }
      return;
    }
    const clicked = state.clicks >= expected.clicks && state.framesSinceClick >= 2;
    const down = state.pointerdowns >= expected.pointerdowns;
    const missed = down && state.missed && state.framesSinceTap >= 2;
    if (!(done || clicked || missed || (down && state.framesSinceTap >= 60))) return;
    const point = expected.point;
    expected = null;
    if (done) store.setItem('ft:told', '1');
    tell('settled', { done, point });
  };
  let looping = false;
  const loop = () => {
    if (looping) return;
    looping = true;
    const frame = () => {
      state.framesSinceTap += 1;
      state.framesSinceClick += 1;
      const tapped = !firstDocument || store.getItem('ft:tap') !== null;
      if (tapped && all(PROGRESS).some((element) => !seen.has(element))) once('ft:navigation', now());
      if (tapped && document.querySelector('[data-early-tap]')) once('ft:held', now());
      const done = tapped && answered();
      if (done) once('ft:answered', now());
      else requestAnimationFrame(frame);
      tellSettled();
    };
    requestAnimationFrame(frame);
  };
  if (firstDocument) {
    once('ft:origin', performance.timeOrigin);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint')) {
        once('ft:fcp', performance.timeOrigin + entry.startTime);
      }
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver(() => {
      if (document.documentElement && document.documentElement.dataset.appReady === 'true') once('ft:ready', now());
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
  } else loop();
  // What the page itself took to answer the touch on the field and the words, as a reader's phone
  // would feel it (Event Timing: from the input reaching the page to the next frame painted after
  // it was handled), each the longest of its events as INP counts an interaction, and when the
  // field was touched: the bench's own round trips between them are not the page's (ADR 070).
  // An event answered in under 16 ms is not reported (the bench counts it as 16).
  const reader = { touched: null, field: null, words: null };
  // The words typed are in the box, as the page got round to them (the bench types in one go).
  // Kept in the page and written down as it is left, not at each letter: a write to sessionStorage
  // in the typing's own input events was main-thread work of the bench's in the frames measured.
  if (firstDocument && spec.type) {
    addEventListener('input', (event) => {
      if (event.isTrusted) window.__firstTapTyped = now();
    }, true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!(entry.target instanceof Element) || !entry.target.matches(spec.type.field)) continue;
        const key = entry.name === 'input' || entry.name === 'beforeinput' ? 'words' : 'field';
        reader[key] = Math.max(reader[key] ?? 0, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    addEventListener('pagehide', () => {
      if (window.__firstTapTyped !== undefined) store.setItem('ft:typed', String(window.__firstTapTyped));
      for (const [key, value] of Object.entries(reader)) {
        if (value !== null) store.setItem('ft:reader-' + key, String(value));
      }
    });
  }
  addEventListener('pointerdown', (event) => {
    if (!event.isTrusted) return;
    const onField = spec.type && event.target instanceof Element && event.target.matches(spec.type.field);
    if (onField && reader.touched === null) {
      reader.touched = performance.timeOrigin + event.timeStamp;
    }
    state.pointerdowns += 1;
    state.framesSinceTap = 0;
    // The frame loop (the answer looked for, the tap's settling told) from a tap on the control on;
    // not for the touch on the field typed into first, which the bench does not wait on: its every
    // frame during the typing would be the bench's work in the frames measured.
    if (!expected || !expected.field) loop();
    const on = event.target instanceof Element && event.target.closest(spec.target + ', ' + spec.fallback);
    // Landed beside the control (it moved between being seen and the touch): no click will help.
    state.missed = !on;
    if (!on || store.getItem('ft:tap') !== null) return;
    seen = seenBefore ?? answersNow();
    // When the finger came down (the event's own time), not when the page got round to it.
    store.setItem('ft:tap', String(performance.timeOrigin + event.timeStamp));
  }, true);
  // The tap's click comes after its pointerdown, frames apart when the bench's touch end is late.
  addEventListener('click', (event) => {
    if (!event.isTrusted) return;
    state.clicks += 1;
    state.framesSinceClick = 0;
  }, true);
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight;
  };
  // The marked control on the screen first (the phone's call bar rather than the panel further down).
  const control = () => {
    const marked = all(spec.target);
    const fallback = all(spec.fallback);
    return marked.find(inView) || fallback.find(inView) || marked[0] || fallback[0] || null;
  };
  /** The centre of an element, scrolled into view first if need be; null while something covers it. */
  const centre = (element, field = false) => {
    let box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight) {
      element.scrollIntoView({ block: 'center' });
      box = element.getBoundingClientRect();
    }
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === element || element.contains(hit))) return null;
    points += 1;
    // The answers visible before a tap on the control; not for the field typed into first, whose
    // point is found in the frames measured and whose tap has no answer of its own.
    if (!field) seenBefore = answersNow();
    expected = { point: points, field, pointerdowns: state.pointerdowns + 1, clicks: state.clicks + 1 };
    const marked = element.matches(spec.target);
    return { point: points, x, y, marked, pointerdowns: state.pointerdowns, clicks: state.clicks };
  };
  const first = {
    control: () => { const element = control(); return element ? centre(element) : null; },
    field: () => {
      const element = control();
      const form = element && (element.form || element.closest('form'));
      const field = form && spec.type ? form.querySelector(spec.type.field) : null;
      return field && visible(field) ? centre(field, true) : null;
    },
  };
  window.__firstTap = { state, ...first };
  // Told to the bench at once (not its polling): the first frame after the first paint
  // in which what is tapped first (the field to type into, else the control) is visible.
  if (firstDocument) {
    const watch = () => {
      const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
      if (painted) {
        const point = spec.type ? first.field() : first.control();
        if (point) {
          once('ft:visible', now());
          return void tell('visible', point);
        }
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }
})();`;
}

interface Point {
  /** Which point the page found, counted: what it tells once settled after a tap on it. */
  point: number;
  x: number;
  y: number;
  marked: boolean;
  /** Trusted pointerdowns and clicks the page had seen when it found the point. */
  pointerdowns: number;
  clicks: number;
}

interface Marks {
  /** When the navigation began (the first document's time origin). */
  origin: number | null;
  fcp: number | null;
  ready: number | null;
  visible: number | null;
  tap: number | null;
  navigation: number | null;
  held: number | null;
  typed: number | null;
  /** The reader's touch on the field typed into first, and the page's answers to it and to the words (ms). */
  fieldTouched: number | null;
  fieldAnswer: number | null;
  wordsAnswer: number | null;
  answered: number | null;
  documents: number | null;
}

/** An expression in the page, evaluated again until it is truthy; a navigation in between is waited out. */
async function poll<T>(page: Page, expression: string, timeoutMs: number, everyMs = 20): Promise<T | null> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const value = (await page.evaluate(expression)) as T | null;
      if (value) return value;
    } catch {
      // The document was replaced (a navigation): ask the next one.
    }
    await sleep(everyMs);
  }
  return null;
}

const MARKS = `(() => {
  const mark = (key) => {
    const value = sessionStorage.getItem('ft:' + key);
    return value === null ? null : Number(value);
  };
  return {
    origin: mark('origin'),
    fcp: mark('fcp'),
    ready: mark('ready'),
    visible: mark('visible'),
    tap: mark('tap'),
    navigation: mark('navigation'),
    held: mark('held'),
    typed: mark('typed') ?? window.__firstTapTyped ?? null,
    fieldTouched: mark('reader-touched'),
    fieldAnswer: mark('reader-field'),
    wordsAnswer: mark('reader-words'),
    documents: mark('documents'),
    answered: mark('answered'),
  };
})()`;

export interface TapRun {
  /**
   * From the first paint: the answer (for save, the navigation begun when that came first), the
   * answer shown, the app ready (null when the page was left before), what is tapped first seen
   * visible, the first tap that reached the control.
   */
  answered: number;
  /**
   * For a control typed into first (search): the same, without the bench's own time between the
   * words being in the box and its tap on the control (its round trips to the page, a few hundred
   * milliseconds at the slowed CPU, where a reader would still be typing). What the page did with
   * the touch on the field and the typing is counted; so is all it did after the tap.
   */
  typingAside: number | null;
  /**
   * For a control typed into first (search), the figure judged: as a reader's touch on the field,
   * the words and the touch on the control would come, each as soon as the page had answered the
   * one before (ADR 070). The field touched, from the first paint; the page's answer to that touch
   * and to the words (Event Timing, the longest event of each, 16 ms when under 16); and all it did
   * after the tap on the control. The bench's own round trips in between are left out.
   */
  reader: number | null;
  /** The page's answer to the touch on the field and to the words, ms (16 when not reported). */
  fieldAnswer: number;
  wordsAnswer: number;
  /** The first paint, from the navigation's start: the figures above count from it. */
  paint: number | null;
  shown: number | null;
  ready: number | null;
  visible: number;
  tapped: number;
  /** Taps sent until the page took one. */
  taps: number;
  /** Whether the control carried its data-first-tap marker. */
  marked: boolean;
}

/** A tap settled: on which point the page found (null: told by the next page), and whether it was answered. */
interface Settled {
  done: boolean;
  point: number | null;
}

/** What the page tells the bench, kept until the bench asks for it. */
class Told<T> {
  private readonly kept: T[] = [];
  private waiting: ((value: T | null) => void) | null = null;

  tell(value: T): void {
    if (this.waiting) this.waiting(value);
    else this.kept.push(value);
  }

  /** The next thing told, or null if nothing is within `timeoutMs`. */
  next(timeoutMs: number): Promise<T | null> {
    const kept = this.kept.shift();
    if (kept !== undefined) return Promise.resolve(kept);
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(null), timeoutMs);
      const finish = (value: T | null) => {
        clearTimeout(timer);
        this.waiting = null;
        resolve(value);
      };
      this.waiting = finish;
    });
  }
}

/** One cold visit on the slow profile: paint, tap (again while nothing takes it), answer. */
async function runOnce(
  browser: Browser,
  url: string,
  tap: Tap,
  userAgent: string,
  slowdown: number,
  floor = false,
): Promise<TapRun> {
  const context = await browser.newContext({ ...PHONE, userAgent });
  try {
    if (floor) {
      await context.route(url, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FLOOR_PAGE }),
      );
    }
    let seeVisible: (point: Point) => void = () => undefined;
    const visible = new Promise<Point>((resolve) => (seeVisible = resolve));
    const settledAfterTap = new Told<Settled>();
    await context.addInitScript(probe(tap));
    const page = await context.newPage();
    page.on('console', (message) => {
      const text = message.text();
      if (!text.startsWith(TOLD)) return;
      const { kind, value } = JSON.parse(text.slice(TOLD.length)) as { kind: string; value: unknown };
      if (kind === 'visible') seeVisible(value as Point);
      else if (kind === 'settled') settledAfterTap.tell(value as Settled);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const end = Date.now() + TIMEOUT_MS;
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    let timer: NodeJS.Timeout | undefined;
    const first = await Promise.race([
      visible,
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), TIMEOUT_MS))),
    ]).finally(() => clearTimeout(timer));
    const what = tap.type ? tap.type.field : `${tap.target} (nor ${tap.fallback})`;
    if (!first) throw new Error(`no first paint with a visible ${what} within ${TIMEOUT_MS / 1000} s`);

    let next: Point | null = first;
    if (tap.type) {
      await page.touchscreen.tap(first.x, first.y);
      await page.keyboard.insertText(tap.type.words);
      next = null;
    }
    let taps = 0;
    let marked = false;
    for (;;) {
      const control = next ?? (await poll<Point>(page, 'window.__firstTap.control()', end - Date.now()));
      next = null;
      if (!control) throw new Error(`no visible ${tap.target} (nor ${tap.fallback})`);
      marked = control.marked;
      await page.touchscreen.tap(control.x, control.y);
      taps += 1;
      // Tapped again only once the page has seen this tap's click and drawn two frames since
      // without answering it or taking it (a tap waiting behind a long task is not a lost one),
      // or has seen it land beside the control, or, should no click come, a second of frames after.
      let settled: Settled | null;
      // Not the field's tap before it (search), which the page may tell of after this one was sent.
      do settled = await settledAfterTap.next(end - Date.now());
      while (settled && !settled.done && settled.point !== control.point);
      if (!settled) throw new Error('the page never settled after the tap');
      if (settled.done) break;
      await sleep(RETAP_MS);
    }
    // Then the answer shown (for save, the sign-in page after the navigation), and the app ready
    // unless the page was left.
    const marks = await poll<Marks>(
      page,
      `(() => {
        const marks = ${MARKS};
        return marks.answered !== null && (marks.ready !== null || marks.documents > 1) ? marks : null;
      })()`,
      end - Date.now(),
    );
    const last = marks ?? (await poll<Marks>(page, MARKS, 1000));
    const answers = [last?.answered, tap.navigationAnswers ? last?.navigation : null].filter(
      (value): value is number => typeof value === 'number',
    );
    if (!last || answers.length === 0)
      throw new Error(`not answered within ${TIMEOUT_MS / 1000} s (${tap.answerText})`);
    const fcp = last.fcp!;
    const since = (value: number | null) => (value === null ? null : value - fcp);
    const answered = Math.min(...answers) - fcp;
    const afterTap = last.tap === null ? null : answered + fcp - last.tap;
    const typingAside = tap.type && last.typed !== null && afterTap !== null ? last.typed - fcp + afterTap : null;
    const fieldAnswer = last.fieldAnswer ?? EVENT_TIMING_FLOOR_MS;
    const wordsAnswer = last.wordsAnswer ?? EVENT_TIMING_FLOOR_MS;
    const reader =
      tap.type && last.fieldTouched !== null && afterTap !== null
        ? last.fieldTouched - fcp + fieldAnswer + wordsAnswer + afterTap
        : null;
    return {
      answered,
      typingAside,
      reader,
      fieldAnswer,
      wordsAnswer,
      paint: last.origin === null ? null : fcp - last.origin,
      shown: since(last.answered),
      ready: since(last.ready),
      visible: since(last.visible) ?? Number.NaN,
      tapped: since(last.tap) ?? Number.NaN,
      taps,
      marked,
    };
  } finally {
    await context.close();
  }
}

/**
 * A tap's figure judged (ADR 070): within the target; else at the floor, no more than
 * FIRST_TAP_FLOOR_RATIO× what a page of only its controls gets on this machine, where that floor
 * is itself over the target (no page can take away the slowed Chromium's and the bench's own
 * part); else over.
 */
function tapVerdict(answered: number | null, floor: number | null): 'within' | 'at the floor' | 'OVER' | '–' {
  if (answered === null) return '–';
  if (answered <= FIRST_TAP_TARGET_MS) return 'within';
  if (floor !== null && floor > FIRST_TAP_TARGET_MS && answered <= floor * FIRST_TAP_FLOOR_RATIO) return 'at the floor';
  return 'OVER';
}

/** The median of what `pick` gives for the runs, those without a figure left out; null if none has one. */
function medianOf(runs: TapRun[], pick: (run: TapRun) => number | null): number | null {
  const values = runs.map(pick).filter((value): value is number => value !== null && !Number.isNaN(value));
  return values.length ? median(values) : null;
}

/** Two times added, or null if either is missing. */
const sum = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);

/** When the words typed were in the box, from the first paint. */
const wordsIn = (run: TapRun) => (run.typingAside === null ? null : run.typingAside - (run.answered - run.tapped));

const ms = (value: number | null) => (value === null || Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);

/**
 * Section 2 of issue 30: for each first tap, the median over FIRST_TAP_RUNS cold visits of the
 * time from the first paint until it is answered, beside when the app was ready.
 */
export async function firstTapSection(baseUrl: string, pages: DemoPages): Promise<void> {
  console.log(
    `Time until the first tap works, median of ${FIRST_TAP_RUNS} cold visits (390×844 phone, ` +
      `${NETWORK.latency} ms latency, 1.6 Mbps down, 750 kbps up, a mid-tier phone's CPU; ` +
      `tapped as soon as the control is visible after the first paint, ` +
      `again every ${RETAP_MS} ms while nothing takes it):`,
  );
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const meter = await SlowdownMeter.open();
  const userAgent =
    `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ` +
    `Chrome/${browser.version()} Mobile Safari/537.36`;
  try {
    // BENCH_TAPS=search,save: only these taps.
    const only = process.env.BENCH_TAPS?.split(',');
    for (const tap of TAPS.filter((each) => !only || only.includes(each.name))) {
      const path = tap.path(pages);
      const runs: TapRun[] = [];
      const failures: string[] = [];
      const floorRuns: TapRun[] = [];
      const floorFailures: string[] = [];
      // The page and the floor in turns, so that both meet the same load of a shared machine.
      for (let run = 0; run < FIRST_TAP_RUNS; run++) {
        for (const floor of [false, true]) {
          try {
            const { multiplier } = await meter.measure();
            const url = `${baseUrl}${floor ? FLOOR_PATH : path}`;
            (floor ? floorRuns : runs).push(await runOnce(browser, url, tap, userAgent, multiplier, floor));
          } catch (error) {
            (floor ? floorFailures : failures).push(
              error instanceof Error ? error.message.split('\n')[0]! : String(error),
            );
          }
        }
      }
      if (runs.length === 0) {
        console.log(`  ${tap.name.padEnd(7)}every run failed: ${failures.join('; ')}  ${path}`);
        continue;
      }
      const middle = (pick: (run: TapRun) => number | null) => medianOf(runs, pick);
      /** A run's figure: for a control typed into first, as a reader's inputs would come (ADR 070). */
      const figure = (run: TapRun) => (tap.type ? run.reader : run.answered);
      const answered = middle(figure);
      const ready = middle((run) => run.ready);
      const marked = runs.filter((run) => run.marked).length;
      const floor = medianOf(floorRuns, figure);
      console.log(
        `  ${tap.name.padEnd(7)}first tap answered ${ms(answered)} after first paint` +
          (tap.type ? ', the field touched and the words in as the page answered them ' : ' ') +
          `(target ≤ ${FIRST_TAP_TARGET_MS} ms, or ≤ ${FIRST_TAP_FLOOR_RATIO}× the bench's floor ${ms(floor)} ` +
          `where that is over it: ${tapVerdict(answered, floor)}); ` +
          `app ready at ${ms(ready)} after first paint  ${path}`,
      );
      const notes = [
        `answer: ${tap.answerText}; ` +
          `${tap.type ? 'the field' : 'the control'} visible at ${ms(middle((run) => run.visible))}, ` +
          `first tap on the control at ${ms(middle((run) => run.tapped))}, ` +
          `answered ${ms(middle((run) => run.answered - run.tapped))} after it` +
          (tap.type
            ? `; the page's answer to the touch on the field ${ms(middle((run) => run.fieldAnswer))} ` +
              `and to the words ${ms(middle((run) => run.wordsAnswer))}; ` +
              `with the bench's round trips in the typing ${ms(middle((run) => run.typingAside))}, ` +
              `with all of its typing ${ms(middle((run) => run.answered))} ` +
              `(the words in the box at ${ms(middle((run) => wordsIn(run)))})`
            : '') +
          (tap.navigationAnswers ? `; ${tap.answer.path} shown at ${ms(middle((run) => run.shown))}` : '') +
          (ready === null ? '; the page was left before the app was ready' : ''),
        // The figures count from the first paint; an earlier paint of part of the page moves them.
        `first paint at ${ms(middle((run) => run.paint))} after the navigation began, ` +
          `${tap.type ? 'the field' : 'the control'} visible at ` +
          `${ms(middle((run) => (run.paint === null ? null : run.paint + run.visible)))}, ` +
          `answered at ${ms(middle((run) => sum(run.paint, figure(run))))}`,
        `per run: answered ${runs.map((run) => ms(figure(run))).join(', ')}; ` +
          `taps ${runs.map((run) => run.taps).join(' ')} ` +
          '(more than 1: lost before the app started, or landed beside a control that moved)',
        marked === runs.length
          ? `control ${tap.target}`
          : `control without its marker ${tap.target} in ${runs.length - marked} of ${runs.length} runs: ` +
            `the fallback ${tap.fallback}`,
      ];
      if (failures.length > 0) notes.push(`${failures.length} failed: ${failures.join('; ')}`);
      notes.push(
        `the bench's floor, the same tap on a page of only its controls: ${ms(floor)}` +
          (floor === null ? '' : ` (per run ${floorRuns.map((run) => ms(figure(run))).join(', ')})`) +
          (floor === null || !tap.type
            ? ''
            : `; its answer to the touch on the field ${ms(medianOf(floorRuns, (run) => run.fieldAnswer))} ` +
              `and to the words ${ms(medianOf(floorRuns, (run) => run.wordsAnswer))}`) +
          (floor === null || answered === null
            ? ''
            : `; this page ${(answered / floor).toFixed(2)}× the floor, ${ms(answered - floor)} above it`) +
          (floorFailures.length > 0 ? `; ${floorFailures.length} failed: ${floorFailures.join('; ')}` : ''),
      );
      for (const note of notes) console.log(`  ${''.padEnd(7)}${note}`);
    }
    console.log(`  ${meter.summary()}`);
  } finally {
    await meter.close();
    await browser.close();
  }
}
