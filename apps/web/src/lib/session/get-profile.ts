import type { UserData } from '@ghorbari/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { meKeys } from '../query-keys.ts';

/** GET /api/profile (spec §7): the signed-in user, with a fresh copy of their token. */
export const getProfile = () => apiFetch<{ userData: UserData }>('/api/profile').then((data) => data.userData);

export const profileQueryOptions = (queryFn: () => Promise<UserData> = getProfile) =>
  queryOptions({ queryKey: meKeys.profile, queryFn, staleTime: 60_000, retry: false });

/** POST /api/logout: ends the session of `token` on the server (it may already be forgotten here). */
export const logout = (token: string) =>
  apiFetch<{ success: true }>('/api/logout', {
    method: 'POST',
    anonymous: true,
    headers: { authorization: `Bearer ${token}` },
  });
