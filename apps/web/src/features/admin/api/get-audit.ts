import type { auditQuerySchema, auditResponseSchema } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { queryString } from './query-string.ts';

export type AuditLog = z.infer<typeof auditResponseSchema>;
export type AuditQuery = Partial<z.infer<typeof auditQuerySchema>>;

/** GET /api/admin/audit (admin only): every staff action, newest first. */
export const getAuditLog = (query: AuditQuery) => apiFetch<AuditLog>(`/api/admin/audit${queryString(query)}`);

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({ queryKey: adminKeys.audit(query), queryFn: () => getAuditLog(query) });

export const useAuditLog = (query: AuditQuery) =>
  useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData });
