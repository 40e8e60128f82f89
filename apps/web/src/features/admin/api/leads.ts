import type { Lead, LeadsQuery, leadsResponseSchema, LeadStatus, leadUpdatedResponseSchema } from '@ghorbari/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiFetch, apiHeaders, apiResult } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { dispositionFilename } from '../lead-file-name.ts';
import { queryString } from './query-string.ts';
import { staffListQueryOptions } from './staff-list-query.ts';
import { useStaffMutation } from './use-admin-mutation.ts';

/** People who registered interest in group building (issue 15, ADR 017): staff call them back. */
export type LeadList = z.infer<typeof leadsResponseSchema>;
export type LeadUpdated = z.infer<typeof leadUpdatedResponseSchema>;
export type LeadFilters = Partial<Omit<LeadsQuery, 'page'>>;
export type { Lead };

/** GET /api/admin/leads: newest first, by offer ('general' for the form under the offers), status and division. */
export const leadsQueryOptions = (query: LeadFilters & { page: number }) =>
  staffListQueryOptions<LeadList>(adminKeys.leads(query), '/api/admin/leads', { ...query });

export const useLeads = (query: LeadFilters & { page: number }) =>
  useQuery({ ...leadsQueryOptions(query), placeholderData: keepPreviousData });

/** How many leads nobody has called yet, for the navigation's badge; refreshed every minute. */
export function useNewLeadCount(): number | null {
  const leads = useQuery({ ...leadsQueryOptions({ status: 'new', page: 1 }), refetchInterval: 60_000 });
  return leads.data?.pagination.total ?? null;
}

/** PUT /api/admin/leads/:leadId: where support is with the person, and a note. */
export const updateLead = ({ leadId, status, note }: { leadId: string; status: LeadStatus; note: string }) =>
  apiFetch<LeadUpdated>(`/api/admin/leads/${encodeURIComponent(leadId)}`, {
    method: 'PUT',
    json: { status, note },
  });

/** A lead's change moves the lists, the offers' new-lead counts and the audit log: the staff area is refreshed. */
export const useUpdateLead = () => useStaffMutation(updateLead);

/**
 * GET /api/admin/leads.csv with the list's filters. A link cannot carry the bearer token, so the
 * file is fetched with it and handed to the browser as a download.
 */
export async function downloadLeadsCsv(filters: LeadFilters): Promise<void> {
  const headers = apiHeaders();
  headers.set('accept', 'text/csv');
  let response: Response;
  try {
    response = await fetch(`/api/admin/leads.csv${queryString({ ...filters })}`, { headers });
  } catch {
    throw new ApiError('', 0, 'NO_RESPONSE');
  }
  if (!response.ok) {
    // Refusals come back as the API's JSON error.
    const data = (await response.json().catch(() => null)) as Parameters<typeof apiResult>[1];
    apiResult(response.status, data);
  }
  const blob = await response.blob();
  const name = dispositionFilename(response.headers.get('content-disposition')) ?? 'ghorbari-leads.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the address is freed after it.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
