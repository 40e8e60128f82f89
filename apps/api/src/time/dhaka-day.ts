import { DHAKA_OFFSET_MS } from '@ghorbari/contracts';

/**
 * Dhaka calendar days, below the modules so any of them may use them
 * (issue 19: the lister's daily insights count in the same days as the daily limits).
 */

/** The Dhaka calendar day of a moment, as YYYY-MM-DD: the day a daily limit counts in. */
export const dhakaDay = (at: Date): string => new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** Seconds from a moment to the next Dhaka midnight, when a new day's counts begin. */
export const secondsToNextDhakaDay = (at: Date): number => {
  const day = 24 * 3600_000;
  const local = at.getTime() + DHAKA_OFFSET_MS;
  return Math.ceil((day - (local % day)) / 1000);
};
