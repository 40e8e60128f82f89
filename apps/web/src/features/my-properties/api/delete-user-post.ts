import type { messageResponseSchema } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { forgetPost } from '../../../domain/posts/post-cache.ts';

/** DELETE /api/profile/deleteUserPosts/{PostID} → 'Post Removed' in the reader's language. */
export const deleteUserPost = (postId: string) =>
  apiFetch<z.infer<typeof messageResponseSchema>>(`/api/profile/deleteUserPosts/${encodeURIComponent(postId)}`, {
    method: 'DELETE',
  });

/** Delete removes the post from every list and page that showed it (spec §4). */
export function useDeleteUserPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUserPost, onSuccess: (_result, postId) => forgetPost(queryClient, postId) });
}
