import type { postClosedResponseSchema, postRepostedResponseSchema } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../api-client.ts';
import { refreshPost } from './post-cache.ts';

const postAction = (postId: string, action: 'close' | 'repost') => `/api/posts/${encodeURIComponent(postId)}/${action}`;

/** POST /api/posts/{PostID}/close: rented or sold; the post leaves the listings and its savers are told. */
export const closePost = (postId: string) =>
  apiFetch<z.infer<typeof postClosedResponseSchema>>(postAction(postId, 'close'), { method: 'POST' });

/** POST /api/posts/{PostID}/repost: back at the top of "newest first" after 30 days up. */
export const repostPost = (postId: string) =>
  apiFetch<z.infer<typeof postRepostedResponseSchema>>(postAction(postId, 'repost'), { method: 'POST' });

/** Either change shows everywhere the post is: its page, the listings, my properties, saved posts. */
export function useClosePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closePost, onSuccess: (_result, postId) => refreshPost(queryClient, postId) });
}

export function useRepostPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: repostPost, onSuccess: (_result, postId) => refreshPost(queryClient, postId) });
}
