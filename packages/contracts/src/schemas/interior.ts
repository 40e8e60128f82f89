import { z } from 'zod';
import {
  BUDGET_TIERS,
  DIVISIONS,
  FIRM_SORTS,
  INTERIOR_CATEGORIES,
  INTERIOR_SERVICES,
  POST_STATUSES,
  REJECTION_REASONS,
  REVIEW_CODE_MATCHES,
  REVIEW_STATUSES,
} from '../enums.ts';
import { FIRM_ID_PATTERN } from '../firm-id.ts';
import { LANGUAGES } from '../languages.ts';
import { LIMITS } from '../limits.ts';
import { msg } from '../messages.ts';
import { plainNumberText } from '../number-text.ts';
import { mobileSchema, phoneSchema, placeIdSchema, reviewTextSchema, staffNoteSchema } from './fields.ts';
import { detailResponseSchema } from './detail-response.ts';
import { cardsPerPage, choice, page, pagedResponse, placeFilter } from './list-fields.ts';

/**
 * Interior and exterior design firms and their reviews over the API (issue 14, ADR 016).
 * Firms: GET /api/interior (directory), GET /api/interior/:firmId (page),
 * GET /api/interior/:firmId/reviews (approved reviews), POST /api/interior (apply, multipart),
 * PUT /api/interior/:firmId (owner edit, multipart), GET /api/profile/my-firms (owner).
 * Codes: POST|GET /api/interior/:firmId/codes (owner), POST /api/interior/:firmId/review-code (check).
 * Reviews: POST /api/interior/:firmId/reviews (multipart), PUT /api/interior/reviews/:reviewId/response
 * (owner), and spec §7's GET /api/profile/getUserPostsReview, PUT
 * /api/profile/updateUserPostReview/:reviewId, DELETE /api/reviews/:reviewId.
 * Staff: GET /api/admin/firms, POST /api/admin/firms/:firmId/{approve,reject},
 * GET /api/admin/reviews, POST /api/admin/reviews/:reviewId/{approve,reject}.
 */

export const firmIdSchema = z.string().regex(FIRM_ID_PATTERN, { error: msg('errors.notFound') });
export const reviewIdSchema = z.uuid({ error: msg('errors.notFound') });

/** A rating in half stars: 0.5 to 5. */
export const ratingSchema = z.coerce
  .number({ error: msg('validation.ratingRequired') })
  .min(0.5, { error: msg('validation.ratingRequired') })
  .max(LIMITS.ratingMax, { error: msg('validation.ratingRequired') })
  .refine((value) => Number.isInteger(value * 2), { error: msg('validation.ratingRequired') });

/** A taka amount per sqft, whole, in LIMITS.firm.budgetPerSqft; Bengali digits and grouping are read too. */
const takaPerSqft = z.preprocess(
  plainNumberText,
  z.coerce
    .number({ error: msg('validation.firmBudgetInvalid') })
    .int({ error: msg('validation.firmBudgetInvalid') })
    .min(LIMITS.firm.budgetPerSqft.min, { error: msg('validation.firmBudgetInvalid') })
    .max(LIMITS.firm.budgetPerSqft.max, { error: msg('validation.firmBudgetInvalid') }),
);

// ── Directory ─────────────────────────────────────────────────────────────────────────────
export const firmListQuerySchema = z.object({
  category: choice(INTERIOR_CATEGORIES).optional(),
  budget: choice(BUDGET_TIERS).optional(),
  /**
   * What the reader can spend, taka per sqft (issue 44): firms whose range starts at or below it.
   * A firm that has not given a range is left out.
   */
  maxBudget: takaPerSqft.optional(),
  division: choice(DIVISIONS).optional(),
  district: placeFilter(60).optional(),
  /** Only firms rated at least this (1 to 5, whole or half). */
  minRating: z.coerce.number().min(0).max(5).optional(),
  /** Part of the firm's name, or its id ("I-12", "I-১২"). */
  q: z.string().trim().max(100).optional(),
  sort: choice(FIRM_SORTS).default('best-rated'),
  page,
  limit: cardsPerPage,
});
export type FirmListQuery = z.infer<typeof firmListQuerySchema>;

