import type { ListingPurpose, SavedPost } from '@ghorbari/contracts';

export const SORTS = ['desc', 'asc', 'recent'] as const;
export type SavedSort = (typeof SORTS)[number];
export const FILTERS = ['all', 'sell', 'rent', 'group', 'interior'] as const;
export type SavedFilter = 'all' | ListingPurpose;

/**
 * Spec §4, saved list sorting: Desc (the default) shows the list reversed, Asc as returned,
 * Recent by postDate newest first. The filter keeps one listing purpose, or all.
 */
export function orderSaved(posts: SavedPost[], sort: SavedSort, filter: SavedFilter): SavedPost[] {
  const kept = filter === 'all' ? [...posts] : posts.filter((post) => post.type === filter);
  if (sort === 'desc') return kept.reverse();
  if (sort === 'recent') return kept.sort((a, b) => Date.parse(b.postDate) - Date.parse(a.postDate));
  return kept;
}
