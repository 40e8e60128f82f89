import type { SavedSort, savedPostsResponseSchema } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { meKeys } from '../../../lib/query-keys.ts';

export type SavedPostsPage = z.infer<typeof savedPostsResponseSchema>;

/** GET /api/profile/getSavePostForProfile?page&limit&sort (limit 5, 10, 15 or 20; sort Asc, Desc, Recent). */
export const getSavedPosts = (page: number, limit: number, sort: SavedSort) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit), sort });
  return apiFetch<SavedPostsPage>(`/api/profile/getSavePostForProfile?${query.toString()}`);
};

export const savedPostsQueryOptions = (page: number, limit: number, sort: SavedSort) =>
  queryOptions({
    // Under the saved-posts key, so saving or unsaving anywhere refreshes every sort.
    queryKey: [...meKeys.savedPostsPage(page, limit), sort] as const,
    queryFn: () => getSavedPosts(page, limit, sort),
    placeholderData: keepPreviousData,
  });

export const useSavedPosts = (page: number, limit: number, sort: SavedSort) =>
  useQuery(savedPostsQueryOptions(page, limit, sort));
