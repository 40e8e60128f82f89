import { z } from 'zod';
import {
  DIVISIONS,
  PAID_PACKAGES,
  FURNISHINGS,
  GAS_SUPPLIES,
  INTERIOR_SERVICES,
  LAND_UNITS,
  LAND_DOCUMENT_KINDS,
  LISTERS,
  LISTING_PURPOSES,
  LISTING_SORTS,
  MOVE_IN_CHOICES,
  PROPERTY_TYPES,
  REJECTION_REASONS,
  TENANT_TYPES,
  type PropertyType,
} from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { msg } from '../messages.ts';
import { plainNumberText } from '../number-text.ts';
import { POST_ID_PATTERN } from '../post-id.ts';
import { PRESENTED_PRICE_UNITS } from '../price.ts';
import { detailResponseSchema } from './detail-response.ts';
import { isAreaOf } from './area-ids.ts';
import { paidRecordSchema } from './payments.ts';
import { cardsPerPage, choice, money, page, pagination, placeFilter } from './list-fields.ts';

/**
 * Sell and rent posts over the API (issue 4): listing filters, the card and detail shapes,
 * the owner's lists and saved posts. The post body itself is `postBasicsSchema` (post.ts).
 */

/** Public post id: S-1001 for sell, R-1002 for rent. */
export const postIdSchema = z.string().regex(POST_ID_PATTERN, { error: msg('errors.notFound') });

/** Houses sold with the land they stand on: besides the floor area, their land (katha, shotok…). */
const LAND_WITH_HOUSE: readonly PropertyType[] = ['home', 'duplex-home'];

/**
 * Whether a post takes a land size and unit (issue 41): land, and a house or duplex for sale; a
 * flat or a house to rent has no land of its own to sell.
 */
export const takesLandSize = (type: 'sell' | 'rent', propertyType: PropertyType): boolean =>
  propertyType === 'land' || (type === 'sell' && LAND_WITH_HOUSE.includes(propertyType));

/** Which groups of fields make sense for a property type; the rest are hidden and not stored. */
export function fieldGroupsFor(propertyType: PropertyType) {
  const land = propertyType === 'land';
  return { rooms: !land && propertyType !== 'warehouse' && propertyType !== 'factory', building: !land, land };
}

/**
 * The values of a filter that takes several (issue 63), however they come: a comma list
 * ("2,3"), a parameter repeated (a plain form's checkboxes: bedrooms=2&bedrooms=3), a JSON
 * list, or one value. Empty parts are dropped; nothing left is no filter.
 */
function listed(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((item: unknown) => (typeof item === 'string' ? item.split(',') : [item]))
    .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
    .filter((item: unknown) => item !== '');
  return parts.length === 0 ? undefined : parts;
}

/** A list once, in order: "3,2,3" is [2, 3]. */
const sortedOnce = <T extends string | number>(values: T[]): T[] =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const bedroomsInvalid = { error: msg('validation.bedroomsInvalid') };
/** One bedroom count: 1 to 3 exactly, or LIMITS.listing.roomsOrMore and more ("4+"); Bengali digits too. */
const bedroomCount = z.preprocess(
  plainNumberText,
  z.coerce
    .number(bedroomsInvalid)
    .int(bedroomsInvalid)
    .min(1, bedroomsInvalid)
    .max(LIMITS.listing.roomsOrMore, bedroomsInvalid),
);

/**
 * Areas of the chosen district (issue 63): sub-districts (thanas, upazilas) or neighbourhoods,
 * at most LIMITS.listing.areas; posts in any of them. Whether each lies in the district is
 * checked with the district (see area-ids.ts).
 */
const areasInvalid = { error: msg('validation.areasInvalid') };
const areaList = z
  .array(
    z
      .string(areasInvalid)
      .max(80, areasInvalid)
      .regex(/^[a-z0-9-]+$/, areasInvalid),
    areasInvalid,
  )
  .transform(sortedOnce)
  .pipe(z.array(z.string()).max(LIMITS.listing.areas, { error: msg('validation.tooManyAreas') }));

