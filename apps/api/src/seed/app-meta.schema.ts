import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../db/columns.ts';

/** Small facts about the installation itself, e.g. which demo-seed steps have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
