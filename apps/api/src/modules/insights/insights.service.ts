import { INSIGHTS_DAYS, type InsightsComparison, type PaidViews, type PostEventKind } from '@ghorbari/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { UserRow } from '../accounts/users.types.ts';
import { dhakaDay } from '../../time/dhaka-day.ts';
import type { PostsService } from '../posts/posts.service.ts';
import type { InsightsRepository, PeerViews } from './insights.repository.ts';
import type { DailyStatKind, PostEvents } from './post-events.ts';

/** Similar posts a sub-district needs before it is the comparison rather than the whole district. */
export const MIN_SUB_DISTRICT_PEERS = 5;
/** Fewer similar posts than this in the district, and no comparison is made: one post is no measure. */
export const MIN_DISTRICT_PEERS = 3;
/** How long the paid/free ratio is reused before it is counted again. */
export const PAID_VIEWS_KEPT_MS = 10 * 60_000;
/** Fewer posts of either kind than this, or fewer views in all, and no ratio is claimed. */
export const PAID_VIEWS_MIN_POSTS = 3;
export const PAID_VIEWS_MIN_VIEWS = 30;

const DAY_MS = 24 * 3600_000;
const EVENT_KINDS: Record<PostEventKind, DailyStatKind> = { 'phone-reveal': 'phoneReveals', share: 'shares' };

/** The Dhaka days from INSIGHTS_DAYS − 1 days ago to today, oldest first. */
export function lastDays(now: Date, n = INSIGHTS_DAYS): string[] {
  return Array.from({ length: n }, (_, index) => dhakaDay(new Date(now.getTime() - (n - 1 - index) * DAY_MS)));
}

/**
 * The days of the window `from`…`to` (Dhaka days) a post created at `createdAt` was on the site,
 * at least one: views are compared per day listed, so a post of last week is not measured
 * against posts listed all month. The peers' days are counted the same way in SQL.
 */
export function daysListed(createdAt: Date, from: string, to: string): number {
  const start = Math.max(Date.parse(from), Date.parse(dhakaDay(createdAt)));
  return Math.max(1, Math.round((Date.parse(to) - start) / DAY_MS) + 1);
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Where a post's views stand against the median of similar posts: within ±20 % is near. */
export function standingOf(views: number, median: number): InsightsComparison['standing'] {
  if (views > median * 1.2 && views > median) return 'above';
  if (views < median * 0.8) return 'below';
  return 'near';
}

/** The comparison area: the sub-district when it has enough similar posts, else the district. */
export function comparisonOf(viewsPerDay: number, peers: PeerViews): InsightsComparison | null {
  const sub = peers.subPosts >= MIN_SUB_DISTRICT_PEERS;
  if (!sub && peers.districtPosts < MIN_DISTRICT_PEERS) return null;
  const median = sub ? peers.subMedian : peers.districtMedian;
  return {
    area: sub ? 'subDistrict' : 'district',
    posts: sub ? peers.subPosts : peers.districtPosts,
    medianViewsPerDay: oneDecimal(median),
    viewsPerDay: oneDecimal(viewsPerDay),
    standing: standingOf(viewsPerDay, median),
  };
}

export interface InsightsDeps {
  insights: InsightsRepository;
  events: PostEvents;
  /** The posts module's facts of a post by PostID (it owns the posts table). */
  posts: Pick<PostsService, 'facts'>;
  now?: () => Date;
}

const isStaff = (user: Pick<UserRow, 'role'>) => user.role === 'support' || user.role === 'admin';

/** Insights for the lister (issue 19): events counted, a post's 30 days, the paid/free ratio. */
export function createInsightsService({ insights, events, posts, now = () => new Date() }: InsightsDeps) {
  let kept: { at: number; answer: Omit<PaidViews, 'success'> } | undefined;

  return {
    /**
     * Counts a phone number revealed or a share used on a listed post's page; the owner's own are
     * not counted (they check their number or share their own post), nor are staff's.
     */
    async record(postId: string, kind: PostEventKind, viewer: UserRow | null): Promise<void> {
      const post = await posts.facts(postId);
      if (!post.listed) throw new AppError('POST_UNAVAILABLE');
      if (viewer && (viewer.id === post.ownerId || isStaff(viewer))) return;
      events.count(post.id, EVENT_KINDS[kind]);
    },

    /** A post's last 30 days for its owner (or staff): stored counts plus this instance's not yet written. */
    async ofPost(postId: string, user: UserRow) {
      const post = await posts.facts(postId);
      if (post.ownerId !== user.id && !isStaff(user)) throw new AppError('FORBIDDEN', 'errors.notOwner');
      const days = lastDays(now());
      const from = days[0]!;
      const to = days[days.length - 1]!;
      const [stored, peers] = await Promise.all([
        insights.days(post.id, from, to),
        insights.peerViews({ ...post, postId: post.id, from, to }),
      ]);
      const byDay = new Map(stored.map((row) => [row.day, row]));
      const series = days.map((day) => {
        const row = byDay.get(day);
        const pending = events.pending(post.id, day);
        return {
          day,
          views: (row?.views ?? 0) + pending.views,
          phoneReveals: (row?.phoneReveals ?? 0) + pending.phoneReveals,
          saves: (row?.saves ?? 0) + pending.saves,
          shares: (row?.shares ?? 0) + pending.shares,
        };
      });
      const totals = { views: 0, phoneReveals: 0, saves: 0, shares: 0 };
      for (const day of series) {
        totals.views += day.views;
        totals.phoneReveals += day.phoneReveals;
        totals.saves += day.saves;
        totals.shares += day.shares;
      }
      const perDay = totals.views / daysListed(post.createdAt, from, to);
      return { postId, days: series, totals, comparison: comparisonOf(perDay, peers) };
    },

    /**
     * Views of a paid (featured) and of a free approved post over 30 days listed, from the last 30
     * days, and their ratio (spec §1 claims about three times: this is the measured number). Per
     * day listed, so a post listed a week ago counts its week, not a month. Kept for some minutes.
     */
    async paidViews(): Promise<Omit<PaidViews, 'success'>> {
      const at = now().getTime();
      if (kept && at - kept.at < PAID_VIEWS_KEPT_MS) return kept.answer;
      const days = lastDays(now());
      const rows = await insights.viewsByPaid(days[0]!, days.at(-1)!);
      const paid = rows.find((row) => row.paid) ?? { posts: 0, views: 0, days: 0 };
      const free = rows.find((row) => !row.paid) ?? { posts: 0, views: 0, days: 0 };
      const viewsPerPaid = paid.days ? (paid.views / paid.days) * INSIGHTS_DAYS : 0;
      const viewsPerFree = free.days ? (free.views / free.days) * INSIGHTS_DAYS : 0;
      const enough =
        paid.posts >= PAID_VIEWS_MIN_POSTS &&
        free.posts >= PAID_VIEWS_MIN_POSTS &&
        paid.views + free.views >= PAID_VIEWS_MIN_VIEWS &&
        viewsPerFree > 0;
      const round = (n: number) => Math.round(n * 10) / 10;
      const answer = {
        days: INSIGHTS_DAYS,
        paidPosts: paid.posts,
        freePosts: free.posts,
        viewsPerPaid: round(viewsPerPaid),
        viewsPerFree: round(viewsPerFree),
        ratio: enough ? round(viewsPerPaid / viewsPerFree) : null,
      };
      kept = { at, answer };
      return answer;
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
