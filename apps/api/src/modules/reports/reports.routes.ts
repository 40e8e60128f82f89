import {
  reportBodySchema,
  reportDecisionBodySchema,
  reportDecisionResponseSchema,
  reportGroupParamsSchema,
  reportRecordedResponseSchema,
  staffReportsQuerySchema,
  staffReportsResponseSchema,
  translateMessage,
  type ReportOutcome,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireRole, staffOf } from '../accounts/require-role.ts';
import { visitorForm } from '../accounts/visitor-form.ts';
import type { ReportsService } from './reports.service.ts';

/**
 * Tries one address may make per minute, stored or not: the service caps stored reports per
 * hour; this also stops a script from probing listing after listing. Generous, because many
 * phones here share one carrier address (CGNAT).
 */
export const REPORT_TRIES_PER_MINUTE = 20;

const DECIDED = {
  dismissed: 'success.listingReportsDismissed',
  'correction-asked': 'success.listingCorrectionAsked',
  'taken-down': 'success.listingTakenDown',
} as const satisfies Record<ReportOutcome, string>;

/** Reports of listings (issue 18): anyone reports; staff decide at /api/admin/reports. */
export const reportsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; reports: ReportsService }> = async (
  app,
  { auth, reports },
) => {
  visitorForm(app, auth, '/api/reports', {
    tags: ['reports'],
    summary:
      'Report a live post, group offer or design firm (no sign-in needed; a signed-in member is told the ' +
      'outcome). Once per member, or address, and listing while open; capped per address per hour',
    body: reportBodySchema,
    response: reportRecordedResponseSchema,
    triesPerMinute: REPORT_TRIES_PER_MINUTE,
    message: 'success.reportSent',
    record: (sender, body) => reports.record(sender, body),
  });

  const staff = { onRequest: requireRole(auth, ['support', 'admin']) };
  app.get(
    '/api/admin/reports',
    {
      ...staff,
      schema: {
        tags: ['admin'],
        summary: 'Listings with open reports, the most recently reported first, each with its reports',
        querystring: staffReportsQuerySchema,
        response: { 200: staffReportsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await reports.queue(request.query.page)) }),
  );

  app.post(
    '/api/admin/reports/:kind/:listingId/decision',
    {
      ...staff,
      schema: {
        tags: ['admin'],
        summary:
          'Decide all open reports of a listing: dismissed, correction-asked (the owner is told) or taken-down; ' +
          'members who reported are told the outcome',
        params: reportGroupParamsSchema,
        body: reportDecisionBodySchema,
        response: { 200: reportDecisionResponseSchema },
      },
    },
    async (request) => {
      const { kind, listingId } = request.params;
      const closed = await reports.decide(staffOf(request), kind, listingId, request.body);
      return { success: true as const, message: translateMessage(request.lang, DECIDED[request.body.outcome]), closed };
    },
  );
};
