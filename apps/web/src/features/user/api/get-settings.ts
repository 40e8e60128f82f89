import type { Settings } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ME_KEY } from '../../../lib/session/get-profile.ts';

export const SETTINGS_KEY = [...ME_KEY, 'settings'] as const;

/** GET /api/profile/getSettings (spec §7). */
export const getSettings = () => apiFetch<{ settings: Settings }>('/api/profile/getSettings').then((data) => data.settings);

export const settingsQueryOptions = () => queryOptions({ queryKey: SETTINGS_KEY, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
