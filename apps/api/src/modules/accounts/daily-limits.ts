import { DAILY_LIMITS, type DailyCountKind, type MessageKey } from '@ghorbari/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { DailyCountsRepository } from './daily-counts.repository.ts';
import { dhakaDay, secondsToNextDhakaDay } from '../../time/dhaka-day.ts';

/** What a member reads when a daily cap is reached (issue 11, issue 28). */
const MESSAGES: Record<DailyCountKind, MessageKey> = {
  post: 'errors.dailyPostLimit',
  save: 'errors.dailySaveLimit',
  comment: 'errors.dailyCommentLimit',
  profilePicture: 'errors.dailyPictureLimit',
  document: 'errors.dailyDocumentLimit',
  reviewPhoto: 'errors.dailyReviewPhotoLimit',
};

/** 429 with the cap's message, and the wait until the next Dhaka day as Retry-After. */
export const dailyLimitReached = (kind: DailyCountKind, now: Date) =>
  new AppError('RATE_LIMITED', MESSAGES[kind], secondsToNextDhakaDay(now));

export interface DailyTake {
  userId: string;
  kind: DailyCountKind;
  /** The service's clock: which Dhaka day counts. */
  at: Date;
  /** How many to count at once (the photos of one review); one by default. */
  amount?: number;
}

/**
 * The per-account daily caps as another module counts against them (handed in from app.ts; the
 * table belongs to the accounts module). `take` is the rule: one conditional upsert in the caller's
 * transaction, so a refused or failed upload takes its count back with it; `check` is only a
 * cheap early refusal before a photo is decoded.
 */
export interface DailyLimits {
  check(take: DailyTake): Promise<void>;
  take(take: DailyTake, tx?: Executor): Promise<void>;
}

export function createDailyLimits(dailyCounts: DailyCountsRepository): DailyLimits {
  return {
    async check({ userId, kind, at, amount = 1 }) {
      if ((await dailyCounts.get(userId, kind, dhakaDay(at))) + amount > DAILY_LIMITS[kind]) {
        throw dailyLimitReached(kind, at);
      }
    },
    async take({ userId, kind, at, amount = 1 }, tx) {
      if (!(await dailyCounts.take(userId, kind, dhakaDay(at), DAILY_LIMITS[kind], tx, amount))) {
        throw dailyLimitReached(kind, at);
      }
    },
  };
}
