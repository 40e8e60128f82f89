import type { Language } from '@ghorbari/contracts';
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { rowId, createdAt, belongsTo } from '../../db/columns.ts';

/** An in-app notification (spec §3, Notification): written first, then sent on the live channel. */
/** A notice's parameters in each language (a price, a date or a reason reads differently in each). */
export type NotificationParams = Record<Language, Record<string, string>>;

export const notifications = pgTable(
  'notifications',
  {
    id: rowId(),
    userId: belongsTo('user_id', () => users.id),
    /** The text in Bengali (rows from before issue 39: as it was written, in the member's language then). */
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The same text in English (issue 39); null on older rows, which are shown as written. */
    titleEn: text('title_en'),
    messageEn: text('message_en'),
    /** What the notice says, as a message key and its parameters in each language (issue 39). */
    key: text('key'),
    params: jsonb('params').$type<NotificationParams>(),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
