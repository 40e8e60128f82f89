import type { Settings } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { meKeys } from '../../../lib/query-keys.ts';

/** GET /api/profile/getSettings (spec §7). */
export const getSettings = () =>
  apiFetch<{ settings: Settings }>('/api/profile/getSettings').then((data) => data.settings);

export const settingsQueryOptions = () => queryOptions({ queryKey: meKeys.settings, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
