import type { postListResponseSchema, UnderstoodPiece } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { postKeys } from '../../../lib/query-keys.ts';
import { postApiParams, type PostFilters, type PostType } from './post-search-query.ts';

export type PostList = z.infer<typeof postListResponseSchema>;

/** Cards per page: four rows of a three- or four-column grid, and plenty to scroll on a phone. */
export const PAGE_SIZE = 12;

/**
 * GET /api/posts: approved posts of one type matching the filters and words, in the chosen order,
 * with what the API read out of the words. An API that does not send `understood` yet reads as
 * having understood nothing.
 */
export async function getPosts(type: PostType, filters: PostFilters, page: number): Promise<PostList> {
  const params = postApiParams(type, filters, { page, limit: PAGE_SIZE });
  const answer = await apiFetch<Omit<PostList, 'understood'> & { understood?: UnderstoodPiece[] }>(
    `/api/posts?${params.toString()}`,
  );
  return { ...answer, understood: answer.understood ?? [] };
}

/** Under the listings' key, so whatever refreshes a listing (a post approved, edited) refreshes every search. */
export const postsQueryOptions = (type: PostType, filters: PostFilters, page: number) =>
  queryOptions({
    queryKey: postKeys.list(type, { search: postApiParams(type, filters).toString() }, page),
    queryFn: () => getPosts(type, filters, page),
  });

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export const usePosts = (type: PostType, filters: PostFilters, page: number) =>
  useQuery({ ...postsQueryOptions(type, filters, page), placeholderData: keepPreviousData });
