import { chromium, type Browser, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';
import { median } from './budget.ts';

/**
 * How much to slow this machine's CPU so a page runs as on a mid-tier phone (issue 43, ADR 062).
 *
 * A CPU slowdown is relative to the machine it runs on: Lighthouse's default 4× turns a high-end
 * desktop into a mid-tier phone, but turns a slower machine into a low-end phone. Lighthouse's own
 * advice (docs/throttling.md, "Calibrating the CPU slowdown") is to measure the machine's
 * benchmark index and take the multiplier from its calculator. Our machines' speed changes from
 * minute to minute (their neighbours' load; the index measured 1219 to 2319 within an hour on one
 * of them), so the index is measured again just before each visit, and that visit is slowed by
 * what it says. A Lighthouse run measures the index itself: lighthouse.ts slows each run by what
 * the run before measured, and runs again one whose own index asked for another slowdown.
 * BENCH_CPU_SLOWDOWN sets one multiplier instead (4 for Lighthouse's default).
 */
export interface CpuSlowdown {
  multiplier: number;
  /** The machine's Lighthouse benchmark index just before; undefined when set by hand. */
  benchmarkIndex?: number;
}

/**
 * The multiplier Lighthouse's CPU slowdown calculator gives for a benchmark index
 * (lighthouse-cpu-throttling-calculator.vercel.app, linked from Lighthouse's throttling docs):
 * 3× at 1300 and 1 more for each 233 above, 2× at 800, 1× at 150, in straight lines between. A
 * machine slower than a mid-tier phone (below 150) is not slowed at all.
 */
export function slowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

const byHand = (): number | undefined => {
  const value = Number(process.env.BENCH_CPU_SLOWDOWN);
  return value >= 1 ? value : undefined;
};

/** Measures the slowdown before each run, and says what it was over a section's runs. */
export class SlowdownMeter {
  private readonly taken: CpuSlowdown[] = [];

  private constructor(
    private readonly browser: Browser | null,
    private readonly page: Page | null,
  ) {}

  /** A meter with a blank page of its own in the bench's Chromium (none when set by hand). */
  static async open(): Promise<SlowdownMeter> {
    if (byHand()) return new SlowdownMeter(null, null);
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    // The first run also compiles the benchmark: it is not the machine's speed.
    await page.evaluate(pageFunctions.computeBenchmarkIndex);
    return new SlowdownMeter(browser, page);
  }

  /** The slowdown for the run about to start (recorded for the summary). */
  async measure(): Promise<CpuSlowdown> {
    return this.record(await this.estimate());
  }

  /** The slowdown for now, not recorded: the median index of two runs of Lighthouse's benchmark (about 2 s). */
  async estimate(): Promise<CpuSlowdown> {
    const multiplier = byHand();
    if (multiplier || !this.page) return { multiplier: multiplier ?? 4 };
    const indexes = [
      await this.page.evaluate(pageFunctions.computeBenchmarkIndex),
      await this.page.evaluate(pageFunctions.computeBenchmarkIndex),
    ];
    return this.fromIndex(median(indexes));
  }

  /**
   * The slowdown a benchmark index asks for, such as the one Lighthouse measured in its own run;
   * BENCH_CPU_SLOWDOWN's when set by hand.
   */
  fromIndex(benchmarkIndex: number): CpuSlowdown {
    const multiplier = byHand();
    if (multiplier || !this.page) return { multiplier: multiplier ?? 4 };
    return { multiplier: Math.round(slowdownFor(benchmarkIndex) * 100) / 100, benchmarkIndex };
  }

  /** Counts a run's slowdown in the summary. */
  record(taken: CpuSlowdown): CpuSlowdown {
    this.taken.push(taken);
    return taken;
  }

  /** What the runs were slowed by, as a line under a section. */
  summary(): string {
    const multipliers = this.taken.map((taken) => taken.multiplier);
    if (multipliers.length === 0) return 'CPU slowdown: no runs';
    const indexes = this.taken.flatMap(({ benchmarkIndex }) => (benchmarkIndex === undefined ? [] : [benchmarkIndex]));
    const range = (values: number[], digits: number) => {
      const [low, high, middle] = [Math.min(...values), Math.max(...values), median(values)];
      return `${low.toFixed(digits)}–${high.toFixed(digits)}, median ${middle.toFixed(digits)}`;
    };
    return indexes.length === 0
      ? `CPU ÷${multipliers[0]} for every run (BENCH_CPU_SLOWDOWN)`
      : `CPU slowed to a mid-tier phone's before each run (ADR 062): ÷${range(multipliers, 2)}, ` +
          `for a benchmark index of ${range(indexes, 0)}`;
  }

  async close(): Promise<void> {
    await this.browser?.close();
  }
}
