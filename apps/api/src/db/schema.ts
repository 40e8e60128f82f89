import type {
  AccountStatus,
  AuditAction,
  AuditTargetType,
  BudgetTier,
  Condition,
  ConstructionStatus,
  DailyCountKind,
  DeviceType,
  Facility,
  Facing,
  Furnishing,
  GasSupply,
  Gender,
  GroupOfferStatus,
  InteriorCategory,
  LandDocumentKind,
  InteriorService,
  LandCategory,
  LandUnit,
  Language,
  LeadStatus,
  LiftOption,
  Lister,
  ListingPurpose,
  Month,
  PaidPackage,
  PaymentMethod,
  PostStatus,
  PriceUnit,
  PropertyType,
  RejectionReason,
  ReviewCodeMatch,
  ReviewStatus,
  Role,
  TenantType,
} from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  type AnyPgColumn,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** One visit, recorded once per app load by `POST /api/dvd` (spec §3, Visitor record). */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    month: text('month').$type<Month>().notNull(),
    deviceType: text('device_type').$type<DeviceType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visits_created_at_idx').on(t.createdAt),
    check('visits_device_type_check', sql`${t.deviceType} in ('mobile', 'desktop')`),
  ],
);

/** Small facts about the installation itself, e.g. which demo-seed steps have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member account (spec §3, User). Personal fields are nullable until the profile is completed. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for an account made with a mobile number only (issue 40): its verified phone signs it in. */
    email: text('email').unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    /**
     * When `phone` was proven by an SMS code (issue 40, ADR 046); null while unproven, and again
     * once the number is changed. A proven number is one account's only: it signs that account in.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    gender: text('gender').$type<Gender>(),
    birthDate: text('birth_date'),
    bio: text('bio'),
    occupation: text('occupation'),
    addressDivision: text('address_division'),
    addressDistrict: text('address_district'),
    addressSubDistrict: text('address_sub_district'),
    addressMore: text('address_more'),
    proPic: text('pro_pic'),
    role: text('role').$type<Role>().notNull().default('user'),
    status: text('status').$type<AccountStatus>().notNull().default('normal'),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Support's reason for the current suspension or disabling (shown to staff, told to the user). */
    statusReason: text('status_reason'),
    showEmail: boolean('show_email').notNull().default(false),
    showPhone: boolean('show_phone').notNull().default(false),
    showAddress: boolean('show_address').notNull().default(false),
    showBirthDate: boolean('show_birth_date').notNull().default(false),
    /** Whether a reply to the member's blog comment reaches their inbox and live channel (issue 16). */
    notifyReplies: boolean('notify_replies').notNull().default(true),
    /** Whether a price drop of a saved post is also mailed (issue 19); the inbox is told either way. */
    mailPriceDrops: boolean('mail_price_drops').notNull().default(false),
    language: text('language').$type<Language>().notNull().default('bn'),
    nameChangedAt: timestamp('name_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'support', 'admin')`),
    check('users_status_check', sql`${t.status} in ('normal', 'suspended', 'Disabled')`),
    /** The few accounts whose posts may not be listed: what every public list checks (account-status.ts). */
    index('users_unlisted_idx')
      .on(t.id)
      .where(sql`${t.status} <> 'normal'`),
    uniqueIndex('users_verified_phone_key')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null`),
  ],
);

/**
 * The mobile numbers a member has proven by an SMS code (issue 40, ADR 046): at registration, from
 * the profile, or on the spot for a post's contact number. A post's primary number must be one of
 * them, and listings say "Number verified" beside one. Unlike the account's own number (`users.
 * phone_verified_at`), a number here may be proven by more than one account (a family's phone):
 * each proved it held the number when it did.
 */
export const memberPhones = pgTable(
  'member_phones',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phone] })],
);

/** A signed-in device. Only the SHA-256 of the bearer token is kept (ADR 005). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * 6-digit codes for registration, password reset or signing in: hashed, short-lived, single use.
 * Mailed to an email, or sent by SMS to a mobile number (issue 40): `email` holds the recipient,
 * an email address or a number in its stored form (01…, never with an @), and `channel` says which.
 * An SMS code also keeps the client address that asked for it and when it was verified, for the
 * per-address and daily caps and the SMS-pumping alarm, and its delivery receipt (ADR 046).
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<'register' | 'reset' | 'login' | 'verify'>().notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull().default('email'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    sentFrom: text('sent_from'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The SMSC's id for the SMS, and what its delivery receipt said (DELIVRD, UNDELIV, …) and when. */
    messageId: text('message_id'),
    deliveryStatus: text('delivery_status'),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_codes_email_idx').on(t.email, t.purpose, t.createdAt),
    index('email_codes_sms_idx')
      .on(t.createdAt)
      .where(sql`${t.channel} = 'sms'`),
    index('email_codes_sms_from_idx')
      .on(t.sentFrom, t.createdAt)
      .where(sql`${t.channel} = 'sms'`),
    index('email_codes_message_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
    check('email_codes_purpose_check', sql`${t.purpose} in ('register', 'reset', 'login', 'verify')`),
    check('email_codes_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/** Proof that an email was verified (registration) or a reset was allowed (reset link). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<'registration' | 'reset'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_tokens_email_idx').on(t.email, t.purpose),
    check('auth_tokens_purpose_check', sql`${t.purpose} in ('registration', 'reset')`),
  ],
);

/**
 * Failed sign-ins, one row per account and client address (issue 11): how many since the last
 * day without one, the latest at `created_at`, and when that address may try that account
 * again. Checked and counted by one conditional upsert (`codes.repository.ts`,
 * `claimSignInTry`); a right password clears the address's row. The sum over an account's rows
 * of the last hour is its failures from every address.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    failures: integer('failures').notNull().default(1),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_failures_email_idx').on(t.email, t.createdAt),
    uniqueIndex('sign_in_failures_email_address_idx').on(t.email, t.address),
  ],
);

/** When an account's owner was last told by mail that someone is guessing its password (at most hourly). */
export const signInAlerts = pgTable('sign_in_alerts', {
  email: text('email').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sell or rent post (spec §3). Its public id is the type's letter and `number` (S-1001);
 * money is whole taka, sizes sqft. Removed with its owner's account.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Until when the owner's account keeps its posts off the public lists: null while it is
     * normal, the suspension's end, or 'infinity' (disabled, suspended without an end). Kept by
     * the database's triggers from `users` (migration 0034, ADR 058), so a listing tests it on its
     * index entries without reading `users`.
     */
    ownerHiddenUntil: timestamp('owner_hidden_until', { withTimezone: true }),
    type: text('type').$type<'sell' | 'rent'>().notNull(),
    status: text('status').$type<PostStatus>().notNull().default('pending'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    primaryPhone: text('primary_phone').notNull(),
    secondaryPhone: text('secondary_phone'),
    division: text('division').notNull(),
    district: text('district').notNull(),
    subDistrict: text('sub_district').notNull(),
    /** A neighbourhood of a city thana (Mirpur 10), when the poster named one (ADR 004). */
    neighbourhood: text('neighbourhood'),
    street: text('street'),
    /** The house and road number: only the owner and staff see it, unless the owner shows it (issue 41, ADR 050). */
    house: text('house'),
    /** The owner chose to show `house` to every visitor; posts from before the choice existed keep it private. */
    showHouse: boolean('show_house').notNull().default(false),
    postCode: text('post_code'),
    price: bigint('price', { mode: 'number' }).notNull(),
    previousPrice: bigint('previous_price', { mode: 'number' }),
    priceUnits: text('price_units').$type<PriceUnit>().notNull(),
    size: integer('size'),
    landSize: doublePrecision('land_size'),
    landUnits: text('land_units').$type<LandUnit>(),
    landCategory: text('land_category').$type<LandCategory>(),
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    constructionStatus: text('construction_status').$type<ConstructionStatus>(),
    condition: text('condition').$type<Condition>(),
    roomsTotal: integer('rooms_total'),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    balconies: integer('balconies'),
    drawingRooms: integer('drawing_rooms'),
    garages: integer('garages'),
    lift: text('lift').$type<LiftOption>(),
    furnishing: text('furnishing').$type<Furnishing>(),
    facing: text('facing').$type<Facing>(),
    totalUnits: integer('total_units'),
    totalFloors: integer('total_floors'),
    availableFloor: integer('available_floor'),
    facilities: text('facilities')
      .array()
      .$type<Facility[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    negotiable: boolean('negotiable'),
    listedBy: text('listed_by').$type<Lister>(),
    parking: boolean('parking'),
    advanceMonths: integer('advance_months'),
    serviceCharge: bigint('service_charge', { mode: 'number' }),
    billsIncluded: boolean('bills_included'),
    gas: text('gas').$type<GasSupply>(),
    tenants: text('tenants')
      .array()
      .$type<TenantType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The month the home can be moved into, YYYY-MM. */
    availableFrom: text('available_from'),
    paid: boolean('paid').notNull().default(false),
    /** What a paid post buys, as its poster chose (issue 41); null for a free post. */
    paidPackage: text('paid_package').$type<PaidPackage>(),
    /** When the owner marked it rented or sold: it leaves the listings and says so on its page. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * Availability (issue 41, ADR 048): when the owner last said the home is still free (set when
     * it goes live, by "Still available" and by the SMS link). The sweep asks after
     * LIMITS.availability's days, marks the post `availabilityUnconfirmed` later, and closes it
     * later still; each step is one conditional UPDATE.
     */
    availabilityConfirmedAt: timestamp('availability_confirmed_at', { withTimezone: true }),
    /** When the sweep last asked the owner (null since the last confirmation): asked once per period. */
    availabilityAskedAt: timestamp('availability_asked_at', { withTimezone: true }),
    /**
     * When visitors' "already rented/sold" reports last asked the owner at once (issue 41): once
     * per confirmation period, however many more visitors report it.
     */
    availabilityReportAskedAt: timestamp('availability_report_asked_at', { withTimezone: true }),
    /** Not confirmed for too long: visitors see "Not confirmed", and it ranks after the confirmed ones. */
    availabilityUnconfirmed: boolean('availability_unconfirmed').notNull().default(false),
    /** The SHA-256 of the one-tap confirm link's token the SMS carried, and when it stops working. */
    availabilityTokenHash: text('availability_token_hash'),
    availabilityTokenExpiresAt: timestamp('availability_token_expires_at', { withTimezone: true }),
    /** Where the post stands in "newest first": its approval, or its latest repost. */
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    updateCount: integer('update_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** Land documents support checked (issue 18), kept by the documents module: the public badge's list. */
    documentsChecked: text('documents_checked')
      .array()
      .$type<LandDocumentKind[]>()
      .notNull()
      .default(sql`'{}'`),
    /** A code of REJECTION_REASONS and support's note, while the post is rejected. */
    rejectionReason: text('rejection_reason').$type<RejectionReason>(),
    rejectionNote: text('rejection_note'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** When the post last entered the queue (created or edited): what the waiting time counts from. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The fields and photos as last approved, so an edit can be shown as a list of changes. */
    approvedSnapshot: jsonb('approved_snapshot').$type<Record<string, unknown>>(),
    callRecordedAt: timestamp('call_recorded_at', { withTimezone: true }),
    callRecordedBy: uuid('call_recorded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    callNote: text('call_note'),
    paymentConfirmedAt: timestamp('payment_confirmed_at', { withTimezone: true }),
    paymentConfirmedBy: uuid('payment_confirmed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Support's free text from before payment records (issue 41): kept for old posts, no longer written. */
    paymentReference: text('payment_reference'),
    /**
     * Search (issue 17, ADR 019): the post's words folded for matching in both languages (title,
     * description, place and type names in Bengali and English, its PostID), the same words as
     * Banglish keys, and its land in katha. Rebuilt on every write; `searchVersion` says which
     * build of the document a row has, so a newer build can refill old rows in the background.
     */
    searchText: text('search_text').notNull().default(''),
    searchRoman: text('search_roman').notNull().default(''),
    landKatha: doublePrecision('land_katha'),
    searchVersion: integer('search_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    /**
     * What a listing filters by most (property type, price, size, land), last in the keys of the
     * indexes a page and its featured posts are read in order from (issue 42, ADR 057): a land or
     * price range is tested on the index entry while the order is walked, with no row read.
     */
    const filteredInOrder = [t.propertyType, t.price, t.size, t.landKatha];
    return [
      check('posts_type_check', sql`${t.type} in ('sell', 'rent')`),
      check('posts_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
      check('posts_update_count_check', sql`${t.updateCount} between 0 and 2`),
      index('posts_listing_idx').on(t.type, t.status, t.listedAt),
      index('posts_location_idx').on(t.division, t.district, t.subDistrict),
      index('posts_owner_idx').on(t.ownerId),
      /** Contact numbers compared across accounts (issue 18): stored in one normal form (contracts). */
      index('posts_primary_phone_idx').on(t.primaryPhone, t.ownerId),
      index('posts_secondary_phone_idx')
        .on(t.secondaryPhone, t.ownerId)
        .where(sql`${t.secondaryPhone} is not null`),
      index('posts_queue_idx').on(t.status, t.submittedAt),
      index('posts_land_idx').on(t.type, t.status, t.landKatha),
      index('posts_search_version_idx').on(t.searchVersion),
      /** Saved searches count the matches approved since their last visit (issue 17). */
      index('posts_approved_idx').on(t.status, t.approvedAt),
      /**
       * The listings at 100,000 posts (issue 17, ADR 019; bench/): over the posts a listing shows
       * (approved, open), one index per order, so a page, deep ones too, is read in order and stops
       * at its end (`desc` spelt with `nulls first`, as an ORDER BY's plain `desc` means), and one
       * holding what a listing's count reads (type, property type, the owner's standing, paid),
       * so the count is an index-only scan. The paid flag is kept out of the newest order's keys:
       * there, the planner walked the whole order looking for a keyword's few paid matches. Each
       * order's index ends with until when the owner's posts are hidden (ADR 058), the paid flag
       * and the id (ADR 021): a page's ids, deep ones and the featured paid posts too, come from
       * the index alone, and only its 24 rows are read.
       */
      index('posts_listed_newest_idx')
        .on(
          t.type,
          t.availabilityUnconfirmed,
          t.listedAt.desc().nullsFirst(),
          t.number.desc().nullsFirst(),
          t.ownerHiddenUntil,
          t.paid,
          t.id,
          ...filteredInOrder,
        )
        .where(sql`${t.status} = 'approved' and ${t.closedAt} is null`),
      /** The availability sweep finds the open live posts whose confirmation is old (issue 41). */
      index('posts_availability_idx')
        .on(t.type, t.availabilityConfirmedAt)
        .where(sql`${t.status} = 'approved' and ${t.closedAt} is null`),
      uniqueIndex('posts_availability_token_idx')
        .on(t.availabilityTokenHash)
        .where(sql`${t.availabilityTokenHash} is not null`),
      index('posts_listed_count_idx')
        .on(t.type, t.propertyType, t.ownerHiddenUntil, t.paid)
        .where(sql`${t.status} = 'approved' and ${t.closedAt} is null`),
      /**
       * Keywords (ADR 019): GIN trigram indexes on the search document, one per listing (sell,
       * rent) over what it shows. The type needs no index of its own then: on whole-table indexes
       * the planner read half the table's type index to AND it with a keyword's few matches.
       */
      ...(['sell', 'rent'] as const).flatMap((type) => [
        index(`posts_listed_${type}_text_trgm_idx`)
          .using('gin', t.searchText.op('gin_trgm_ops'))
          .where(sql`${t.type} = ${sql.raw(`'${type}'`)} and ${t.status} = 'approved' and ${t.closedAt} is null`),
        index(`posts_listed_${type}_roman_trgm_idx`)
          .using('gin', t.searchRoman.op('gin_trgm_ops'))
          .where(sql`${t.type} = ${sql.raw(`'${type}'`)} and ${t.status} = 'approved' and ${t.closedAt} is null`),
      ]),
      /**
       * Issue 42 (ADR 055): the order of understood words with no text left ("৩ বেড", "mirpur flat":
       * paid first, then newest) and the featured posts (paid ones, newest first) read in order
       * from one index, instead of sorting every match; the places and the bedrooms a listing is
       * filtered by, found among the listed posts alone (posts_location_idx holds every post of
       * both types, so a thana's few hundred were rechecked among its district's thousands).
       */
      index('posts_listed_paid_first_idx')
        .on(
          t.type,
          t.paid.desc().nullsFirst(),
          t.listedAt.desc().nullsFirst(),
          t.number.desc().nullsFirst(),
          t.ownerHiddenUntil,
          t.id,
          ...filteredInOrder,
        )
        .where(sql`${t.status} = 'approved' and ${t.closedAt} is null`),
      index('posts_listed_place_idx')
        .on(t.type, t.division, t.district, t.subDistrict, t.ownerHiddenUntil, t.paid)
        .where(sql`${t.status} = 'approved' and ${t.closedAt} is null`),
      index('posts_listed_neighbourhood_idx')
        .on(t.type, t.neighbourhood, t.ownerHiddenUntil, t.paid)
        .where(sql`${t.status} = 'approved' and ${t.closedAt} is null and ${t.neighbourhood} is not null`),
      index('posts_listed_bedrooms_idx')
        .on(t.type, t.bedrooms, t.ownerHiddenUntil, t.paid)
        .where(sql`${t.status} = 'approved' and ${t.closedAt} is null`),
      // Size and land last (issue 42, ADR 055): a price range's count with a size or land range
      // is read from the index alone.
      index('posts_listed_price_idx')
        .on(t.type, t.price, t.number, t.ownerHiddenUntil, t.paid, t.id, t.size, t.landKatha)
        .where(sql`${t.status} = 'approved' and ${t.closedAt} is null`),
      // Cheapest first, newest first among equal prices: the order "price ↑" reads a page in. The
      // index above, read backwards, is "price ↓" (newest first too); read forwards, it had every
      // page of "price ↑" sorted again by number (1 ms at page 200, 10,000 matches to count).
      index('posts_listed_price_asc_idx')
        .on(t.type, t.price, t.number.desc().nullsFirst(), t.ownerHiddenUntil, t.paid, t.id, t.size, t.landKatha)
        .where(sql`${t.status} = 'approved' and ${t.closedAt} is null`),
      // Floor area, else land in square feet, unknown last: the listing query's `sizeInSqft`.
      index('posts_listed_size_desc_idx')
        .on(
          t.type,
          sql`(coalesce(${t.size}::double precision, ${t.landKatha} * 720)) desc nulls last`,
          t.number.desc().nullsFirst(),
          t.ownerHiddenUntil,
          t.paid,
          t.id,
        )
        .where(sql`${t.status} = 'approved' and ${t.closedAt} is null`),
      index('posts_listed_size_asc_idx')
        .on(
          t.type,
          sql`(coalesce(${t.size}::double precision, ${t.landKatha} * 720)) asc nulls last`,
          t.number.desc().nullsFirst(),
          t.ownerHiddenUntil,
          t.paid,
          t.id,
        )
        .where(sql`${t.status} = 'approved' and ${t.closedAt} is null`),
    ];
  },
);

/**
 * The payment of a paid post, confirmed by support (issue 41, ADR 049). A TrxID pays for one post
 * only, per method: a unique index, so two staff confirming one TrxID on two posts at once end
 * with one record. The record outlives its post (the post's id goes null, its public id stays),
 * so a TrxID cannot be used again by deleting the post it paid for. Cash may have no number.
 */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    /** S-12, R-40: the post it paid for, named even after the post is deleted. */
    postPublicId: text('post_public_id').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** Trimmed and upper-cased (contracts' normalTrxId); a cash receipt number, or null for cash without one. */
    trxId: text('trx_id'),
    amountTaka: integer('amount_taka').notNull(),
    package: text('package').$type<PaidPackage>().notNull(),
    /** The package's days as they were when paid for, so a later change of terms leaves this record as it was. */
    packageDays: integer('package_days').notNull(),
    confirmedBy: uuid('confirmed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    /** confirmedAt + packageDays. */
    featuredUntil: timestamp('featured_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payment_records_method_check', sql`${t.method} in ('bkash', 'nagad', 'rocket', 'bank', 'cash')`),
    check('payment_records_trx_id_check', sql`${t.trxId} is not null or ${t.method} = 'cash'`),
    check('payment_records_amount_check', sql`${t.amountTaka} between 1 and 100000`),
    check('payment_records_days_check', sql`${t.packageDays} > 0`),
    uniqueIndex('payment_records_trx_id_key')
      .on(t.method, t.trxId)
      .where(sql`${t.trxId} is not null`),
    uniqueIndex('payment_records_post_key')
      .on(t.postId)
      .where(sql`${t.postId} is not null`),
  ],
);

/** A post's photos, in order: a small card image and a large one, both WebP without EXIF. */
export const postImages = pgTable(
  'post_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    cardPath: text('card_path').notNull(),
    largePath: text('large_path').notNull(),
    /** A 64-bit difference hash of the uploaded photo, 16 hex digits (images/photo-hash.ts, issue 18). */
    photoHash: text('photo_hash'),
  },
  (t) => [index('post_images_post_idx').on(t.postId, t.position)],
);

/**
 * An owner's edit of a live post, waiting for support (issue 41, ADR 048): the post's columns as
 * the edit sets them and its whole photo list after the edit. The post and its photos stay as last
 * approved until support approves the edit; one edit waits per post, a newer one replaces it.
 */
export const postEdits = pgTable('post_edits', {
  postId: uuid('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  /** The post's columns as the edit sets them (the posts module's `columnsOf`), by field name. */
  columns: jsonb('columns').$type<Record<string, unknown>>().notNull(),
  /** Every photo of the post after the edit, in order: kept ones and new ones. */
  images: jsonb('images').$type<{ card: string; large: string; hash: string | null }[]>().notNull(),
  /** When the owner sent it: the queue's waiting time counts from here; a decision names it. */
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
});

/**
 * A staff member working a post of the moderation queue (issue 41, ADR 052): one claim per post,
 * taken by one conditional upsert (the first wins; a lapsed one is taken over), renewed by its
 * holder, and gone when the post leaves the queue. A claim past `expiresAt` counts for nothing.
 */
export const moderationClaims = pgTable(
  'moderation_claims',
  {
    postId: uuid('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('moderation_claims_expiry_check', sql`${t.expiresAt} > ${t.claimedAt}`)],
);

/**
 * A photo of a post that looks like a photo of another account's post (issue 18): found when the
 * post is submitted or edited, and shown to support on the pending post. Gone with either photo.
 */
export const photoMatches = pgTable(
  'photo_matches',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => postImages.id, { onDelete: 'cascade' }),
    matchedImageId: uuid('matched_image_id')
      .notNull()
      .references(() => postImages.id, { onDelete: 'cascade' }),
    /** Bits the two hashes differ by (at most PHOTO_MATCH_MAX_DISTANCE). */
    distance: integer('distance').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.matchedImageId] }),
    index('photo_matches_matched_idx').on(t.matchedImageId),
  ],
);

/** A post a member saved; `itemId` is the public id of a sell, rent, group or interior item. */
export const savedPosts = pgTable(
  'saved_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ListingPurpose>().notNull(),
    itemId: text('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('saved_posts_user_item_unique').on(t.userId, t.purpose, t.itemId),
    check('saved_posts_purpose_check', sql`${t.purpose} in ('sell', 'rent', 'group', 'interior')`),
  ],
);

/**
 * How many times an account did a capped thing (submit a post, save an item, upload a picture,
 * a land document or review photos: issue 28) on one Dhaka calendar day (issue 11): counted up
 * by one conditional upsert, so the check and the count are one atomic statement
 * (`posts/daily-counts.repository.ts`).
 */
export const dailyCounts = pgTable(
  'daily_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DailyCountKind>().notNull(),
    day: text('day').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.day] }),
    check(
      'daily_counts_kind_check',
      sql`${t.kind} in ('post', 'save', 'comment', 'profilePicture', 'document', 'reviewPhoto')`,
    ),
  ],
);

/**
 * Who did what to which post or account, when and why (issue 5). Rows are never updated;
 * the actor is kept as null if their account is later deleted, and the target's label is
 * copied so the entry still reads after the target is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    check(
      'audit_log_target_type_check',
      sql`${t.targetType} in ('post', 'user', 'firm', 'review', 'group-offer', 'lead', 'article', 'comment')`,
    ),
  ],
);

/** An in-app notification (spec §3, Notification): written first, then sent on the live channel. */
/** A notice's parameters in each language (a price, a date or a reason reads differently in each). */
export type NotificationParams = Record<Language, Record<string, string>>;

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The text in Bengali (rows from before issue 39: as it was written, in the member's language then). */
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The same text in English (issue 39); null on older rows, which are shown as written. */
    titleEn: text('title_en'),
    messageEn: text('message_en'),
    /** What the notice says, as a message key and its parameters in each language (issue 39). */
    key: text('key'),
    params: jsonb('params').$type<NotificationParams>(),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An interior or exterior design firm (issue 14, ADR 016). A member applies; support approves or
 * rejects; the applicant owns the page. Its public id is I-{number}. While an approved firm's
 * new name or phone waits for support, the page keeps the approved ones (`pendingName`,
 * `pendingPhone`). Ratings are kept as running totals of approved reviews, in half stars.
 */
export const firms = pgTable(
  'firms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<PostStatus>().notNull().default('pending'),
    name: text('name').notNull(),
    categories: text('categories').array().$type<InteriorCategory[]>().notNull(),
    services: text('services').array().$type<InteriorService[]>().notNull(),
    budgetTier: text('budget_tier').$type<BudgetTier>().notNull(),
    /** What the firm's work costs, taka per sqft, lowest and highest (issue 44): both or neither. */
    budgetMinPerSqft: integer('budget_min_per_sqft'),
    budgetMaxPerSqft: integer('budget_max_per_sqft'),
    division: text('division').notNull(),
    district: text('district').notNull(),
    subDistrict: text('sub_district').notNull(),
    addressMore: text('address_more'),
    phone: text('phone').notNull(),
    /** The firm's own words, in Bengali or English as the owner wrote them (ADR 039). */
    about: text('about').notNull(),
    /** The same in English, when the owner gives it: English readers see it instead. */
    aboutEn: text('about_en'),
    logoPath: text('logo_path'),
    pendingName: text('pending_name'),
    pendingPhone: text('pending_phone'),
    rejectionReason: text('rejection_reason').$type<RejectionReason>(),
    rejectionNote: text('rejection_note'),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Sum of approved ratings in half stars (a 4.5 counts 9). */
    ratingHalves: integer('rating_halves').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('firms_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('firms_rating_check', sql`${t.ratingCount} >= 0 and ${t.ratingHalves} >= 0`),
    check(
      'firms_budget_check',
      sql.join(
        [
          sql`(${t.budgetMinPerSqft} is null and ${t.budgetMaxPerSqft} is null)`,
          sql`(${t.budgetMinPerSqft} > 0 and ${t.budgetMinPerSqft} <= ${t.budgetMaxPerSqft})`,
        ],
        sql` or `,
      ),
    ),
    index('firms_listing_idx').on(t.status, t.approvedAt),
    index('firms_location_idx').on(t.division, t.district),
    index('firms_owner_idx').on(t.ownerId),
  ],
);

/** A firm's gallery photo (3 to 30): card and large WebP without EXIF, a caption and a work category. */
export const firmPhotos = pgTable(
  'firm_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    category: text('category').$type<InteriorCategory>().notNull(),
    caption: text('caption').notNull().default(''),
    /** The caption in English, when the owner gives it (ADR 039). */
    captionEn: text('caption_en').notNull().default(''),
    cardPath: text('card_path').notNull(),
    largePath: text('large_path').notNull(),
  },
  (t) => [index('firm_photos_firm_idx').on(t.firmId, t.position)],
);

/**
 * A review code a firm owner issued for one finished job: 8 characters, single use, bound to
 * the firm, 90 days. Only the SHA-256 of the code is kept.
 */
export const reviewCodes = pgTable(
  'review_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    clientName: text('client_name').notNull(),
    clientPhone: text('client_phone').notNull(),
    /**
     * The code is for `client_phone`, a mobile number (issue 41, ADR 051): a review is "verified
     * client" only when its writer proved that number. False for codes issued before: their
     * number was a contact, not a binding, and they keep working as they did.
     */
    forNumber: boolean('for_number').notNull().default(false),
    category: text('category').$type<InteriorCategory>().notNull(),
    issuedBy: uuid('issued_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_codes_firm_idx').on(t.firmId, t.createdAt)],
);

/**
 * A review of a firm by a member who had a code from it (spec §3, Review). Pending until support
 * approves; a review whose author's account is gone keeps its text under a placeholder reviewer.
 * One review per code. Rating in half stars, 1 (0.5) to 10 (5).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    codeId: uuid('code_id')
      .notNull()
      .unique()
      .references(() => reviewCodes.id, { onDelete: 'cascade' }),
    ratingHalves: integer('rating_halves').notNull(),
    text: text('text').notNull(),
    /** Relative paths of at most 2 WebP images, EXIF removed. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason').$type<RejectionReason>(),
    rejectionNote: text('rejection_note'),
    /** The client address the review was written from, hashed: a signal for staff, never shown. */
    addressHash: text('address_hash'),
    /**
     * How the code matched the writer's proven numbers when it was used (ADR 051): 'other-number'
     * is held for support and never marked "verified client". Older reviews: 'unbound'.
     */
    codeMatch: text('code_match').$type<ReviewCodeMatch>().notNull().default('unbound'),
    response: text('response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('reviews_rating_check', sql`${t.ratingHalves} between 1 and 10`),
    check('reviews_code_match_check', sql`${t.codeMatch} in ('matched', 'other-number', 'unbound')`),
    check('reviews_images_check', sql`coalesce(array_length(${t.images}, 1), 0) <= 2`),
    index('reviews_firm_idx').on(t.firmId, t.status, t.approvedAt),
    index('reviews_author_idx').on(t.authorId, t.createdAt),
    index('reviews_queue_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Wrong review codes per account and per client address in the current hour (issue 14): checked
 * and counted by one conditional upsert, so guessing is capped even when tries arrive together.
 */
export const reviewCodeGuesses = pgTable(
  'review_code_guesses',
  {
    key: text('key').notNull(),
    hour: text('hour').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.hour] })],
);

/**
 * A group-wise (shared) building offer (issue 15): a plot on which families pool money to build,
 * published by support for the developer or landowner they met. Public id G-{number}. Money in
 * whole taka, sizes in sqft, dates as YYYY-MM.
 */
export const groupOffers = pgTable(
  'group_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: text('status').$type<GroupOfferStatus>().notNull().default('open'),
    /** Written by staff in Bengali; `titleEn` and `descriptionEn` are the English (ADR 039). */
    title: text('title').notNull(),
    titleEn: text('title_en'),
    developBy: text('develop_by').notNull(),
    phone: text('phone').notNull(),
    division: text('division').notNull(),
    district: text('district').notNull(),
    subDistrict: text('sub_district').notNull(),
    street: text('street'),
    house: text('house'),
    landSize: doublePrecision('land_size').notNull(),
    landUnit: text('land_unit').$type<LandUnit>().notNull(),
    floors: integer('floors').notNull(),
    flatSizeMin: integer('flat_size_min').notNull(),
    flatSizeMax: integer('flat_size_max').notNull(),
    /** Floor area each share buys, sqft. */
    areaPerShare: integer('area_per_share').notNull(),
    sharesTotal: integer('shares_total').notNull(),
    sharesLeft: integer('shares_left').notNull(),
    pricePerShare: bigint('price_per_share', { mode: 'number' }),
    pricePerSqft: bigint('price_per_sqft', { mode: 'number' }),
    bookingAmount: bigint('booking_amount', { mode: 'number' }),
    instalments: integer('instalments'),
    paymentPlan: text('payment_plan'),
    startMonth: text('start_month'),
    handoverMonth: text('handover_month'),
    facilities: text('facilities')
      .array()
      .$type<Facility[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull(),
    descriptionEn: text('description_en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('group_offers_status_check', sql`${t.status} in ('open', 'filled', 'closed')`),
    check('group_offers_shares_check', sql`${t.sharesLeft} between 0 and ${t.sharesTotal}`),
    index('group_offers_listing_idx').on(t.status, t.createdAt),
    index('group_offers_location_idx').on(t.division, t.district),
  ],
);

/** An offer's photos (1 to 10), in order: card and large WebP without EXIF. */
export const groupOfferPhotos = pgTable(
  'group_offer_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => groupOffers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    cardPath: text('card_path').notNull(),
    largePath: text('large_path').notNull(),
  },
  (t) => [index('group_offer_photos_offer_idx').on(t.offerId, t.position)],
);

/**
 * Someone who wants to join a group building (spec §3, Interest record): for one offer, or
 * general (no offer: a division and a place in their own words). Recorded once per phone, offer
 * and Dhaka day (`offerKey` is the offer's id or 'general'). Staff work each lead through
 * new → called → joined / not interested.
 */
export const groupInterests = pgTable(
  'group_interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id').references(() => groupOffers.id, { onDelete: 'cascade' }),
    offerKey: text('offer_key').notNull(),
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    occupation: text('occupation').notNull(),
    phone: text('phone').notNull(),
    division: text('division'),
    location: text('location'),
    day: text('day').notNull(),
    addressHash: text('address_hash'),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_interests_once_a_day_idx').on(t.offerKey, t.phone, t.day),
    check('group_interests_status_check', sql`${t.status} in ('new', 'called', 'joined', 'not-interested')`),
    index('group_interests_created_idx').on(t.createdAt),
    index('group_interests_user_idx').on(t.userId, t.createdAt),
  ],
);
