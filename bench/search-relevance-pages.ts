import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { UnderstoodPiece } from '@ghorbari/contracts';
import { paths } from '../apps/web/src/config/paths.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';
import { median, verdict, type Budget } from './budget.ts';
import { describeUnderstood, relevanceOnDemo, type RelevanceSummary, type Summary } from './search-relevance.ts';
import { listedFacts, type PostFacts } from './search-relevance-judge.ts';
import { judge, marketFor, type Judgement, type Market } from './search-relevance-people-judge.ts';
import {
  loadPeopleSet,
  PEOPLE_LANGUAGES,
  PEOPLE_SET_FILE,
  placeText,
  TAGS,
  type PeopleLanguage,
  type PeopleSearch,
  type Tag,
} from './search-relevance-people.ts';
import { startApp, webDist } from './server.ts';

/**
 * Search relevance through the pages (issue 63): each search of the people's set
 * (search-relevance-people.tsv) typed as a phone types it into the two boxes people search from —
 * the home page's box and /property-search's words box — both before the page has come alive
 * (JavaScript off: the plain GET form and the server's page) and after (touched, and the box's
 * island live), in one Chromium at 390×844 in Bengali, on the demo data; the first five cards of
 * the page the search opens are read from the DOM and judged (search-relevance-people-judge.ts)
 * against what the search means and against what the market holds. See README.md.
 */
const FIRST = 5;
const TARGETS = {
  /** At least 4 of the first 5 fit (exactly or near)… */
  goodShare: { min: 0.9 },
  /** …and no empty page where the market holds a fit or a near fit. */
  emptyWithMarket: { max: 0 },
} satisfies Record<string, Budget>;
const GOOD = 4;
/** Pages open at once (BENCH_RELEVANCE_PAGES_WORKERS): each a tab of the one browser. */
const WORKERS = Number(process.env.BENCH_RELEVANCE_PAGES_WORKERS ?? 3);
/** A step (a page load, the island coming alive, the search's page) given up after this long. */
const STEP_MS = 30_000;
const WORST = 20;

/** A phone's screen; drawn at one pixel per point, as what is judged is the page's words, not its pictures. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
};
/** Photos are not loaded (the cards' words and links are what is read): the run stays short. */
const NO_IMAGES = '--blink-settings=imagesEnabled=false';

const BOXES = {
  home: { path: paths.home, name: 'home box' },
  search: { path: paths.propertySearch, name: '/property-search' },
} as const;
type Box = keyof typeof BOXES;
const STATES = {
  before: 'before alive (JavaScript off)',
  after: 'after alive (island live)',
} as const;
type State = keyof typeof STATES;
const RUNS: [Box, State][] = [
  ['home', 'before'],
  ['home', 'after'],
  ['search', 'before'],
  ['search', 'after'],
];
/** The words box of the form that searches: the home page's, or the search page's own. */
const WORDS_BOX = `form[action="${paths.propertySearch}"] input[name="q"]`;
/**
 * The cards of the results, in the page's order: the posts found, then the near fits the page
 * lists after them when it widened the search (issue 63); not the paid posts featured above them.
 */
const CARD_LINKS = ':is([data-testid="post-cards"], [data-testid="near-cards"]) a[href*="-Details/"]';
/** The search page's tab shown (sale, rent…): a link to itself, marked current. */
const TAB_SHOWN = `main nav a[aria-current="page"][href^="${paths.propertySearch}"]`;

// ——— Through the pages ———

interface Shown {
  /** The address the search opened. */
  url: string;
  /** The first five PostIDs shown, in order. */
  ids: string[];
  /** The nothing-found notice was shown. */
  emptyNotice: boolean;
  /** The purpose searched: the tab shown. */
  type: string | null;
  ms: number;
}

