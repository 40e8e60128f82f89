import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-links.tsx';

describe('pageWindow', () => {
  it('shows five numbers around the current page, kept inside the range', () => {
    expect(pageWindow(1, 11)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 11)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(11, 11)).toEqual([7, 8, 9, 10, 11]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
