import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

import type { PostWithSaved } from '../../../lib/save-post.ts';

export type { PostWithSaved };

/** Mirrors the API's post id (S-1001 / R-1002), so an id that cannot exist is not asked for. */
export const isPostId = (id: string) => /^[SR]-\d{1,9}$/.test(id);

/** GET /api/posts/{PostID}; the token goes along when there is one, for `savedId`. */
export const getPost = (id: string) =>
  apiFetch<PostWithSaved & { success: true }>(`/api/posts/${encodeURIComponent(id)}`).then(({ post, savedId }) => ({ post, savedId }));

/** Gone or never approved (404 POST_UNAVAILABLE), or an id the API refuses: not available. */
export const isUnavailable = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Keyed by viewer too: whether the post is saved belongs to who is asking. */
export const postQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: ['posts', 'detail', id, viewer ?? 'visitor'],
    queryFn: () => getPost(id),
    retry: (failures, error) => !isUnavailable(error) && failures < 1,
  });

export const usePost = (id: string, viewer: string | null, enabled: boolean) =>
  useQuery({ ...postQueryOptions(id, viewer), enabled: enabled && isPostId(id) });
