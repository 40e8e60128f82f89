import {
  type Furnishing,
  LIMITS,
  monthOf,
  moveInOf,
  type PostListQuery,
  type PropertyType,
  type TenantType,
} from '@ghorbari/contracts';
import { isInSubDistrict, isNeighbourhoodOf } from '@ghorbari/contracts/locations';
import { areaPlaces } from './areas.ts';
import { landRangeInKatha, planSearch, STRICT_WORD_SIMILARITY, type SearchPlan, type SearchWord } from './query.ts';
import { spaceHolds } from './space.ts';
import { strictWordSimilarity } from './similarity.ts';
import type { PlaceFilter, RankFirst } from './place-reading.ts';
import { understandSearch } from './understand.ts';

/**
 * What the matcher reads of a post: its kind and place, the facts the filters ask about, and its
 * stored search document (the posts module's rows carry these under the same names).
 */
export interface SearchablePost {
  type: 'sell' | 'rent';
  /** The post's number, which a searched post id ("R-12") names. */
  number: number;
  division: string;
  district: string;
  subDistrict: string;
  neighbourhood: string | null;
  propertyType: PropertyType;
  price: number;
  size: number | null;
  landKatha: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  furnishing: Furnishing | null;
  tenants: readonly TenantType[];
  /** A rent post's move-in month (YYYY-MM), or null. */
  availableFrom: string | null;
  /** When it went live: a move-in filter counts from that month, as the listing did then. */
  approvedAt: Date | null;
  searchText: string;
  searchRoman: string;
}

/**
 * Whether one post matches a post search, in memory, exactly as `GET /api/posts` filters in SQL
 * (posts listing query): for saved-search alerts (issue 17, ADR 019), which test each newly
 * approved post against many searches. Whether the post is live (approved, not closed, of a
 * listed owner) is the caller's to know; this checks the search's own filters.
 */
export function postMatchesSearch(asked: Omit<PostListQuery, 'page' | 'limit'>, post: SearchablePost): boolean {
  // The words are understood as the listing understands them: "মিরপুর ৩ বেড" is a place and bedrooms.
  const { search } = understandSearch(asked);
  if (post.type !== search.type) return false;
  if (!inPlace(search, post)) return false;
  const anyOf = search.anyOfPlaces;
  if (anyOf && anyOf.length > 0 && !anyOf.some((place) => inPlace(place, post))) return false;
  if (search.rankFirst && !inNeighbourhood(search.rankFirst, post)) return false;
  const areas = search.areas ?? [];
  if (areas.length > 0 && !areaPlaces(areas).some((place) => inPlace(place, post))) return false;
  if (search.propertyType && post.propertyType !== search.propertyType) return false;
  const anyOfTypes = search.anyOfTypes ?? [];
  if (!search.propertyType && anyOfTypes.length > 0 && !anyOfTypes.includes(post.propertyType)) return false;
  if (!inRange(post.price, search.minPrice, search.maxPrice)) return false;
  if (!inRange(post.size, search.minSize, search.maxSize)) return false;
  const land = landRangeInKatha(search);
  if (!inRange(post.landKatha, land.min, land.max)) return false;
  if (search.bedrooms && search.bedrooms.length > 0 && !search.bedrooms.some((n) => roomsMatch(post.bedrooms, n)))
    return false;
  if (search.bathrooms !== undefined && !roomsMatch(post.bathrooms, search.bathrooms)) return false;
  if (search.furnishing && post.furnishing !== search.furnishing) return false;
  if (search.tenant && !post.tenants.includes(search.tenant)) return false;
  if (search.space && !spaceHolds(search.space, post)) return false;
  if (search.moveIn && moveInOf(post.availableFrom, monthOf(post.approvedAt ?? new Date())) !== search.moveIn)
    return false;
  const plan = planSearch(search.q);
  return plan === undefined || planMatches(plan, post);
}

/** Whether a post is in a place as the place filters name it (the listing's placeConditions). */
function inPlace(place: PlaceFilter, post: SearchablePost): boolean {
  if (place.division && post.division !== place.division) return false;
  if (place.district && post.district !== place.district) return false;
  if (place.neighbourhood) {
    if (post.neighbourhood !== place.neighbourhood) return false;
    if (place.subDistrict && !isNeighbourhoodOf(place.subDistrict, place.neighbourhood)) return false;
  } else if (place.subDistrict && !isInSubDistrict(place.subDistrict, post)) return false;
  return true;
}

/**
 * A neighbourhood the words named holds the posts in it, or of its thana naming it (the listing's
 * `inNeighbourhood`; issue 63): a short key, or one ending in a number, as a whole word.
 */
function inNeighbourhood(rank: RankFirst, post: SearchablePost): boolean {
  if (post.neighbourhood && rank.neighbourhoods.includes(post.neighbourhood)) return true;
  const roman = ` ${post.searchRoman}`;
  return rank.keys.some((key) => roman.includes(key.length < 4 || /\d$/.test(key) ? ` ${key} ` : ` ${key}`));
}

/** A prepared keyword search against a post's stored document (the SQL's `q` condition). */
export function planMatches(
  plan: SearchPlan,
  post: Pick<SearchablePost, 'type' | 'number' | 'searchText' | 'searchRoman'>,
): boolean {
  if (plan.postIds.length > 0 && !plan.postIds.some((id) => id.type === post.type && id.number === post.number))
    return false;
  let matched = 0;
  for (const word of plan.words) if (wordMatches(word, post.searchText, post.searchRoman)) matched++;
  return matched >= plan.required;
}

export function wordMatches(word: SearchWord, text: string, roman: string): boolean {
  if (word.number) return roman.includes(` ${word.key} `);
  if (word.token) return roman.includes(` ${word.token} `);
  if (text.includes(word.text)) return true;
  if (word.key && roman.includes(` ${word.key}`)) return true;
  if (word.alternates.some((key) => roman.includes(` ${key} `))) return true;
  return word.fuzzy && strictWordSimilarity(word.key, roman) >= STRICT_WORD_SIMILARITY;
}

function inRange(value: number | null, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  if (value === null) return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** "3" means exactly three rooms; the top choice ("4+") means that many or more; of several counts, any. */
function roomsMatch(rooms: number | null, wanted: number): boolean {
  if (rooms === null) return false;
  return wanted >= LIMITS.listing.roomsOrMore ? rooms >= wanted : rooms === wanted;
}
