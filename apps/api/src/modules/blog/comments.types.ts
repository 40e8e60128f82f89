import type { Tx } from '../../db/client.ts';

/**
 * The per-account daily count of comments and replies (issue 11's counters, kind 'comment'),
 * handed in from app.ts so this module does not reach into the posts module's repository.
 */
export interface DailyCommentCount {
  /** Counts one comment for the account on today's Dhaka day in the caller's transaction; false at the cap. */
  take(userId: string, tx: Tx): Promise<boolean>;
  /** Seconds until a new Dhaka day starts the count again (Retry-After). */
  retryAfterSeconds(): number;
}
