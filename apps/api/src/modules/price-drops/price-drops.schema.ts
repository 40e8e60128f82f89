import { bigint, index, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { posts } from '../posts/posts.schema.ts';
import { rowId, belongsTo } from '../../db/columns.ts';

/**
 * Every change of a post's live price (when an edit with a new price is approved, or a staff
 * correction goes live). A drop alerts the members who saved the post, measured against the
 * lowest price live over the day before, so a price raised and lowered back within a day sends
 * nothing. `alertedAt` is set once the savers were told.
 */
export const postPriceChanges = pgTable(
  'post_price_changes',
  {
    id: rowId(),
    postId: belongsTo('post_id', () => posts.id),
    oldPrice: bigint('old_price', { mode: 'number' }).notNull(),
    newPrice: bigint('new_price', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (t) => [index('post_price_changes_post_idx').on(t.postId, t.changedAt)],
);
