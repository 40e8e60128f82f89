import type { postListResponseSchema } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { postKeys } from '../../../lib/query-keys.ts';
import { apiParams, type PostKind, type SearchState } from '../search-params.ts';

export type PostResults = z.infer<typeof postListResponseSchema>;
/** Cards per page, as on the listings. */
export const SEARCH_PAGE_SIZE = 12;

/** GET /api/posts: sale or rent posts matching the words and filters (issue 17). */
export function searchPosts(state: SearchState & { kind: PostKind }): Promise<PostResults> {
  return apiFetch<PostResults>(`/api/posts?${apiParams(state, SEARCH_PAGE_SIZE).toString()}`);
}

export const postResultsQueryOptions = (state: SearchState & { kind: PostKind }) =>
  queryOptions({
    // Under the listings' key, so whatever refreshes a listing refreshes the search too.
    queryKey: postKeys.list(state.kind, { search: apiParams(state, SEARCH_PAGE_SIZE).toString() }, state.page),
    queryFn: () => searchPosts(state),
  });

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export const usePostResults = (state: SearchState & { kind: PostKind }) =>
  useQuery({ ...postResultsQueryOptions(state), placeholderData: keepPreviousData });