const BENGALI_DIGITS = /[০-৯]/g;
const asciiDigits = (text: string) => text.replace(BENGALI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** Whether the words box is live: the page's islands have started and the box's own island is hydrated. */
const boxLive = (selector: string) => {
  const island = document.querySelector(selector)?.closest('[data-island]');
  return document.documentElement.dataset.appReady === 'true' && (!island || island.hasAttribute('data-island-live'));
};

/**
 * A visitor's page of islands starts at the first touch (islands/start-on-touch.ts): a key that
 * does nothing else, as the browser tests touch it; then the box's island is live
 * (islands/hydrate-islands.tsx marks its root data-island-live, and <html data-app-ready>). A
 * touch the page did not take (within a few seconds nothing started) is given again, as a person
 * would touch again.
 */
async function untilLive(page: Page): Promise<void> {
  const deadline = performance.now() + STEP_MS;
  for (;;) {
    await page.keyboard.press('Shift');
    const left = deadline - performance.now();
    if (left <= 0) throw new Error(`the words box was not live ${STEP_MS / 1000} s after the page loaded`);
    const live = await page
      .waitForFunction(boxLive, WORDS_BOX, { timeout: Math.min(left, 5_000) })
      .then(() => true)
      .catch(() => false);
    if (live) return;
  }
}

/** Opens a box, types the words (once the box's island is live, for `after`), submits, and reads the cards. */
async function searchThrough(page: Page, base: string, box: Box, state: State, words: string): Promise<Shown> {
  const started = performance.now();
  // Before: typed as soon as the page is there. After: once its scripts have run (the page's own
  // listeners are in place), it is touched and comes alive.
  await page.goto(`${base}${BOXES[box].path}`, {
    waitUntil: state === 'before' ? 'domcontentloaded' : 'load',
    timeout: STEP_MS,
  });
  if (state === 'after') await untilLive(page);
  const input = page.locator(WORDS_BOX).first();
  await input.fill(words);
  const from = page.url();
  await Promise.all([
    page.waitForURL((url) => url.href !== from && url.pathname === paths.propertySearch, {
      waitUntil: 'domcontentloaded',
      timeout: STEP_MS,
    }),
    // The phone's search key: the form's own submission.
    input.press('Enter'),
  ]);
  const hrefs = await page
    .locator(CARD_LINKS)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const ids = [...new Set(hrefs.map((href) => asciiDigits(decodeURIComponent(href.split('?')[0]!.split('/').pop()!))))];
  const emptyNotice = (await page.locator('[data-testid="search-empty"]').count()) > 0;
  // The purpose searched is the tab the page shows (the address's type is the form's, which the
  // server may overrule by the words).
  const tab = await page
    .locator(TAB_SHOWN)
    .first()
    .getAttribute('href')
    .catch(() => null);
  const type = tab ? new URL(tab, page.url()).searchParams.get('type') : null;
  return { url: page.url(), ids: ids.slice(0, FIRST), emptyNotice, type, ms: performance.now() - started };
}

interface Run {
  box: Box;
  state: State;
  shown?: Shown;
  error?: string;
  /** The first five, judged (absent for a post the demo data does not list). */
  judged: (Judgement | undefined)[];
  exact: number;
  near: number;
}

interface Row {
  search: PeopleSearch;
  market: Market;
  runs: Run[];
}

const fitsOf = (run: Run) => run.exact + run.near;
const isGood = (run: Run) => fitsOf(run) >= GOOD;
const isEmpty = (run: Run) => run.shown !== undefined && run.shown.ids.length === 0;
const marketHolds = (row: Row) => row.market.exact + row.market.near > 0;

/** Every search through every box and state, `WORKERS` tabs at a time in each of the two contexts. */
async function browseAll(
  browser: Browser,
  base: string,
  searches: PeopleSearch[],
  onDone: (index: number, run: Omit<Run, 'judged' | 'exact' | 'near'>) => void,
): Promise<void> {
  const userAgent =
    `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ` +
    `Chrome/${browser.version()} Mobile Safari/537.36`;
  // Service workers blocked: every answer is the server's, not a cached one.
  const options = { ...PHONE, userAgent, serviceWorkers: 'block' as const };
  const contexts: Record<State, BrowserContext> = {
    before: await browser.newContext({ ...options, javaScriptEnabled: false }),
    after: await browser.newContext(options),
  };
  try {
    const jobs = searches.flatMap((_, index) => RUNS.map(([box, state]) => ({ index, box, state })));
    let next = 0;
    const worker = async () => {
      const pages: Partial<Record<State, Page>> = {};
      for (;;) {
        const job = jobs[next++];
        if (!job) break;
        const { index, box, state } = job;
        let error: string | undefined;
        // Tried twice: a step that outlasts its time on a loaded machine is tried again in a fresh tab.
        for (let attempt = 0; attempt < 2; attempt++) {
          pages[state] ??= await contexts[state].newPage();
          try {
            const shown = await searchThrough(pages[state], base, box, state, searches[index]!.q);
            onDone(index, { box, state, shown });
            error = undefined;
            break;
          } catch (failure) {
            error = (failure as Error).message.split('\n')[0];
            await pages[state].close().catch(() => undefined);
            delete pages[state];
          }
        }
        if (error !== undefined) onDone(index, { box, state, error });
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
  } finally {
    await contexts.before.close();
    await contexts.after.close();
  }
}

// ——— Printing ———

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const taka = (value: number) => `${value.toLocaleString('en')} ৳`;

interface GroupLine {
  runs: number;
  good: number;
  /** Runs with as many fits as the market allows, up to GOOD: min(GOOD, market). */
  reach: number;
  exact: number;
  near: number;
  empty: number;
  emptyWithMarket: number;
  thinMarket: number;
  errors: number;
}
function groupOf(rows: Row[], runTest: (run: Run) => boolean = () => true): GroupLine {
  const line: GroupLine = {
    runs: 0,
    good: 0,
    reach: 0,
    exact: 0,
    near: 0,
    empty: 0,
    emptyWithMarket: 0,
    thinMarket: 0,
    errors: 0,
  };
  for (const row of rows)
    for (const run of row.runs.filter(runTest)) {
      line.runs += 1;
      if (run.error) line.errors += 1;
      if (isGood(run)) line.good += 1;
      if (fitsOf(run) >= Math.min(GOOD, row.market.exact + row.market.near)) line.reach += 1;
      line.exact += run.exact;
      line.near += run.near;
      if (isEmpty(run)) line.empty += 1;
      if (isEmpty(run) && marketHolds(row)) line.emptyWithMarket += 1;
      if (row.market.exact + row.market.near < GOOD) line.thinMarket += 1;
    }
  return line;
}

const HEAD =
  `${'group'.padEnd(50)} ${'runs'.padStart(5)} ${'≥4/5 fit'.padStart(9)} ${'share'.padStart(7)} ${''.padEnd(5)} ` +
  `${'fit/5'.padStart(5)} ${'near/5'.padStart(6)} ${'empty'.padStart(5)} ${'empty∧market'.padStart(12)} ` +
  `${''.padEnd(4)} ${'market<4'.padStart(8)} ${'≥min(4,market)'.padStart(14)}`;
function printGroup(name: string, line: GroupLine) {
  if (line.runs === 0) return;
  const share = line.good / line.runs;
  console.log(
    `    ${name.padEnd(50)} ${String(line.runs).padStart(5)} ${String(line.good).padStart(9)} ` +
      `${percent(share).padStart(7)} ${verdict(share, TARGETS.goodShare).padEnd(5)} ` +
      `${(line.exact / line.runs).toFixed(2).padStart(5)} ${(line.near / line.runs).toFixed(2).padStart(6)} ` +
      `${String(line.empty).padStart(5)} ${String(line.emptyWithMarket).padStart(12)} ` +
      `${verdict(line.emptyWithMarket, TARGETS.emptyWithMarket).padEnd(4)} ${String(line.thinMarket).padStart(8)} ` +
      `${percent(line.reach / line.runs).padStart(14)}` +
      (line.errors ? `  ${line.errors} not run` : ''),
  );
}

const typeOf = (run: Run) => run.shown?.type ?? '?';

/** One search in one line: what the market holds, and each box and state's first five. */
function cell(row: Row, run: Run): string {
  if (run.error) return 'error'.padEnd(9);
  const searched = typeOf(run);
  const other = row.search.purpose !== 'any' && searched !== row.search.purpose ? `→${searched}` : '';
  const empty = isEmpty(run) ? (marketHolds(row) ? ' E!' : ' E') : '';
  return `${run.exact}+${run.near}${other}${empty}`.padEnd(9);
}

export function describeSearch(search: PeopleSearch): string {
  const parts: string[] = [search.purpose];
  parts.push(search.place.map(placeText).join('/'));
  if (search.near.length) parts.push(`(near ${search.near.map(placeText).join('/')})`);
  if (search.kinds.length) parts.push(search.kinds.join('/'));
  if (search.bedrooms)
    parts.push(
      'atLeast' in search.bedrooms ? `${search.bedrooms.atLeast}+ bed` : `${search.bedrooms.exactly.join('|')} bed`,
    );
  if (search.maxPrice !== null) parts.push(`≤ ${taka(search.maxPrice)}`);
  if (search.tenant) parts.push(search.tenant);
  const facts = Object.entries(search.facts).map(([name, value]) =>
    value === true ? name : typeof value === 'string' ? `${name} ${value}` : `${name} ${value.min}–${value.max}`,
  );
  parts.push(...facts);
  return parts.join(' · ');
}

function describeCard(id: string, post: PostFacts | undefined, judged: Judgement | undefined): string {
  if (!post || !judged) return `${id} (not listed)`;
  const facts = [
    post.neighbourhood ?? post.subDistrict,
    `${post.type} ${post.propertyType}`,
    post.bedrooms !== null ? `${post.bedrooms} bed` : '',
    taka(post.price),
    post.tenants.join('+'),
  ].filter(Boolean);
  const mark = judged.fit === 'exact' ? '✓' : judged.fit === 'near' ? '≈' : `✗ ${judged.misses.join(',')}`;
  return `${id} (${facts.join(', ')}) ${mark}`;
}

/** An address as a person reads it: its path, and the fields that hold something, decoded. */
function readable(url: string): string {
  const where = new URL(url);
  const fields = [...where.searchParams].filter(([, value]) => value !== '');
  return `${where.pathname}?${fields.map(([name, value]) => `${name}=${value}`).join('&')}`;
}

/** What the API understood of the address a search opened (its `understood`), for the list of the worst. */
async function understoodAt(base: string, url: string): Promise<string> {
  try {
    // The page's address as the API's query: the fields the form sent empty left out.
    const query = new URLSearchParams([...new URL(url).searchParams].filter(([, value]) => value !== ''));
    query.set('limit', String(FIRST));
    const response = await fetch(`${base}/api/posts?${query}`);
    if (!response.ok) return `HTTP ${response.status}`;
    const answer = (await response.json()) as { understood?: UnderstoodPiece[]; pagination?: { total: number } };
    return `${describeUnderstood(answer.understood)}; ${answer.pagination?.total ?? '?'} found`;
  } catch (error) {
    return (error as Error).message;
  }
}

const marketSize = (row: Row) => row.market.exact + row.market.near;
/** How far a search's runs fall short of what the market allows: min(GOOD, market) less the fits, summed. */
const shortfall = (row: Row) =>
  row.runs.reduce((sum, run) => sum + Math.max(0, Math.min(GOOD, marketSize(row)) - fitsOf(run)), 0);
const fitsOver = (row: Row) => row.runs.reduce((sum, run) => sum + fitsOf(run), 0);

/**
 * The worst searches: the furthest below what the market allows over the four runs (what the
 * order decides), then the fewest fits, then the most empty pages; each with what came back.
 */
async function printWorst(rows: Row[], byId: Map<string, PostFacts>, base: string) {
  const worst = [...rows]
    .sort(
      (a, b) =>
        shortfall(b) - shortfall(a) ||
        fitsOver(a) - fitsOver(b) ||
        b.runs.filter(isEmpty).length - a.runs.filter(isEmpty).length,
    )
    .slice(0, WORST);
  for (const [rank, row] of worst.entries()) {
    const { search, market } = row;
    console.log(
      `    ${String(rank + 1).padStart(2)}. "${search.q}" — ${fitsOver(row)} fits in ${RUNS.length * FIRST} cards, ` +
        `${shortfall(row)} short of what the market allows; market: ${market.exact} fit, ${market.near} near`,
    );
    console.log(`        meant: ${describeSearch(search)} (${search.fits})`);
    // Runs that showed the same address are printed once.
    const byAddress = new Map<string, Run[]>();
    for (const run of row.runs) {
      const key = run.shown?.url ?? `error ${run.error}`;
      byAddress.set(key, [...(byAddress.get(key) ?? []), run]);
    }
    for (const [address, runs] of byAddress) {
      const who = runs.map((run) => `${run.box} ${run.state}`).join(', ');
      const first = runs[0]!;
      if (!first.shown) {
        console.log(`        ${who}: ${address}`);
        continue;
      }
      console.log(
        `        ${who}: ${readable(address)} (tab ${first.shown.type ?? '–'}; understood: ` +
          `${await understoodAt(base, address)})` +
          (first.shown.emptyNotice ? ' — the nothing-found page' : ''),
      );
      for (const [at, id] of first.shown.ids.entries())
        console.log(`          ${at + 1}. ${describeCard(id, byId.get(id), first.judged[at])}`);
    }
  }
}

// ——— The section ———

/**
 * Prints the section; `old`: the API-level set's recall, when the same run has measured it (else
 * it is measured here on the same demo data, through the API, for printing beside).
 */
export async function pagesRelevanceSection(old?: RelevanceSummary): Promise<void> {
  const sectionStarted = performance.now();
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.log(
      `Search relevance through the pages (issue 63): NOT RUN: no built web app in ${webDist} ` +
        '(run `npm run build` first, or set BENCH_WEB_DIST).',
    );
    return;
  }
  const all = loadPeopleSet();
  const limit = Number(process.env.BENCH_RELEVANCE_PAGES_LIMIT ?? all.length);
  const searches = all.slice(0, limit);
  const app = await startApp();
  try {
    const facts = await listedFacts(app.database.db);
    const byId = new Map(facts.map((post) => [post.PostID, post]));
    console.log(
      `Search relevance through the pages (issue 63): ${searches.length} searches of ` +
        `bench/${path.basename(PEOPLE_SET_FILE)} typed into the home box (${BOXES.home.path}) and the words ` +
        `box of ${BOXES.search.path}, each ${STATES.before} and ${STATES.after}: ${searches.length * RUNS.length} ` +
        `searches in one Chromium at 390×844 in Bengali, ${WORKERS} tabs at a time, on the demo data ` +
        `(npm start's seed, ${facts.length.toLocaleString('en')} listed posts; web app ${webDist}). The first ` +
        `${FIRST} cards of the page each opens are judged: fit (what was meant, in the place) or near (the same, ` +
        `in the same thana or a place its typist counts as near). Targets: ≥ ${GOOD} of ${FIRST} fit or near on ` +
        `${TARGETS.goodShare.min * 100}% of the searches; no empty page where the market holds a fit or a near fit. ` +
        `Load average at the start: ${loadavg()[0]!.toFixed(1)}.`,
    );
    const rows: Row[] = searches.map((search) => ({ search, market: marketFor(search, facts), runs: [] }));

    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, NO_IMAGES] });
    const browseStarted = performance.now();
    try {
      await browseAll(browser, app.url, searches, (index, done) => {
        const judged = (done.shown?.ids ?? []).map((id) => {
          const post = byId.get(id);
          return post ? judge(searches[index]!, post) : undefined;
        });
        const count = (fit: 'exact' | 'near') => judged.filter((each) => each?.fit === fit).length;
        rows[index]!.runs.push({ ...done, judged, exact: count('exact'), near: count('near') });
      });
    } finally {
      await browser.close();
    }
    const browseSeconds = (performance.now() - browseStarted) / 1000;
    for (const row of rows)
      row.runs.sort(
        (a, b) =>
          RUNS.findIndex(([box, state]) => box === a.box && state === a.state) -
          RUNS.findIndex(([box, state]) => box === b.box && state === b.state),
      );
    const times = rows.flatMap((row) => row.runs.flatMap((run) => (run.shown ? [run.shown.ms] : [])));
    const sorted = [...times].sort((a, b) => a - b);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const eachRun = RUNS.map(([box, state]) => {
      const own = rows.flatMap((row) =>
        row.runs.flatMap((run) => (run.box === box && run.state === state && run.shown ? [run.shown.ms] : [])),
      );
      return `${box} ${state} ${own.length ? seconds(median(own)) : '–'}`;
    });
    console.log(
      `  ${times.length} of ${searches.length * RUNS.length} searches run in ${browseSeconds.toFixed(0)} s ` +
        `(each: open the box, type, submit, the page of results; median ${seconds(median(times))}, ` +
        `p95 ${seconds(sorted[Math.floor(sorted.length * 0.95)] ?? 0)}; medians ${eachRun.join(', ')})`,
    );

    // The old set beside it: the API called with the purpose preset from the words.
    const oldDemo: Summary = old?.demo ?? (await relevanceOnDemo(app.app, facts));
    const oldLine = (name: string, summary: Summary) =>
      `${name} recall@10 ${summary.recall.toFixed(2)} ${verdict(summary.recall, { min: 0.9 })}, ` +
      `${summary.nothing} of ${summary.judged} searches with nothing meant on the first page`;
    console.log(
      `  beside it, the API-level set (bench/search-relevance-set.ts, ${oldDemo.queries} searches, ` +
        `GET /api/posts with the purpose the words name): ${oldLine('demo data', oldDemo)}` +
        (old?.scale ? `; ${oldLine('100k on PostgreSQL', old.scale)}` : ''),
    );

    console.log(
      `\n  ≥4/5 fit: runs whose first ${FIRST} hold ${GOOD} or more fits or near fits; fit/5, near/5: per run; ` +
        'empty: no card; empty∧market: no card where the demo data holds a fit or a near fit; market<4: runs of ' +
        `searches for which the demo data holds fewer than ${GOOD} (no page can reach ${GOOD}/${FIRST}); ` +
        `≥min(4,market): runs as good as the market allows (at least min(${GOOD}, the market's fits and near ` +
        'fits) of them among the first five): what the order alone decides.',
    );
    console.log(`    ${HEAD}`);
    printGroup('all', groupOf(rows));
    for (const [box, state] of RUNS)
      printGroup(
        `  ${BOXES[box].name}, ${STATES[state]}`,
        groupOf(rows, (run) => run.box === box && run.state === state),
      );
    for (const state of Object.keys(STATES) as State[])
      printGroup(
        `  ${STATES[state]}, both boxes`,
        groupOf(rows, (run) => run.state === state),
      );
    for (const box of Object.keys(BOXES) as Box[])
      printGroup(
        `  ${BOXES[box].name}, both states`,
        groupOf(rows, (run) => run.box === box),
      );
    for (const [lang, name] of Object.entries(PEOPLE_LANGUAGES) as [PeopleLanguage, string][])
      printGroup(`  ${name}`, groupOf(rows.filter((row) => row.search.lang === lang)));
    for (const purpose of ['rent', 'sell', 'any'] as const)
      printGroup(
        `  ${purpose === 'any' ? 'naming no purpose' : purpose}`,
        groupOf(rows.filter((row) => row.search.purpose === purpose)),
      );
    for (const [tag, name] of Object.entries(TAGS) as [Tag, string][])
      printGroup(`  ${name}`, groupOf(rows.filter((row) => row.search.tags.includes(tag))));
    printGroup('  outside Dhaka district', groupOf(rows.filter((row) => row.search.district !== 'dhaka')));
    printGroup('  the 45 of the shared list', groupOf(rows.filter((row) => row.search.source === 'people')));

    const everyRunGood = rows.filter((row) => row.runs.every(isGood)).length;
    const sameEverywhere = rows.filter(
      (row) => new Set(row.runs.map((run) => (run.shown ? run.shown.ids.join() : `error ${run.error}`))).size === 1,
    ).length;
    const total = groupOf(rows);
    const share = total.good / total.runs;
    console.log(
      `  ${everyRunGood} of ${rows.length} searches give ≥ ${GOOD}/${FIRST} in every box and state; ` +
        `${sameEverywhere} show the same first five in all four (one interpretation everywhere).`,
    );
    console.log(
      `  Targets: ≥ ${GOOD} of ${FIRST} fit on ${percent(share)} of the searches (target ≥ ` +
        `${TARGETS.goodShare.min * 100}%) ${verdict(share, TARGETS.goodShare)}; empty pages where the market holds a ` +
        `fit or a near fit: ${total.emptyWithMarket} (target ${TARGETS.emptyWithMarket.max}) ` +
        `${verdict(total.emptyWithMarket, TARGETS.emptyWithMarket)}.`,
    );

    console.log(
      `\n  Each search: market (fits + near fits the demo data holds), then fits+near among the first ${FIRST} for ` +
        'home before, home after, search before, search after (→sell/→rent: searched the other purpose; E: empty; ' +
        'E!: empty where the market holds one):',
    );
    for (const row of rows) {
      const mark = row.runs.every(isGood) ? '✓' : row.runs.some(isGood) ? '~' : '✗';
      const market = `${row.market.exact}+${row.market.near}`.padStart(8);
      const cells = row.runs.map((run) => cell(row, run)).join(' ');
      console.log(`    ${mark} ${market} │ ${cells} │ "${row.search.q}" [${row.search.purpose}]`);
    }

    const none = rows.filter((row) => marketSize(row) === 0);
    console.log(
      `\n  ${none.length} searches for which the demo data holds no fit and no near fit (no order can help): ` +
        none.map((row) => `"${row.search.q}"`).join(', '),
    );
    console.log(
      `\n  The ${WORST} worst searches (the furthest below what the market allows over the four runs, then the ` +
        'fewest fits), with what came back:',
    );
    await printWorst(rows, byId, app.url);
  } finally {
    await app.close();
  }
  console.log(`  (section took ${Math.round((performance.now() - sectionStarted) / 1000)} s)`);
}
