import type { PostBasics } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ME_KEY } from '../../../lib/session/get-profile.ts';
import { postQueryKey } from './get-post.ts';

export interface PostCreated {
  message: string;
  PostID: string;
  expectedLive: { from: string; to: string };
}
export interface PostUpdated {
  message: string;
  PostID: string;
  updateCount: number;
}

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

/** PUT /api/posts/{PostID}: owner only, at most 2 edits; the post goes back to review. */
export const updatePost = ({ postId, body, files, keepImages }: { postId: string; body: PostBasics; files: File[]; keepImages: string[] }) =>
  apiFetch<PostUpdated>(`/api/posts/${encodeURIComponent(postId)}`, { method: 'PUT', body: postFormData(body, files, keepImages) });

/** Both change the owner's lists (my properties, dashboard counts): refresh everything of "me". */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_KEY }) });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (_data, { postId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ME_KEY }), queryClient.invalidateQueries({ queryKey: postQueryKey(postId) })]),
  });
}
