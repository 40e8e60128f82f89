import { sql, type SQL } from 'drizzle-orm';
import { posts } from '../posts/posts.schema.ts';

/** Square feet in a katha: the rule the listings' size order uses too (posts/listing-query.ts). */
const SQFT_PER_KATHA = 720;

/**
 * A post's asking price per sqft, or per katha for land (issue 19), in SQL: the one rule for the
 * area medians, a post's place against them and similar homes' price band. A total price is
 * divided by the floor area (by the land in katha for land, `land_katha`, which the search
 * module keeps from the contracts' one conversion); a price per sqft is taken as it is (times
 * 720 for land). "All" is read as a total. Null when it cannot be known (a total with no size).
 */
export const pricePerUnit: SQL<number | null> = sql<number | null>`(case
  when ${posts.propertyType} = 'land' then
    case
      when ${posts.priceUnits} = 'per-sqft' then ${posts.price}::double precision * ${sql.raw(String(SQFT_PER_KATHA))}
      when ${posts.landKatha} > 0 then ${posts.price}::double precision / ${posts.landKatha}
    end
  else
    case
      when ${posts.priceUnits} = 'per-sqft' then ${posts.price}::double precision
      when ${posts.size} > 0 then ${posts.price}::double precision / ${posts.size}
    end
end)`;

/** What a post's size is compared by: land in katha, anything else its floor area in sqft. */
export const sizeOfPost: SQL<number | null> = sql<number | null>`(case
  when ${posts.propertyType} = 'land' then ${posts.landKatha}
  else ${posts.size}::double precision
end)`;
