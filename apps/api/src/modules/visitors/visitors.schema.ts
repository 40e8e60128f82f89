import type { DeviceType, Month } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One visit, recorded once per app load by `POST /api/dvd` (spec §3, Visitor record). */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    month: text('month').$type<Month>().notNull(),
    deviceType: text('device_type').$type<DeviceType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visits_created_at_idx').on(t.createdAt),
    check('visits_device_type_check', sql`${t.deviceType} in ('mobile', 'desktop')`),
  ],
);
