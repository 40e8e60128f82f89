// Kept in modules of their own (issue 43): every page's first scripts need these, not the rest,
// and the firm directory's islands those of directory-enums.ts.
import { DEVICE_TYPES } from './visits.ts';
import { BUDGET_TIERS, DIVISIONS, FIRM_SORTS, INTERIOR_CATEGORIES } from './directory-enums.ts';
export {
  BUDGET_TIERS,
  DIVISIONS,
  FIRM_SORTS,
  INTERIOR_CATEGORIES,
  type BudgetTier,
  type Division,
  type FirmSort,
  type InteriorCategory,
} from './directory-enums.ts';
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.ts';
export { DEVICE_TYPES, MONTHS, type DeviceType, type Month } from './visits.ts';

/**
 * Every enumeration of spec §3. Values are stable identifiers stored in the database and sent
 * over the API; labels come from the `enums` namespace of the translation files
 * (`enums.<group>.<value>`), so both languages stay in step.
 */

export const PROPERTY_TYPES = [
  'apartment',
  'home',
  'duplex-home',
  'land',
  'commercial-office',
  'showroom',
  'shop',
  'restaurant',
  'factory',
  'warehouse',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const CONSTRUCTION_STATUSES = ['ready', 'under-construction'] as const;
export type ConstructionStatus = (typeof CONSTRUCTION_STATUSES)[number];

export const CONDITIONS = ['new', 'used'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const FURNISHINGS = ['furnished', 'semi-furnished', 'unfurnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];

export const FACINGS = ['north', 'south', 'east', 'west'] as const;
export type Facing = (typeof FACINGS)[number];

export const LIFT_OPTIONS = ['lift', 'no-lift'] as const;
export type LiftOption = (typeof LIFT_OPTIONS)[number];

export const LAND_CATEGORIES = ['all', 'agricultural', 'residential', 'commercial', 'other'] as const;
export type LandCategory = (typeof LAND_CATEGORIES)[number];

export const LAND_UNITS = ['katha', 'bigha', 'acres', 'shotok'] as const;
export type LandUnit = (typeof LAND_UNITS)[number];

/** Who posts the ad (issue 12): renters and buyers ask first whether they deal with the owner. */
export const LISTERS = ['owner', 'agent', 'caretaker'] as const;
export type Lister = (typeof LISTERS)[number];

/** How a rented home gets gas: a Titas line, cylinders, or none. */
export const GAS_SUPPLIES = ['line', 'cylinder', 'none'] as const;
export type GasSupply = (typeof GAS_SUPPLIES)[number];

/** Who may rent: landlords in Bangladesh say it up front (family only, bachelors, women only…). */
export const TENANT_TYPES = ['family', 'bachelor', 'female', 'office', 'sublet'] as const;
/**
 * When a renter can move in (issue 41), as a rent post's "available from" month says it: now
 * (no month given, or this month or one gone by) or from next month. Months, not days, are what
 * posts hold, so "this month" is "now".
 */
export const MOVE_IN_CHOICES = ['now', 'next-month'] as const;
export type MoveInChoice = (typeof MOVE_IN_CHOICES)[number];
export type TenantType = (typeof TENANT_TYPES)[number];

/** Rent is always per month; these apply to sell posts. */
export const PRICE_UNITS = ['total-price', 'per-sqft', 'all'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export const FACILITIES = [
  'prayer-room',
  'security',
  'fire-exit',
  'fire-protection',
  'alarm',
  'electronic-security',
  'conversation-room',
  'water-connection',
  'hot-water',
  'gym',
  'pool',
  'garden',
  'self-water-supply',
  'generator',
  'intercom',
  'wifi',
  'cable-tv',
  'solar-panel',
  'servant-room',
  'guest-parking',
] as const;
export type Facility = (typeof FACILITIES)[number];

/**
 * What a design firm offers (issue 14): the keys of the saved post's `selections` map (spec §3,
 * service name → offered). Labels in both languages under `enums.interiorService`.
 */
export const INTERIOR_SERVICES = [
  'interior-design',
  'exterior-design',
  '3d-visualisation',
  'furniture-making',
  'kitchen-cabinets',
  'false-ceiling',
  'lighting',
  'flooring-tiles',
  'painting',
  'wallpaper',
  'curtains-blinds',
  'renovation',
  'project-management',
  'landscaping',
  'glass-aluminium',
] as const;
export type InteriorService = (typeof INTERIOR_SERVICES)[number];

/**
 * How the group-building offers are ordered (issue 44): newest, the lowest price per sqft (an
 * offer priced by the share counts its share's floor area), the soonest handover. Open offers
 * come before filled ones in every order.
 */
export const GROUP_SORTS = ['newest', 'price-per-sqft', 'handover'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];

/** A group-building offer: taking shares, all shares taken, or withdrawn (issue 15). */
export const GROUP_OFFER_STATUSES = ['open', 'filled', 'closed'] as const;
export type GroupOfferStatus = (typeof GROUP_OFFER_STATUSES)[number];
/** An offer on the site: open, or filled (shown, no longer taking interest). Closed offers are not shown. */
export const PUBLIC_GROUP_STATUSES: readonly GroupOfferStatus[] = ['open', 'filled'];

/** Where support is with someone who registered interest in group building (issue 15). */
export const LEAD_STATUSES = ['new', 'called', 'joined', 'not-interested'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a review is: waiting for support, shown, or turned down (spec §4, Review). */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/**
 * How a review's code matched its writer (issue 41, ADR 051): the code was issued for a number the
 * writer proved ('matched'), for a number they have not proved ('other-number': held for support,
 * never marked "verified client"), or before codes were issued for a number ('unbound').
 */
export const REVIEW_CODE_MATCHES = ['matched', 'other-number', 'unbound'] as const;
export type ReviewCodeMatch = (typeof REVIEW_CODE_MATCHES)[number];

/** What a blog article is about (issue 16): the chips on /Blog and the label on each card. */
export const BLOG_CATEGORIES = [
  'buying',
  'selling',
  'renting',
  'land-documents',
  'group-building',
  'interior',
  'news',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Where an article is: being written, live on /Blog, or taken down again (issue 16). */
export const ARTICLE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/**
 * How a blog comment reads (issue 16): as written, deleted by its author (kept as "comment
 * deleted" while it has replies), or hidden by staff with a reason.
 */
export const COMMENT_STATES = ['visible', 'deleted', 'hidden'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

/** Why a member reports a comment to staff (issue 16). */
export const COMMENT_REPORT_REASONS = [
  'spam',
  'abusive',
  'false-information',
  'personal-information',
  'other',
] as const;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];

/** What a listing report is about (issue 18): a sell or rent post, a group-building offer, a design firm. */
export const REPORT_TARGET_KINDS = ['post', 'offer', 'firm'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** Why a visitor or member reports a listing (issue 18): the frauds buyers here meet most. */
export const LISTING_REPORT_REASONS = [
  'sold-or-rented',
  'wrong-price-or-place',
  'fake-photos',
  'advance-money',
  'broker',
  'offensive',
  'other',
] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];

/** What staff do with a listing's open reports: nothing wrong, ask the owner to correct, take it down. */
export const REPORT_OUTCOMES = ['dismissed', 'correction-asked', 'taken-down'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/**
 * Land papers an owner may show support (issue 18): deed (dolil), record of rights (khatian),
 * mutation (namjari), land-tax receipt (khajna).
 */
export const LAND_DOCUMENT_KINDS = ['deed', 'khatian', 'namjari', 'khajna'] as const;
export type LandDocumentKind = (typeof LAND_DOCUMENT_KINDS)[number];

/** What support made of a document: not yet looked at, checked against the post, or not matching it. */
export const DOCUMENT_STATUSES = ['waiting', 'checked', 'not-matching'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Posts whose owner may add land documents: land and houses (a flat's papers are the building's). */
export const DOCUMENT_PROPERTY_TYPES: readonly PropertyType[] = ['land', 'home', 'duplex-home'];

/** Where a post is in review (issue 5): waiting, live, or turned down with a reason. */
export const POST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const LISTING_PURPOSES = ['sell', 'rent', 'group', 'interior'] as const;
export type ListingPurpose = (typeof LISTING_PURPOSES)[number];

/**
 * How a listing is ordered: newest first (the default), best match for a keyword (issue 17), by
 * price, or by size (floor area, else land).
 */
export const LISTING_SORTS = ['newest', 'relevance', 'price-asc', 'price-desc', 'size-desc', 'size-asc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Why support turned a post down; the poster sees the label and support's note (issue 5). */
export const REJECTION_REASONS = [
  'guideline-breach',
  'untrue-information',
  'duplicate',
  'prohibited-content',
  // Issue 41: photos of another ad, a price far below the area's, a number nobody answers.
  'suspected-fraud',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** How a paid post's fee reached us (issue 41): mobile money, a bank, or cash at the office. */
export const PAYMENT_METHODS = ['bkash', 'nagad', 'rocket', 'bank', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a paid post buys (issue 41): placement at the top of the listings for some days. Terms in limits.ts. */
export const PAID_PACKAGES = ['featured-7', 'featured-15', 'featured-30'] as const;
export type PaidPackage = (typeof PAID_PACKAGES)[number];

/** Every enumeration by the name its labels live under in `enums.json`. */
export const ENUMS = {
  propertyType: PROPERTY_TYPES,
  constructionStatus: CONSTRUCTION_STATUSES,
  condition: CONDITIONS,
  furnishing: FURNISHINGS,
  facing: FACINGS,
  lift: LIFT_OPTIONS,
  landCategory: LAND_CATEGORIES,
  landUnit: LAND_UNITS,
  lister: LISTERS,
  gas: GAS_SUPPLIES,
  tenant: TENANT_TYPES,
  moveIn: MOVE_IN_CHOICES,
  priceUnit: PRICE_UNITS,
  facility: FACILITIES,
  interiorCategory: INTERIOR_CATEGORIES,
  budgetTier: BUDGET_TIERS,
  interiorService: INTERIOR_SERVICES,
  firmSort: FIRM_SORTS,
  groupSort: GROUP_SORTS,
  groupOfferStatus: GROUP_OFFER_STATUSES,
  leadStatus: LEAD_STATUSES,
  division: DIVISIONS,
  listingPurpose: LISTING_PURPOSES,
  gender: GENDERS,
  deviceType: DEVICE_TYPES,
  rejectionReason: REJECTION_REASONS,
  paymentMethod: PAYMENT_METHODS,
  paidPackage: PAID_PACKAGES,
  blogCategory: BLOG_CATEGORIES,
  articleStatus: ARTICLE_STATUSES,
  commentReportReason: COMMENT_REPORT_REASONS,
} as const;
export type EnumName = keyof typeof ENUMS;

/**
 * The property types people live in (a flat, a house, a duplex): their bedrooms and bathrooms are
 * required, so an ad whose title says "২ বেডরুম" is found by the two-bedroom filter (issue 41).
 */
export const HOME_TYPES = ['apartment', 'home', 'duplex-home'] as const satisfies readonly PropertyType[];
export const isHomeType = (propertyType: string): boolean => (HOME_TYPES as readonly string[]).includes(propertyType);
