import type { similarPostsResponseSchema } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { marketKeys } from '../../../lib/query-keys.ts';

export type SimilarPosts = z.infer<typeof similarPostsResponseSchema>;

/** GET /api/posts/{PostID}/similar (issue 19): up to 6 live posts like it nearby, as listing cards. */
export const getSimilarPosts = (postId: string) =>
  apiFetch<SimilarPosts>(`/api/posts/${encodeURIComponent(postId)}/similar`, { anonymous: true });

export const similarPostsQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: marketKeys.similar(postId),
    queryFn: () => getSimilarPosts(postId),
    staleTime: 60_000,
    retry: false,
  });

/** Asked only once `enabled` (the section is near the screen): never part of the server's render. */
export const useSimilarPosts = (postId: string, enabled: boolean) =>
  useQuery({ ...similarPostsQueryOptions(postId), enabled });
