import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small facts about the installation itself, e.g. which demo-seed steps have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
