import type { ListingPurpose, savePostResponseSchema, successSchema } from '@ghorbari/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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

interface CallOptions<Result> {
  onSuccess?: (result: Result) => void;
  onError?: (error: unknown) => void;
}

/**
 * A call the Save button makes, with whether one is under way: what `useMutation` gave it, without
 * its observer's code, which the call bar (live with a post's page) would otherwise add to every
 * post's start-up JavaScript (issue 43).
 */
function usePostCall<Variables extends { postId: string }, Result>(
  call: (variables: Variables) => Promise<Result>,
  stored: (queryClient: QueryClient, postId: string, result: Result) => void,
) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(0);
  const mutate = (variables: Variables, options: CallOptions<Result> = {}) => {
    setRunning((count) => count + 1);
    call(variables)
      .then(
        (result) => {
          stored(queryClient, variables.postId, result);
          options.onSuccess?.(result);
        },
        (error: unknown) => options.onError?.(error),
      )
      .finally(() => setRunning((count) => count - 1));
  };
  return { mutate, isPending: running > 0 };
}

/**
 * Save or unsave from the post's page or the saved-posts list: the post's page shows the new
 * state in place, the saved-posts list loads again (post-cache.ts).
 */
export const useSavePost = () =>
  usePostCall(({ type, postId }: { type: ListingPurpose; postId: string }) => savePost(type, postId), setSavedId);

export const useUnsavePost = () =>
  usePostCall(
    ({ savedId }: { savedId: string; postId: string }) => unsavePost(savedId),
    (queryClient, postId) => setSavedId(queryClient, postId, null),
  );
