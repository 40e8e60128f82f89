import type { BudgetTier, InteriorCategory, InteriorService, PostStatus, RejectionReason } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { rowId, timestamps, belongsTo } from '../../db/columns.ts';

/**
 * An interior or exterior design firm (issue 14, ADR 016). A member applies; support approves or
 * rejects; the applicant owns the page. Its public id is I-{number}. While an approved firm's
 * new name or phone waits for support, the page keeps the approved ones (`pendingName`,
 * `pendingPhone`). Ratings are kept as running totals of approved reviews, in half stars.
 */
export const firms = pgTable(
  'firms',
  {
    id: rowId(),
    number: serial('number').notNull().unique(),
    ownerId: belongsTo('owner_id', () => users.id),
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
    ...timestamps(),
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
    id: rowId(),
    firmId: belongsTo('firm_id', () => firms.id),
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
