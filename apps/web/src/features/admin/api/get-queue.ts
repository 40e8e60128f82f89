import type { ModerationQueueQuery, moderationQueueResponseSchema } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { queryString } from './query-string.ts';

export type ModerationQueue = z.infer<typeof moderationQueueResponseSchema>;
export type QueueQuery = Partial<ModerationQueueQuery>;

/** GET /api/admin/posts/queue: pending posts, oldest first, with the overall pending counts. */
export const getModerationQueue = (query: QueueQuery) =>
  apiFetch<ModerationQueue>(`/api/admin/posts/queue${queryString(query)}`);

export const queueQueryOptions = (query: QueueQuery) =>
  queryOptions({ queryKey: adminKeys.queue(query), queryFn: () => getModerationQueue(query), staleTime: 15_000 });

/** The list keeps showing the last page while the next one loads, so filters do not flash. */
export const useModerationQueue = (query: QueueQuery) =>
  useQuery({ ...queueQueryOptions(query), placeholderData: keepPreviousData });

/** The pending count of the navigation's badge: one tiny page, refreshed every minute. */
export const usePendingCount = () => {
  const queue = useQuery({ ...queueQueryOptions({ page: 1, limit: 1 }), refetchInterval: 60_000 });
  return queue.data?.counts ?? null;
};
