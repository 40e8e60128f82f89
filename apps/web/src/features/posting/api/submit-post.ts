import type { PostBasics, postCreatedResponseSchema, postUpdatedResponseSchema } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { apiUpload, type UploadRequest } from '../../../lib/api-upload.ts';
import { refreshOwnPosts, refreshPost } from '../../../domain/posts/post-cache.ts';

export type PostCreated = z.infer<typeof postCreatedResponseSchema>;
export type PostUpdated = z.infer<typeof postUpdatedResponseSchema>;

/** Each new photo's share sent so far (0 to 1), in the order the photos are sent. */
export type PhotoProgress = (photos: number[]) => void;

/**
 * The multipart body both calls take: `data` (the post as JSON), `images` files, and on edit
 * `keepImages`; sent with progress, so the form can show how far each photo has gone.
 */
function postUpload(method: 'POST' | 'PUT', body: PostBasics, files: File[], keepImages?: string[]) {
  const fields: UploadRequest['fields'] = [['data', JSON.stringify(body)]];
  if (keepImages) fields.push(['keepImages', JSON.stringify(keepImages)]);
  return { method, fields, files: files.map((file) => ({ field: 'images', file, filename: file.name })) };
}

interface PostCreate {
  body: PostBasics;
  files: File[];
  onProgress?: PhotoProgress;
}

/** POST /api/posts → the new post's id and when it is expected to go live. */
export const createPost = ({ body, files, onProgress }: PostCreate) =>
  apiUpload<PostCreated>('/api/posts', { ...postUpload('POST', body, files), onProgress });

interface PostUpdate extends PostCreate {
  postId: string;
  keepImages: string[];
}

/** PUT /api/posts/{PostID}: owner only, at most 2 edits; the post goes back to review. */
export const updatePost = ({ postId, body, files, keepImages, onProgress }: PostUpdate) =>
  apiUpload<PostUpdated>(`/api/posts/${encodeURIComponent(postId)}`, {
    ...postUpload('PUT', body, files, keepImages),
    onProgress,
  });

/**
 * A failure worth sending again as it is: the connection dropped or the server failed (5xx).
 * A refusal (4xx) needs a change first, and its message says which.
 */
export const canRetry = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'NO_RESPONSE' || error.status >= 500);

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
