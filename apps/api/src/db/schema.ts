import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One visit, recorded once per app load by `POST /api/dvd` (spec §3, Visitor record). */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    month: text('month').notNull(),
    deviceType: text('device_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visits_created_at_idx').on(t.createdAt),
    check('visits_device_type_check', sql`${t.deviceType} in ('mobile', 'desktop')`),
  ],
);

/** Small facts about the installation itself, e.g. which demo-seed steps have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
