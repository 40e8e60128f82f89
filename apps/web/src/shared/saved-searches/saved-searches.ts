import type {
  PostListQuery,
  SavedSearch,
  SavedSearchFilters,
  SavedSearchList,
  SavedSearchResponse,
  SavedSearchUpdate,
  SuggestedSearchName,
} from '@ghorbari/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { listingHref, postApiParams, readApiQuery } from '../search/post-search/post-search-query.ts';
import { ME_KEY, postKeys } from '../../lib/query-keys.ts';

/**
 * Saved searches over the API (issue 17): shared by "Save this search" (components/) and the
 * "My searches" page (features/saved-searches), so both refresh the same cached list.
 */
export const savedSearchKeys = {
  all: [...ME_KEY, 'saved-searches'] as const,
  suggestion: (query: string) => [...ME_KEY, 'saved-searches', 'suggestion', query] as const,
};

/**
 * The search as query parameters, the way every post search writes them (lib/post-search): the
 * suggestion's cache key and the API's query.
 */
export function searchQueryString(search: SavedSearchFilters): string {
  const read = readApiQuery(search);
  return read ? postApiParams(read.type, read.filters).toString() : '';
}

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
  queryOptions({ queryKey: savedSearchKeys.all, queryFn: getSavedSearches, staleTime: 0 });
export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());

/** GET /api/saved-searches/suggested-name: the name a save starts with, in the reader's language. */
export function useSuggestedSearchName(search: SavedSearchFilters, enabled: boolean) {
  const query = searchQueryString(search);
  return useQuery({
    queryKey: savedSearchKeys.suggestion(query),
    queryFn: () => apiFetch<SuggestedSearchName>(`/api/saved-searches/suggested-name?${query}`),
    enabled,
    staleTime: Infinity,
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; filters: SavedSearchFilters | PostListQuery }) =>
      apiFetch<SavedSearchResponse>('/api/saved-searches', { method: 'POST', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

const one = (id: string) => `/api/saved-searches/${encodeURIComponent(id)}`;

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SavedSearchUpdate }) =>
      apiFetch<SavedSearchResponse>(one(id), { method: 'PATCH', json: changes }),
    onSuccess: (answer) =>
      queryClient.setQueryData<SavedSearchList>(savedSearchKeys.all, (list) =>
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
      queryClient.setQueryData<SavedSearchList>(savedSearchKeys.all, (list) =>
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
      queryClient.setQueryData<SavedSearchList>(savedSearchKeys.all, (list) =>
        list
          ? { ...list, searches: list.searches.map((s) => (s._id === answer.search._id ? answer.search : s)) }
          : list,
      ),
  });
}
