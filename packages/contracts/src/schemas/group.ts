import { z } from 'zod';
import { DIVISIONS, FACILITIES, GROUP_OFFER_STATUSES, GROUP_SORTS, LAND_UNITS, LEAD_STATUSES } from '../enums.ts';
import { GROUP_ID_PATTERN } from '../group-id.ts';
import { LIMITS } from '../limits.ts';
import { msg } from '../messages.ts';
import { nameSchema, phoneSchema, placeIdSchema, staffNoteSchema } from './fields.ts';
import { detailResponseSchema } from './detail-response.ts';
import { cardsPerPage, choice, money, page, pagedResponse, pagination, placeFilter } from './list-fields.ts';

/**
 * Group-wise (shared) building over the API (issue 15, ADR 017).
 * Public: GET /api/group-offers (list), GET /api/group-offers/:offerId (page),
 * POST /api/group-interest (register interest: one offer or general).
 * Member: GET /api/profile/my-interests.
 * Staff: GET /api/admin/group-offers (and /:offerId), POST /api/admin/group-offers (multipart: "data" JSON +
 * "photos"), PUT /api/admin/group-offers/:offerId (multipart, keepPhotos), POST
 * /api/admin/group-offers/:offerId/status {status}; GET /api/admin/leads, PUT /api/admin/leads/:leadId
 * {status, note}, GET /api/admin/leads.csv (same filters).
 */

/**
 * A month as YYYY-MM, of a year a building starts or is handed over in (issue 39: "0000-01" and
 * "9999-12" are no such month): LIMITS.group.monthYears.
 */
const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: msg('validation.monthYearInvalid') })
  .refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return year >= LIMITS.group.monthYears.from && year <= LIMITS.group.monthYears.to;
    },
    { error: msg('validation.monthYearInvalid') },
  );

/** An optional English twin (ADR 039): absent, null or blank is none; otherwise `text`'s rules apply. */
const optionalTwin = (text: z.ZodString) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    text.optional(),
  );

export const groupIdSchema = z.string().regex(GROUP_ID_PATTERN, { error: msg('errors.notFound') });
export const leadIdSchema = z.uuid({ error: msg('errors.notFound') });

// ── Public list and page ──────────────────────────────────────────────────────────────────
export const groupListQuerySchema = z.object({
  division: choice(DIVISIONS).optional(),
  district: placeFilter(60).optional(),
  /** Price per share, whole taka. */
  minPrice: money.optional(),
  maxPrice: money.optional(),
  /** Flat size, sqft: offers whose flats overlap the range. */
  minSize: z.coerce.number().int().min(0).max(100_000).optional(),
  maxSize: z.coerce.number().int().min(0).max(100_000).optional(),
  /** The order (issue 44); open offers come first in each. */
  sort: choice(GROUP_SORTS).default('newest'),
  page,
  limit: cardsPerPage,
});
export type GroupListQuery = z.infer<typeof groupListQuerySchema>;

const groupLocation = z.object({
  division: z.string(),
  district: z.string(),
  subDistrict: z.string(),
  street: z.string().nullable(),
  house: z.string().nullable(),
});

export const groupCardSchema = z.object({
  PostID: z.string(),
  /** As staff wrote it (normally Bengali); `titleEn` is its English twin, if given (ADR 039). */
  title: z.string(),
  titleEn: z.string().nullable(),
  developBy: z.string(),
  status: z.enum(GROUP_OFFER_STATUSES),
  imageUrl: z.string().nullable(),
  totalImages: z.number().int(),
  location: groupLocation,
  landSize: z.number(),
  landUnit: z.enum(LAND_UNITS),
  /** The land converted to katha (spec §1). */
  landKatha: z.number(),
  floors: z.number().int(),
  flatSizeMin: z.number().int(),
  flatSizeMax: z.number().int(),
  areaPerShare: z.number().int(),
  sharesTotal: z.number().int(),
  sharesLeft: z.number().int(),
  pricePerShare: z.number().nullable(),
  pricePerSqft: z.number().nullable(),
  /** What a family pays to book a share, and in how many instalments the rest (issue 44: on the card). */
  bookingAmount: z.number().nullable(),
  instalments: z.number().int().nullable(),
  /** YYYY-MM. */
  handoverMonth: z.string().nullable(),
  postDate: z.string(),
});
export type GroupCard = z.infer<typeof groupCardSchema>;

