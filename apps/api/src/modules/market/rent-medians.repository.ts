import { RENT_OR_BUY, type PropertyType } from '@ghorbari/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { posts } from '../posts/posts.schema.ts';
import { ownerListed } from '../accounts/account-status.ts';

/** The sell post rent posts are measured against. */
export interface RentTarget {
  propertyType: PropertyType;
  division: string;
  district: string;
  subDistrict: string;
  bedrooms: number | null;
  size: number | null;
}

/** One area's median rent, how many posts it was taken from, and their median service charge. */
export interface RentMedian {
  median: number | null;
  count: number;
  serviceCharge: number | null;
}

/**
 * What homes rent for (issue 44, rent or buy): reads the posts module's table only to aggregate
 * it, as the area prices do; it writes nothing.
 */
export function createRentMediansRepository(db: Executor) {
  return {
    /** A public sell post (approved, of a listed owner) as rent or buy compares with it. */
    async target(number: number): Promise<RentTarget | undefined> {
      const [row] = await db
        .select({
          propertyType: posts.propertyType,
          division: posts.division,
          district: posts.district,
          subDistrict: posts.subDistrict,
          bedrooms: posts.bedrooms,
          size: posts.size,
        })
        .from(posts)
        .where(
          and(
            eq(posts.type, 'sell'),
            eq(posts.number, number),
            eq(posts.status, 'approved'),
            ownerListed(posts.ownerId),
          ),
        );
      return row;
    },

    /**
     * The median monthly rent of live rent posts like `target` approved since `since`, in its
     * sub-district and in its whole district, in one statement through the location index: the same
     * property type, the same bedrooms when it says, the size within ±30% when both say it.
     */
    async medians(target: RentTarget, since: Date): Promise<{ subDistrict: RentMedian; district: RentMedian }> {
      const band = RENT_OR_BUY.sizeBand;
      const size =
        target.size !== null && target.size > 0
          ? sql`and (${posts.size} is null or ${posts.size} between ${target.size * (1 - band)}::double precision
                and ${target.size * (1 + band)}::double precision)`
          : sql``;
      const bedrooms = target.bedrooms !== null ? sql`and ${posts.bedrooms} = ${target.bedrooms}` : sql``;
      const inSub = sql`${posts.subDistrict} = ${target.subDistrict}`;
      const result = await db.execute<{
        sub_median: number | null;
        sub_count: number;
        sub_service: number | null;
        district_median: number | null;
        district_count: number;
        district_service: number | null;
      }>(sql`
        select
          percentile_cont(0.5) within group (order by ${posts.price}) filter (where ${inSub}) as sub_median,
          (count(*) filter (where ${inSub}))::int as sub_count,
          percentile_cont(0.5) within group (order by ${posts.serviceCharge})
            filter (where ${inSub} and ${posts.serviceCharge} is not null) as sub_service,
          percentile_cont(0.5) within group (order by ${posts.price}) as district_median,
          count(*)::int as district_count,
          percentile_cont(0.5) within group (order by ${posts.serviceCharge})
            filter (where ${posts.serviceCharge} is not null) as district_service
        from ${posts}
        where ${posts.type} = 'rent' and ${posts.status} = 'approved' and ${posts.closedAt} is null
          and ${posts.priceUnits} <> 'per-sqft'
          and ${posts.division} = ${target.division} and ${posts.district} = ${target.district}
          and ${posts.propertyType} = ${target.propertyType}
          and ${posts.approvedAt} >= ${since.toISOString()}::timestamptz
          and ${ownerListed(posts.ownerId)} ${bedrooms} ${size}
      `);
      const row = result.rows[0];
      const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
      return {
        subDistrict: {
          median: number(row?.sub_median),
          count: Number(row?.sub_count ?? 0),
          serviceCharge: number(row?.sub_service),
        },
        district: {
          median: number(row?.district_median),
          count: Number(row?.district_count ?? 0),
          serviceCharge: number(row?.district_service),
        },
      };
    },
  };
}
export type RentMediansRepository = ReturnType<typeof createRentMediansRepository>;
