import { z } from 'zod';
import {
  LISTING_REPORT_REASONS,
  PAID_PACKAGES,
  POST_STATUSES,
  REJECTION_REASONS,
  REPORT_OUTCOMES,
  type RejectionReason,
} from '../enums.ts';
import { LANGUAGES } from '../languages.ts';
import { POST_GO_LIVE_HOURS } from '../limits.ts';
import { msg } from '../messages.ts';
import { phoneSearchDigits } from '../number-text.ts';
import { typedPostId } from '../post-id.ts';
import { ACCOUNT_STATUSES, ROLES } from './auth.ts';
import { postCardSchema, postDetailSchema } from './posts-api.ts';
import { staffNoteSchema, staffReasonSchema } from './fields.ts';
import { choice, page, pagedResponse, pagination } from './list-fields.ts';
import { paidRecordSchema } from './payments.ts';

/**
 * The support and admin area (issue 5): moderation queue, account actions, staff messages,
 * audit log and statistics. Every route lives under /api/admin and checks the role itself.
 */

export const AUDIT_ACTIONS = [
  'post.approved',
  'post.rejected',
  'post.call-recorded',
  'post.payment-confirmed',
  // An owner's edit of a live post, decided apart from the post (issue 41, ADR 048).
  'post.edit-approved',
  'post.edit-rejected',
  'user.suspended',
  'user.reinstated',
  'user.disabled',
  'user.role-changed',
  'notification.sent',
  'firm.approved',
  'firm.rejected',
  'review.approved',
  'review.rejected',
  'group.created',
  'group.updated',
  'group.status-changed',
  'lead.updated',
  'article.published',
  'article.unpublished',
  'comment.hidden',
  'comment.reports-dismissed',
  // Reports of listings (issue 18): the listing is the target.
  'report.dismissed',
  'report.correction-asked',
  'report.taken-down',
  // Land documents (issue 18): the post is the target.
  'document.checked',
  'document.not-matching',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about: a post, an account, a firm, a review, a group offer, a lead, an article, a comment. */
export const AUDIT_TARGET_TYPES = [
  'post',
  'user',
  'firm',
  'review',
  'group-offer',
  'lead',
  'article',
  'comment',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Who may do what: support moderates and messages; admin also manages accounts and reads the audit log. */
export const STAFF_ROLES = ['support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A post waiting longer than this many support hours is overdue (spec §1: live within 1 to 5 hours). */
export const MODERATION_TARGET_HOURS = POST_GO_LIVE_HOURS.max;

const limit = (fallback: number) => z.coerce.number().int().min(1).max(50).default(fallback);

/**
 * Whether a queue search names something the queue can be searched by (issue 41): a post id
 * ("S-1001", as typed: `typedPostId`) or a phone number or part of one (`phoneSearchDigits`).
 */
export const queueSearchReadable = (q: string): boolean =>
  typedPostId(q) !== undefined || phoneSearchDigits(q) !== undefined;

// ── Moderation ──────────────────────────────────────────────────────────────────────────
export const moderationQueueQuerySchema = z.object({
  type: choice(['sell', 'rent']).optional(),
  paid: choice(['paid', 'free']).optional(),
  edited: choice(['edited', 'new']).optional(),
  /** A post id or a phone number (issue 41): that post, or the posts carrying or posted by that number. */
  q: z
    .string()
    .trim()
    .max(40, { error: msg('validation.queueSearchInvalid') })
    .optional()
    .transform((q) => q || undefined)
    .refine((q) => q === undefined || queueSearchReadable(q), { error: msg('validation.queueSearchInvalid') }),
  page,
  limit: limit(20),
});
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuerySchema>;

const staffRef = z.object({ _id: z.string(), name: z.string() }).nullable();

/** Support's phone call and the payment confirmation of a paid post, both needed before approval. */
export const paymentRecordSchema = z.object({
  callRecordedAt: z.string().nullable(),
  callNote: z.string().nullable(),
  callBy: staffRef,
  paymentConfirmedAt: z.string().nullable(),
  /** What support typed before payment records (issue 41); null for payments confirmed since. */
  paymentReference: z.string().nullable(),
  paymentBy: staffRef,
  /** The package the poster chose; support's confirmation may name another. */
  package: z.enum(PAID_PACKAGES).nullable(),
  /** The payment record, once support confirmed the payment (issue 41). */
  record: paidRecordSchema.nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** How long a pending post has waited: wall-clock since (re)submission, and support minutes against the target. */
export const waitSchema = z.object({
  submittedAt: z.string(),
  officeMinutes: z.number().int(),
  overdue: z.boolean(),
});

/**
 * Signs of fraud on a pending post (issue 18), in the queue: how many other accounts' posts share
 * its photos, how many accounts' posts carry its contact numbers (its own included), and whether
 * one of them is a disabled account.
 */
export const queueSignalsSchema = z.object({
  photoMatches: z.number().int(),
  phoneAccounts: z.number().int(),
  phoneOfDisabledAccount: z.boolean(),
});
export type QueueSignals = z.infer<typeof queueSignalsSchema>;

/**
 * A staff member's live claim on a post of the queue (issue 41, ADR 052): who is working it and
 * until when (ISO) the claim holds unless renewed. Null when no one holds a live claim.
 */
export const moderationClaimSchema = z.object({
  staff: z.object({ _id: z.string(), name: z.string() }),
  until: z.string(),
});
export type ModerationClaim = z.infer<typeof moderationClaimSchema>;

/** POST /api/admin/posts/:id/claim — the claim taken or renewed (409 POST_CLAIMED when someone else holds it). */
export const moderationClaimResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  claim: moderationClaimSchema,
});

export const queueItemSchema = postCardSchema.extend({
  edited: z.boolean(),
  /** An edit of a live post (ADR 048): the card shows the edited version; the live one stays public. */
  liveEdit: z.boolean(),
  wait: waitSchema,
  /** `email` is null for an account made with a mobile number only (issue 40): its `phone` stands there. */
  poster: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  payment: z.object({ called: z.boolean(), confirmed: z.boolean() }),
  signals: queueSignalsSchema,
  claim: moderationClaimSchema.nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** GET /api/admin/posts/queue — pending posts, oldest first. `counts` ignore the filters. */
export const moderationQueueResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(queueItemSchema),
  pagination,
  counts: z.object({ pending: z.number(), overdue: z.number() }),
});

export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: staffRef,
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /** A post's title or an account's name and email, as it was at the time. */
  targetLabel: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** One changed field of an edited post since it was last approved. Values are raw (enum keys, numbers). */
export const postChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type PostChange = z.infer<typeof postChangeSchema>;

/** A contact number with the other accounts whose posts carry it; flagged when staff should look (issue 18). */
export const phoneSignalSchema = z.object({
  phone: z.string(),
  accounts: z.array(z.object({ _id: z.string(), name: z.string(), status: z.enum(ACCOUNT_STATUSES) })),
  flagged: z.boolean(),
});
export type PhoneSignal = z.infer<typeof phoneSignalSchema>;

/** GET /api/admin/posts/:id — the full preview support decides on. */
export const moderationPostResponseSchema = z.object({
  success: z.literal(true),
  post: postDetailSchema,
  edited: z.boolean(),
  /**
   * An edit of a live post waits (ADR 048): `post` is the edited version, `changes` compare it
   * with the live one, and support approves or rejects the edit (…/edit/approve, …/edit/reject).
   */
  liveEdit: z.boolean(),
  wait: waitSchema.nullable(),
  payment: paymentRecordSchema,
  /** For a post approved before and edited since: what changed. Null when there is nothing to compare. */
  changes: z.array(postChangeSchema).nullable(),
  /**
   * With an edit of a live post waiting: the price visitors see now, what the edited price is
   * read against ("was …"; issue 64: it said the struck-through previous price). Null otherwise.
   */
  livePrice: postCardSchema.pick({ price: true, priceUnits: true }).nullable(),
  poster: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    status: z.enum(ACCOUNT_STATUSES),
    /** The language the member reads the site in: what staff write to them in (issue 64). */
    language: z.enum(LANGUAGES),
    joinDate: z.string(),
    posts: z.object({ approved: z.number(), pending: z.number(), rejected: z.number() }),
    rejectedBefore: z.number(),
  }),
  history: z.array(auditEntrySchema),
  /** Who is working the post now, while it is in the queue (ADR 052). */
  claim: moderationClaimSchema.nullable(),
  /**
   * Issue 18. `photos`: the post's photos that look like photos of other accounts' posts, each
   * beside the other photo and its post (card images; at most LIMITS.trust.photoMatchesShown).
   * `phones`: each contact number of the post with the other accounts whose posts carry it;
   * flagged when the number is on posts of LIMITS.trust.phoneAccountsFlagged accounts or more,
   * or on a disabled account's posts.
   */
  signals: z.object({
    photos: z.array(
      z.object({
        mine: z.string(),
        theirs: z.string(),
        distance: z.number().int(),
        post: z.object({
          PostID: z.string(),
          postTitle: z.string(),
          status: z.enum(POST_STATUSES),
          owner: z.object({ _id: z.string(), name: z.string(), status: z.enum(ACCOUNT_STATUSES) }),
        }),
      }),
    ),
    phones: z.array(phoneSignalSchema),
  }),
});
export type ModerationPost = z.infer<typeof moderationPostResponseSchema>;

/** A rejection for "other" says what is wrong in support's own words (at least 5 characters). */
export function rejectionNoteMissing(body: { reason: RejectionReason; note?: string | null | undefined }): boolean {
  return body.reason === 'other' && (body.note?.trim().length ?? 0) < 5;
}

export const rejectPostBodySchema = z
  .object({
    reason: choice(REJECTION_REASONS),
    note: staffNoteSchema,
  })
  .refine((body) => !rejectionNoteMissing(body), {
    error: msg('validation.reasonRequired'),
    path: ['note'],
  });
export type RejectPostBody = z.infer<typeof rejectPostBodySchema>;

export const recordCallBodySchema = z.object({ note: staffReasonSchema });

// ── Accounts ────────────────────────────────────────────────────────────────────────────
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: choice(ACCOUNT_STATUSES).optional(),
  role: choice(ROLES).optional(),
  page,
  limit: limit(20),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Null for an account made with a mobile number only (issue 40). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Whether `phone` was proven by an SMS code (issue 40). */
  phoneVerified: z.boolean(),
  proPic: z.string().nullable(),
  role: z.enum(ROLES),
  /** The effective status: a suspension whose date has passed reads 'normal'. */
  status: z.enum(ACCOUNT_STATUSES),
  suspendedUntil: z.string().nullable(),
  statusReason: z.string().nullable(),
  /** The language the member reads the site in: what staff write to them in (issue 64). */
  language: z.enum(LANGUAGES),
  joinDate: z.string(),
  postCount: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = pagedResponse('users', adminUserSchema);

/** The reports of one of the account's posts (issue 41): how many, why, and what staff last did. */
export const accountPostReportsSchema = z.object({
  PostID: z.string(),
  postTitle: z.string(),
  open: z.number().int(),
  decided: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(LISTING_REPORT_REASONS), count: z.number().int() })),
  lastReportedAt: z.string(),
  /** The outcome of the latest decided report; null while none was decided. */
  lastOutcome: z.enum(REPORT_OUTCOMES).nullable(),
});
export type AccountPostReports = z.infer<typeof accountPostReportsSchema>;

