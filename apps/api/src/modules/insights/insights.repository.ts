import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { postDailyStats } from './insights.schema.ts';
import { posts } from '../posts/posts.schema.ts';
import type { DailyStatsRow } from './post-events.ts';

/** The similar posts a post is compared with: same type and property type, in its district. */
export interface PeerFilter {
  postId: string;
  type: 'sell' | 'rent';
  propertyType: string;
  division: string;
  district: string;
  subDistrict: string;
  /** The window's first and last Dhaka days. */
  from: string;
  to: string;
}

/** Median views per post of the similar posts in the sub-district and in the whole district. */
export interface PeerViews {
  subPosts: number;
  subMedian: number;
  districtPosts: number;
  districtMedian: number;
}

/**
 * The lister's daily counters (issue 19): the only place that writes `post_daily_stats`
 * (ADR 009). The comparison, the paid/free ratio and the demo seed also read `posts` — the posts
 * module's table — and never write it, as firms.repository.ts reads `reviews`: a join in one
 * statement rather than thousands of post ids handed across.
 */
export function createInsightsRepository(db: Executor) {
  return {
    /**
     * Adds a batch of counts in one statement: a day's row is created on its first event and
     * added to afterwards, so every instance adds only its own counts and none is lost. A post
     * deleted since its events were counted is left out, so it cannot fail the batch (and hold
     * back the other posts' counts) on the foreign key.
     */
    async addDaily(rows: readonly DailyStatsRow[]): Promise<void> {
      if (rows.length === 0) return;
      // One JSON parameter rather than six per row: the demo seed writes tens of thousands of rows (issue 42).
      const added = JSON.stringify(
        rows.map((row) => [row.postId, row.day, row.views, row.phoneReveals, row.saves, row.shares]),
      );
      await db.execute(sql`
        insert into ${postDailyStats} (post_id, day, views, phone_reveals, saves, shares)
        select (row->>0)::uuid, (row->>1)::date, (row->>2)::int, (row->>3)::int, (row->>4)::int, (row->>5)::int
        from json_array_elements(${added}::json) as row
        where exists (select 1 from ${posts} where ${posts.id} = (row->>0)::uuid)
        on conflict (post_id, day) do update set
          views = ${postDailyStats}.views + excluded.views,
          phone_reveals = ${postDailyStats}.phone_reveals + excluded.phone_reveals,
          saves = ${postDailyStats}.saves + excluded.saves,
          shares = ${postDailyStats}.shares + excluded.shares`);
    },

    /** A post's stored days from `from` to `to` (YYYY-MM-DD), oldest first: the primary key's range. */
    async days(postId: string, from: string, to: string) {
      return db
        .select({
          day: postDailyStats.day,
          views: postDailyStats.views,
          phoneReveals: postDailyStats.phoneReveals,
          saves: postDailyStats.saves,
          shares: postDailyStats.shares,
        })
        .from(postDailyStats)
        .where(and(eq(postDailyStats.postId, postId), gte(postDailyStats.day, from), lte(postDailyStats.day, to)))
        .orderBy(asc(postDailyStats.day));
    },

    /**
     * One statement: the approved posts like this one in its district (by posts_location_idx),
     * each one's views since `from` (by the primary key of post_daily_stats), and the median views
     * per post in the sub-district and in the whole district. Posts never viewed count as 0.
     */
    async peerViews(filter: PeerFilter): Promise<PeerViews> {
      const result = await db.execute<Record<string, unknown>>(sql`
        with peers as (
          select ${posts.id} as id, ${posts.subDistrict} = ${filter.subDistrict} as same_sub,
                 -- The days of the window it was on the site (see daysListed in the service).
                 greatest(1, ${filter.to}::date
                   - greatest(${filter.from}::date, (${posts.createdAt} at time zone 'Asia/Dhaka')::date) + 1) as days
          from ${posts}
          where ${posts.division} = ${filter.division} and ${posts.district} = ${filter.district}
            and ${posts.status} = 'approved' and ${posts.type} = ${filter.type}
            and ${posts.propertyType} = ${filter.propertyType} and ${posts.id} <> ${filter.postId}::uuid
        ),
        seen as (
          select peers.same_sub,
                 coalesce((select sum(s.views) from ${postDailyStats} s
                           where s.post_id = peers.id and s.day >= ${filter.from}::date), 0)::float8
                   / peers.days as views
          from peers
        )
        select (count(*) filter (where same_sub))::int as "subPosts",
               percentile_cont(0.5) within group (order by views) filter (where same_sub) as "subMedian",
               count(*)::int as "districtPosts",
               percentile_cont(0.5) within group (order by views) as "districtMedian"
        from seen`);
      const row = result.rows[0] ?? {};
      return {
        subPosts: Number(row.subPosts ?? 0),
        subMedian: Number(row.subMedian ?? 0),
        districtPosts: Number(row.districtPosts ?? 0),
        districtMedian: Number(row.districtMedian ?? 0),
      };
    },

    /**
     * Approved posts and their views from `from` to `to` (Dhaka days), paid (featured now) and free
     * apart, in one statement: the days' rows by the day index, summed per post, joined to the
     * approved posts; with the days each group was listed in those days, as a post listed last
     * week had fewer days to be seen than one listed last month (featured posts are recent ones).
     */
    async viewsByPaid(
      from: string,
      to: string,
    ): Promise<{ paid: boolean; posts: number; views: number; days: number }[]> {
      const listedDay = sql`(${posts.listedAt} at time zone 'Asia/Dhaka')::date`;
      const result = await db.execute<Record<string, unknown>>(sql`
        with seen as (
          select post_id, sum(views)::bigint as views from ${postDailyStats}
          where day >= ${from}::date group by post_id
        )
        select ${posts.paid} as paid, count(*)::int as posts, coalesce(sum(seen.views), 0)::float8 as views,
          sum(greatest(1, ${to}::date - greatest(${from}::date, ${listedDay}) + 1))::float8 as days
        from ${posts} left join seen on seen.post_id = ${posts.id}
        where ${posts.status} = 'approved'
        group by ${posts.paid}`);
      return result.rows.map((row) => ({
        paid: row.paid === true,
        posts: Number(row.posts),
        views: Number(row.views),
        days: Number(row.days),
      }));
    },

    /** Approved posts, with when they were listed and whether paid (the demo seed fills their days). */
    async approvedPosts() {
      return db
        .select({ id: posts.id, paid: posts.paid, listedAt: posts.listedAt })
        .from(posts)
        .where(eq(posts.status, 'approved'));
    },
  };
}
export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
