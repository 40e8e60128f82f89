import type { SavedPost } from '@ghorbari/contracts';
import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../components/page-links.tsx';
import { filterSaved } from './saved-order.ts';

const saved = (postId: string, type: SavedPost['type']) => ({ postId, type }) as SavedPost;
const list = [saved('S-1', 'sell'), saved('R-2', 'rent'), saved('S-3', 'sell')];
const ids = (posts: SavedPost[]) => posts.map((post) => post.postId);

describe('filterSaved', () => {
  it('keeps only the chosen purpose, in the order given, and leaves the original list alone', () => {
    expect(ids(filterSaved(list, 'all'))).toEqual(['S-1', 'R-2', 'S-3']);
    expect(ids(filterSaved(list, 'sell'))).toEqual(['S-1', 'S-3']);
    expect(filterSaved(list, 'interior')).toEqual([]);
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
