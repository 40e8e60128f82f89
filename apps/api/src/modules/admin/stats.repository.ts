import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts, visits } from '../../db/schema.ts';

/** Counts behind the admin dashboard. */
export function createStatsRepository(db: Db) {
  return {
    async postsByStatusAndType(): Promise<{ status: string; type: string; n: number }[]> {
      return db
        .select({ status: posts.status, type: posts.type, n: sql<number>`count(*)::int` })
        .from(posts)
        .groupBy(posts.status, posts.type);
    },
    /** Visits per Dhaka calendar month (YYYY-MM) and device since a moment. */
    async visitsByMonth(since: Date): Promise<{ month: string; deviceType: string; n: number }[]> {
      const month = sql<string>`to_char(${visits.createdAt} at time zone 'Asia/Dhaka', 'YYYY-MM')`;
      return db
        .select({ month, deviceType: visits.deviceType, n: sql<number>`count(*)::int` })
        .from(visits)
        .where(gte(visits.createdAt, since))
        .groupBy(month, visits.deviceType);
    },
  };
}
