import { describe, expect, it } from 'vitest';
import { starFills } from '../../components/star-rating.tsx';
import { ratingBars } from './rating-bars.ts';

/** Counts per half star, index 0 = ½★, from a map of stars → count. */
const halves = (counts: Record<number, number>) =>
  Array.from({ length: 10 }, (_, index) => counts[(index + 1) / 2] ?? 0);

describe('ratingBars', () => {
  it('lists 5 stars first, with each star’s share of the ratings', () => {
    expect(ratingBars({ halves: halves({ 1: 1, 3: 1, 4: 3, 5: 5 }) })).toEqual([
      { stars: 5, count: 5, percent: 50 },
      { stars: 4, count: 3, percent: 30 },
      { stars: 3, count: 1, percent: 10 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 10 },
    ]);
  });

  it('counts a half star in a row of its own, between the whole stars, only when someone gave it (issue 44)', () => {
    // 4½★ ×2 and 5★ ×1: the 4½ reviews are not counted as fives.
    expect(ratingBars({ halves: halves({ 4.5: 2, 5: 1, 2.5: 1 }) })).toEqual([
      { stars: 5, count: 1, percent: 25 },
      { stars: 4.5, count: 2, percent: 50 },
      { stars: 4, count: 0, percent: 0 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2.5, count: 1, percent: 25 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
    expect(ratingBars({ halves: halves({ 0.5: 1 }) }).at(-1)).toEqual({ stars: 0.5, count: 1, percent: 100 });
  });

  it('keeps a bar visible for a star with one rating among many', () => {
    const bars = ratingBars({ halves: halves({ 1: 1, 5: 400 }) });
    expect(bars.at(-1)).toEqual({ stars: 1, count: 1, percent: 1 });
    expect(bars[0]?.percent).toBe(100);
  });

  it('shows empty bars for a firm nobody has rated', () => {
    expect(ratingBars({ halves: halves({}) }).map((bar) => bar.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('starFills', () => {
  it('shows ratings to the nearest half star', () => {
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.2)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(4.8)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });

  it('never shows more or fewer stars than the scale has', () => {
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(2.5, 3)).toEqual([1, 1, 0.5]);
  });
});
