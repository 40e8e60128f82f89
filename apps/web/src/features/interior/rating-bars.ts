import type { RatingSummary } from '@ghorbari/contracts';

export interface RatingBar {
  /** 5 down to 1. */
  stars: number;
  count: number;
  /** Share of all ratings, 0–100, whole; at least 1 when any rating falls on the star, so its bar shows. */
  percent: number;
}

/** The five bars of a rating summary, 5★ first; `summary.stars[0]` counts 1★ (contracts). */
export function ratingBars(summary: Pick<RatingSummary, 'stars'>): RatingBar[] {
  const total = summary.stars.reduce((sum, count) => sum + count, 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = summary.stars[stars - 1] ?? 0;
    const percent = total === 0 || count === 0 ? 0 : Math.max(1, Math.round((count / total) * 100));
    return { stars, count, percent };
  });
}
