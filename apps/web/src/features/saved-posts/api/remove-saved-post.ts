import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setSavedId } from '../../../domain/posts/post-cache.ts';
import { unsavePost } from '../../../domain/saved-posts/save-post.ts';

/** Removes a saved item from the saved-posts list: the list loads again, and the post's page knows (post-cache.ts). */
export function useRemoveSavedPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ savedId }: { savedId: string; postId: string }) => unsavePost(savedId),
    onSuccess: (_result, { postId }) => setSavedId(queryClient, postId, null),
  });
}
