import type {
  availabilityConfirmedResponseSchema,
  postClosedResponseSchema,
  postRepostedResponseSchema,
} from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api-client.ts';
import { refreshPost } from './post-cache.ts';

const postAction = (postId: string, action: 'close' | 'repost' | 'still-available' | 'reopen') =>
  `/api/posts/${encodeURIComponent(postId)}/${action}`;

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

type AvailabilityConfirmed = z.infer<typeof availabilityConfirmedResponseSchema>;

/** POST /api/posts/{PostID}/still-available: the owner says it is still free (issue 41); its page shows when. */
export const confirmAvailable = (postId: string) =>
  apiFetch<AvailabilityConfirmed>(postAction(postId, 'still-available'), { method: 'POST' });

/** POST /api/posts/{PostID}/reopen: a closed post goes live again, confirmed now; not an edit. */
export const reopenPost = (postId: string) =>
  apiFetch<AvailabilityConfirmed>(postAction(postId, 'reopen'), { method: 'POST' });

/** POST /api/posts/still-available: the SMS's one-tap link, by its token alone (no session). */
export const confirmAvailableByLink = (token: string) =>
  apiFetch<AvailabilityConfirmed>('/api/posts/still-available', { method: 'POST', json: { token }, anonymous: true });

export function useConfirmAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAvailable,
    onSuccess: (_result, postId) => refreshPost(queryClient, postId),
  });
}

export function useReopenPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reopenPost, onSuccess: (_result, postId) => refreshPost(queryClient, postId) });
}
