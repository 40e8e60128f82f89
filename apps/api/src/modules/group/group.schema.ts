import type { Facility, GroupOfferStatus, LandUnit, LeadStatus } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { rowId, timestamps, belongsTo } from '../../db/columns.ts';

/**
 * A group-wise (shared) building offer (issue 15): a plot on which families pool money to build,
 * published by support for the developer or landowner they met. Public id G-{number}. Money in
 * whole taka, sizes in sqft, dates as YYYY-MM.
 */
export const groupOffers = pgTable(
  'group_offers',
  {
    id: rowId(),
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
    ...timestamps(),
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
    id: rowId(),
    offerId: belongsTo('offer_id', () => groupOffers.id),
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
    id: rowId(),
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
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('group_interests_once_a_day_idx').on(t.offerKey, t.phone, t.day),
    check('group_interests_status_check', sql`${t.status} in ('new', 'called', 'joined', 'not-interested')`),
    index('group_interests_created_idx').on(t.createdAt),
    index('group_interests_user_idx').on(t.userId, t.createdAt),
  ],
);
