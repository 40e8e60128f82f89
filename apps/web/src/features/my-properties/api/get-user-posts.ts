import type { PostCard } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ME_KEY } from '../../../lib/session/get-profile.ts';

export interface UserPosts {
  approvedUserSellPosts: PostCard[];
  nonApprovedUserSellPosts: PostCard[];
  approvedUserRentPosts: PostCard[];
  nonApprovedUserRentPosts: PostCard[];
}

export const USER_POSTS_KEY = [...ME_KEY, 'user-posts'] as const;

/** GET /api/profile/getUserPosts; 'User Posts not found' (no userPosts) means the member has none: null. */
export const getUserPosts = () =>
  apiFetch<{ userPosts?: UserPosts; message?: string }>('/api/profile/getUserPosts').then((data) => data.userPosts ?? null);

export const userPostsQueryOptions = () => queryOptions({ queryKey: USER_POSTS_KEY, queryFn: getUserPosts });

export const useUserPosts = () => useQuery(userPostsQueryOptions());