export const postListQuerySchema = z
  .object({
    type: choice(['sell', 'rent']),
    division: choice(DIVISIONS).optional(),
    district: placeFilter(60).optional(),
    subDistrict: placeFilter(80).optional(),
    /** A neighbourhood of a city thana (Mirpur 10): posts that name it. */
    neighbourhood: placeFilter(80).optional(),
    /**
     * Several areas of `district` at once (issue 63: "Mirpur or Mohammadpur"): sub-district or
     * neighbourhood ids, as a comma list; a thana holds the neighbourhoods counted under it.
     */
    areas: z.preprocess(listed, areaList.optional()),
    propertyType: choice(PROPERTY_TYPES).optional(),
    minPrice: money.optional(),
    maxPrice: money.optional(),
    // Whole square feet, as the size column stores them.
    minSize: z.coerce.number().int().min(0).max(10_000_000).optional(),
    maxSize: z.coerce.number().int().min(0).max(10_000_000).optional(),
    /** Land size in `landUnit` (katha when none); compared in katha (issue 17). */
    minLand: z.preprocess(plainNumberText, z.coerce.number().min(0).max(1_000_000)).optional(),
    maxLand: z.preprocess(plainNumberText, z.coerce.number().min(0).max(1_000_000)).optional(),
    landUnit: choice(LAND_UNITS).optional(),
    /**
     * Bedrooms, one count or several (issue 63: "2,3" is two or three): each 1 to 3 exactly, or
     * LIMITS.listing.roomsOrMore and more ("4+"); read as a list in order, each once.
     */
    bedrooms: z.preprocess(listed, z.array(bedroomCount).transform(sortedOnce).optional()),
    bathrooms: z.coerce.number().int().min(1).max(LIMITS.listing.roomsOrMore).optional(),
    furnishing: choice(FURNISHINGS).optional(),
    /** Rent posts that welcome this kind of tenant (family, bachelor…). */
    tenant: choice(TENANT_TYPES).optional(),
    /** Rent posts one can move into now, or from next month, by their "available from" month (issue 41). */
    moveIn: choice(MOVE_IN_CHOICES).optional(),
    sort: choice(LISTING_SORTS).default('newest'),
    /**
     * Words as people type them (issue 17, ADR 019): in Bengali or English, in Banglish ("mirpur
     * flat vara"), with slips ("mirpor"), a PostID ("S-178"), numbers in either digit set.
     */
    q: z
      .string()
      .trim()
      .max(100, { error: msg('validation.searchTooLong') })
      .optional(),
    page,
    limit: cardsPerPage,
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    error: msg('validation.priceRangeInvalid'),
    path: ['maxPrice'],
  })
  .refine((query) => query.minSize === undefined || query.maxSize === undefined || query.minSize <= query.maxSize, {
    error: msg('validation.sizeRangeInvalid'),
    path: ['maxSize'],
  })
  .refine((query) => query.minLand === undefined || query.maxLand === undefined || query.minLand <= query.maxLand, {
    error: msg('validation.landRangeInvalid'),
    path: ['maxLand'],
  })
  // Areas are of one district: the one chosen (issue 63).
  .refine((query) => query.areas === undefined || query.district !== undefined, {
    error: msg('validation.areasNeedDistrict'),
    path: ['areas'],
  })
  .refine(
    (query) =>
      query.areas === undefined ||
      query.district === undefined ||
      query.areas.every((id) => isAreaOf(query.district!, id)),
    { error: msg('validation.areasNotInDistrict'), path: ['areas'] },
  );
export type PostListQuery = z.infer<typeof postListQuerySchema>;

const location = z.object({
  division: z.string(),
  district: z.string(),
  subDistrict: z.string(),
  /** The neighbourhood of a city thana, when the poster named one. */
  neighbourhood: z.string().nullable(),
  street: z.string().nullable().optional(),
  house: z.string().nullable().optional(),
  postCode: z.string().nullable().optional(),
});

