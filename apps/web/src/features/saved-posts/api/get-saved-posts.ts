import type { SavedPost, ListingPurpose } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ME_KEY } from '../../../lib/session/get-profile.ts';

export interface SavedPostsPage {
  SavedPosts: SavedPost[];
  notFoundIds: { _id: string; postId: string; type: ListingPurpose }[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

export const SAVED_POSTS_KEY = [...ME_KEY, 'saved-posts'] as const;

/** GET /api/profile/getSavePostForProfile?page&limit (limit 5, 10, 15 or 20). */
export const getSavedPosts = (page: number, limit: number) =>
  apiFetch<SavedPostsPage>(`/api/profile/getSavePostForProfile?${new URLSearchParams({ page: String(page), limit: String(limit) }).toString()}`);

export const savedPostsQueryOptions = (page: number, limit: number) =>
  queryOptions({ queryKey: [...SAVED_POSTS_KEY, page, limit], queryFn: () => getSavedPosts(page, limit), placeholderData: keepPreviousData });

export const useSavedPosts = (page: number, limit: number) => useQuery(savedPostsQueryOptions(page, limit));
