import { RENT_OR_BUY, type PropertyType } from '@ghorbari/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { posts } from '../posts/posts.schema.ts';
import { ownerListed } from '../accounts/account-status.ts';

/** The sell post rent posts are measured against. */
export interface RentTarget {
  propertyType: PropertyType;
  division: string;
  district: string;
  subDistrict: string;
  neighbourhood: string | null;
  bedrooms: number | null;
  size: number | null;
}

/** One area's median rent, how many posts it was taken from, and their median service charge. */
export interface RentMedian {
  median: number | null;
  count: number;
  serviceCharge: number | null;
}

/** The medians rent or buy chooses from (issue 64): the nearest area with enough posts like it wins. */
export interface RentMedians {
  neighbourhood: RentMedian;
  subDistrict: RentMedian;
  district: RentMedian;
  /** The sub-district's rent posts of the type and bedrooms, of any size: set beside a district's figure. */
  local: RentMedian;
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
          neighbourhood: posts.neighbourhood,
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
     * The median monthly rent of live rent posts like `target` approved since `since` — the same
     * property type, the same bedrooms when it says, the size within ±30% when both say it — in its
     * neighbourhood, its sub-district and its whole district; and, for a district's figure to be
     * set beside, the sub-district's median of any size (issue 64). One statement through the
     * location index.
     */
    async medians(target: RentTarget, since: Date): Promise<RentMedians> {
      const band = RENT_OR_BUY.sizeBand;
      const likeSize =
        target.size !== null && target.size > 0
          ? sql`(${posts.size} is null or ${posts.size} between ${target.size * (1 - band)}::double precision
                and ${target.size * (1 + band)}::double precision)`
          : sql`true`;
      const bedrooms = target.bedrooms !== null ? sql`and ${posts.bedrooms} = ${target.bedrooms}` : sql``;
      const inSub = sql`${posts.subDistrict} = ${target.subDistrict}`;
      const inNeighbourhood =
        target.neighbourhood !== null ? sql`${posts.neighbourhood} = ${target.neighbourhood}` : sql`false`;
      const median = (where: SQL) =>
        sql`percentile_cont(0.5) within group (order by ${posts.price}) filter (where ${where})`;
      const service = (where: SQL) =>
        sql`percentile_cont(0.5) within group (order by ${posts.serviceCharge})
          filter (where ${where} and ${posts.serviceCharge} is not null)`;
      const count = (where: SQL) => sql`(count(*) filter (where ${where}))::int`;
      const tiers = {
        neighbourhood: sql`${inNeighbourhood} and ${likeSize}`,
        subDistrict: sql`${inSub} and ${likeSize}`,
        district: likeSize,
      };
      const result = await db.execute<Record<string, unknown>>(sql`
        select
          ${sql.join(
            Object.entries(tiers).map(
              ([name, where]) =>
                sql`${median(where)} as ${sql.identifier(`${name}_median`)}, ${count(where)} as ${sql.identifier(
                  `${name}_count`,
                )}, ${service(where)} as ${sql.identifier(`${name}_service`)}`,
            ),
            sql`, `,
          )},
          ${median(inSub)} as local_median, ${count(inSub)} as local_count
        from ${posts}
        where ${posts.type} = 'rent' and ${posts.status} = 'approved' and ${posts.closedAt} is null
          and ${posts.priceUnits} <> 'per-sqft'
          and ${posts.division} = ${target.division} and ${posts.district} = ${target.district}
          and ${posts.propertyType} = ${target.propertyType}
          and ${posts.approvedAt} >= ${since.toISOString()}::timestamptz
          and ${ownerListed(posts.ownerId)} ${bedrooms}
      `);
      const row = result.rows[0] ?? {};
      const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
      const tier = (name: keyof typeof tiers): RentMedian => ({
        median: number(row[`${name}_median`]),
        count: Number(row[`${name}_count`] ?? 0),
        serviceCharge: number(row[`${name}_service`]),
      });
      return {
        neighbourhood: tier('neighbourhood'),
        subDistrict: tier('subDistrict'),
        district: tier('district'),
        local: { median: number(row.local_median), count: Number(row.local_count ?? 0), serviceCharge: null },
      };
    },
  };
}
export type RentMediansRepository = ReturnType<typeof createRentMediansRepository>;
