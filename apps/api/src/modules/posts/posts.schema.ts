import type {
  Condition,
  ConstructionStatus,
  Facility,
  Facing,
  Furnishing,
  GasSupply,
  LandCategory,
  LandDocumentKind,
  LandUnit,
  LiftOption,
  Lister,
  PaidPackage,
  PostStatus,
  PriceUnit,
  PropertyType,
  RejectionReason,
  TenantType,
} from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { rowId, timestamps, belongsTo } from '../../db/columns.ts';

/**
 * A sell or rent post (spec §3). Its public id is the type's letter and `number` (S-1001);
 * money is whole taka, sizes sqft. Removed with its owner's account.
 */
export const posts = pgTable(
  'posts',
  {
    id: rowId(),
    number: serial('number').notNull().unique(),
    ownerId: belongsTo('owner_id', () => users.id),
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
    /**
     * Where the post is (issue 63, ADR 075): for now the point of its neighbourhood, else of its
     * sub-district, from the gazetteer's points; part of the search document, so a newer build of
     * the points refills old rows. A search for a place orders by distance from it.
     */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    searchVersion: integer('search_version').notNull().default(0),
    ...timestamps(),
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
      /**
       * Near fits (issue 63, ADR 075) of a home asked for in words with its rooms and budget: the
       * related types, a bedroom either side and up to 10% over the budget, in the areas nearest
       * the place or anywhere in its city, found in the index before a row is read ("উত্তরা ৩ বেড
       * ফ্ল্যাট ৪০ লাখ" at 100,000 posts: the city's 2,381 rows read to keep 52, 10 ms, became 1 ms).
       */
      index('posts_listed_near_idx')
        .on(t.type, t.district, t.propertyType, t.bedrooms, t.price, t.subDistrict)
        .where(sql`${t.status} = 'approved' and ${t.closedAt} is null`),
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

/** A post's photos, in order: a small card image and a large one, both WebP without EXIF. */
export const postImages = pgTable(
  'post_images',
  {
    id: rowId(),
    postId: belongsTo('post_id', () => posts.id),
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
 * A photo of a post that looks like a photo of another account's post (issue 18): found when the
 * post is submitted or edited, and shown to support on the pending post. Gone with either photo.
 */
export const photoMatches = pgTable(
  'photo_matches',
  {
    imageId: belongsTo('image_id', () => postImages.id),
    matchedImageId: belongsTo('matched_image_id', () => postImages.id),
    /** Bits the two hashes differ by (at most PHOTO_MATCH_MAX_DISTANCE). */
    distance: integer('distance').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.matchedImageId] }),
    index('photo_matches_matched_idx').on(t.matchedImageId),
  ],
);
