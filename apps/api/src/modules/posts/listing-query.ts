import { LIMITS, type ListingSort, type MoveInChoice, addMonths, type PostListQuery } from '@ghorbari/contracts';
import { and, arrayContains, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { isNeighbourhoodOf, sharedNeighbourhoodsOf } from '@ghorbari/contracts/locations';
import { posts } from './posts.schema.ts';
import { foldForSearch } from '../../text/fold.ts';
import { areaPlaces } from '../search/areas.ts';
import { landRangeInKatha, type SearchPlan, type SearchWord } from '../search/query.ts';
import type { ListingPlaces, PlaceFilter, RankFirst } from '../search/place-reading.ts';
import { SEAT_TOKEN, type SpaceAsked } from '../search/space.ts';
import type { WordFilters } from '../search/understand.ts';
import { PROPERTY_WORDS, PURPOSE_WORDS } from '../search/vocabulary.ts';

/**
 * The SQL of a post listing (issue 12, issue 17 and ADR 019): the filters as one condition and
 * the orders. search/matcher.ts applies the same filters in memory; a test holds the two together.
 */

/** `column` holds `part`: `like '%part%'`, which the GIN trigram indexes serve, or `strpos`, which they do not. */
const holds = (column: typeof posts.searchText | typeof posts.searchRoman, part: string, indexed: boolean): SQL =>
  indexed ? sql`${column} like ${`%${part}%`}` : sql`strpos(${column}, ${part}) > 0`;

/**
 * One word of a keyword search: a substring of the folded text, the start of a Banglish key, a
 * corrected slip, or a trigram match; a number, only as a whole word. `indexed` false: the same
 * test as a filter on rows other conditions found, not through the trigram indexes.
 */
function wordCondition(word: SearchWord, indexed: boolean): SQL {
  if (word.number) return holds(posts.searchRoman, ` ${word.key} `, indexed);
  if (word.token) return holds(posts.searchRoman, ` ${word.token} `, indexed);
  const ways: SQL[] = [holds(posts.searchText, word.text, indexed)];
  if (word.key) ways.push(holds(posts.searchRoman, ` ${word.key}`, indexed));
  for (const key of word.alternates) ways.push(holds(posts.searchRoman, ` ${key} `, indexed));
  // `<<%`: strict word similarity above pg_trgm's threshold, served by the GIN trigram index.
  if (word.fuzzy) ways.push(sql`${word.key} <<% ${posts.searchRoman}`);
  return sql`(${sql.join(ways, sql` or `)})`;
}

/**
 * The folded words every post of this type (and property type) holds in its search document
 * (search/document.ts): a query word inside them matches each such post, so it needs no test.
 */
function impliedText(query: Pick<PostListQuery, 'type' | 'propertyType'>): string {
  const words = [...PURPOSE_WORDS[query.type], ...(query.propertyType ? PROPERTY_WORDS[query.propertyType] : [])];
  return foldForSearch(words.join(' '));
}

/**
 * The keyword's conditions (ADR 019, issue 29). Words every post of the listing holds ("vara" in
 * a rent listing) count as matched and need no test; words naming a type or purpose ("flat") are
 * tested on the rows the other words find, when there are any: through the index they would each
 * read most posts. All words must match up to two; of more, `plan.required` of them: any of them
 * through the indexes, then the count on those rows.
 */
function keywordCondition(plan: SearchPlan, query: Pick<PostListQuery, 'type' | 'propertyType'>): SQL[] {
  const implied = impliedText(query);
  const words = plan.words.filter((word) => word.number || !implied.includes(word.text));
  const needed = plan.required - (plan.words.length - words.length);
  const conditions: SQL[] = [];
  if (needed >= words.length) {
    const narrowing = plan.postIds.length > 0 || words.some((word) => !word.common);
    conditions.push(...words.map((word) => wordCondition(word, !(word.common && narrowing))));
  } else if (needed > 0) {
    conditions.push(
      sql`(${sql.join(
        words.map((word) => wordCondition(word, true)),
        sql` or `,
      )})`,
    );
    conditions.push(sql`(${matchedCount(words)}) >= ${needed}`);
  }
  if (plan.postIds.length > 0) {
    const ids = or(...plan.postIds.map((id) => and(eq(posts.type, id.type), eq(posts.number, id.number))));
    if (ids) conditions.push(ids);
  }
  return conditions;
}

/**
 * Whether a post holds each word, tested on the row, as one character a word, "1" or "0" (a near
 * fit's card, issue 63).
 */
export const wordsHeld = (words: readonly SearchWord[]): SQL =>
  sql`concat(${sql.join(
    words.map((word) => sql`(case when ${wordCondition(word, false)} then '1' else '0' end)`),
    sql`, `,
  )})`;

/** A post holds at least one of the words, found through the trigram indexes (a near fit of words alone, issue 63). */
export const anyWord = (words: readonly SearchWord[]): SQL =>
  sql`(${sql.join(
    words.map((word) => wordCondition(word, true)),
    sql` or `,
  )})`;

/** How many of the words a post matches, tested on the row. */
export const matchedCount = (words: readonly SearchWord[]): SQL =>
  sql.join(
    words.map((word) => sql`(case when ${wordCondition(word, false)} then 1 else 0 end)`),
    sql` + `,
  );

/**
 * A listing's filters as the repository reads them: the query, and the Dhaka month of the moment
 * it was asked (YYYY-MM), which "move in now / from next month" count from (issue 41).
 */
export type ListingFilters = Omit<PostListQuery, 'page' | 'limit'> &
  WordFilters & {
    month?: string;
    /** A range of bedrooms: a near search's (search/near.ts, issue 63). */
    minBedrooms?: number;
    maxBedrooms?: number;
  };

/** The posts in a place, as the place filters read it. */
function placeConditions(place: PlaceFilter): SQL[] {
  const filters: SQL[] = [];
  if (place.division) filters.push(eq(posts.division, place.division));
  if (place.district) filters.push(eq(posts.district, place.district));
  // A neighbourhood names its place; a thana also holds the neighbourhoods people count under it
  // (Mirpur 11, filed under Pallabi, is in Mirpur too).
  if (place.neighbourhood) {
    filters.push(eq(posts.neighbourhood, place.neighbourhood));
    // One not in the chosen thana (nor counted under it) finds nothing there.
    if (place.subDistrict && !isNeighbourhoodOf(place.subDistrict, place.neighbourhood)) filters.push(sql`false`);
  } else if (place.subDistrict) {
    const shared = sharedNeighbourhoodsOf(place.subDistrict);
    filters.push(
      shared.length === 0
        ? eq(posts.subDistrict, place.subDistrict)
        : or(eq(posts.subDistrict, place.subDistrict), inArray(posts.neighbourhood, shared))!,
    );
  }
  return filters;
}

/**
 * The place conditions of a listing: its place filters, the places named as alternatives, and a
 * neighbourhood the words named (issue 63: the exact fits are the posts in it, or of its thana
 * naming it; the rest of the thana follows as near fits, saying where they are).
 */
export function placeWhere(
  query: Pick<ListingFilters, 'division' | 'district' | 'subDistrict' | 'neighbourhood' | 'anyOfPlaces' | 'rankFirst'>,
): SQL[] {
  const filters = placeConditions(query);
  if (query.anyOfPlaces && query.anyOfPlaces.length > 0)
    filters.push(or(...query.anyOfPlaces.map((place) => and(...placeConditions(place))))!);
  if (query.rankFirst) filters.push(inNeighbourhood(query.rankFirst));
  return filters;
}

/** "Now" is no month given, or this month or one gone by; "next month" is that month (issue 41). */
export function moveInCondition(moveIn: MoveInChoice, month: string): SQL {
  return moveIn === 'now'
    ? or(isNull(posts.availableFrom), lte(posts.availableFrom, month))!
    : eq(posts.availableFrom, addMonths(month, 1));
}

/**
 * The post's owner may have posts listed now: read from the post itself, where the database keeps
 * until when its owner's account hides it (ADR 058), on the listing indexes' entries. Asked of
 * `users` instead, it was an index probe for every entry a page walked past (4,975 for page 200).
 */
const postOwnerListed = sql`(${posts.ownerHiddenUntil} is null or ${posts.ownerHiddenUntil} <= now())`;

/** The listing filters as one condition: approved, open posts of listed owners of the type. */
export function listingWhere(query: ListingFilters, plan: SearchPlan | undefined): SQL | undefined {
  const filters: SQL[] = [
    eq(posts.type, query.type),
    eq(posts.status, 'approved'),
    isNull(posts.closedAt),
    postOwnerListed,
  ];
  filters.push(...placeWhere(query));
  // Areas the panel chose (issue 63): posts in any of them, each as the place filters read it.
  if (query.areas && query.areas.length > 0)
    filters.push(or(...areaPlaces(query.areas).map((place) => and(...placeConditions(place))))!);
  if (query.propertyType) filters.push(eq(posts.propertyType, query.propertyType));
  else if (query.anyOfTypes && query.anyOfTypes.length > 0)
    filters.push(inArray(posts.propertyType, [...query.anyOfTypes]));
  if (query.minPrice !== undefined) filters.push(gte(posts.price, query.minPrice));
  if (query.maxPrice !== undefined) filters.push(lte(posts.price, query.maxPrice));
  if (query.minSize !== undefined) filters.push(gte(posts.size, query.minSize));
  if (query.maxSize !== undefined) filters.push(lte(posts.size, query.maxSize));
  const land = landRangeInKatha(query);
  if (land.min !== undefined) filters.push(gte(posts.landKatha, land.min));
  if (land.max !== undefined) filters.push(lte(posts.landKatha, land.max));
  if (query.bedrooms && query.bedrooms.length > 0) filters.push(roomsMatch(posts.bedrooms, query.bedrooms));
  if (query.minBedrooms !== undefined) filters.push(gte(posts.bedrooms, query.minBedrooms));
  if (query.maxBedrooms !== undefined) filters.push(lte(posts.bedrooms, query.maxBedrooms));
  if (query.bathrooms !== undefined) filters.push(roomsMatch(posts.bathrooms, query.bathrooms));
  if (query.furnishing) filters.push(eq(posts.furnishing, query.furnishing));
  if (query.tenant) filters.push(arrayContains(posts.tenants, [query.tenant]));
  // The kind of space the words asked for (issue 63): the exact fits are of it; the others come
  // near, a kind missed (near-query.ts).
  if (query.space) filters.push(spaceFits(query.space));
  if (query.moveIn && query.month) filters.push(moveInCondition(query.moveIn, query.month));
  if (plan) filters.push(...keywordCondition(plan, query));
  return and(...filters);
}

/**
 * "3" means exactly three rooms; the top choice ("4+") means that many or more. Several counts
 * (issue 63: "2,3") are any of them: one `in` list, and the top choice beside it.
 */
function roomsMatch(column: typeof posts.bedrooms | typeof posts.bathrooms, wanted: number | readonly number[]): SQL {
  const counts = typeof wanted === 'number' ? [wanted] : wanted;
  const top = LIMITS.listing.roomsOrMore;
  const exact = counts.filter((count) => count < top);
  const ways: SQL[] = [];
  if (exact.length === 1) ways.push(eq(column, exact[0]!));
  else if (exact.length > 1) ways.push(inArray(column, exact));
  if (counts.some((count) => count >= top)) ways.push(gte(column, top));
  return ways.length === 1 ? ways[0]! : or(...ways)!;
}

/**
 * Floor area, else the land in square feet (1 katha = 720 sqft): what "by size" orders by. The
 * indexes posts_listed_size_*_idx (posts/posts.schema.ts) hold this very expression: change them together.
 */
const sizeInSqft = sql`coalesce(${posts.size}::double precision, ${posts.landKatha} * 720)`;

/**
 * A word few posts hold: not a type or purpose word, not a number, not a fact many posts hold
 * ("lift": ordering thousands of them by similarity took 250 ms at 100k posts), a key of three
 * letters or more.
 */
const distinctive = (word: SearchWord) => !word.common && !word.number && !word.fact && word.key.length >= 3;

/**
 * Best matches first (ADR 019): posts in the places and of the types and purpose the words name,
 * then by trigram similarity of the whole query's keys, paid ones first among equals, then newest.
 */
function relevance(plan: SearchPlan): SQL[] {
  const { places, types, purposes } = plan.named;
  const hits: SQL[] = [];
  if (places.length > 0) {
    const inPlace = or(
      inArray(posts.subDistrict, places),
      inArray(posts.neighbourhood, places),
      inArray(posts.district, places),
      inArray(posts.division, places),
    );
    hits.push(sql`(case when ${inPlace} then 1 else 0 end)`);
  }
  if (types.length > 0) hits.push(sql`(case when ${inArray(posts.propertyType, types)} then 1 else 0 end)`);
  if (purposes.length > 0) hits.push(sql`(case when ${inArray(posts.type, purposes)} then 1 else 0 end)`);
  const order: SQL[] = [];
  // The posts that match more of the words first, when not all must match.
  if (plan.required < plan.words.length) order.push(sql`(${matchedCount(plan.words)}) desc`);
  if (hits.length > 0) order.push(sql`(${sql.join(hits, sql` + `)}) desc`);
  if (plan.words.some(distinctive)) {
    if (plan.roman) order.push(sql`strict_word_similarity(${plan.roman}, ${posts.searchRoman}) desc`);
  } else {
    // Only type and purpose words, numbers and two-letter keys ("jomi", "bari bikri", "৩ বেড"):
    // thousands of posts hold them, and the trigram similarity, ~20 µs a row, would be computed
    // for each to tell little; whether each word is a whole word of the post tells as much. Not
    // of a fact ("lift", "জেনারেটর"): every post found holds its token, and ranking those that
    // also spell it out meant sorting all of them (14,000 at 100k posts, 86 ms), where paid
    // first, then newest, is read in its index's order.
    const whole = plan.words
      .filter((word) => word.key && !word.fact)
      .map((word) => sql`(case when strpos(${posts.searchRoman}, ${` ${word.key} `}) > 0 then 1 else 0 end)`);
    if (whole.length > 0) order.push(sql`(${sql.join(whole, sql` + `)}) desc`);
  }
  return [...order, desc(posts.paid), desc(posts.listedAt), desc(posts.number)];
}

/**
 * A neighbourhood the words named comes first (issue 42): the posts that lie in it, then those
 * of its thana that name it in their words (the Banglish keys of its name, as a word's start).
 */
function inNeighbourhoodFirst(rank: RankFirst): SQL {
  return sql`(case when ${inNeighbourhood(rank)} then 0 else 1 end)`;
}

/** A post in one of the neighbourhoods, or naming it in its words. */
function inNeighbourhood(rank: RankFirst): SQL {
  // A short key ("br" of Boyra) starts too many words, and "mirpur 1" starts "mirpur 10": whole words then.
  const whole = (key: string) => key.length < 4 || /\d$/.test(key);
  const named = rank.keys.map((key) => holds(posts.searchRoman, whole(key) ? ` ${key} ` : ` ${key}`, false));
  return sql`(${or(inArray(posts.neighbourhood, [...rank.neighbourhoods]), ...named)})`;
}

/** A post is a seat in a mess or hostel: its search document holds the seat's token (search/space.ts). */
const isSeat = (): SQL => sql`strpos(${posts.searchRoman}, ${` ${SEAT_TOKEN} `}) > 0`;

/** A post is the kind of space asked for (search/space.ts `spaceHolds`, as SQL). */
export function spaceFits(space: SpaceAsked): SQL {
  return space === 'seat'
    ? isSeat()
    : sql`not (${isSeat()} or coalesce(${arrayContains(posts.tenants, ['sublet'])}, false))`;
}

/** The order of a listing; the post number breaks ties, so pages never overlap. */
export function listingOrder(sort: ListingSort, plan: SearchPlan | undefined, places: ListingPlaces = {}): SQL[] {
  const first: SQL[] = [];
  if (places.rankFirst && sort === 'relevance') first.push(inNeighbourhoodFirst(places.rankFirst));
  if (places.townFirst && sort === 'relevance')
    first.push(sql`(case when ${inArray(posts.subDistrict, [...places.townFirst])} then 0 else 1 end)`);
  if (sort === 'relevance' && plan) return [...first, ...relevance(plan)];
  // Words that were all understood as filters ("mirpur flat"): every match is as good; paid first, then newest.
  if (sort === 'relevance') return [...first, desc(posts.paid), desc(posts.listedAt), desc(posts.number)];
  if (sort === 'price-asc') return [asc(posts.price), desc(posts.number)];
  if (sort === 'price-desc') return [desc(posts.price), desc(posts.number)];
  if (sort === 'size-desc') return [sql`${sizeInSqft} desc nulls last`, desc(posts.number)];
  if (sort === 'size-asc') return [sql`${sizeInSqft} asc nulls last`, desc(posts.number)];
  // Newest first, the posts gone unconfirmed too long after the rest (issue 41, ADR 048): the
  // newest order's index leads with the flag, so a page is still read in index order.
  return [asc(posts.availabilityUnconfirmed), desc(posts.listedAt), desc(posts.number)];
}
