import { LIMITS, SAVED_FILTERS, SAVED_SORTS, type SavedFilter, type SavedSort } from '@ghorbari/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Spec §2: sort Asc, Desc, Recent; Desc (the list reversed, spec §4) is the page's default. */
export const SORTS = SAVED_SORTS;
export const DEFAULT_SORT: SavedSort = 'Desc';
export type { SavedFilter, SavedSort };
export const FILTERS = SAVED_FILTERS;

/**
 * What the saved list shows. The server filters and sorts the whole list and then pages it
 * (issue 39), so the count and the page numbers are of the chosen kind.
 */
export interface SavedQuery {
  page: number;
  limit: number;
  sort: SavedSort;
  type: SavedFilter;
}
export const DEFAULT_SAVED_QUERY: SavedQuery = {
  page: 1,
  limit: LIMITS.savedPosts.defaultPageSize,
  sort: DEFAULT_SORT,
  type: 'all',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((known) => known === value) ?? fallback;

/** The list from the address: ?type=…&sort=…&limit=…&page=… (defaults left out, unknown values ignored). */
export function parseSavedQuery(params: URLSearchParams): SavedQuery {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : DEFAULT_SAVED_QUERY.page,
    limit: (LIMITS.savedPosts.pageSizes as readonly number[]).includes(limit) ? limit : DEFAULT_SAVED_QUERY.limit,
    sort: oneOf(SORTS, params.get('sort'), DEFAULT_SAVED_QUERY.sort),
    type: oneOf(FILTERS, params.get('type'), DEFAULT_SAVED_QUERY.type),
  };
}

/**
 * The address with a change applied. A new kind, order or page size starts from its first page;
 * a default value leaves the address.
 */
export function withSavedQuery(params: URLSearchParams, change: Partial<SavedQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  const restart = change.type !== undefined || change.sort !== undefined || change.limit !== undefined;
  const merged = { ...(restart ? { page: 1 } : {}), ...change };
  for (const [key, value] of Object.entries(merged) as [keyof SavedQuery, string | number][]) {
    if (value === DEFAULT_SAVED_QUERY[key]) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The saved list's kind, order, page size and page, kept in the address so back and reload keep them. */
export function useSavedQuery() {
  const [params, setParams] = useSearchParams();
  const { page, limit, sort, type } = parseSavedQuery(params);
  const query = useMemo<SavedQuery>(() => ({ page, limit, sort, type }), [page, limit, sort, type]);
  const update = useCallback(
    (change: Partial<SavedQuery>, { replace = false }: { replace?: boolean } = {}) =>
      setParams((current) => withSavedQuery(current, change), { replace }),
    [setParams],
  );
  return { query, update };
}
