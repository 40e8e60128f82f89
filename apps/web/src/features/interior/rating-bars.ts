import type { RatingSummary } from '@ghorbari/contracts';

export interface RatingBar {
  /** 5 down to ½, in half stars. */
  stars: number;
  count: number;
  /** Share of all ratings, 0–100, whole; at least 1 when any rating falls on the row, so its bar shows. */
  percent: number;
}

/**
 * The rows of a rating summary, 5★ first, each rating on its own row (issue 44): a 4½★ review is
 * counted as 4½, not as 5. The five whole stars always have a row; a half star has one when a
 * review gave it. `summary.halves[0]` counts ½★ (contracts).
 */
export function ratingBars(summary: Pick<RatingSummary, 'halves'>): RatingBar[] {
  const total = summary.halves.reduce((sum, count) => sum + count, 0);
  const bars: RatingBar[] = [];
  for (let halves = 10; halves >= 1; halves -= 1) {
    const count = summary.halves[halves - 1] ?? 0;
    if (halves % 2 === 1 && count === 0) continue;
    const percent = total === 0 || count === 0 ? 0 : Math.max(1, Math.round((count / total) * 100));
    bars.push({ stars: halves / 2, count, percent });
  }
  return bars;
}
