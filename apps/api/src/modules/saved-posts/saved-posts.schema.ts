import type { ListingPurpose } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';

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
