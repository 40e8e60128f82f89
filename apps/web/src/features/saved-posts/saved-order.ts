import { SAVED_SORTS, type ListingPurpose, type SavedPost, type SavedSort } from '@ghorbari/contracts';

/** Spec §2: sort Asc, Desc, Recent; Desc (the list reversed, spec §4) is the page's default. */
export const SORTS = SAVED_SORTS;
export const DEFAULT_SORT: SavedSort = 'Desc';
export type { SavedSort };
export const FILTERS = ['all', 'sell', 'rent', 'group', 'interior'] as const;
export type SavedFilter = 'all' | ListingPurpose;

/**
 * The filter keeps one listing purpose of the page, or all. The sort is the server's (spec §4:
 * Asc as saved, Desc reversed, Recent by postDate newest first), across every page.
 */
export function filterSaved(posts: SavedPost[], filter: SavedFilter): SavedPost[] {
  return filter === 'all' ? [...posts] : posts.filter((post) => post.type === filter);
}
