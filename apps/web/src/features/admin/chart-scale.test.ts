import { describe, expect, it } from 'vitest';
import { gridValues, labelEvery, niceStep } from './chart-scale.ts';

describe('chart scale', () => {
  it('picks round steps', () => {
    expect(niceStep(1000)).toBe(250);
    expect(niceStep(870)).toBe(250);
    expect(niceStep(12_000)).toBe(5000);
    expect(niceStep(3)).toBe(1);
    expect(niceStep(0)).toBe(1);
  });

  it('covers the largest value with whole steps from zero', () => {
    expect(gridValues(870)).toEqual([0, 250, 500, 750, 1000]);
    expect(gridValues(0)).toEqual([0, 1]);
  });

  it('thins month labels on narrow screens', () => {
    expect(labelEvery(60, 40)).toBe(1);
    expect(labelEvery(24, 40)).toBe(2);
  });
});
