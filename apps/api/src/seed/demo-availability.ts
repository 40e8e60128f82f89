import { LIMITS } from '@ghorbari/contracts';
import type { Repositories } from '../repositories.ts';

const DAY_MS = 24 * 3600_000;
/** Months from now a demo rent post can be moved into: half now, the rest from next month or the one after. */
const MOVE_IN_AHEAD = [0, 1, 0, 2] as const;
/** How many of each type's oldest live posts the demo shows as "Not confirmed". */
const UNCONFIRMED_PER_TYPE = 2;

const monthOf = (at: Date, ahead: number) => {
  const month = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + ahead, 1));
  return `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * Availability for the demo market (issue 41, ADR 048), after every step that adds live posts:
 * each live post was last confirmed by its owner some day of the last two weeks (never before it
 * went live), and the oldest few of each type long enough ago to show "Not confirmed" — the oldest,
 * so the listings' first pages stay as they were. Rent posts can be moved into this month (half
 * of them), the next or the one after, as a market's to-let boards say. Deterministic: by the post's number.
 */
export async function seedDemoAvailability({ posts, postAvailability }: Repositories, now: Date): Promise<void> {
  // The demo market's posts (issue 42) came with their confirmation and move-in month, as their texts say.
  const live = await postAvailability.neverConfirmed();
  for (const type of ['rent', 'sell'] as const) {
    const ofType = live
      .filter((post) => post.type === type)
      .sort((a, b) => a.listedAt.getTime() - b.listedAt.getTime() || a.number - b.number);
    const days = LIMITS.availability[type];
    let unconfirmed = 0;
    for (const post of ofType) {
      const wentLive = post.approvedAt ?? post.listedAt;
      const longAgo = new Date(now.getTime() - (days.unconfirmedDays + 2 + unconfirmed * 3) * DAY_MS);
      const stale = unconfirmed < UNCONFIRMED_PER_TYPE && wentLive <= longAgo;
      if (stale) unconfirmed += 1;
      const recent = new Date(now.getTime() - ((post.number * 5) % 14) * DAY_MS - ((post.number * 7) % 20) * 3600_000);
      const confirmedAt = stale ? longAgo : new Date(Math.max(recent.getTime(), wentLive.getTime()));
      await posts.updateIf(post.id, ['approved'], {
        availabilityConfirmedAt: confirmedAt,
        availabilityUnconfirmed: stale,
        ...(type === 'rent' ? { availableFrom: monthOf(now, MOVE_IN_AHEAD[post.number % MOVE_IN_AHEAD.length]!) } : {}),
      });
    }
  }
}
