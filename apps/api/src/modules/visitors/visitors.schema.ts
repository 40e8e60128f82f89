import type { DeviceType, Month } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { rowId, createdAt } from '../../db/columns.ts';

/** One visit, recorded once per app load by `POST /api/dvd` (spec §3, Visitor record). */
export const visits = pgTable(
  'visits',
  {
    id: rowId(),
    month: text('month').$type<Month>().notNull(),
    deviceType: text('device_type').$type<DeviceType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('visits_created_at_idx').on(t.createdAt),
    check('visits_device_type_check', sql`${t.deviceType} in ('mobile', 'desktop')`),
  ],
);
