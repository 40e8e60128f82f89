import type { PostDetail } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ME_KEY } from '../../../lib/session/get-profile.ts';

/** Under "me": the owner's own copy (it may be pending), dropped on sign-out. */
export const postQueryKey = (postId: string) => [...ME_KEY, 'post', postId] as const;

/** GET /api/posts/{PostID}: the owner also sees their own pending or rejected post. */
export const getPost = (postId: string) =>
  apiFetch<{ post: PostDetail }>(`/api/posts/${encodeURIComponent(postId)}`).then((data) => data.post);

export const postQueryOptions = (postId: string) =>
  queryOptions({ queryKey: postQueryKey(postId), queryFn: () => getPost(postId), retry: false, staleTime: 0 });

export const usePost = (postId: string) => useQuery(postQueryOptions(postId));
