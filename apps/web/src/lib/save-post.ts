import type { ListingPurpose, PostDetail } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { ME_KEY } from './session/get-profile.ts';

/** A post's page data: the post and the viewer's saved-post id for it (null when not saved or signed out). */
export interface PostWithSaved {
  post: PostDetail;
  savedId: string | null;
}

/** POST /api/profile/savePost → the saved item's id. */
export const savePost = (type: ListingPurpose, postId: string) =>
  apiFetch<{ success: true; _id: string }>('/api/profile/savePost', { method: 'POST', json: { type, postId } }).then((data) => data._id);

/** DELETE /api/profile/deleteUserSavedPost/{_id}. */
export const unsavePost = (savedId: string) =>
  apiFetch<{ success: true }>(`/api/profile/deleteUserSavedPost/${encodeURIComponent(savedId)}`, { method: 'DELETE' });

/**
 * After a save or unsave: the post's own page is updated in place (fetching it again would
 * count another view), and the saved-posts list is refreshed when it is next shown.
 */
function useSavedChanged() {
  const queryClient = useQueryClient();
  return {
    setSaved: (postId: string, savedId: string | null) =>
      queryClient.setQueriesData<PostWithSaved>({ queryKey: ['posts', 'detail', postId] }, (old) => (old ? { ...old, savedId } : old)),
    refreshList: () => queryClient.invalidateQueries({ queryKey: [...ME_KEY, 'saved-posts'] }),
  };
}

export function useSavePost() {
  const changed = useSavedChanged();
  return useMutation({
    mutationFn: ({ type, postId }: { type: ListingPurpose; postId: string }) => savePost(type, postId),
    onSuccess: (savedId, { postId }) => changed.setSaved(postId, savedId),
    onSettled: changed.refreshList,
  });
}

export function useUnsavePost() {
  const changed = useSavedChanged();
  return useMutation({
    mutationFn: ({ savedId }: { savedId: string; postId: string }) => unsavePost(savedId),
    onSuccess: (_result, { postId }) => changed.setSaved(postId, null),
    onSettled: changed.refreshList,
  });
}
