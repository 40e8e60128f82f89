import type { DailyStatsRow } from '../modules/insights/post-events.ts';
import { lastDays } from '../modules/insights/insights.service.ts';
import { dhakaDay } from '../time/dhaka-day.ts';
import type { Repositories } from '../repositories.ts';

/** Rows per statement: the demo has about 2,000 posts (issue 42), 30 days each. */
const ROWS_PER_WRITE = 10_000;

/**
 * Thirty days of plausible daily counts for every approved demo post (issue 19), so the insights
 * chart on My properties and the measured paid/free ratio on /FastSellRent are real on a fresh
 * `npm start`: a few views a day, more at weekends (Friday and Saturday here), about three times
 * as many for paid posts; some of the viewers reveal the number, fewer save or share. Days before
 * a post was listed stay empty.
 */
export async function seedDemoInsights({ insights }: Repositories, now: Date): Promise<void> {
  let seed = 19;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const some = (mean: number) => Math.max(0, Math.round(mean * (0.5 + random())));
  const days = lastDays(now);
  const rows: DailyStatsRow[] = [];
  for (const post of await insights.approvedPosts()) {
    const listed = dhakaDay(post.listedAt);
    // Each post its own draw: some are simply more wanted than others.
    const appeal = (post.paid ? 2.4 + random() * 1.0 : 1) * (2 + random() * 8);
    for (const day of days) {
      if (day < listed) continue;
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const weekend = weekday === 5 || weekday === 6 ? 1.4 : 1;
      const views = some(appeal * weekend);
      if (views === 0) continue;
      rows.push({
        postId: post.id,
        day,
        views,
        phoneReveals: Math.min(views, some(views * 0.15)),
        saves: Math.min(views, some(views * 0.05)),
        shares: Math.min(views, some(views * 0.03)),
      });
    }
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_WRITE) {
    await insights.addDaily(rows.slice(start, start + ROWS_PER_WRITE));
  }
}
