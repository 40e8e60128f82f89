import { LIMITS } from '@ghorbari/contracts';
import {
  LOCATIONS,
  neighbourhoodById,
  NEIGHBOURHOODS,
  subDistrictsOf,
  subDistrictsOfNeighbourhood,
} from '@ghorbari/contracts/locations';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.ts';
import { posts } from '../apps/api/src/modules/posts/posts.schema.ts';
import { ownerListed } from '../apps/api/src/modules/accounts/account-status.ts';
import type { SearchablePost } from '../apps/api/src/modules/search/matcher.ts';
import type { Meaning, PlaceRef, Range, RelevanceQuery } from './search-relevance-set.ts';

/**
 * Judging the relevance set (search-relevance.ts): what a listed post is, the places the set
 * names as the location data holds them, and whether a post is what a search meant.
 */

/**
 * What the relevance set judges of a listed post: its PostID; its kind, place, rooms and size as
 * the matcher reads them; its whole price, the facts a search may name, and its words (a
 * neighbourhood named only in the title).
 */
export interface PostFacts extends Pick<
  SearchablePost,
  | 'type'
  | 'number'
  | 'division'
  | 'district'
  | 'subDistrict'
  | 'neighbourhood'
  | 'propertyType'
  | 'bedrooms'
  | 'size'
  | 'landKatha'
> {
  PostID: string;
  /** The whole price in taka (a price per sqft times the size). */
  price: number;
  lift: string | null;
  gas: string | null;
  tenants: string[];
  advanceMonths: number | null;
  facilities: string[];
  parking: boolean | null;
  furnishing: string | null;
  facing: string | null;
  /** Title and description, lower-cased: where an owner names a neighbourhood the form has no field for. */
  text: string;
}

/** Every listed post (approved, open, its owner not suspended or disabled), as a visitor may find it. */
export async function listedFacts(db: Db): Promise<PostFacts[]> {
  const rows = await db
    .select({
      type: posts.type,
      number: posts.number,
      division: posts.division,
      district: posts.district,
      subDistrict: posts.subDistrict,
      neighbourhood: posts.neighbourhood,
      propertyType: posts.propertyType,
      bedrooms: posts.bedrooms,
      price: posts.price,
      priceUnits: posts.priceUnits,
      size: posts.size,
      landKatha: posts.landKatha,
      lift: posts.lift,
      gas: posts.gas,
      tenants: posts.tenants,
      advanceMonths: posts.advanceMonths,
      facilities: posts.facilities,
      parking: posts.parking,
      furnishing: posts.furnishing,
      facing: posts.facing,
      title: posts.title,
      description: posts.description,
    })
    .from(posts)
    .where(and(eq(posts.status, 'approved'), isNull(posts.closedAt), ownerListed(posts.ownerId)));
  return rows.map(({ priceUnits, title, description, ...row }) => ({
    ...row,
    PostID: `${row.type === 'sell' ? 'S' : 'R'}-${row.number}`,
    price: priceUnits === 'per-sqft' && row.size ? row.price * row.size : row.price,
    text: `${title}\n${description}`.toLowerCase(),
  }));
}

// ——— Places ———

/** A place of the set as the location data holds it: ids at one level. */
export type Place = { division: string } | { district: string } | { subDistrict: string } | { neighbourhood: string };

const subDistrictById = new Map(LOCATIONS.upazilas.map((entry) => [entry.id, entry]));
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The place a reference names, or undefined when the location data does not hold it. A name is
 * looked up among the district's neighbourhoods first (Zindabazar), then its sub-districts
 * (Khalishpur, where it is a thana).
 */
export function resolvePlace(ref: PlaceRef): Place | undefined {
  const key = JSON.stringify(ref);
  if (!resolved.has(key)) resolved.set(key, lookUp(ref));
  return resolved.get(key);
}
// Remembered: at 100k posts each search asks for its places once per post.
const resolved = new Map<string, Place | undefined>();
function lookUp(ref: PlaceRef): Place | undefined {
  if ('named' in ref) {
    const inDistrict = new Set(subDistrictsOf(ref.district).map((entry) => entry.id));
    const neighbourhood = NEIGHBOURHOODS.find(
      (entry) => sameName(entry.en, ref.named) && inDistrict.has(entry.subDistrictId),
    );
    if (neighbourhood) return { neighbourhood: neighbourhood.id };
    const subDistrict = subDistrictsOf(ref.district).find((entry) => sameName(entry.en, ref.named));
    return subDistrict ? { subDistrict: subDistrict.id } : undefined;
  }
  const known =
    'division' in ref
      ? LOCATIONS.divisions.some((entry) => entry.id === ref.division)
      : 'district' in ref
        ? LOCATIONS.districts.some((entry) => entry.id === ref.district)
        : 'subDistrict' in ref
          ? subDistrictById.has(ref.subDistrict)
          : neighbourhoodById(ref.neighbourhood) !== undefined;
  return known ? ref : undefined;
}

/** How a reference is printed: its id, or its name and district. */
export const placeText = (ref: PlaceRef): string =>
  'named' in ref ? `${ref.named} (${ref.district})` : Object.values(ref)[0]!;

