import type { ListingPurpose, savePostResponseSchema, successSchema } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api-client.ts';
import { setSavedId } from '../posts/post-cache.ts';

/** POST /api/profile/savePost → the saved item's id. */
export const savePost = (type: ListingPurpose, postId: string) =>
  apiFetch<z.infer<typeof savePostResponseSchema>>('/api/profile/savePost', {
    method: 'POST',
    json: { type, postId },
  }).then((data) => data._id);

/** DELETE /api/profile/deleteUserSavedPost/{_id}. */
export const unsavePost = (savedId: string) =>
  apiFetch<z.infer<typeof successSchema>>(`/api/profile/deleteUserSavedPost/${encodeURIComponent(savedId)}`, {
    method: 'DELETE',
  });

/**
 * Save or unsave from the post's page or the saved-posts list: the post's page shows the new
 * state in place, the saved-posts list loads again (post-cache.ts).
 */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, postId }: { type: ListingPurpose; postId: string }) => savePost(type, postId),
    onSuccess: (savedId, { postId }) => setSavedId(queryClient, postId, savedId),
  });
}

export function useUnsavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ savedId }: { savedId: string; postId: string }) => unsavePost(savedId),
    onSuccess: (_result, { postId }) => setSavedId(queryClient, postId, null),
  });
}
