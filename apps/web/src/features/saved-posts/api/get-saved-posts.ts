import type { savedPostsResponseSchema } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { meKeys } from '../../../lib/query-keys.ts';
import type { SavedQuery } from '../saved-order.ts';

export type SavedPostsPage = z.infer<typeof savedPostsResponseSchema>;

/**
 * GET /api/profile/getSavePostForProfile?page&limit&sort&type (limit 5, 10, 15 or 20; sort Asc,
 * Desc, Recent; type all or one listing purpose, filtered over the whole list).
 */
export const getSavedPosts = ({ page, limit, sort, type }: SavedQuery) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit), sort, type });
  return apiFetch<SavedPostsPage>(`/api/profile/getSavePostForProfile?${query.toString()}`);
};

export const savedPostsQueryOptions = (query: SavedQuery) =>
  queryOptions({
    // Under the saved-posts key, so saving or unsaving anywhere refreshes every sort and kind.
    queryKey: [...meKeys.savedPostsPage(query.page, query.limit), query.sort, query.type] as const,
    queryFn: () => getSavedPosts(query),
    placeholderData: keepPreviousData,
  });

export const useSavedPosts = (query: SavedQuery) => useQuery(savedPostsQueryOptions(query));
