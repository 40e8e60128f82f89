import type {
  ReportDecisionBody,
  reportDecisionResponseSchema,
  ReportGroup,
  ReportTargetKind,
  StaffReportsResponse,
} from '@ghorbari/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, GROUP_KEY, INTERIOR_KEY, ME_KEY, POSTS_KEY } from '../../../lib/query-keys.ts';
import { staffListQueryOptions } from './staff-list-query.ts';
import { useStaffMutation } from './use-admin-mutation.ts';

/** Reports of listings in the staff area (issue 18, ADR 023): open reports grouped per listing. */
export type { ReportGroup };
export type ReportDecisionResult = z.infer<typeof reportDecisionResponseSchema>;

/** GET /api/admin/reports?page: listings with open reports, the newest report first. */
export const staffReportsQueryOptions = (page: number) =>
  staffListQueryOptions<StaffReportsResponse>(adminKeys.reports({ page }), '/api/admin/reports', { page });

export const useStaffReports = (page: number) =>
  useQuery({ ...staffReportsQueryOptions(page), placeholderData: keepPreviousData });

/** How many reports are open across every listing, for the navigation's badge; refreshed every minute. */
export function useOpenReportCount(): number | null {
  const first = useQuery({ ...staffReportsQueryOptions(1), refetchInterval: 60_000 });
  return first.data?.openReports ?? null;
}

export interface ReportDecision {
  kind: ReportTargetKind;
  listingId: string;
  body: ReportDecisionBody;
}

const decide = ({ kind, listingId, body }: ReportDecision) =>
  apiFetch<ReportDecisionResult>(
    `/api/admin/reports/${encodeURIComponent(kind)}/${encodeURIComponent(listingId)}/decision`,
    { method: 'POST', json: body },
  );

/**
 * Decide a listing's open reports. The queue, the counts and the audit log change; a taken-down
 * listing leaves the public lists and pages, and a member's own copy of it.
 */
export const useReportDecision = () =>
  useStaffMutation(
    decide,
    ({ body }) => (body.outcome === 'taken-down' ? [POSTS_KEY, GROUP_KEY, INTERIOR_KEY, ME_KEY] : []),
    'settled',
  );
