import { sql } from 'drizzle-orm';
import { check, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { posts } from '../posts/posts.schema.ts';
import { belongsTo } from '../../db/columns.ts';

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
    staffId: belongsTo('staff_id', () => users.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('moderation_claims_expiry_check', sql`${t.expiresAt} > ${t.claimedAt}`)],
);
