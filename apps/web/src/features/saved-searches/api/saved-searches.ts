import type { SavedSearch, SavedSearchList, SavedSearchResponse, SavedSearchUpdate } from '@ghorbari/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { listingHref, readApiQuery } from '../../../domain/search/post-search/post-search-query.ts';
import { meKeys, postKeys } from '../../../lib/query-keys.ts';

/**
 * The "My searches" page's calls (issue 17). Saving a search is domain/saved-searches/save-search.ts,
 * under the same key (`meKeys.savedSearches`), so both refresh the same cached list.
 */

/**
 * Where a saved search's results are: its listing with its filters, written by the same codec
 * as every list of posts (so a search saved from the search page opens as it was), or the
 * address the API gave when the filters are not a post search.
 */
export function savedSearchHref(search: Pick<SavedSearch, 'filters' | 'resultsPath'>): string {
  const read = readApiQuery(search.filters);
  return read ? listingHref(read.type, read.filters) : search.resultsPath;
}

/** GET /api/saved-searches: mine, newest first, each with its count of new matches. */
export const getSavedSearches = () => apiFetch<SavedSearchList>('/api/saved-searches');
export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: meKeys.savedSearches, queryFn: getSavedSearches, staleTime: 0 });
export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());

const one = (id: string) => `/api/saved-searches/${encodeURIComponent(id)}`;

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SavedSearchUpdate }) =>
      apiFetch<SavedSearchResponse>(one(id), { method: 'PATCH', json: changes }),
    onSuccess: (answer) =>
      queryClient.setQueryData<SavedSearchList>(meKeys.savedSearches, (list) =>
        list
          ? { ...list, searches: list.searches.map((s) => (s._id === answer.search._id ? answer.search : s)) }
          : list,
      ),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(one(id), { method: 'DELETE' }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedSearchList>(meKeys.savedSearches, (list) =>
        list ? { ...list, searches: list.searches.filter((s) => s._id !== id) } : list,
      ),
  });
}

/**
 * POST /api/saved-searches/:id/visit: the member opened the results, so nothing is new any more.
 * The results are opened for what is new: a list of posts cached from an earlier look (the same
 * search on the search page) is read again rather than shown as it was.
 */
export function useVisitSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<SavedSearchResponse>(`${one(id)}/visit`, { method: 'POST' }),
    onMutate: () => void queryClient.invalidateQueries({ queryKey: postKeys.lists }),
    onSuccess: (answer) =>
      queryClient.setQueryData<SavedSearchList>(meKeys.savedSearches, (list) =>
        list
          ? { ...list, searches: list.searches.map((s) => (s._id === answer.search._id ? answer.search : s)) }
          : list,
      ),
  });
}
