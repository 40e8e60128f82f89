import { SIMILAR_POSTS, type PriceUnit, type PropertyType } from '@ghorbari/contracts';
import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { posts } from '../posts/posts.schema.ts';
import { ownerListed } from '../accounts/account-status.ts';
import { publicPostNumbered } from './public-post.ts';
import { pricePerUnit, sizeOfPost } from './price-per-unit.ts';

/** What of a post similar homes are measured against. */
export interface SimilarTarget {
  id: string;
  ownerId: string;
  type: 'sell' | 'rent';
  propertyType: PropertyType;
  division: string;
  district: string;
  subDistrict: string;
  price: number;
  priceUnits: PriceUnit;
  perUnit: number | null;
  size: number | null;
}

/** `value` within ±band of `of`. */
const within = (value: SQL, of: number) => {
  const [low, high] = [of * (1 - SIMILAR_POSTS.band), of * (1 + SIMILAR_POSTS.band)];
  return sql`${value} between ${low}::double precision and ${high}::double precision`;
};
const totalPrice = sql`${posts.price}::double precision`;

/**
 * Similar homes (issue 19): reads the posts module's table only to choose ids; the cards are
 * then read through the posts repository.
 */
export function createSimilarPostsRepository(db: Executor) {
  return {
    /** A public post (approved, of a listed owner) as similar homes compare with it. */
    async target(type: 'sell' | 'rent', number: number): Promise<SimilarTarget | undefined> {
      const [row] = await db
        .select({
          id: posts.id,
          ownerId: posts.ownerId,
          type: posts.type,
          propertyType: posts.propertyType,
          division: posts.division,
          district: posts.district,
          subDistrict: posts.subDistrict,
          price: posts.price,
          priceUnits: posts.priceUnits,
          perUnit: pricePerUnit,
          size: sizeOfPost,
        })
        .from(posts)
        .where(publicPostNumbered(type, number));
      return row;
    },

    /**
     * The numbers of up to SIMILAR_POSTS.max live posts like `target`, the closest first: same
     * purpose and property type, in its district (its sub-district first), of other owners, the
     * price within ±30% on the same basis (per unit for a sell post that has one, else the total;
     * the monthly rent) and the size within ±30% where both have one. Found through the location
     * index (division, district, sub-district); a district holds few enough posts of one type.
     */
    async similar(target: SimilarTarget): Promise<number[]> {
      const perUnit = target.type === 'sell' ? target.perUnit : null;
      // Sell posts compare prices per unit when they have one; otherwise (and rent) the amount itself.
      const [basis, basisFilter]: [SQL, SQL] =
        perUnit !== null
          ? [pricePerUnit, within(pricePerUnit, perUnit)]
          : [totalPrice, and(within(totalPrice, target.price), ne(posts.priceUnits, 'per-sqft')) as SQL];
      const of = perUnit ?? target.price;
      const size = target.size;
      const sizeFilter = size === null ? undefined : sql`(${sizeOfPost} is null or ${within(sizeOfPost, size)})`;
      // How far from the post: the price's share off, plus the size's (the band's edge when unknown).
      const distance =
        size === null
          ? sql`abs(${basis} / ${of}::double precision - 1)`
          : sql`abs(${basis} / ${of}::double precision - 1)
              + coalesce(abs(${sizeOfPost} / ${size}::double precision - 1), ${SIMILAR_POSTS.band}::double precision)`;
      const rows = await db
        .select({ number: posts.number })
        .from(posts)
        .where(
          and(
            eq(posts.division, target.division),
            eq(posts.district, target.district),
            eq(posts.type, target.type),
            eq(posts.propertyType, target.propertyType),
            eq(posts.status, 'approved'),
            isNull(posts.closedAt),
            ne(posts.id, target.id),
            ne(posts.ownerId, target.ownerId),
            ownerListed(posts.ownerId),
            basisFilter,
            sizeFilter,
          ),
        )
        // Its own sub-district first, then the rest of the district.
        .orderBy(sql`(${posts.subDistrict} = ${target.subDistrict}) desc`, sql`${distance} asc`, desc(posts.number))
        .limit(SIMILAR_POSTS.max);
      return rows.map((row) => row.number);
    },
  };
}
export type SimilarPostsRepository = ReturnType<typeof createSimilarPostsRepository>;
