import type { DeviceType, Month } from '@ghorbari/contracts';
import { gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { visits } from './visitors.schema.ts';

export interface VisitRow {
  month: Month;
  deviceType: DeviceType;
  createdAt?: Date;
}

/** Visits: the only place that touches the table (ADR 009). */
export function createVisitorsRepository(db: Executor) {
  return {
    async insert(rows: VisitRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(visits).values(rows);
    },
    async countByMonthAndDevice(): Promise<{ month: Month; deviceType: DeviceType; visits: number }[]> {
      return db
        .select({ month: visits.month, deviceType: visits.deviceType, visits: sql<number>`count(*)::int` })
        .from(visits)
        .groupBy(visits.month, visits.deviceType);
    },
    /** Visits per Dhaka calendar month (YYYY-MM) and device since a moment (the admin dashboard). */
    async countByDhakaMonthSince(since: Date): Promise<{ month: string; deviceType: DeviceType; n: number }[]> {
      const month = sql<string>`to_char(${visits.createdAt} at time zone 'Asia/Dhaka', 'YYYY-MM')`;
      return db
        .select({ month, deviceType: visits.deviceType, n: sql<number>`count(*)::int` })
        .from(visits)
        .where(gte(visits.createdAt, since))
        .groupBy(month, visits.deviceType);
    },
  };
}
export type VisitorsRepository = ReturnType<typeof createVisitorsRepository>;
