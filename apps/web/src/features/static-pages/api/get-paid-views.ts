import type { PaidViews } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const paidViewsKey = ['stats', 'paid-views'] as const;

/** GET /api/stats/paid-views (issue 19): views per paid and per free post over the last 30 days. */
export const getPaidViews = () => apiFetch<PaidViews>('/api/stats/paid-views', { anonymous: true });

export const paidViewsQueryOptions = () =>
  // The server keeps it for some minutes too: a page open a while need not ask again.
  queryOptions({ queryKey: paidViewsKey, queryFn: getPaidViews, staleTime: 5 * 60_000 });

export const usePaidViews = () => useQuery(paidViewsQueryOptions());
