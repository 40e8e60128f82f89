import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';
import { median, verdict, type Budget } from './budget.ts';
import { SlowdownMeter } from './cpu-slowdown.ts';

/** Runs per page: 5, or BENCH_LIGHTHOUSE_RUNS (fewer for a quick check; a median of 5 is what is reported). */
export const LIGHTHOUSE_RUNS = positiveInteger(process.env.BENCH_LIGHTHOUSE_RUNS) ?? 5;

function positiveInteger(text: string | undefined): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

interface Metric {
  label: string;
  audit: string;
  show: (value: number) => string;
  budget?: Budget;
}

/** What is printed for each page, in order; the score is the performance category's. */
const METRICS: Metric[] = [
  { label: 'performance', audit: '', show: (v) => v.toFixed(2), budget: { min: 0.95 } },
  { label: 'LCP', audit: 'largest-contentful-paint', show: (v) => `${(v / 1000).toFixed(2)} s`, budget: { max: 2000 } },
  { label: 'CLS', audit: 'cumulative-layout-shift', show: (v) => v.toFixed(3), budget: { max: 0.05 } },
  { label: 'TBT', audit: 'total-blocking-time', show: (v) => `${Math.round(v)} ms`, budget: { max: 150 } },
  { label: 'FCP', audit: 'first-contentful-paint', show: (v) => `${(v / 1000).toFixed(2)} s` },
];

const budgetText = ({ show, budget }: Metric) =>
  budget === undefined ? '' : 'max' in budget ? `≤ ${show(budget.max)}` : `≥ ${show(budget.min)}`;

const COLUMN = 18;
/** Wide enough for the search page's address. */
const LABEL = 50;
const row = (first: string, cells: string[]) =>
  `  ${first.padEnd(LABEL)}${cells.map((cell) => cell.padEnd(COLUMN)).join('')}`.trimEnd();

/** The table's head: the metric names and, under them, their budgets. */
export function lighthouseHeader(): string {
  const labels = METRICS.map((metric) => metric.label);
  return [row('page', labels), row('budget', METRICS.map(budgetText))].join('\n');
}

/**
 * One Lighthouse run as `lighthouse URL --only-categories=performance
 * --throttling.cpuSlowdownMultiplier=N` would do it: the default mobile preset (a mid-range phone,
 * simulated slow 4G and CPU) with the CPU slowdown calibrated to this machine as Lighthouse's docs
 * advise (cpu-slowdown.ts), in a fresh headless Chromium so no run starts warm from the one before.
 */
async function runOnce(
  url: string,
  cpuSlowdownMultiplier: number,
): Promise<{ values: number[]; benchmarkIndex: number } | string> {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) return 'no result';
    const { lhr } = result;
    if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    const values = METRICS.map(({ audit }) =>
      audit ? (lhr.audits[audit]?.numericValue ?? Number.NaN) : (lhr.categories.performance?.score ?? Number.NaN),
    );
    return { values, benchmarkIndex: lhr.environment.benchmarkIndex };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    chrome.kill();
  }
}

/**
 * How far a run's slowdown may be from the one Lighthouse's own benchmark index asks for before the
 * run is thrown away and run again at that one: the meter's blank page and Lighthouse's run measure
 * the index in different browsers and moments, and on 27 November 2026 they read 2656 and 1425 a
 * minute apart, so the row was simulated at twice a mid-tier phone's slowness.
 */
const SLOWDOWN_TOLERANCE = 0.2;

/** Attempts a counted run may take, at most, before a row is printed with fewer runs. */
const MAX_ATTEMPTS_PER_RUN = 5;

/**
 * The median of each number over LIGHTHOUSE_RUNS successful runs, as one row of the table, each budgeted
 * number followed by "ok", or by "OVER"/"UNDER" when it misses its budget; then the scores of
 * the single runs and the machine's benchmark index (Lighthouse's CPU speed estimate, which the
 * simulated timings scale with). The first run is slowed by what the meter measured; each run
 * after it by what Lighthouse's own index said in the run before. A run whose own index asks for a
 * slowdown more than SLOWDOWN_TOLERANCE away from the one it ran with is not counted (it simulated
 * another phone) and is run again at the slowdown it asked for.
 */
export async function lighthouseRow(label: string, url: string, meter: SlowdownMeter): Promise<string> {
  const runs: number[][] = [];
  const indexes: number[] = [];
  const failures: string[] = [];
  let recalibrated = 0;
  let slowdown = await meter.estimate();
  // A run Lighthouse itself gives up on (a trace it could not record) or one at the wrong slowdown
  // is run again, up to MAX_ATTEMPTS_PER_RUN attempts a run: on 28 November 2026 a busy machine's
  // index swung from 1274 to 2007 within a section, and the sell listing's row was the median of
  // 1 run after 12 attempts (7 at the wrong slowdown, 4 traces not recorded).
  for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < MAX_ATTEMPTS_PER_RUN * LIGHTHOUSE_RUNS; attempt++) {
    const run = await runOnce(url, slowdown.multiplier);
    if (typeof run === 'string') {
      failures.push(run);
      continue;
    }
    const asked = meter.fromIndex(run.benchmarkIndex);
    if (Math.abs(asked.multiplier / slowdown.multiplier - 1) > SLOWDOWN_TOLERANCE) recalibrated += 1;
    else {
      runs.push(run.values);
      indexes.push(run.benchmarkIndex);
      meter.record(slowdown);
    }
    slowdown = asked;
  }
  if (runs.length === 0) return row(label, [`every run failed: ${failures.join('; ')}`]);
  const cells = METRICS.map((metric, i) => {
    const value = median(runs.map((values) => values[i]!));
    return metric.budget ? `${metric.show(value)} ${verdict(value, metric.budget)}` : metric.show(value);
  });
  const scores = runs.map((values) => values[0]!.toFixed(2)).join(' ');
  const notes = [`scores of the ${runs.length} runs: ${scores}; benchmark index ${Math.round(median(indexes))}`];
  if (recalibrated > 0) {
    notes.push(`${recalibrated} run again: Lighthouse's own index asked for another slowdown than the run had`);
  }
  if (failures.length > 0) notes.push(`${failures.length} failed, run again: ${failures.join('; ')}`);
  return [row(label, cells), ...notes.map((note) => `  ${''.padEnd(LABEL)}${note}`)].join('\n');
}

/** The Lighthouse section: a row per page, under the budgets. */
export async function lighthouseSection(baseUrl: string, pagePaths: string[]): Promise<void> {
  console.log(
    `Lighthouse mobile, performance only, median of ${LIGHTHOUSE_RUNS} runs ` +
      `(simulated throttling, a mid-tier phone's CPU):`,
  );
  console.log(lighthouseHeader());
  const meter = await SlowdownMeter.open();
  try {
    for (const path of pagePaths) console.log(await lighthouseRow(path, `${baseUrl}${path}`, meter));
    console.log(`  ${meter.summary()}`);
  } finally {
    await meter.close();
  }
}