export const adminUserResponseSchema = z.object({
  success: z.literal(true),
  user: adminUserSchema,
  /** Every post of the account, whatever its status, newest first. */
  posts: z.array(postCardSchema),
  history: z.array(auditEntrySchema),
  /** The numbers on the account's posts, each with the other accounts whose posts carry it (issue 18). */
  phones: z.array(phoneSignalSchema),
  /** Numbers the account proved by an SMS code (issue 40). */
  provenPhones: z.array(z.string()),
  /** Reports of listings against its posts, one entry per reported post, most recent first (issue 41). */
  reports: z.array(accountPostReportsSchema),
  /** Reports of listings the account sent itself. */
  reportsFiled: z.object({ total: z.number().int(), open: z.number().int() }),
  /** Its posts whose photos look like photos of other accounts' posts, with how many such posts (issue 18). */
  photoMatches: z.array(z.object({ PostID: z.string(), postTitle: z.string(), count: z.number().int() })),
});
export type AdminUserDetail = z.infer<typeof adminUserResponseSchema>;

/**
 * `until` is a Dhaka calendar day (YYYY-MM-DD) the suspension lasts through, or null for
 * indefinitely: a day that exists ("2027-02-31" does not, issue 39). The API also asks that it
 * be after today and at most LIMITS.suspension.maxYears ahead, by its own clock.
 */
