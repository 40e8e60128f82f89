import type { PostListQuery } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { rowId, timestamps, belongsTo } from '../../db/columns.ts';

/**
 * A member's saved search (issue 17, ADR 019): the filters and keyword of a post search, named,
 * at most 20 per member. When support approves a post that matches, the member is told (inbox and
 * live, at most once an hour per search; a daily mail digest if asked for).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: rowId(),
    userId: belongsTo('user_id', () => users.id),
    name: text('name').notNull(),
    /** The post search as `GET /api/posts` takes it, without page and limit. */
    filters: jsonb('filters').$type<Omit<PostListQuery, 'page' | 'limit'>>().notNull(),
    paused: boolean('paused').notNull().default(false),
    mailDigest: boolean('mail_digest').notNull().default(false),
    /** When the member last opened the search's results: "new" matches are approved after it. */
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last inbox alert, so a search alerts at most once an hour. */
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    /** The last mail digest, so it goes at most once a Dhaka day. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_active_idx').on(t.paused),
    /**
     * The searches an approved post may match (alertCandidates): of its type, and of its
     * district or none (bench/: 10,000 searches read in a few milliseconds, not all of them).
     */
    index('saved_searches_alert_idx').on(sql`(${t.filters}->>'type')`, sql`(${t.filters}->>'district')`),
  ],
);
