import type { AdminStats } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/stats: the dashboard's counts and the visitors of the last 12 months. */
export const getAdminStats = () => apiFetch<AdminStats>('/api/admin/stats');

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: getAdminStats, staleTime: 30_000 });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