export const postCardSchema = z.object({
  PostID: z.string(),
  type: z.enum(['sell', 'rent']),
  status: z.enum(['pending', 'approved', 'rejected']),
  postTitle: z.string(),
  firstImageUrl: z.string().nullable(),
  imageUrls: z.number().int(),
  price: z.number(),
  previousPrice: z.number().nullable(),
  priceUnits: z.enum(PRESENTED_PRICE_UNITS),
  size: z.number().nullable(),
  landSize: z.number().nullable(),
  landUnits: z.string().nullable(),
  propertyType: z.string(),
  location,
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  paid: z.boolean(),
  /** The price can be talked over. */
  negotiable: z.boolean(),
  /** When the owner marked it rented or sold (it then leaves the listings). */
  closedAt: z.string().nullable(),
  /**
   * When the owner last confirmed it is still free (issue 41, ADR 048), and whether it has gone
   * unconfirmed too long ("Not confirmed").
   */
  availability: z.object({ confirmedAt: z.string().nullable(), unconfirmed: z.boolean() }),
  /** When it was posted, or last reposted. */
  /** A rent post's move-in month (YYYY-MM; one gone by means now), on cards too (issue 41); null if not said. */
  availableFrom: z.string().nullable(),
  postDate: z.string(),
  lastUpdated: z.string(),
  updateCount: z.number().int(),
  /** Why support turned the post down (only the owner and staff ever see a rejected post). */
  rejection: z.object({ reason: z.enum(REJECTION_REASONS), note: z.string().nullable() }).nullable(),
  /** In the owner's own list only: an edit of this live post waits for support (ADR 048). */
  editWaiting: z.boolean().optional(),
  /**
   * In the owner's own list only: the end of a paid post's featured days, once support confirmed
   * its payment (ADR 049); null before, or for a free post.
   */
  featuredUntil: z.string().nullable().optional(),
});
export type PostCard = z.infer<typeof postCardSchema>;

/**
 * A card of the owner's own list (GET /api/profile/getUserPosts): a paid post's package and, once
 * support confirmed the payment, its record with the TrxID (issue 64). Only this answer carries
 * them, so no public list or page can: a TrxID is shown to the owner and staff alone.
 */
export const ownPostCardSchema = postCardSchema.extend({
  /** The package the owner chose for a paid post; null for a free one. */
  paidPackage: z.enum(PAID_PACKAGES).nullable(),
  /** What support recorded of the payment; null until it is confirmed. */
  payment: paidRecordSchema.nullable(),
});
export type OwnPostCard = z.infer<typeof ownPostCardSchema>;

