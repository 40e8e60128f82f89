import type { PropertyType } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './schema.ts';

/**
 * For sellers and buyers (issue 19): price changes, daily counters of a post, and area prices,
 * beside the core schema so neither file grows past reading size.
 */

/**
 * Every change of a post's live price (when an edit with a new price is approved, or a staff
 * correction goes live). A drop alerts the members who saved the post, measured against the
 * lowest price live over the day before, so a price raised and lowered back within a day sends
 * nothing. `alertedAt` is set once the savers were told.
 */
export const postPriceChanges = pgTable(
  'post_price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    oldPrice: bigint('old_price', { mode: 'number' }).notNull(),
    newPrice: bigint('new_price', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (t) => [index('post_price_changes_post_idx').on(t.postId, t.changedAt)],
);

/**
 * A post's counters for one Dhaka calendar day: page views, phone numbers revealed, saves and
 * shares. Written in batches (one upsert adding what an instance counted since its last flush),
 * never once per view.
 */
export const postDailyStats = pgTable(
  'post_daily_stats',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    phoneReveals: integer('phone_reveals').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    shares: integer('shares').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.day] }),
    index('post_daily_stats_day_idx').on(t.day),
    check(
      'post_daily_stats_counts_check',
      sql`${t.views} >= 0 and ${t.phoneReveals} >= 0 and ${t.saves} >= 0 and ${t.shares} >= 0`,
    ),
  ],
);

/**
 * The median asking price of approved sell posts of one property type in one place over the
 * last 12 months, per sqft (per katha for land), with how many posts it was taken from.
 * `subDistrict` is '' for the district's own row. Recomputed for a post's place and type when
 * support approves it, and for everything once a day (posts age out of the 12 months).
 */
export const areaPrices = pgTable(
  'area_prices',
  {
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    district: text('district').notNull(),
    subDistrict: text('sub_district').notNull().default(''),
    unit: text('unit').$type<'sqft' | 'katha'>().notNull(),
    median: doublePrecision('median').notNull(),
    count: integer('count').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyType, t.district, t.subDistrict] }),
    check('area_prices_unit_check', sql`${t.unit} in ('sqft', 'katha')`),
  ],
);
