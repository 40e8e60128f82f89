import type { ModerationPost } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/posts/:postId: everything support decides on (post, poster, payment, changes, history). */
export const getModerationPost = (postId: string) =>
  apiFetch<ModerationPost>(`/api/admin/posts/${encodeURIComponent(postId)}`);

export const moderationPostQueryOptions = (postId: string) =>
  queryOptions({ queryKey: adminKeys.post(postId), queryFn: () => getModerationPost(postId) });

export const useModerationPost = (postId: string) => useQuery(moderationPostQueryOptions(postId));
