import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { posts } from '../posts/posts.schema.ts';
import { belongsTo } from '../../db/columns.ts';

/**
 * A post's counters for one Dhaka calendar day: page views, phone numbers revealed, saves and
 * shares. Written in batches (one upsert adding what an instance counted since its last flush),
 * never once per view.
 */
export const postDailyStats = pgTable(
  'post_daily_stats',
  {
    postId: belongsTo('post_id', () => posts.id),
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