export const groupListResponseSchema = pagedResponse('offers', groupCardSchema);
export type GroupListResponse = z.infer<typeof groupListResponseSchema>;

export const groupDetailSchema = groupCardSchema.extend({
  description: z.string(),
  descriptionEn: z.string().nullable(),
  phone: z.string(),
  images: z.array(z.object({ id: z.string(), card: z.string(), large: z.string() })),
  paymentPlan: z.string().nullable(),
  startMonth: z.string().nullable(),
  facilities: z.array(z.enum(FACILITIES)),
  lastUpdated: z.string(),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const groupDetailResponseSchema = detailResponseSchema('offer', groupDetailSchema);
export type GroupDetailResponse = z.infer<typeof groupDetailResponseSchema>;

// ── Interest (spec §3, Interest record) ───────────────────────────────────────────────────
export const interestBodySchema = z
  .object({
    /** The offer, or absent for the general form above the list. */
    offerId: groupIdSchema.optional(),
    name: nameSchema,
    occupation: z
      .string({ error: msg('validation.occupationRequired') })
      .trim()
      .min(2, { error: msg('validation.occupationRequired') })
      .max(60, { error: msg('validation.occupationTooLong') }),
    phone: phoneSchema,
    /** General form only: the division and the place in the reader's own words. */
    division: choice(DIVISIONS).optional(),
    location: z
      .string()
      .trim()
      .max(120, { error: msg('validation.addressTooLong') })
      .optional(),
  })
  .refine((body) => body.offerId !== undefined || body.division !== undefined, {
    error: msg('validation.divisionRequired'),
    path: ['division'],
  })
  .refine((body) => body.offerId !== undefined || (body.location ?? '').length > 0, {
    error: msg('validation.groupLocationRequired'),
    path: ['location'],
  });
export type InterestBody = z.infer<typeof interestBodySchema>;

export const interestRecordedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** A member's own interest (their dashboard). */
export const myInterestSchema = z.object({
  id: z.string(),
  offer: z.object({ PostID: z.string(), title: z.string(), titleEn: z.string().nullable() }).nullable(),
  division: z.string().nullable(),
  location: z.string().nullable(),
  phone: z.string(),
  status: z.enum(LEAD_STATUSES),
  createdAt: z.string(),
});
export type MyInterest = z.infer<typeof myInterestSchema>;
export const myInterestsResponseSchema = z.object({ success: z.literal(true), interests: z.array(myInterestSchema) });

// ── Staff: offers ─────────────────────────────────────────────────────────────────────────
export const groupOfferBodySchema = z
  .object({
    /** The title as staff write it, normally in Bengali (ADR 039). */
    title: z
      .string({ error: msg('validation.postTitleRequired') })
      .trim()
      .min(5, { error: msg('validation.postTitleRequired') })
      .max(120, { error: msg('validation.postTitleTooLong') }),
    /** Its English twin, optional: same limits; empty means none. */
    titleEn: optionalTwin(
      z
        .string()
        .trim()
        .min(5, { error: msg('validation.englishTitleTooShort') })
        .max(120, { error: msg('validation.postTitleTooLong') }),
    ),
    developBy: z
      .string({ error: msg('validation.developerRequired') })
      .trim()
      .min(2, { error: msg('validation.developerRequired') })
      .max(120),
    phone: phoneSchema,
    location: z.object({
      division: choice(DIVISIONS),
      district: placeIdSchema(60),
      subDistrict: placeIdSchema(80),
      street: z.string().trim().max(120).optional(),
      house: z.string().trim().max(60).optional(),
    }),
    landSize: z.coerce
      .number({ error: msg('validation.sizeInvalid') })
      .positive({ error: msg('validation.sizeInvalid') })
      .max(100_000),
    landUnit: choice(LAND_UNITS),
    floors: z.coerce.number().int().min(1).max(60),
    flatSizeMin: z.coerce.number().int().min(100).max(20_000),
    flatSizeMax: z.coerce.number().int().min(100).max(20_000),
    areaPerShare: z.coerce.number().int().min(50).max(50_000),
    sharesTotal: z.coerce.number().int().min(1).max(500),
    sharesLeft: z.coerce.number().int().min(0).max(500),
    pricePerShare: money.optional(),
    pricePerSqft: money.optional(),
    bookingAmount: money.optional(),
    instalments: z.coerce.number().int().min(1).max(120).optional(),
    paymentPlan: z.string().trim().max(500).optional(),
    startMonth: month.optional(),
    handoverMonth: month.optional(),
    facilities: z.array(choice(FACILITIES)).default([]),
    description: z
      .string({ error: msg('validation.descriptionRequired') })
      .trim()
      .min(20, { error: msg('validation.descriptionRequired') })
      .max(LIMITS.group.descriptionMaxLength, { error: msg('validation.groupDescriptionTooLong') }),
    descriptionEn: optionalTwin(
      z
        .string()
        .trim()
        .min(20, { error: msg('validation.englishDescriptionTooShort') })
        .max(LIMITS.group.descriptionMaxLength, { error: msg('validation.groupDescriptionTooLong') }),
    ),
    /** Edit only: the existing photos to keep, in their new order; new "photos" files go after them. */
    keepPhotos: z.array(z.uuid({ error: msg('validation.invalidInput') })).default([]),
  })
  .refine((body) => body.flatSizeMin <= body.flatSizeMax, {
    error: msg('validation.sizeInvalid'),
    path: ['flatSizeMax'],
  })
  .refine((body) => body.sharesLeft <= body.sharesTotal, {
    error: msg('validation.sharesInvalid'),
    path: ['sharesLeft'],
  })
  .refine((body) => body.pricePerShare !== undefined || body.pricePerSqft !== undefined, {
    error: msg('validation.priceInvalid'),
    path: ['pricePerShare'],
  })
  .refine((body) => !body.startMonth || !body.handoverMonth || body.startMonth <= body.handoverMonth, {
    error: msg('validation.monthYearInvalid'),
    path: ['handoverMonth'],
  });
export type GroupOfferBody = z.infer<typeof groupOfferBodySchema>;

export const groupOfferSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  PostID: z.string(),
});