export const postDetailSchema = postCardSchema.extend({
  /**
   * `house` (house and road number) is given to every visitor only when `showHouse`; the owner and
   * staff always get it (issue 41, ADR 050).
   */
  location: location.extend({ showHouse: z.boolean() }),
  description: z.string(),
  images: z.array(z.object({ card: z.string(), large: z.string() })),
  primaryPhone: z.string(),
  secondaryPhone: z.string().nullable(),
  /** Whether the poster proved each number by an SMS code (issue 40): "Number verified" beside it. */
  primaryPhoneVerified: z.boolean(),
  secondaryPhoneVerified: z.boolean(),
  landCategory: z.string().nullable(),
  constructionStatus: z.string().nullable(),
  condition: z.string().nullable(),
  rooms: z.object({
    total: z.number().nullable(),
    bedrooms: z.number().nullable(),
    bathrooms: z.number().nullable(),
    balconies: z.number().nullable(),
    drawingRooms: z.number().nullable(),
    garages: z.number().nullable(),
  }),
  lift: z.string().nullable(),
  furnishing: z.string().nullable(),
  facing: z.string().nullable(),
  totalUnits: z.number().nullable(),
  totalFloors: z.number().nullable(),
  availableFloor: z.number().nullable(),
  facilities: z.array(z.string()),
  listedBy: z.enum(LISTERS).nullable(),
  parking: z.boolean().nullable(),
  advanceMonths: z.number().int().nullable(),
  serviceCharge: z.number().nullable(),
  billsIncluded: z.boolean().nullable(),
  gas: z.enum(GAS_SUPPLIES).nullable(),
  tenants: z.array(z.enum(TENANT_TYPES)),
  viewCount: z.number().int(),
  /** Land documents support checked against the post (issue 18): the badge lists them; never the files. */
  documentsChecked: z.array(z.enum(LAND_DOCUMENT_KINDS)),
  /** The package a paid post's poster chose (issue 41); null for a free post. */
  paidPackage: z.enum(PAID_PACKAGES).nullable(),
  postedBy: z.object({ _id: z.string(), name: z.string(), proPic: z.string().nullable() }),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

/**
 * One thing the API read out of a search's words and applied as a filter (issue 29, ADR 037):
 * "৩ বেড" → bedrooms 3, "৩০০০০ টাকার মধ্যে" → price up to 30,000, "mirpur 10" → the
 * neighbourhood. `tokens` are the indexes of the words of `q` (split on white space) it was read
 * from: taking them out of `q` undoes it (the page's removable chips). An `ignored` piece names
 * words that read as a number the filters cannot take ("৯৯৯৯৯৯৯৯৯৯৯৯ কোটি টাকা": a price past
 * the price filter's highest): they are neither applied nor matched, and the page says so (issue 39).
 */
export const understoodPieceSchema = z.object({
  kind: z.enum([
    'place',
    'propertyType',
    'purpose',
    'tenant',
    'furnishing',
    'bedrooms',
    'bathrooms',
    'price',
    'size',
    'land',
    'ignored',
  ]),
  tokens: z.array(z.number().int()),
  // One flat shape rather than a union by kind, so the listing's answer keeps its fast serializer.
  /** place: its level, the place and the places it lies in (as the listing filters name them), its names. */
  level: z.enum(['division', 'district', 'subDistrict', 'neighbourhood']).optional(),
  division: z.string().optional(),
  district: z.string().optional(),
  subDistrict: z.string().optional(),
  neighbourhood: z.string().optional(),
  en: z.string().optional(),
  bn: z.string().optional(),
  /** place, as a question's choice: the names of what it lies in (its district; a district's division). */
  inEn: z.string().optional(),
  inBn: z.string().optional(),
  /** propertyType: the type the words named, or the types a word of several names ("বাসা": a flat, a house or a duplex). */
  propertyType: z.enum(PROPERTY_TYPES).optional(),
  propertyTypes: z.array(z.enum(PROPERTY_TYPES)).optional(),
  /** purpose */
  purpose: z.enum(['sell', 'rent']).optional(),
  /** tenant: who may rent, as the words said it ("bachelor", "ফ্যামিলি", "ছাত্রী"; issue 42). */
  tenant: z.enum(TENANT_TYPES).optional(),
  /** furnishing: how the home is furnished, as the words said it ("furnished", "সেমি ফার্নিশড"; issue 42). */
  furnishing: z.enum(FURNISHINGS).optional(),
  /** bedrooms, bathrooms: 1 to LIMITS.listing.roomsOrMore (that many or more). */
  rooms: z.number().int().optional(),
  /** price, size, land: taka, square feet, or land in `landUnit`; one side may be open. */
  min: z.number().optional(),
  max: z.number().optional(),
  /** The number as written, when the words named one size rather than a bound ("1200 sqft", "৫ কাঠা"). */
  about: z.number().optional(),
  landUnit: z.enum(LAND_UNITS).optional(),
});
export type UnderstoodPiece = z.infer<typeof understoodPieceSchema>;

/**
 * A place name the API asks about instead of guessing (issue 42): it names places in different
 * districts ("companiganj": Sylhet's or Noakhali's). Meanwhile the posts of each are listed.
 * `choices` are place pieces (kind 'place'), each on the words `tokens`; choosing one sets its
 * district (a district's: its division) as a filter, within which the words name one place.
 */
export const placeQuestionSchema = z.object({
  tokens: z.array(z.number().int()),
  choices: z.array(understoodPieceSchema),
});
export type PlaceQuestion = z.infer<typeof placeQuestionSchema>;

/**
 * Why a near fit is listed (issue 63, ADR 075): what about it differs from what the words asked,
 * each null when it does not. A card shows it in a few words ("কাছেই: মিরপুর ১০", "৩ বেডরুম",
 * "বাজেটের ৫% বেশি").
 */
export const nearFitSchema = z.object({
  /** It lies elsewhere: the names of its area and how far it is from the place asked for, in km. */
  place: z.object({ en: z.string(), bn: z.string(), km: z.number().nullable() }).nullable(),
  /** Its bedrooms, when not the number asked for. */
  bedrooms: z.number().int().nullable(),
  /** How far over the budget it is, in percent (1–10). */
  overBudget: z.number().int().nullable(),
  /** How far under the least price asked it is, in percent. */
  underPrice: z.number().int().nullable(),
  /** Its floor size, when not near the size asked. */
  size: z.number().nullable(),
  /** Its type, when not the one asked for (a duplex for a flat, a showroom for a shop). */
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  /** Whom it is let to, when the words asked for someone it does not say it takes. */
  tenantUnsaid: z.enum(TENANT_TYPES).nullable(),
  /** The kind of space asked for that it is not: a seat in a mess, or a whole home (ADR 078). */
  spaceMissed: z.enum(['seat', 'whole']).nullable(),
  /** The words of the search it does not hold. */
  missingWords: z.array(z.string()),
});
export type NearFit = z.infer<typeof nearFitSchema>;

/** What a search widened to find its near fits (issue 63): one line above them says so. */
export const widenedSchema = z.object({
  /** The places around the one asked for (its city, nearest first). */
  nearby: z.boolean(),
  /** A bedroom either side. */
  bedrooms: z.boolean(),
  /** Up to this many percent over the budget. */
  budget: z.number().int().nullable(),
  /** Related types (a flat, a duplex or a house; a shop or a showroom). */
  types: z.boolean(),
  /** Floor or land size this many percent either side. */
  size: z.number().int().nullable(),
  /** Posts that do not hold every word, or do not say they take the tenant or furnishing asked for. */
  words: z.boolean(),
});
export type Widened = z.infer<typeof widenedSchema>;

export const postListResponseSchema = z.object({
  success: z.literal(true),
  /** What the API read out of `q` and applied as filters (empty without a keyword); see understoodPieceSchema. */
  understood: z.array(understoodPieceSchema),
  /**
   * The words of `q` matched as text, folded, once the understood ones are taken out (and words
   * with no meaning of their own, "er", "for"); null when every word was understood (issue 42).
   */
  words: z.string().nullable(),
  /** A place name the words left open, to ask about (issue 42); null when there is none. */
  placeQuestion: placeQuestionSchema.nullable(),
  /**
   * Up to LIMITS.listing.featuredPerPage paid posts matching the filters, shown above the page's
   * posts and taken in turn page by page, so paid posts are seen without burying new ones.
   */
  featured: z.array(postCardSchema),
  posts: z.array(postCardSchema),
  /**
   * When fewer than a page fit everything the words asked (issue 63, ADR 075): the nearest fits
   * after them, each saying why it is there, and what was widened to find them; empty and null
   * otherwise. Only on the first page; `pagination` counts the exact fits alone.
   */
  near: z.array(postCardSchema.extend({ fit: nearFitSchema })),
  widened: widenedSchema.nullable(),
  /**
   * `total` may be a lower bound (issue 42, ADR 055): matches are counted up to
   * LIMITS.listing.countedUpTo (or a little past the page asked for, on a deeper page), and when
   * more match, `moreThanTotal` is true, `total` is where counting stopped ("10,000+") and
   * `totalPages` the pages that far, the page after the one asked for always among them.
   */
  pagination: pagination.extend({ moreThanTotal: z.boolean() }),
});

/** GET /api/posts/:postId: the post, and the viewer's saved-post id for it (null when not saved or signed out). */
export const postDetailResponseSchema = detailResponseSchema('post', postDetailSchema).extend({
  /**
   * Only for the signed-in owner of a live post whose edit waits for support (issue 41, ADR 048):
   * the post as it will read once the edit is approved. `post` stays the live version, as every
   * visitor sees it; the edit form starts from this one.
   */
  waitingEdit: postDetailSchema.optional(),
});

/** When a submitted or edited post should go live: 1 to 5 support hours later (ISO moments). */
const expectedLiveSchema = z.object({ from: z.string(), to: z.string() });

export const postCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  PostID: z.string(),
  expectedLive: expectedLiveSchema,
  /**
   * The package a paid post was stored with (the poster's choice, or the default one); null for a
   * free post. The confirmation names it, its price and how to pay (issue 64).
   */
  paidPackage: z.enum(PAID_PACKAGES).nullable(),
});

