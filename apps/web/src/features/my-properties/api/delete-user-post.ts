import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ME_KEY } from '../../../lib/session/get-profile.ts';

/** DELETE /api/profile/deleteUserPosts/{PostID} → 'Post Removed' in the reader's language. */
export const deleteUserPost = (postId: string) =>
  apiFetch<{ message: string }>(`/api/profile/deleteUserPosts/${encodeURIComponent(postId)}`, { method: 'DELETE' });

/** Delete removes the post from every list (spec §4): all of "me" is refreshed. */
export function useDeleteUserPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUserPost, onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_KEY }) });
}