/** The places a search names that the location data does not hold: the search is not judged. */
export const unresolvedPlaces = (query: RelevanceQuery): PlaceRef[] =>
  (query.meant.in ?? []).filter((ref) => resolvePlace(ref) === undefined);

/** The district a place lies in (undefined for a division). */
function districtOf(place: Place): string | undefined {
  if ('district' in place) return place.district;
  if ('subDistrict' in place) return subDistrictById.get(place.subDistrict)?.districtId;
  if ('neighbourhood' in place) {
    const subDistrictId = neighbourhoodById(place.neighbourhood)?.subDistrictId;
    return subDistrictId ? subDistrictById.get(subDistrictId)?.districtId : undefined;
  }
  return undefined;
}

/** A search about places outside Dhaka district (Gazipur and Narayanganj included): every place it names. */
export function outsideDhaka(query: RelevanceQuery): boolean {
  const refs = query.meant.in ?? [];
  return (
    refs.length > 0 &&
    refs.every((ref) => {
      if ('named' in ref) return ref.district !== 'dhaka';
      if ('division' in ref) return ref.division !== 'dhaka';
      const place = resolvePlace(ref);
      return place !== undefined && districtOf(place) !== 'dhaka';
    })
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Whether a post's words name a neighbourhood: its English name as a whole word ("near Tajmahal
 * Road"), or its Bengali name with any ending ("রাজশাহীর বিনোদপুরে").
 */
export function namesNeighbourhood(text: string, neighbourhoodId: string): boolean {
  const entry = neighbourhoodById(neighbourhoodId);
  if (!entry) return false;
  let english = englishNames.get(neighbourhoodId);
  if (!english) {
    english = new RegExp(`(^|[^a-z0-9])${escape(entry.en.toLowerCase())}($|[^a-z0-9])`);
    englishNames.set(neighbourhoodId, english);
  }
  return english.test(text) || text.includes(entry.bn);
}
const englishNames = new Map<string, RegExp>();

/**
 * A post lies in a place: at its level; for a neighbourhood, also a post of its thana (or a thana
 * it is counted under) whose title or description names it — "a neighbourhood named only in a
 * title" (issue 42), as owners place a post whose form offered no such neighbourhood.
 */
function liesIn(place: Place, post: PostFacts): boolean {
  if ('division' in place) return post.division === place.division;
  if ('district' in place) return post.district === place.district;
  if ('subDistrict' in place) return post.subDistrict === place.subDistrict;
  if (post.neighbourhood === place.neighbourhood) return true;
  return (
    subDistrictsOfNeighbourhood(place.neighbourhood).includes(post.subDistrict) &&
    namesNeighbourhood(post.text, place.neighbourhood)
  );
}

// ——— What was meant ———

const within = (value: number | null, range: Range | undefined) =>
  range === undefined ||
  (value !== null &&
    (range.min === undefined || value >= range.min) &&
    (range.max === undefined || value <= range.max));

/** A post has what was meant (its places resolved: see `unresolvedPlaces`). */
export function meets(meant: Meaning, post: PostFacts): boolean {
  if (post.type !== meant.purpose) return false;
  if (meant.number !== undefined && post.number !== meant.number) return false;
  if (
    meant.in &&
    !meant.in.some((ref) => {
      const place = resolvePlace(ref);
      return place !== undefined && liesIn(place, post);
    })
  )
    return false;
  if (meant.types && !meant.types.includes(post.propertyType)) return false;
  if (meant.bedrooms !== undefined) {
    const atLeast = meant.bedrooms >= LIMITS.listing.roomsOrMore;
    if (post.bedrooms === null || (atLeast ? post.bedrooms < meant.bedrooms : post.bedrooms !== meant.bedrooms))
      return false;
  }
  if (!within(post.price, meant.price) || !within(post.size, meant.size)) return false;
  if (!within(post.landKatha, meant.landKatha) || !within(post.advanceMonths, meant.advanceMonths)) return false;
  if (meant.tenants && !post.tenants.includes(meant.tenants)) return false;
  if (meant.gas && post.gas !== meant.gas) return false;
  if (meant.lift && post.lift !== 'lift') return false;
  if (meant.parking && post.parking !== true) return false;
  if (meant.furnished && post.furnishing !== 'furnished') return false;
  if (meant.facing && post.facing !== meant.facing) return false;
  if (meant.facility && !post.facilities.includes(meant.facility)) return false;
  return true;
}

/**
 * The expected posts of each search on a dataset: by the facts, and on the demo also the PostIDs
 * the set lists (written when the demo held ~200 posts and few fitted; since issue 42's market of
 * ~2,000, many more posts have what was meant, and each counts); none (not judged) where a place
 * it names is not in the location data.
 */
export function expectations(facts: PostFacts[], demo: boolean): (query: RelevanceQuery) => Set<string> {
  const listed = new Set(facts.map((post) => post.PostID));
  return (query) => {
    if (unresolvedPlaces(query).length > 0) return new Set();
    const fitting = facts.filter((post) => meets(query.meant, post)).map((post) => post.PostID);
    if (demo && query.demo !== 'facts') return new Set([...query.demo.filter((id) => listed.has(id)), ...fitting]);
    return new Set(fitting);
  };
}