export const suspendUserBodySchema = z.object({
  until: z.iso.date({ error: msg('validation.suspendUntilInvalid') }).nullable(),
  reason: staffReasonSchema,
});
export type SuspendUserBody = z.infer<typeof suspendUserBodySchema>;
export const reinstateUserBodySchema = z.object({ reason: staffReasonSchema });
export type ReinstateUserBody = z.infer<typeof reinstateUserBodySchema>;
export const disableUserBodySchema = z.object({ reason: staffReasonSchema });
export type DisableUserBody = z.infer<typeof disableUserBodySchema>;
export const changeRoleBodySchema = z.object({
  role: choice(ROLES),
  reason: staffReasonSchema,
});
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

// ── Staff messages ──────────────────────────────────────────────────────────────────────
const SOME_ORIGIN = 'https://site.invalid';
/**
 * Whether a link is a page of this site, whatever the site's address: one '/' first, no
 * backslash (raw or %5C: browsers read `/\evil.example` as `//evil.example`, another site), no
 * whitespace, and it resolves to the origin it is read against (issue 11).
 */
export function isSitePath(link: string): boolean {
  if (!/^\/(?!\/)[^\s\\]*$/.test(link) || /%5c/i.test(link)) return false;
  try {
    return new URL(link, SOME_ORIGIN).origin === SOME_ORIGIN;
  } catch {
    return false;
  }
}

