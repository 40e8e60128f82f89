import type { PostInsights } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ME_KEY } from '../../../lib/query-keys.ts';

/** Under "me": signing out forgets them with the rest of the member's data. */
export const postInsightsKey = (postId: string) => [...ME_KEY, 'post-insights', postId] as const;

/** GET /api/posts/:postId/insights (issue 19): one of my posts' last 30 days and its comparison. */
export const getPostInsights = (postId: string) =>
  apiFetch<PostInsights>(`/api/posts/${encodeURIComponent(postId)}/insights`);

export const postInsightsQueryOptions = (postId: string) =>
  // Counts move every few seconds on the server; a minute old is fresh enough for a glance.
  queryOptions({ queryKey: postInsightsKey(postId), queryFn: () => getPostInsights(postId), staleTime: 60_000 });

export const usePostInsights = (postId: string) => useQuery(postInsightsQueryOptions(postId));
