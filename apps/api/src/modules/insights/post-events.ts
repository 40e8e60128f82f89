import { dhakaDay } from '../../time/dhaka-day.ts';
import { createBatchCounts, VIEW_FLUSH_MS } from '../posts/view-counts.ts';

/**
 * What a post's day counts (issue 19): the columns of `post_daily_stats`. Views and saves are
 * counted by the posts module (a page read, a member saving), reveals and shares by the visitor's
 * browser (POST /api/posts/:postId/events).
 */
export const DAILY_STAT_KINDS = ['views', 'phoneReveals', 'saves', 'shares'] as const;
export type DailyStatKind = (typeof DAILY_STAT_KINDS)[number];

/** One post's counts for one Dhaka day, to be added to what is stored. */
export interface DailyStatsRow {
  postId: string;
  day: string;
  views: number;
  phoneReveals: number;
  saves: number;
  shares: number;
}

export interface PostEvents {
  /** Counts one event of the post, on today's Dhaka day. */
  count(postId: string, kind: DailyStatKind): void;
  /** This instance's counts of the post on `day` not written yet (the owner sees them at once). */
  pending(postId: string, day: string): Omit<DailyStatsRow, 'postId' | 'day'>;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface PostEventsDeps {
  /** Adds these rows to the stored counts in one statement (one row per post and day). */
  write(rows: DailyStatsRow[]): Promise<void>;
  onError(error: unknown): void;
  everyMs?: number;
  now?: () => Date;
}

const keyOf = (postId: string, day: string, kind: DailyStatKind) => `${postId}|${day}|${kind}`;

/**
 * The rows of one batch of counted keys, one per post and day, so a batch is one upsert that
 * touches each row once (PostgreSQL refuses an `on conflict do update` that meets a row twice).
 */
export function rowsOf(counted: readonly (readonly [string, number])[]): DailyStatsRow[] {
  const rows = new Map<string, DailyStatsRow>();
  for (const [key, n] of counted) {
    const [postId, day, kind] = key.split('|') as [string, string, DailyStatKind];
    const id = `${postId}|${day}`;
    let row = rows.get(id);
    if (!row) rows.set(id, (row = { postId, day, views: 0, phoneReveals: 0, saves: 0, shares: 0 }));
    row[kind] += n;
  }
  return [...rows.values()];
}

/**
 * A post's daily events counted in memory and added to `post_daily_stats` in batches (ADR 020's
 * counter, keyed by post, day and kind): no write per event. Each instance adds only what it
 * counted since its last flush, so several instances neither lose nor double an event; a failed
 * write keeps its counts for the next flush; closing writes what is left. The day is taken when
 * the event happens, so an event just before midnight lands on its own day.
 */
export function createPostEvents({ write, onError, everyMs = VIEW_FLUSH_MS, now = () => new Date() }: PostEventsDeps) {
  const counts = createBatchCounts({ write: (counted) => write(rowsOf(counted)), onError, everyMs });
  const events: PostEvents = {
    count: (postId, kind) => counts.count(keyOf(postId, dhakaDay(now()), kind)),
    pending(postId, day) {
      const of = (kind: DailyStatKind) => counts.pending(keyOf(postId, day, kind));
      return { views: of('views'), phoneReveals: of('phoneReveals'), saves: of('saves'), shares: of('shares') };
    },
    flush: () => counts.flush(),
    close: () => counts.close(),
  };
  return events;
}