/**
 * PUT /api/posts/:postId: the edit is counted (at most 2) and the post goes back to review, so
 * it carries a new go-live window, as a new post does (issue 12).
 */
export const postUpdatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  PostID: z.string(),
  updateCount: z.number(),
  expectedLive: expectedLiveSchema,
  /** The post was live: it stays as it was, and the edit waits for support beside it (ADR 048). */
  editWaiting: z.boolean(),
});

/** POST /api/posts/:postId/close: the owner marked it rented or sold. */
export const postClosedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  closedAt: z.string(),
});

/**
 * POST /api/posts/:postId/still-available, POST /api/posts/still-available (the SMS link's token)
 * and POST /api/posts/:postId/reopen: the owner confirmed the home is free, now (issue 41).
 */
export const availabilityConfirmedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  PostID: z.string(),
  confirmedAt: z.string(),
});

/** The one-tap link's token (the SMS's `?token=`): 32 random bytes, base64url. */
export const availabilityTokenBodySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: msg('errors.availabilityLinkInvalid') }),
});

/** POST /api/posts/:postId/repost: back at the top of "newest first" from `postDate`. */
export const postRepostedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  postDate: z.string(),
});

/** GET /api/profile/getUserPosts (spec §7). */
export const userPostsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  userPosts: z
    .object({
      approvedUserSellPosts: z.array(ownPostCardSchema),
      nonApprovedUserSellPosts: z.array(ownPostCardSchema),
      approvedUserRentPosts: z.array(ownPostCardSchema),
      nonApprovedUserRentPosts: z.array(ownPostCardSchema),
    })
    .optional(),
});

