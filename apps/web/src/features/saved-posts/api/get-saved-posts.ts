import type { savedPostsResponseSchema } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { meKeys } from '../../../lib/query-keys.ts';

export type SavedPostsPage = z.infer<typeof savedPostsResponseSchema>;

/** GET /api/profile/getSavePostForProfile?page&limit (limit 5, 10, 15 or 20). */
export const getSavedPosts = (page: number, limit: number) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return apiFetch<SavedPostsPage>(`/api/profile/getSavePostForProfile?${query.toString()}`);
};

export const savedPostsQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: meKeys.savedPostsPage(page, limit),
    queryFn: () => getSavedPosts(page, limit),
    placeholderData: keepPreviousData,
  });

export const useSavedPosts = (page: number, limit: number) => useQuery(savedPostsQueryOptions(page, limit));
