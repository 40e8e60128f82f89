import type { AreaPriceUnit, PropertyType } from '@ghorbari/contracts';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { areaPrices } from './market.schema.ts';
import { posts } from '../posts/posts.schema.ts';
import { ownerListed } from '../accounts/account-status.ts';
import { publicPostNumbered } from './public-post.ts';
import { pricePerUnit } from './price-per-unit.ts';

export type AreaPriceRow = typeof areaPrices.$inferSelect;

/** The property type and district whose rows a refresh recomputes; none: every row. */
export interface AreaPlace {
  propertyType: PropertyType;
  /** The district's division: the location index (division, district, sub-district) finds its posts. */
  division: string;
  district: string;
}

/** A public post's place, price per unit, and the medians kept for its sub-district and district. */
export interface PostAreaRow {
  type: 'sell' | 'rent';
  propertyType: PropertyType;
  district: string;
  subDistrict: string;
  perUnit: number | null;
  subMedian: number | null;
  subCount: number | null;
  districtMedian: number | null;
  districtCount: number | null;
}

const sub = alias(areaPrices, 'sub_area');
const whole = alias(areaPrices, 'district_area');

/**
 * Area prices (issue 19): the only writer of `area_prices`. It reads `posts` (the posts module's
 * table) only to aggregate it, as the search document's refill does: what it writes is its own.
 */
export function createAreaPricesRepository(db: Executor) {
  return {
    /**
     * Recomputes the medians of one property type in one district (each of its sub-districts and
     * the district's own row), or of everything, in one statement: the asking prices per unit of
     * approved sell posts of listed owners approved since `since` (sold ones too: they were real
     * asking prices), grouped by sub-district and by district at once; rows whose posts have all
     * gone are deleted. Rows under the shown minimum are kept (the reader hides them), so a
     * count is never guessed.
     */
    async refresh(since: Date, place?: AreaPlace): Promise<void> {
      const scope = place
        ? sql`and ${posts.propertyType} = ${place.propertyType}
              and ${posts.division} = ${place.division} and ${posts.district} = ${place.district}`
        : sql``;
      const staleScope = place
        ? sql`and a.property_type = ${place.propertyType} and a.district = ${place.district}`
        : sql``;
      await db.execute(sql`
        with eligible as (
          select ${posts.propertyType} as property_type, ${posts.district} as district,
                 ${posts.subDistrict} as sub_district, ${pricePerUnit} as per_unit
          from ${posts}
          where ${posts.type} = 'sell' and ${posts.status} = 'approved'
            and ${posts.approvedAt} >= ${since.toISOString()}::timestamptz
            and ${ownerListed(posts.ownerId)} ${scope}
        ),
        fresh as (
          select property_type, district,
                 case when grouping(sub_district) = 1 then '' else sub_district end as sub_district,
                 percentile_cont(0.5) within group (order by per_unit) as median,
                 count(*)::int as count
          from eligible
          where per_unit is not null
          group by grouping sets ((property_type, district, sub_district), (property_type, district))
        ),
        stale as (
          delete from area_prices a
          where not exists (
            select 1 from fresh f
            where f.property_type = a.property_type and f.district = a.district and f.sub_district = a.sub_district
          ) ${staleScope}
        )
        insert into area_prices (property_type, district, sub_district, unit, median, count, refreshed_at)
        select property_type, district, sub_district,
               case when property_type = 'land' then 'katha' else 'sqft' end, median, count, now()
        from fresh
        on conflict (property_type, district, sub_district) do update
          set unit = excluded.unit, median = excluded.median, count = excluded.count,
              refreshed_at = excluded.refreshed_at
      `);
    },

    /**
     * A post as anyone may see it (approved, of a listed owner), with its price per unit and the
     * medians of its property type in its sub-district and district; undefined when not public.
     */
    async forPost(type: 'sell' | 'rent', number: number): Promise<PostAreaRow | undefined> {
      const [row] = await db
        .select({
          type: posts.type,
          propertyType: posts.propertyType,
          district: posts.district,
          subDistrict: posts.subDistrict,
          perUnit: pricePerUnit,
          subMedian: sub.median,
          subCount: sub.count,
          districtMedian: whole.median,
          districtCount: whole.count,
        })
        .from(posts)
        .leftJoin(
          sub,
          and(
            eq(sub.propertyType, posts.propertyType),
            eq(sub.district, posts.district),
            eq(sub.subDistrict, posts.subDistrict),
          ),
        )
        .leftJoin(
          whole,
          and(
            eq(whole.propertyType, posts.propertyType),
            eq(whole.district, posts.district),
            eq(whole.subDistrict, ''),
          ),
        )
        .where(publicPostNumbered(type, number));
      return row;
    },

    /** A district's own rows (one per property type) taken from at least `minPosts` posts. */
    async ofDistrict(
      district: string,
      propertyType: PropertyType | undefined,
      minPosts: number,
    ): Promise<{ propertyType: PropertyType; unit: AreaPriceUnit; median: number; count: number }[]> {
      return db
        .select({
          propertyType: areaPrices.propertyType,
          unit: areaPrices.unit,
          median: areaPrices.median,
          count: areaPrices.count,
        })
        .from(areaPrices)
        .where(
          and(
            eq(areaPrices.district, district),
            eq(areaPrices.subDistrict, ''),
            gte(areaPrices.count, minPosts),
            propertyType ? eq(areaPrices.propertyType, propertyType) : undefined,
          ),
        )
        .orderBy(asc(areaPrices.propertyType));
    },
  };
}
export type AreaPricesRepository = ReturnType<typeof createAreaPricesRepository>;
