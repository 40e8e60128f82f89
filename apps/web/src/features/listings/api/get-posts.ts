import type { postListResponseSchema } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { postKeys } from '../../../lib/query-keys.ts';
import { apiParams, type ListingFilters } from '../listing-filters.ts';

export type PostType = 'sell' | 'rent';
export type PostList = z.infer<typeof postListResponseSchema>;

/** Cards per page: four rows of a three- or four-column grid, and plenty to scroll on a phone. */
export const PAGE_SIZE = 12;

/** GET /api/posts: approved posts of one type, in the chosen order (best match for a keyword). */
export function getPosts(type: PostType, filters: ListingFilters, page: number): Promise<PostList> {
  const params = apiParams(type, filters, page);
  params.set('page', String(page));
  params.set('limit', String(PAGE_SIZE));
  return apiFetch<PostList>(`/api/posts?${params.toString()}`);
}

export const postsQueryOptions = (type: PostType, filters: ListingFilters, page: number) =>
  queryOptions({
    queryKey: postKeys.list(type, filters, page),
    queryFn: () => getPosts(type, filters, page),
  });

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export const usePosts = (type: PostType, filters: ListingFilters, page: number) =>
  useQuery({ ...postsQueryOptions(type, filters, page), placeholderData: keepPreviousData });
