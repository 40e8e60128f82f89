import type { PostListQuery, SavedSearchFilters, SavedSearchResponse, SuggestedSearchName } from '@ghorbari/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { meKeys } from '../../lib/query-keys.ts';
import { postApiParams, readApiQuery } from '../search/post-search/post-search-query.ts';

/**
 * Saving a search (issue 17), from wherever a post search is shown (domain/search/post-search/):
 * the suggested name and the save, which refreshes the "My searches" list of
 * features/saved-searches through the same key.
 */

/**
 * The search as query parameters, the way every post search writes them (domain/search/post-search/): the
 * suggestion's cache key and the API's query.
 */
export function searchQueryString(search: SavedSearchFilters): string {
  const read = readApiQuery(search);
  return read ? postApiParams(read.type, read.filters).toString() : '';
}

/** GET /api/saved-searches/suggested-name: the name a save starts with, in the reader's language. */
export function useSuggestedSearchName(search: SavedSearchFilters, enabled: boolean) {
  const query = searchQueryString(search);
  return useQuery({
    queryKey: meKeys.savedSearchSuggestion(query),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.savedSearches }),
  });
}
