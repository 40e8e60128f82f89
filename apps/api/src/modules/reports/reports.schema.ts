import type { ListingReportReason, ReportOutcome } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { groupOffers } from '../group/group.schema.ts';
import { firms } from '../interior/interior.schema.ts';
import { posts } from '../posts/posts.schema.ts';
import { rowId, createdAt } from '../../db/columns.ts';

/** The listing a report is about: exactly one of a post, a group offer or a design firm. */
const listingKey = sql`coalesce(post_id, offer_id, firm_id)`;

/**
 * A visitor's or member's report of a listing. Deleting the listing deletes its reports. Open
 * while `decided_at` is null; staff decide all of a listing's open reports at once.
 *
 * One open report per member and listing, and per address and listing for visitors: two unique
 * partial indexes, so two taps at once store one report.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: rowId(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').references(() => groupOffers.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id').references(() => firms.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ListingReportReason>().notNull(),
    details: text('details'),
    /** Null for a visitor, or once the member's account is deleted. */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client address, hashed: enough to cap an address and keep its reports apart, never the address. */
    addressHash: text('address_hash').notNull(),
    outcome: text('outcome').$type<ReportOutcome>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('listing_reports_one_listing_check', sql`num_nonnulls(${t.postId}, ${t.offerId}, ${t.firmId}) = 1`),
    check(
      'listing_reports_reason_check',
      sql`${t.reason} in ('sold-or-rented', 'wrong-price-or-place', 'fake-photos', 'advance-money', 'broker',
        'offensive', 'other')`,
    ),
    check(
      'listing_reports_outcome_check',
      sql`(${t.decidedAt} is null and ${t.outcome} is null)
        or ${t.outcome} in ('dismissed', 'correction-asked', 'taken-down')`,
    ),
    uniqueIndex('listing_reports_open_member_idx')
      .on(listingKey, t.reporterId)
      .where(sql`${t.decidedAt} is null and ${t.reporterId} is not null`),
    uniqueIndex('listing_reports_open_visitor_idx')
      .on(listingKey, t.addressHash)
      .where(sql`${t.decidedAt} is null and ${t.reporterId} is null`),
    index('listing_reports_open_idx')
      .on(listingKey, t.createdAt)
      .where(sql`${t.decidedAt} is null`),
    index('listing_reports_address_idx').on(t.addressHash, t.createdAt),
    index('listing_reports_post_idx').on(t.postId),
    index('listing_reports_offer_idx').on(t.offerId),
    index('listing_reports_firm_idx').on(t.firmId),
  ],
);
