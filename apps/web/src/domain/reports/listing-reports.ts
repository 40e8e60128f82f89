import type { ReportBody, reportRecordedResponseSchema, ReportTargetKind } from '@ghorbari/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api-client.ts';

/** What a report names: the listing's kind and public id (S-1001, G-3, I-12), and its title to show. */
export interface ReportedListing {
  kind: ReportTargetKind;
  listingId: string;
  title: string;
}

export type ReportRecorded = z.infer<typeof reportRecordedResponseSchema>;

/**
 * POST /api/reports (issue 18, ADR 023): a member (the token is sent when stored) or a visitor
 * reports a live post, group offer or design firm. Nothing cached changes: the listing stays up
 * until staff decide.
 */
export const reportListing = (body: ReportBody) =>
  apiFetch<ReportRecorded>('/api/reports', { method: 'POST', json: body });

export const useReportListing = () => useMutation({ mutationFn: reportListing });
