import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visits } from '../../db/schema.ts';
import type { DeviceType, Month } from '@ghorbari/contracts';

export interface VisitRow {
  month: Month;
  deviceType: DeviceType;
  createdAt?: Date;
}

export function createVisitorsRepository(db: Db) {
  return {
    async insert(rows: VisitRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(visits).values(rows);
    },
    async countByMonthAndDevice(): Promise<{ month: string; deviceType: string; visits: number }[]> {
      return db
        .select({ month: visits.month, deviceType: visits.deviceType, visits: sql<number>`count(*)::int` })
        .from(visits)
        .groupBy(visits.month, visits.deviceType);
    },
  };
}
export type VisitorsRepository = ReturnType<typeof createVisitorsRepository>;