const firmLocation = z.object({
  division: z.string(),
  district: z.string(),
  subDistrict: z.string(),
  more: z.string().nullable(),
});

/** A firm on a card (directory, saved items). Ratings are of approved reviews only. */
export const firmCardSchema = z.object({
  PostID: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** The first gallery photo's card image. */
  imageUrl: z.string().nullable(),
  totalImages: z.number().int(),
  categories: z.array(z.enum(INTERIOR_CATEGORIES)),
  budgetTier: z.enum(BUDGET_TIERS),
  /** What the firm's work costs, taka per sqft (issue 44); null until the firm says. */
  budgetPerSqft: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Average to one decimal (0 when there are no ratings yet). */
  averageRating: z.number(),
  totalRatings: z.number().int(),
  /** The first offered services (LIMITS.firm.cardServices). */
  services: z.array(z.enum(INTERIOR_SERVICES)),
  location: firmLocation,
  createdAt: z.string(),
});
export type FirmCard = z.infer<typeof firmCardSchema>;

export const firmListResponseSchema = pagedResponse('firms', firmCardSchema);
export type FirmListResponse = z.infer<typeof firmListResponseSchema>;

/**
 * Why firms are offered beside a firm search that found little (issue 63: no dead end), each a
 * search one step wider than the reader's: `name` without the name, `budget` without the budget
 * (tier and taka per sqft; the nearest above it first), `nearby` the rest of the district's
 * division, `rating` without the lowest rating, `country` the other divisions, `category` other
 * kinds of work. Firms record only where they are based, so "nearby" means the same division.
 */
export const FIRM_ALTERNATIVE_KINDS = ['name', 'budget', 'nearby', 'rating', 'country', 'category'] as const;
export type FirmAlternativeKind = (typeof FIRM_ALTERNATIVE_KINDS)[number];

export const FIRM_ALTERNATIVES = {
  /** A search that finds fewer firms than this is offered alternatives. */
  fewerThan: 3,
  /** Firms shown of each alternative. */
  firmsEach: 3,
  /** Alternatives in one answer, at most. */
  most: 4,
} as const;

/**
 * GET /api/interior/alternatives: for a firm search (the query of GET /api/interior), the wider
 * searches that find firms it did not, in the order of FIRM_ALTERNATIVE_KINDS, at most
 * FIRM_ALTERNATIVES.most. `query` is the whole wider search as GET /api/interior takes it (a page
 * links to it), `total` how many firms it finds, and `firms` the first of those the reader's own
 * search left out (each firm once in the answer; the places around, the nearest first).
 */
