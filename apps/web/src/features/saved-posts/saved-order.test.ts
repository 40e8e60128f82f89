import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../components/page-links.tsx';
import { DEFAULT_SAVED_QUERY, parseSavedQuery, withSavedQuery } from './saved-order.ts';

const parse = (search: string) => parseSavedQuery(new URLSearchParams(search));

describe('the saved list in the address', () => {
  it('reads the kind, order, page size and page, and ignores what it does not know', () => {
    expect(parse('')).toEqual(DEFAULT_SAVED_QUERY);
    expect(parse('type=interior&sort=Recent&limit=5&page=2')).toEqual({
      type: 'interior',
      sort: 'Recent',
      limit: 5,
      page: 2,
    });
    expect(parse('type=castle&sort=newest&limit=7&page=-1')).toEqual(DEFAULT_SAVED_QUERY);
  });

  it('starts a new kind from its first page and leaves defaults out of the address', () => {
    const onPage2 = new URLSearchParams('limit=5&page=2');
    expect(withSavedQuery(onPage2, { type: 'interior' }).toString()).toBe('limit=5&type=interior');
    expect(withSavedQuery(onPage2, { page: 3 }).toString()).toBe('limit=5&page=3');
    expect(withSavedQuery(new URLSearchParams('type=rent'), { type: 'all' }).toString()).toBe('');
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
