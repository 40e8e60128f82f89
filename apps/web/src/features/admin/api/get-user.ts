import type { adminUserResponseSchema } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export type AdminUserDetail = z.infer<typeof adminUserResponseSchema>;

/** GET /api/admin/users/:userId (admin only): the account, its posts and what staff did to it. */
export const getAdminUser = (userId: string) =>
  apiFetch<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(userId)}`);

export const adminUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminKeys.user(userId), queryFn: () => getAdminUser(userId) });

export const useAdminUser = (userId: string) => useQuery(adminUserQueryOptions(userId));