export const firmAlternativesResponseSchema = z.object({
  success: z.literal(true),
  alternatives: z.array(
    z.object({
      kind: z.enum(FIRM_ALTERNATIVE_KINDS),
      query: z.record(z.string(), z.string()),
      total: z.number().int(),
      firms: z.array(
        firmCardSchema.extend({
          /**
           * How far the firm's district lies from the place searched, whole km as the crow flies
           * (district to district); null in the district searched or without a place.
           */
          distanceKm: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
export type FirmAlternatives = z.infer<typeof firmAlternativesResponseSchema>;
export type FirmAlternative = FirmAlternatives['alternatives'][number];

export const firmPhotoSchema = z.object({
  id: z.string(),
  card: z.string(),
  large: z.string(),
  /** As the firm wrote it; `captionEn` is its English twin, '' when not given (ADR 039). */
  caption: z.string(),
  captionEn: z.string(),
  category: z.enum(INTERIOR_CATEGORIES),
});
export type FirmPhoto = z.infer<typeof firmPhotoSchema>;

/**
 * Average, count and how many ratings fall on each star (index 0 = 1 star … 4 = 5 stars; halves
 * round up), and on each half star (issue 44: index 0 = ½ star … 9 = 5 stars).
 */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  stars: z.array(z.number().int()).length(5),
  halves: z.array(z.number().int()).length(10),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const firmDetailSchema = firmCardSchema.extend({
  /** The firm's own words as written (normally Bengali); `aboutEn` its English twin, if given (ADR 039). */
  about: z.string(),
  aboutEn: z.string().nullable(),
  phone: z.string(),
  /** Every offered service (the card shows only the first ones). */
  services: z.array(z.enum(INTERIOR_SERVICES)),
  photos: z.array(firmPhotoSchema),
  ratingSummary: ratingSummarySchema,
  status: z.enum(POST_STATUSES),
  /** Only for the owner and staff: why support turned it down, and a name or phone waiting for review. */
  rejection: z.object({ reason: z.enum(REJECTION_REASONS), note: z.string().nullable() }).nullable(),
  pendingChanges: z.object({ name: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  /** The signed-in reader owns this firm (shows the owner's tools, hides "write a review"). */
  isOwner: z.boolean(),
});
export type FirmDetail = z.infer<typeof firmDetailSchema>;

export const firmDetailResponseSchema = detailResponseSchema('firm', firmDetailSchema);
export type FirmDetailResponse = z.infer<typeof firmDetailResponseSchema>;

// ── Applying and editing (multipart: "data" JSON, "logo" file, "photos" files) ───────────
const captionSchema = z
  .string({ error: msg('validation.invalidInput') })
  .trim()
  .max(LIMITS.firm.captionMaxLength, { error: msg('validation.captionTooLong') })
  .default('');

export const firmPhotoMetaSchema = z.object({
  caption: captionSchema,
  /** The caption in English, optional (ADR 039). */
  captionEn: captionSchema,
  category: choice(INTERIOR_CATEGORIES),
});
export type FirmPhotoMeta = z.infer<typeof firmPhotoMetaSchema>;

export const firmBodySchema = z.object({
  name: z
    .string({ error: msg('validation.firmNameRequired') })
    .trim()
    .min(2, { error: msg('validation.firmNameRequired') })
    .max(LIMITS.firm.nameMaxLength, { error: msg('validation.firmNameTooLong') }),
  categories: z
    .array(choice(INTERIOR_CATEGORIES))
    .min(1, { error: msg('validation.firmCategoryRequired') })
    .refine((list) => new Set(list).size === list.length, { error: msg('validation.choiceInvalid') }),
  services: z
    .array(choice(INTERIOR_SERVICES))
    .min(1, { error: msg('validation.firmServiceRequired') })
    .refine((list) => new Set(list).size === list.length, { error: msg('validation.choiceInvalid') }),
  budgetTier: choice(BUDGET_TIERS),
  /** Taka per sqft of the work, lowest to highest (issue 44); optional, both or neither. */
  budgetPerSqft: z
    .object({ min: takaPerSqft, max: takaPerSqft })
    .refine((range) => range.min <= range.max, { error: msg('validation.firmBudgetRange'), path: ['max'] })
    .optional(),
  location: z.object({
    division: choice(DIVISIONS),
    district: placeIdSchema(60),
    subDistrict: placeIdSchema(80),
    more: z
      .string()
      .trim()
      .max(200, { error: msg('validation.addressTooLong') })
      .optional(),
  }),
  phone: phoneSchema,
  about: z
    .string({ error: msg('validation.firmAboutTooShort') })
    .trim()
    .min(LIMITS.firm.aboutMinLength, { error: msg('validation.firmAboutTooShort') })
    .max(LIMITS.firm.aboutMaxLength, { error: msg('validation.firmAboutTooLong') }),
  /** The about text in English, optional; when given, the same limits as `about` (ADR 039). */
  aboutEn: z
    .string({ error: msg('validation.firmAboutEnTooShort') })
    .trim()
    .max(LIMITS.firm.aboutMaxLength, { error: msg('validation.firmAboutTooLong') })
    .refine((text) => text === '' || text.length >= LIMITS.firm.aboutMinLength, {
      error: msg('validation.firmAboutEnTooShort'),
    })
    .optional()
    .transform((text) => text || undefined),
  /** Caption and category of each uploaded photo, in the order of the "photos" files. */
  photos: z
    .array(firmPhotoMetaSchema)
    .max(LIMITS.firm.maxPhotos, { error: msg('validation.firmPhotoCount') })
    .default([]),
  /** Edit only: the existing photos to keep, in their new order, with caption and category. */
  keepPhotos: z
    .array(firmPhotoMetaSchema.extend({ id: z.uuid({ error: msg('validation.invalidInput') }) }))
    .max(LIMITS.firm.maxPhotos, { error: msg('validation.firmPhotoCount') })
    .default([]),
  /** Edit only: drop the logo. */
  removeLogo: z.boolean().default(false),
});
export type FirmBody = z.infer<typeof firmBodySchema>;

export const firmSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  PostID: z.string(),
  status: z.enum(POST_STATUSES),
  pendingChanges: z.object({ name: z.string().nullable(), phone: z.string().nullable() }).nullable(),
});

/** The owner's firms with where each stands (GET /api/profile/my-firms). */
export const myFirmsResponseSchema = z.object({
  success: z.literal(true),
  firms: z.array(
    firmDetailSchema.extend({
      pendingReviews: z.number().int(),
      /** Approved reviews still without the firm's reply. */
      unansweredReviews: z.number().int(),
    }),
  ),
});
export type MyFirm = z.infer<typeof myFirmsResponseSchema>['firms'][number];

// ── Review codes ──────────────────────────────────────────────────────────────────────────
export const reviewCodeInputSchema = z
  .string({ error: msg('validation.reviewCodeRequired') })
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: msg('validation.reviewCodeRequired') })
      .regex(new RegExp(`^[A-Z0-9]{${LIMITS.reviewCode.length}}$`), { error: msg('errors.reviewCodeInvalid') }),
  );

export const issueCodeBodySchema = z.object({
  clientName: z
    .string({ error: msg('validation.fieldsRequired') })
    .trim()
    .min(2, { error: msg('validation.fieldsRequired') })
    .max(80),
  /** The client's mobile number: only an account that proved it gets the "verified client" mark (ADR 051). */
  clientPhone: mobileSchema,
  category: choice(INTERIOR_CATEGORIES),
});
export type IssueCodeBody = z.infer<typeof issueCodeBodySchema>;

/** The code itself is in this answer only: it is kept hashed. */
export const issuedCodeResponseSchema = z.object({
  success: z.literal(true),
  code: z.string(),
  expiresAt: z.string(),
});

export const reviewCodeSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  clientPhone: z.string(),
  /** False for a code issued before codes were tied to the client's number (ADR 051). */
  forNumber: z.boolean(),
  category: z.enum(INTERIOR_CATEGORIES),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  status: z.enum(['open', 'used', 'expired']),
});
export type ReviewCode = z.infer<typeof reviewCodeSchema>;
export const reviewCodesResponseSchema = z.object({ success: z.literal(true), codes: z.array(reviewCodeSchema) });

export const checkCodeBodySchema = z.object({ code: reviewCodeInputSchema });
export const checkCodeResponseSchema = z.object({
  success: z.literal(true),
  /** The job the code was issued for, so the form can say "your home project with …". */
  category: z.enum(INTERIOR_CATEGORIES),
  /**
   * Whether the code was issued for a number this member proved. 'other-number': the review is
   * still taken, held for support, and never marked "verified client" (ADR 051).
   */
  match: z.enum(REVIEW_CODE_MATCHES),
});

// ── Reviews ───────────────────────────────────────────────────────────────────────────────
/** Multipart "data" of a new review; the "images" files (at most 2) come beside it. */
export const reviewBodySchema = z.object({
  code: reviewCodeInputSchema,
  rating: ratingSchema,
  review: reviewTextSchema,
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reviewId: z.string(),
  match: z.enum(REVIEW_CODE_MATCHES),
});

const reviewer = z.object({
  /** null when the author's account is gone: the page shows the placeholder reviewer. */
  name: z.string().nullable(),
  proPic: z.string().nullable(),
});

/** An approved review as the firm's page shows it. */
export const publicReviewSchema = z.object({
  _id: z.string(),
  PostID: z.string(),
  rating: z.number(),
  review: z.string(),
  images: z.array(z.string()),
  category: z.enum(INTERIOR_CATEGORIES),
  reviewer,
  /**
   * "Verified client": written with a code the firm issued, by the number it was issued for (or
   * with an older code issued before codes had a number). Never for 'other-number' (ADR 051).
   */
  verified: z.boolean(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  response: z.object({ text: z.string(), at: z.string() }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const firmReviewsQuerySchema = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(50).default(10),
  /** Only reviews with customer photos. */
  withPhotos: z.stringbool({ error: msg('validation.choiceInvalid') }).optional(),
});
export const firmReviewsResponseSchema = pagedResponse('reviews', publicReviewSchema);
export type FirmReviewsResponse = z.infer<typeof firmReviewsResponseSchema>;

export const responseBodySchema = z.object({
  response: z
    .string({ error: msg('validation.responseRequired') })
    .trim()
    .min(1, { error: msg('validation.responseRequired') })
    .max(LIMITS.review.responseMaxLength, { error: msg('validation.responseTooLong') }),
});

/** A member's own review (spec §3, Review; GET /api/profile/getUserPostsReview). */
export const myReviewSchema = z.object({
  _id: z.string(),
  PostID: z.string(),
  /** The firm reviewed (its public id), as spec §3's interiorPost reference. */
  interiorPost: z.string(),
  companyName: z.string(),
  rating: z.number(),
  review: z.string(),
  images: z.array(z.string()),
  approval: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
  rejection: z.object({ reason: z.enum(REJECTION_REASONS), note: z.string().nullable() }).nullable(),
  verified: z.boolean(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  response: z.object({ text: z.string(), at: z.string() }).nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const myReviewsResponseSchema = z.object({
  success: z.literal(true),
  /** The firms the member reviewed. */
  interiorPosts: z.array(
    z.object({
      PostID: z.string(),
      companyName: z.string(),
      logoUrl: z.string().nullable(),
      imageUrl: z.string().nullable(),
    }),
  ),
  reviews: z.array(myReviewSchema),
  message: z.string(),
});
export type MyReviewsResponse = z.infer<typeof myReviewsResponseSchema>;

// ── Staff ─────────────────────────────────────────────────────────────────────────────────

export const firmQueueQuerySchema = z.object({
  status: choice(POST_STATUSES).default('pending'),
  page,
});
export const firmApplicationSchema = firmDetailSchema.extend({
  owner: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** The language the member reads the site in: what staff write to them in (issue 64). */
    language: z.enum(LANGUAGES),
  }),
  submittedAt: z.string(),
});
export type FirmApplication = z.infer<typeof firmApplicationSchema>;
export const firmQueueResponseSchema = pagedResponse('firms', firmApplicationSchema);
export type FirmQueue = z.infer<typeof firmQueueResponseSchema>;

/** What may point at a bought or faked review, for staff to weigh (never shown to the public). */
export const REVIEW_SIGNALS = ['same-address', 'burst', 'linked-phone', 'quick-code'] as const;
export type ReviewSignal = (typeof REVIEW_SIGNALS)[number];

export const reviewQueueQuerySchema = z.object({
  status: choice(REVIEW_STATUSES).default('pending'),
  page,
});
export const moderationReviewSchema = z.object({
  _id: z.string(),
  firm: z.object({ PostID: z.string(), name: z.string() }),
  author: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      /** The language the member reads the site in: what staff write to them in (issue 64). */
      language: z.enum(LANGUAGES),
    })
    .nullable(),
  rating: z.number(),
  review: z.string(),
  images: z.array(z.string()),
  status: z.enum(REVIEW_STATUSES),
  code: z.object({
    clientName: z.string(),
    category: z.enum(INTERIOR_CATEGORIES),
    issuedAt: z.string(),
    usedAt: z.string().nullable(),
    /** The mobile number the code was given for (a contact only for an older, 'unbound' code). */
    clientPhone: z.string(),
    /** How the code matched the writer's proven numbers when it was used (ADR 051). */
    match: z.enum(REVIEW_CODE_MATCHES),
  }),
  /** Each signal with a count (reviews from the address, reviews in the hour, minutes from code to use…). */
  signals: z.array(z.object({ kind: z.enum(REVIEW_SIGNALS), count: z.number() })),
  createdAt: z.string(),
});
export type ModerationReview = z.infer<typeof moderationReviewSchema>;
export const reviewQueueResponseSchema = pagedResponse('reviews', moderationReviewSchema);
export type ReviewQueue = z.infer<typeof reviewQueueResponseSchema>;

export const staffRejectBodySchema = z.object({
  reason: choice(REJECTION_REASONS),
  note: staffNoteSchema,
});
export type StaffRejectBody = z.input<typeof staffRejectBodySchema>;
