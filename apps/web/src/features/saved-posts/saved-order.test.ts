import type { SavedPost } from '@ghorbari/contracts';
import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../components/page-links.tsx';
import { orderSaved } from './saved-order.ts';

const saved = (postId: string, type: SavedPost['type'], postDate: string) => ({ postId, type, postDate }) as SavedPost;
const list = [
  saved('S-1', 'sell', '2026-01-02'),
  saved('R-2', 'rent', '2026-03-01'),
  saved('S-3', 'sell', '2026-02-01'),
];
const ids = (posts: SavedPost[]) => posts.map((post) => post.postId);

describe('orderSaved (spec §4, saved list sorting)', () => {
  it('shows the list reversed by default, as returned for Asc, newest post first for Recent', () => {
    expect(ids(orderSaved(list, 'desc', 'all'))).toEqual(['S-3', 'R-2', 'S-1']);
    expect(ids(orderSaved(list, 'asc', 'all'))).toEqual(['S-1', 'R-2', 'S-3']);
    expect(ids(orderSaved(list, 'recent', 'all'))).toEqual(['R-2', 'S-3', 'S-1']);
  });

  it('keeps only the chosen purpose and leaves the original list alone', () => {
    expect(ids(orderSaved(list, 'asc', 'sell'))).toEqual(['S-1', 'S-3']);
    expect(orderSaved(list, 'asc', 'interior')).toEqual([]);
    expect(ids(list)).toEqual(['S-1', 'R-2', 'S-3']);
  });
});

describe('pageWindow', () => {
  it('shows at most 5 page numbers around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 9)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});