export const groupStatusBodySchema = z.object({ status: choice(GROUP_OFFER_STATUSES) });

export const staffGroupQuerySchema = z.object({ status: choice(GROUP_OFFER_STATUSES).optional(), page });
/** An offer as staff see it: any status, with its leads counted. */
export const staffGroupOfferSchema = groupDetailSchema.extend({
  newLeads: z.number().int(),
  totalLeads: z.number().int(),
});
export type StaffGroupOffer = z.infer<typeof staffGroupOfferSchema>;
export const staffGroupListResponseSchema = pagedResponse('offers', staffGroupOfferSchema);
/** GET /api/admin/group-offers/:offerId: one offer in any status (the edit form). */
export const staffGroupOfferResponseSchema = z.object({ success: z.literal(true), offer: staffGroupOfferSchema });

// ── Staff: leads ──────────────────────────────────────────────────────────────────────────
export const leadsQuerySchema = z.object({
  /** An offer's id, or 'general' for the form above the list. */
  offer: z.union([groupIdSchema, z.literal('general')]).optional(),
  status: choice(LEAD_STATUSES).optional(),
  division: choice(DIVISIONS).optional(),
  page,
});
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

export const leadSchema = z.object({
  id: z.string(),
  offer: z.object({ PostID: z.string(), title: z.string() }).nullable(),
  name: z.string(),
  occupation: z.string(),
  phone: z.string(),
  division: z.string().nullable(),
  location: z.string().nullable(),
  /** A signed-in member's account, when the lead came from one. */
  member: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: z.enum(LEAD_STATUSES),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadsResponseSchema = z.object({ success: z.literal(true), leads: z.array(leadSchema), pagination });

export const leadUpdateBodySchema = z.object({
  status: choice(LEAD_STATUSES),
  note: staffNoteSchema,
});
export const leadUpdatedResponseSchema = z.object({ success: z.literal(true), message: z.string(), lead: leadSchema });
