import type { PropertyType } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The median asking price of approved sell posts of one property type in one place over the
 * last 12 months, per sqft (per katha for land), with how many posts it was taken from.
 * `subDistrict` is '' for the district's own row. Recomputed for a post's place and type when
 * support approves it, and for everything once a day (posts age out of the 12 months).
 */
export const areaPrices = pgTable(
  'area_prices',
  {
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    district: text('district').notNull(),
    subDistrict: text('sub_district').notNull().default(''),
    unit: text('unit').$type<'sqft' | 'katha'>().notNull(),
    median: doublePrecision('median').notNull(),
    count: integer('count').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyType, t.district, t.subDistrict] }),
    check('area_prices_unit_check', sql`${t.unit} in ('sqft', 'katha')`),
  ],
);
