import { describe, expect, it } from 'vitest';
import { swipeStep } from './photo-viewer.tsx';

describe('a swipe in the full-screen gallery', () => {
  it('moves to the next photo leftwards and to the previous one rightwards', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
  });

  it('ignores taps, short moves and vertical scrolls', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 200)).toBe(0);
  });
});