/** Saving: one of the four listing purposes (spec §3, Saved post). */
export const savePostBodySchema = z.object({
  type: choice(LISTING_PURPOSES),
  postId: z.string().trim().min(1).max(40),
});

/** POST /api/profile/savePost → the saved item's id. */
export const savePostResponseSchema = z.object({ success: z.literal(true), _id: z.string() });

/** The saved list's sorts as spec §2 names them. */
export const SAVED_SORTS = ['Asc', 'Desc', 'Recent'] as const;
export type SavedSort = (typeof SAVED_SORTS)[number];
/** The saved list's filter (spec §2): every kind, or one listing purpose, across all pages. */
export const SAVED_FILTERS = ['all', ...LISTING_PURPOSES] as const;
export type SavedFilter = (typeof SAVED_FILTERS)[number];

export const savedPostsQuerySchema = z.object({
  page,
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (LIMITS.savedPosts.pageSizes as readonly number[]).includes(value), {
      error: msg('validation.choiceInvalid'),
    })
    .default(LIMITS.savedPosts.defaultPageSize),
  /**
   * Spec §4, saved list sorting, by the spec's names: Asc in the order saved (as returned before
   * there was a sort), Desc the reverse (the page's default), Recent by postDate newest first.
   */
  sort: choice(SAVED_SORTS).default('Asc'),
  /** One kind of item (issue 39): the count and the pages are of that kind only. */
  type: choice(SAVED_FILTERS).default('all'),
});

