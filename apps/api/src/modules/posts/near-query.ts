import { LIMITS } from '@ghorbari/contracts';
import { and, arrayContains, desc, gte, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { posts } from './posts.schema.ts';
import {
  anyWord,
  listingWhere,
  matchedCount,
  placeWhere,
  spaceFits,
  wordsHeld,
  type ListingFilters,
} from './listing-query.ts';
import { NEIGHBOURS_KM, type NearPlan } from '../search/near.ts';

/**
 * The SQL of a search's near fits (issue 63, ADR 075; the plan is search/near.ts): the posts the
 * widened search finds that are not exact fits, ordered by how much of what was asked they miss,
 * then by distance from the place asked for, paid first among equals, then newest.
 */

/** Km per degree of latitude; a degree of longitude is this times the cosine of the latitude. */
const KM_PER_DEGREE = 111.2;

/**
 * The distance of a post from a point, in km: on the plain latitude and longitude columns, as a
 * flat map near the point sees them, which within a city is within a fraction of a percent of the
 * great circle, and reads the same on PostgreSQL and on PGlite. A post without a point is far.
 */
function distanceFrom(point: { lat: number; lng: number }): SQL {
  const cos = Math.cos((point.lat * Math.PI) / 180);
  const north = sql`(${posts.lat} - ${point.lat}::float8)`;
  const east = sql`((${posts.lng} - ${point.lng}::float8) * ${cos}::float8)`;
  return sql`coalesce(sqrt(power(${north}, 2) + power(${east}, 2)) * ${KM_PER_DEGREE}::float8, 100000)`;
}

/**
 * What each miss weighs (issue 63, ADR 075): a near fit is first of all what was asked for, near
 * the place. Lying in a neighbouring area (within NEIGHBOURS_KM) weighs least, elsewhere in the
 * city more; every other piece missed weighs more than the city: a bedroom either side, up to 10%
 * over the budget, a tenant or furnishing not said, a fact asked in words (a lift, a gas line) not
 * held; another kind of space (a seat for a flat) or a type of the same family most. Words no ad may hold
 * ("quiet", "sundor") count least: the share of them missed.
 */
export const MISS_WEIGHTS = {
  neighbours: 1,
  city: 2,
  type: 3,
  space: 3,
  bedrooms: 2.5,
  overBudget: 2.5,
  tenant: 2.5,
  factWord: 2.5,
  underPrice: 1,
  size: 2,
  furnishing: 2.5,
} as const;

const caseMiss = (fits: SQL | undefined, miss = 1): SQL =>
  sql`(case when ${fits ?? sql`true`} then 0 else ${miss}::float8 end)`;

/** Nothing but words was asked: no place, type, rooms, price, size, tenant or furnishing. */
const wordsAlone = (plan: NearPlan): boolean =>
  (plan.words?.words.length ?? 0) > 0 &&
  !plan.place &&
  !plan.types &&
  !plan.bedrooms &&
  plan.maxPrice === undefined &&
  plan.minPrice === undefined &&
  plan.minSize === undefined &&
  plan.maxSize === undefined &&
  !plan.tenant &&
  !plan.furnishing;

/** The near fits' statement's parts (listing.repository.ts `listNear` puts them together). */
export interface NearStatement {
  /** The widened search, within the areas near the place, less the exact fits. */
  where: SQL;
  /** The misses of a post but its words', and its distance in km (absent without a place's point). */
  misses: SQL;
  distance: SQL | undefined;
  /** The share of the words a post misses (0 to 1); absent without words. */
  wordsMissed: SQL | undefined;
  /** The most `wordsMissed` can be (0 without words): which candidates may still be of the best (pickNear). */
  wordsMissedMost: number;
  /**
   * How the pool of candidates is read: nearest first with a place, else in the newest index's
   * order. It names the pool's columns `misses` and `km` (listing.repository.ts `pickNear`): the
   * same expressions spelt again, with their own parameters, were computed twice a row.
   */
  poolOrder: SQL[];
  inPlace: SQL;
  tenantTaken: SQL;
  spaceHeld: SQL;
  wordsHeld: SQL;
}

/**
 * How many candidates the near fits are picked from. Their misses but the words' and their
 * distance are cheap tests of columns; the words are tested on these only (issue 63: a near
 * search at 100,000 posts reads a few areas' posts, not a city's, and matches words on a few
 * hundred rows).
 */
export const NEAR_POOL = 400;

/**
 * The near fits' statement's parts for a plan and the exact fits' condition: within the areas
 * nearest the place (`areas`), or anywhere the widened search reaches, less posts already picked
 * (`besides`).
 */
export function nearQuery(
  plan: NearPlan,
  exact: SQL,
  month: string | undefined,
  { areas: inAreas, besides }: { areas: boolean; besides: readonly string[] },
): NearStatement {
  const relaxed: ListingFilters = { ...plan.relaxed, ...(month ? { month } : {}) };
  const areas = inAreas ? plan.place?.areas : undefined;
  const where = and(
    listingWhere(relaxed, undefined) ?? sql`true`,
    ...(areas ? [inArray(areas.level === 'district' ? posts.district : posts.subDistrict, areas.ids)] : []),
    ...(besides.length > 0 ? [notInArray(posts.id, [...besides])] : []),
    // Words alone asked ("zzqxw", "peaceful"): a near fit holds one of them at least, or nothing
    // of the search comes near and the page says which words matched nothing.
    ...(wordsAlone(plan) ? [anyWord(plan.words!.words)] : []),
    sql`not coalesce((${exact}), false)`,
  )!;
  const misses: SQL[] = [];
  const inPlace = plan.place ? (and(...placeWhere(plan.place.exact)) ?? sql`true`) : sql`true`;
  const distance = plan.place?.point ? distanceFrom(plan.place.point) : undefined;
  if (plan.place) {
    const neighbour = sql`${distance ?? sql`100000`} <= ${NEIGHBOURS_KM}::float8`;
    const { neighbours, city } = MISS_WEIGHTS;
    misses.push(
      sql`(case when ${inPlace} then 0 when ${neighbour} then ${neighbours}::float8 else ${city}::float8 end)`,
    );
  }
  if (plan.types) misses.push(caseMiss(inArray(posts.propertyType, [...plan.types]), MISS_WEIGHTS.type));
  if (plan.bedrooms) {
    const top = LIMITS.listing.roomsOrMore;
    misses.push(
      caseMiss(
        or(
          ...plan.bedrooms.map((rooms) =>
            rooms >= top ? gte(posts.bedrooms, rooms) : sql`${posts.bedrooms} = ${rooms}`,
          ),
        ),
        MISS_WEIGHTS.bedrooms,
      ),
    );
  }
  if (plan.maxPrice !== undefined) misses.push(caseMiss(lte(posts.price, plan.maxPrice), MISS_WEIGHTS.overBudget));
  if (plan.minPrice !== undefined) misses.push(caseMiss(gte(posts.price, plan.minPrice), MISS_WEIGHTS.underPrice));
  if (plan.minSize !== undefined || plan.maxSize !== undefined)
    misses.push(
      caseMiss(
        and(
          ...(plan.minSize !== undefined ? [gte(posts.size, plan.minSize)] : []),
          ...(plan.maxSize !== undefined ? [lte(posts.size, plan.maxSize)] : []),
        ),
        MISS_WEIGHTS.size,
      ),
    );
  const tenantTaken = plan.tenant ? sql`coalesce(${arrayContains(posts.tenants, [plan.tenant])}, false)` : sql`true`;
  if (plan.tenant) misses.push(caseMiss(tenantTaken, MISS_WEIGHTS.tenant));
  if (plan.space) misses.push(caseMiss(spaceFits(plan.space), MISS_WEIGHTS.space));
  if (plan.furnishing) misses.push(caseMiss(sql`${posts.furnishing} = ${plan.furnishing}`, MISS_WEIGHTS.furnishing));
  const words = plan.words?.words ?? [];
  // A fact a post has ("lift", "gas") weighs as a tenant does; a word of where or what it is like
  // ("road", "school", "new") as any other word.
  const facts = words.filter((word) => word.fact && !word.context);
  const others = words.filter((word) => !word.fact || word.context);
  const missesSql = misses.length > 0 ? sql`(${sql.join(misses, sql` + `)})` : sql`0::float8`;
  return {
    where,
    misses: missesSql,
    distance,
    // A fact asked in words ("lift", "gas") weighs as a tenant does; other words, the share missed.
    wordsMissed:
      words.length > 0
        ? sql`(${sql.join(
            [
              ...(facts.length > 0
                ? [sql`((${facts.length}::float8 - (${matchedCount(facts)})) * ${MISS_WEIGHTS.factWord}::float8)`]
                : []),
              ...(others.length > 0
                ? [sql`((${others.length}::float8 - (${matchedCount(others)})) / ${others.length}::float8)`]
                : []),
            ],
            sql` + `,
          )})`
        : undefined,
    wordsMissedMost: (facts.length > 0 ? facts.length * MISS_WEIGHTS.factWord : 0) + (others.length > 0 ? 1 : 0),
    poolOrder: areas
      ? [sql`misses asc`, ...(distance ? [sql`km asc`] : []), desc(posts.paid), desc(posts.listedAt)]
      : [desc(posts.paid), desc(posts.listedAt), desc(posts.number)],
    inPlace: sql`coalesce((${inPlace}), false)`,
    tenantTaken,
    spaceHeld: plan.space ? spaceFits(plan.space) : sql`true`,
    wordsHeld: words.length > 0 ? wordsHeld(words) : sql`''`,
  };
}
