import type { ListingPurpose } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ME_KEY } from '../../auth/api/get-profile.ts';

/** POST /api/profile/savePost → the saved item's id. */
export const savePost = (type: ListingPurpose, postId: string) =>
  apiFetch<{ success: true; _id: string }>('/api/profile/savePost', { method: 'POST', json: { type, postId } }).then((data) => data._id);

/** DELETE /api/profile/deleteUserSavedPost/{_id}. */
export const unsavePost = (savedId: string) =>
  apiFetch<{ success: true }>(`/api/profile/deleteUserSavedPost/${encodeURIComponent(savedId)}`, { method: 'DELETE' });

/** Saved lists and the post's own page learn of the change when they are next shown. */
function useInvalidateSaved() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['posts', 'detail'] }),
      // The saved-posts list lives under the session's key (features/saved-posts).
      queryClient.invalidateQueries({ queryKey: [...ME_KEY, 'saved-posts'] }),
    ]);
}

export function useSavePost() {
  const invalidate = useInvalidateSaved();
  return useMutation({
    mutationFn: ({ type, postId }: { type: ListingPurpose; postId: string }) => savePost(type, postId),
    onSettled: invalidate,
  });
}

export function useUnsavePost() {
  const invalidate = useInvalidateSaved();
  return useMutation({ mutationFn: (savedId: string) => unsavePost(savedId), onSettled: invalidate });
}
