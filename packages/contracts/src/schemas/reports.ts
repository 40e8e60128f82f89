import { z } from 'zod';
import { LISTING_REPORT_REASONS, REPORT_OUTCOMES, REPORT_TARGET_KINDS } from '../enums.ts';
import { LANGUAGES } from '../languages.ts';
import { LIMITS } from '../limits.ts';
import { msg } from '../messages.ts';
import { staffNoteSchema } from './fields.ts';
import { choice, page, pagination } from './list-fields.ts';

/**
 * Reports of listings (issue 18, ADR 023). A listing is named by its kind and public id: a post
 * S-1001/R-1002, a group offer G-3, a design firm I-12.
 *
 * Anyone: POST /api/reports {kind, listingId, reason, details?} (a member signed in or a visitor;
 * capped per address per hour; one open report per member, or per address, and listing).
 * Staff: GET /api/admin/reports?page (open reports grouped per listing, newest first),
 * POST /api/admin/reports/:kind/:listingId/decision {outcome, note?}: closes the listing's open
 * reports as dismissed, correction-asked (the owner is told the reasons and the note) or
 * taken-down (the listing leaves the site); members who reported are told the outcome.
 */
const R = LIMITS.report;

/** A listing's public id, any kind (its own pattern is checked against the kind by the API). */
export const listingIdSchema = z
  .string({ error: msg('errors.notFound') })
  .trim()
  .regex(/^[SRGI]-\d{1,9}$/, { error: msg('errors.notFound') });

export const reportBodySchema = z
  .object({
    kind: choice(REPORT_TARGET_KINDS),
    listingId: listingIdSchema,
    reason: choice(LISTING_REPORT_REASONS),
    details: z
      .string()
      .trim()
      .max(R.detailsMaxLength, { error: msg('validation.reportDetailsTooLong') })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'other' && (body.details ?? '').length < R.otherDetailsMinLength)
      ctx.addIssue({ code: 'custom', path: ['details'], message: msg('validation.reportDetailsRequired') });
  });
export type ReportBody = z.infer<typeof reportBodySchema>;

export const reportRecordedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// ── Staff ─────────────────────────────────────────────────────────────────────────────────
export const staffReportsQuerySchema = z.object({ page });
export const reportGroupParamsSchema = z.object({ kind: choice(REPORT_TARGET_KINDS), listingId: listingIdSchema });

const person = z.object({ _id: z.string(), name: z.string() });

/** One listing's open reports, for the staff queue. */
export const reportGroupSchema = z.object({
  kind: z.enum(REPORT_TARGET_KINDS),
  listingId: z.string(),
  title: z.string(),
  /** The listing's site path, to open it as a visitor would. */
  path: z.string(),
  /** Whether the listing is still on the site (a post approved, a firm approved, an offer not closed). */
  live: z.boolean(),
  /**
   * The member who owns it (posts and firms; offers are staff's own), with their account status
   * and the language they read, which a note to them is written in (issue 64).
   */
  owner: person.extend({ status: z.string(), language: z.enum(LANGUAGES) }).nullable(),
  count: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(LISTING_REPORT_REASONS), count: z.number().int() })),
  newestAt: z.string(),
  reports: z.array(
    z.object({
      _id: z.string(),
      reason: z.enum(LISTING_REPORT_REASONS),
      details: z.string().nullable(),
      /** Null for a visitor who was not signed in. */
      reporter: person.nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const staffReportsResponseSchema = z.object({
  success: z.literal(true),
  groups: z.array(reportGroupSchema),
  /** Open reports in all, across every listing (the nav's badge). */
  openReports: z.number().int(),
  pagination,
});
export type StaffReportsResponse = z.infer<typeof staffReportsResponseSchema>;

export const reportDecisionBodySchema = z
  .object({
    outcome: choice(REPORT_OUTCOMES),
    note: staffNoteSchema,
  })
  .superRefine((body, ctx) => {
    // The owner is told why: asking for a correction or taking a listing down needs the words.
    if (body.outcome !== 'dismissed' && (body.note ?? '').length < 5)
      ctx.addIssue({ code: 'custom', path: ['note'], message: msg('validation.reasonRequired') });
  });
export type ReportDecisionBody = z.infer<typeof reportDecisionBodySchema>;

export const reportDecisionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many open reports the decision closed. */
  closed: z.number().int(),
});
