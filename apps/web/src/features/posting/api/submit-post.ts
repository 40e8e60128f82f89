import type { PostBasics, postCreatedResponseSchema, postUpdatedResponseSchema } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshOwnPosts, refreshPost } from '../../../lib/posts/post-cache.ts';

export type PostCreated = z.infer<typeof postCreatedResponseSchema>;
export type PostUpdated = z.infer<typeof postUpdatedResponseSchema>;

/** The multipart body both calls take: `data` (the post as JSON), `images` files, and on edit `keepImages`. */
function postFormData(body: PostBasics, files: File[], keepImages?: string[]): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  if (keepImages) form.append('keepImages', JSON.stringify(keepImages));
  for (const file of files) form.append('images', file, file.name);
  return form;
}

/** POST /api/posts → the new post's id and when it is expected to go live. */
export const createPost = ({ body, files }: { body: PostBasics; files: File[] }) =>
  apiFetch<PostCreated>('/api/posts', { method: 'POST', body: postFormData(body, files) });

interface PostUpdate {
  postId: string;
  body: PostBasics;
  files: File[];
  keepImages: string[];
}

/** PUT /api/posts/{PostID}: owner only, at most 2 edits; the post goes back to review. */
export const updatePost = ({ postId, body, files, keepImages }: PostUpdate) =>
  apiFetch<PostUpdated>(`/api/posts/${encodeURIComponent(postId)}`, {
    method: 'PUT',
    body: postFormData(body, files, keepImages),
  });

/** A new post is pending: only my properties shows it. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => refreshOwnPosts(queryClient) });
}

/** An edited post changes everywhere it shows (its page, the listings, my properties, saved posts). */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePost, onSuccess: (_data, { postId }) => refreshPost(queryClient, postId) });
}
