import type { userPostsResponseSchema } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { meKeys } from '../../../lib/query-keys.ts';

type UserPostsResponse = z.infer<typeof userPostsResponseSchema>;
export type UserPosts = NonNullable<UserPostsResponse['userPosts']>;

/** GET /api/profile/getUserPosts; 'User Posts not found' (no userPosts) means the member has none: null. */
export const getUserPosts = () =>
  apiFetch<UserPostsResponse>('/api/profile/getUserPosts').then((data) => data.userPosts ?? null);

export const userPostsQueryOptions = () => queryOptions({ queryKey: meKeys.userPosts, queryFn: getUserPosts });

export const useUserPosts = () => useQuery(userPostsQueryOptions());