/** POST /api/admin/notifications. `link` is a path inside the site (`isSitePath`). */
export const staffNotificationBodySchema = z.object({
  userId: z.uuid({ error: msg('errors.notFound') }),
  title: z
    .string({ error: msg('validation.notificationTitleRequired') })
    .trim()
    .min(1, { error: msg('validation.notificationTitleRequired') })
    .max(120, { error: msg('validation.notificationTitleTooLong') }),
  message: z
    .string({ error: msg('validation.notificationMessageRequired') })
    .trim()
    .min(1, { error: msg('validation.notificationMessageRequired') })
    .max(1000, { error: msg('validation.notificationMessageTooLong') }),
  link: z
    .string()
    .trim()
    .max(300, { error: msg('validation.linkInvalid') })
    .refine(isSitePath, { error: msg('validation.linkInvalid') })
    .optional(),
});
export type StaffNotificationBody = z.infer<typeof staffNotificationBodySchema>;

// ── Audit log ───────────────────────────────────────────────────────────────────────────
export const auditQuerySchema = z.object({
  action: choice(AUDIT_ACTIONS).optional(),
  page,
  limit: limit(30),
});
export const auditResponseSchema = pagedResponse('entries', auditEntrySchema);

// ── Dashboard ───────────────────────────────────────────────────────────────────────────
/** GET /api/admin/stats. `visitors` are the last 12 calendar months (Dhaka), oldest first, `month` as YYYY-MM. */
export const adminStatsResponseSchema = z.object({
  success: z.literal(true),
  pending: z.object({ total: z.number(), overdue: z.number() }),
  decisionsToday: z.object({ approved: z.number(), rejected: z.number() }),
  /** Median wall-clock minutes from submission to decision over the last 30 days; null with no decisions. */
  medianDecisionMinutes: z.number().nullable(),
  users: z.object({ total: z.number(), newThisMonth: z.number(), suspended: z.number(), disabled: z.number() }),
  posts: z.object({
    byStatus: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
    byType: z.object({ sell: z.number(), rent: z.number() }),
  }),
  visitors: z.array(z.object({ month: z.string(), mobile: z.number(), desktop: z.number() })),
  /** SMS codes of the last hour and the SMS-pumping alarm, as /api/ready says them (issue 40, ADR 046). */
  sms: z.object({ sent: z.number().int(), verified: z.number().int(), alarm: z.boolean() }),
});
export type AdminStats = z.infer<typeof adminStatsResponseSchema>;

/** The answer of every admin action: a translated message. */
export const adminActionResponseSchema = z.object({ success: z.literal(true), message: z.string() });