export const savedPostSchema = z.object({
  _id: z.string(),
  postId: z.string(),
  type: z.enum(LISTING_PURPOSES),
  postTitle: z.string(),
  imageUrl: z.string().nullable(),
  totalImages: z.number(),
  /** Spec §3: the item's own words (a post's description, an offer's summary, a firm's about). */
  postDetails: z.string(),
  /** English twins of the title and the details where staff wrote them (group offers, ADR 039). */
  postTitleEn: z.string().nullable().optional(),
  postDetailsEn: z.string().nullable().optional(),
  /** Spec §3: total rooms and garages of a sell or rent post; null for group offers and firms. */
  rooms: z.number().nullable(),
  garages: z.number().nullable(),
  postOwnerName: z.string(),
  postOwnerProPic: z.string().nullable(),
  condition: z.string().nullable(),
  propertyType: z.string().nullable(),
  bedroom: z.number().nullable(),
  bathroom: z.number().nullable(),
  size: z.number().nullable(),
  price: z.number().nullable(),
  priceUnits: z.enum(PRESENTED_PRICE_UNITS).nullable(),
  /** Sell and rent posts: the struck-through earlier price, e.g. after a price drop (issue 19). */
  previousPrice: z.number().nullable().optional(),
  postDate: z.string(),
  /** When the owner marked it rented or sold, if so. */
  closedAt: z.string().nullable(),
  division: z.string().nullable(),
  district: z.string().nullable(),
  subDistrict: z.string().nullable(),
  savedAt: z.string(),
  /** Group-building offers only (spec §3, issue 15): the developer or landowner. */
  developBy: z.string().nullable().optional(),
  /**
   * Group-building offers only (issue 44): `price` is a share's floor area at the price per sqft,
   * not a price the offer names, so it reads "about" as on the offer's card and page.
   */
  priceEstimated: z.boolean().optional(),
  /** Interior firms only (spec §3): the rating of approved reviews, to one decimal, and their count. */
  averageRating: z.number().nullable().optional(),
  totalRatings: z.number().int().nullable().optional(),
  /** Interior firms only: the firm's budget tier as the three flags of spec §3. */
  luxury: z.boolean().nullable().optional(),
  budgetFriendly: z.boolean().nullable().optional(),
  lowBudget: z.boolean().nullable().optional(),
  /** Interior firms only: every service → offered, the offered ones first in the firm's order. */
  selections: z.partialRecord(z.enum(INTERIOR_SERVICES), z.boolean()).nullable().optional(),
});
export type SavedPost = z.infer<typeof savedPostSchema>;

export const savedPostsResponseSchema = z.object({
  success: z.literal(true),
  SavedPosts: z.array(savedPostSchema),
  /** Saved items whose post is gone: shown as 'Post No Longer Available'. */
  notFoundIds: z.array(z.object({ _id: z.string(), postId: z.string(), type: z.enum(LISTING_PURPOSES) })),
  pagination,
});

/**
 * GET /api/posts/alternatives (issue 29): for a search with few or no results, the searches
 * one step wider and how many each finds: the other purpose, the search without each word, each
 * understood piece or each filter, and the nearby places. `query` is the whole query of that
 * search as GET /api/posts takes it, so a page links to it as it links to any search.
 */
export const postAlternativesResponseSchema = z.object({
  success: z.literal(true),
  alternatives: z.array(
    z.object({
      kind: z.enum(['type', 'word', 'understood', 'filter', 'nearby']),
      /** type: the other purpose; word: the word left out; filter: the query key left out; nearby: the place. */
      type: z.enum(['sell', 'rent']).optional(),
      word: z.string().optional(),
      filter: z.string().optional(),
      piece: understoodPieceSchema.optional(),
      place: z.object({ id: z.string(), en: z.string(), bn: z.string() }).optional(),
      query: z.record(z.string(), z.string()),
      total: z.number().int(),
    }),
  ),
});
export type PostAlternatives = z.infer<typeof postAlternativesResponseSchema>;
