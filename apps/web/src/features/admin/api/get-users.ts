import type { AdminUsersQuery, adminUsersResponseSchema } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { queryString } from './query-string.ts';

export type AdminUsers = z.infer<typeof adminUsersResponseSchema>;
export type UsersQuery = Partial<AdminUsersQuery>;

/** GET /api/admin/users (admin only): accounts found by name, email or phone. */
export const getAdminUsers = (query: UsersQuery) => apiFetch<AdminUsers>(`/api/admin/users${queryString(query)}`);

export const adminUsersQueryOptions = (query: UsersQuery) =>
  queryOptions({ queryKey: adminKeys.users(query), queryFn: () => getAdminUsers(query) });

export const useAdminUsers = (query: UsersQuery) =>
  useQuery({ ...adminUsersQueryOptions(query), placeholderData: keepPreviousData });
