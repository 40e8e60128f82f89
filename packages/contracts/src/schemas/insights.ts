import { z } from 'zod';
import { choice } from './list-fields.ts';

/**
 * Insights for the lister (issue 19).
 *
 * Anyone: POST /api/posts/:postId/events {kind} (204) counts a phone number revealed or a share
 * option used on an approved post's page; counted in memory and written in batches, never one
 * write per event. The owner's own reveals and shares are not counted.
 * Owner (and staff): GET /api/posts/:postId/insights, the last INSIGHTS_DAYS Dhaka days of views,
 * phone reveals, saves and shares (every day present, zeros filled), their totals, and how the
 * post's views compare with similar approved posts nearby.
 * Anyone: GET /api/stats/paid-views, average views per paid and per free post over the same days.
 */

/** How many Dhaka calendar days the insights and the paid/free ratio look back, today included. */
export const INSIGHTS_DAYS = 30;

/** What a visitor's browser reports: a phone number revealed, a share option used. */
export const POST_EVENT_KINDS = ['phone-reveal', 'share'] as const;
export type PostEventKind = (typeof POST_EVENT_KINDS)[number];

export const postEventBodySchema = z.object({
  kind: choice(POST_EVENT_KINDS),
});
export type PostEventBody = z.infer<typeof postEventBodySchema>;

const count = z.number().int().min(0);
export const dailyStatsSchema = z.object({
  /** YYYY-MM-DD, a Dhaka calendar day. */
  day: z.string(),
  views: count,
  phoneReveals: count,
  saves: count,
  shares: count,
});
export type DailyStats = z.infer<typeof dailyStatsSchema>;

/** Where the post's views stand against the median of similar posts: within ±20 % is near. */
export const INSIGHT_STANDINGS = ['below', 'near', 'above'] as const;
export type InsightStanding = (typeof INSIGHT_STANDINGS)[number];

export const insightsComparisonSchema = z.object({
  /** Posts of the same type and property type in the post's sub-district (when ≥ 5), else its district. */
  area: z.enum(['subDistrict', 'district']),
  /** How many similar posts (this one not among them). */
  posts: count,
  /**
   * Their median views a day while listed, over the same days (a post listed for a week is not
   * measured against one listed all month), to one decimal.
   */
  medianViewsPerDay: z.number().min(0),
  /** This post's views a day while listed, over the same days, to one decimal. */
  viewsPerDay: z.number().min(0),
  standing: z.enum(INSIGHT_STANDINGS),
});
export type InsightsComparison = z.infer<typeof insightsComparisonSchema>;

export const postInsightsResponseSchema = z.object({
  success: z.literal(true),
  postId: z.string(),
  /** Oldest first, INSIGHTS_DAYS of them, the last one today. */
  days: z.array(dailyStatsSchema),
  totals: dailyStatsSchema.omit({ day: true }),
  /** Null when fewer than 3 similar posts are approved in the district. */
  comparison: insightsComparisonSchema.nullable(),
});
export type PostInsights = z.infer<typeof postInsightsResponseSchema>;

export const paidViewsResponseSchema = z.object({
  success: z.literal(true),
  days: z.number().int(),
  paidPosts: count,
  freePosts: count,
  viewsPerPaid: z.number().min(0),
  viewsPerFree: z.number().min(0),
  /** viewsPerPaid / viewsPerFree to one decimal; null when there is too little data to say. */
  ratio: z.number().nullable(),
});
export type PaidViews = z.infer<typeof paidViewsResponseSchema>;
