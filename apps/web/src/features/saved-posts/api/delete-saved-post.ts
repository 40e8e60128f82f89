import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { SAVED_POSTS_KEY } from './get-saved-posts.ts';

/** DELETE /api/profile/deleteUserSavedPost/{_id}. */
export const deleteSavedPost = (id: string) => apiFetch<{ success: true }>(`/api/profile/deleteUserSavedPost/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSavedPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSavedPost, onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_POSTS_KEY }) });
}
