import { SEARCH_PHRASES_VERSION, type SearchPhrasesResponse } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { indexOf } from './match.ts';

/**
 * The places and phrases the words box suggests (issue 29, item 6): one call per visit, kept by
 * the browser for a day; the version in the address changes with a release that changes the list.
 * Sent without the token, as the list is the same for everyone.
 */
export const searchPhrasesQuery = queryOptions({
  queryKey: ['search-phrases', SEARCH_PHRASES_VERSION] as const,
  queryFn: () =>
    apiFetch<SearchPhrasesResponse>(`/api/search/phrases?v=${SEARCH_PHRASES_VERSION}`, { anonymous: true }),
  select: indexOf,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 1,
});

export const useSearchPhrases = () => useQuery(searchPhrasesQuery);
