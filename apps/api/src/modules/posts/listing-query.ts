import { LIMITS, type ListingSort, type PostListQuery } from '@ghorbari/contracts';
import { and, arrayContains, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { posts } from '../../db/schema.ts';
import { ownerListed } from '../accounts/account-status.ts';
import { landRangeInKatha, type SearchPlan, type SearchWord } from '../search/query.ts';

/**
 * The SQL of a post listing (issue 12, issue 17 and ADR 019): the filters as one condition and
 * the orders. search/matcher.ts applies the same filters in memory; a test holds the two together.
 */

/**
 * One word of a keyword search: a substring of the folded text, the start of a Banglish key, a
 * corrected slip, or a trigram match; a number, only as a whole word.
 */
function wordCondition(word: SearchWord): SQL {
  if (word.number) return sql`${posts.searchRoman} like ${`% ${word.key} %`}`;
  const ways: SQL[] = [sql`${posts.searchText} like ${`%${word.text}%`}`];
  if (word.key) ways.push(sql`${posts.searchRoman} like ${`% ${word.key}%`}`);
  for (const key of word.alternates) ways.push(sql`${posts.searchRoman} like ${`% ${key} %`}`);
  // `<<%`: strict word similarity above pg_trgm's threshold, served by the GIN trigram index.
  if (word.fuzzy) ways.push(sql`${word.key} <<% ${posts.searchRoman}`);
  return sql`(${sql.join(ways, sql` or `)})`;
}

function keywordCondition(plan: SearchPlan): SQL[] {
  const conditions = plan.words.map(wordCondition);
  if (plan.postIds.length > 0) {
    const ids = or(...plan.postIds.map((id) => and(eq(posts.type, id.type), eq(posts.number, id.number))));
    if (ids) conditions.push(ids);
  }
  return conditions;
}

/** The listing filters as one condition: approved, open posts of listed owners of the type. */
export function listingWhere(
  query: Omit<PostListQuery, 'page' | 'limit'>,
  plan: SearchPlan | undefined,
): SQL | undefined {
  const filters: SQL[] = [
    eq(posts.type, query.type),
    eq(posts.status, 'approved'),
    isNull(posts.closedAt),
    ownerListed(posts.ownerId),
  ];
  if (query.division) filters.push(eq(posts.division, query.division));
  if (query.district) filters.push(eq(posts.district, query.district));
  if (query.subDistrict) filters.push(eq(posts.subDistrict, query.subDistrict));
  if (query.neighbourhood) filters.push(eq(posts.neighbourhood, query.neighbourhood));
  if (query.propertyType) filters.push(eq(posts.propertyType, query.propertyType));
  if (query.minPrice !== undefined) filters.push(gte(posts.price, query.minPrice));
  if (query.maxPrice !== undefined) filters.push(lte(posts.price, query.maxPrice));
  if (query.minSize !== undefined) filters.push(gte(posts.size, query.minSize));
  if (query.maxSize !== undefined) filters.push(lte(posts.size, query.maxSize));
  const land = landRangeInKatha(query);
  if (land.min !== undefined) filters.push(gte(posts.landKatha, land.min));
  if (land.max !== undefined) filters.push(lte(posts.landKatha, land.max));
  if (query.bedrooms !== undefined) filters.push(roomsMatch(posts.bedrooms, query.bedrooms));
  if (query.bathrooms !== undefined) filters.push(roomsMatch(posts.bathrooms, query.bathrooms));
  if (query.furnishing) filters.push(eq(posts.furnishing, query.furnishing));
  if (query.tenant) filters.push(arrayContains(posts.tenants, [query.tenant]));
  if (plan) filters.push(...keywordCondition(plan));
  return and(...filters);
}

/** "3" means exactly three rooms; the top choice ("4+") means that many or more. */
const roomsMatch = (column: typeof posts.bedrooms | typeof posts.bathrooms, wanted: number) =>
  wanted >= LIMITS.listing.roomsOrMore ? gte(column, wanted) : eq(column, wanted);

/** Floor area, else the land in square feet (1 katha = 720 sqft): what "by size" orders by. */
const sizeInSqft = sql`coalesce(${posts.size}::double precision, ${posts.landKatha} * 720)`;

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
  if (hits.length > 0) order.push(sql`(${sql.join(hits, sql` + `)}) desc`);
  if (plan.roman) order.push(sql`strict_word_similarity(${plan.roman}, ${posts.searchRoman}) desc`);
  return [...order, desc(posts.paid), desc(posts.listedAt), desc(posts.number)];
}

/** The order of a listing; the post number breaks ties, so pages never overlap. */
export function listingOrder(sort: ListingSort, plan: SearchPlan | undefined): SQL[] {
  if (sort === 'relevance' && plan) return relevance(plan);
  if (sort === 'price-asc') return [asc(posts.price), desc(posts.number)];
  if (sort === 'price-desc') return [desc(posts.price), desc(posts.number)];
  if (sort === 'size-desc') return [sql`${sizeInSqft} desc nulls last`, desc(posts.number)];
  if (sort === 'size-asc') return [sql`${sizeInSqft} asc nulls last`, desc(posts.number)];
  return [desc(posts.listedAt), desc(posts.number)];
}
