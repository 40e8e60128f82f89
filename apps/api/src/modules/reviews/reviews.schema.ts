import type { RejectionReason, ReviewCodeMatch, ReviewStatus } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { firms } from '../interior/interior.schema.ts';
import { reviewCodes } from '../review-codes/review-codes.schema.ts';
import { rowId, timestamps, belongsTo } from '../../db/columns.ts';

/**
 * A review of a firm by a member who had a code from it (spec §3, Review). Pending until support
 * approves; a review whose author's account is gone keeps its text under a placeholder reviewer.
 * One review per code. Rating in half stars, 1 (0.5) to 10 (5).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: rowId(),
    firmId: belongsTo('firm_id', () => firms.id),
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
    ...timestamps(),
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
