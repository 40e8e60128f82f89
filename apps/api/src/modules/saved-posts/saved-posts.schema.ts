import type { ListingPurpose } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { rowId, createdAt, belongsTo } from '../../db/columns.ts';

/** A post a member saved; `itemId` is the public id of a sell, rent, group or interior item. */
export const savedPosts = pgTable(
  'saved_posts',
  {
    id: rowId(),
    userId: belongsTo('user_id', () => users.id),
    purpose: text('purpose').$type<ListingPurpose>().notNull(),
    itemId: text('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('saved_posts_user_item_unique').on(t.userId, t.purpose, t.itemId),
    check('saved_posts_purpose_check', sql`${t.purpose} in ('sell', 'rent', 'group', 'interior')`),
  ],
);
