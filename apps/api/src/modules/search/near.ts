import {
  HOME_TYPES,
  LIMITS,
  type Furnishing,
  type NearFit,
  type PostListQuery,
  type PropertyType,
  type TenantType,
  type Widened,
} from '@ghorbari/contracts';
import { districtsOf, subDistrictsOf, subDistrictsOfNeighbourhood } from '@ghorbari/contracts/locations';
import { distanceKm, placePointOf, pointOf } from '@ghorbari/contracts/locations/points';
import { deepestPlaceOf, type PlaceFilter } from './place-reading.ts';
import { placeById, type Place } from './places.ts';
import { planSearch, type SearchPlan } from './query.ts';
import type { SpaceAsked } from './space.ts';
import type { Understanding, WordFilters } from './understand.ts';

/**
 * The near fits of a search (issue 63, ADR 075). What the reader set in the filter panel, and the
 * purpose, filter; what was understood from the words orders. The exact fits — every understood
 * piece and the words matched — come first, as the listing finds them; when they are fewer than a
 * page, the nearest fits follow: the understood pieces widened one step (the place's city,
 * nearest first; a bedroom either side; up to 10% over the budget; related types; the words and
 * the tenant or furnishing asked no longer required), ordered by how many pieces they miss, then
 * by distance. Each says why it is there (`fitOf`).
 */

type Search = Omit<PostListQuery, 'page' | 'limit'>;

/** How far over a budget a near fit may be, in percent. */
export const BUDGET_SLACK = 10;
/** How far from a size asked a near fit may be, in percent either side. */
export const SIZE_SLACK = 15;
/** Within this many km of the place asked for, a post is of its neighbours (the rest of the city after). */
export const NEIGHBOURS_KM = 3;

/** Types a reader asking for one would also look at. */
const FAMILIES: readonly (readonly PropertyType[])[] = [
  HOME_TYPES,
  ['commercial-office', 'showroom', 'shop', 'restaurant'],
  ['factory', 'warehouse'],
  ['land'],
];
const familyOf = (types: readonly PropertyType[]): PropertyType[] => [
  ...new Set(types.flatMap((type) => FAMILIES.find((family) => family.includes(type)) ?? [type])),
];

/** The listing filters a near search adds: a range of bedrooms. */
export type NearFilters = WordFilters & { minBedrooms?: number; maxBedrooms?: number };

/** What the near fits are ranked by: the pieces the words asked for, as the SQL tests them. */
export interface NearPlan {
  /** The search the near fits are filtered by: the purpose, the panel's filters, the understood ones widened. */
  relaxed: Search & NearFilters;
  /**
   * The understood place: the posts in it exactly (as the exact fits are), its point, and the
   * areas near fits are looked for in: the sub-districts of its city nearest it (or, for a
   * district, the districts nearest it), so a near search reads a few areas' posts, not a city's.
   */
  place?: {
    exact: Search & WordFilters;
    point: { lat: number; lng: number } | null;
    id: string;
    areas?: { level: 'subDistrict' | 'district'; ids: string[] };
  };
  /** Understood types: a post of another type of their family misses. */
  types?: readonly PropertyType[];
  /** Understood bedrooms: another count, one either side, misses. */
  bedrooms?: readonly number[];
  /** Understood budget: a price over it (up to BUDGET_SLACK% more) misses. */
  maxPrice?: number;
  minPrice?: number;
  /** Understood size range: outside it (up to SIZE_SLACK% either side) misses. */
  minSize?: number;
  maxSize?: number;
  tenant?: TenantType;
  furnishing?: Furnishing;
  /** The kind of space asked for: a post of another kind misses (a seat for "mess", a whole home for "family basa"). */
  space?: SpaceAsked;
  /** The words left to match: each missing one counts a part of a miss. */
  words?: SearchPlan;
  widened: Widened;
}

/**
 * The near plan of a search, or undefined when its words asked nothing that could be widened
 * (no words, or only a purpose or a PostID).
 */
export function nearPlanOf(query: Search, understanding: Understanding): NearPlan | undefined {
  const { search, pieces, question } = understanding;
  const words = planSearch(search.q);
  if (words && words.postIds.length > 0) return undefined;
  const asked = new Set(pieces.map((piece) => piece.kind));
  const placeAsked = asked.has('place') || question !== undefined;
  if (!placeAsked && words === undefined && ![...asked].some((kind) => kind !== 'purpose' && kind !== 'ignored'))
    return undefined;

  // The panel's filters as asked; the words' pieces are added below, widened.
  const relaxed: Search & NearFilters = { ...query, q: undefined };
  const widened: Widened = { nearby: false, bedrooms: false, budget: null, types: false, size: null, words: false };
  const plan: NearPlan = { relaxed, widened };

  if (placeAsked) {
    const place = deepestOf(search);
    if (place) {
      // A place the panel set stays: the words' place widens only below it.
      for (const [key, value] of Object.entries(widerPlaceOf(place)))
        if (query[key as keyof PlaceFilter] === undefined) Object.assign(relaxed, { [key]: value });
      const point = placePointOf(place);
      const areas = point ? nearestAreas(place, point) : undefined;
      plan.place = {
        exact: placeFiltersOf(search),
        point: point ? { lat: point.lat, lng: point.lng } : null,
        id: place.id,
        ...(areas ? { areas } : {}),
      };
      widened.nearby = true;
    } else Object.assign(relaxed, placeFiltersOf(search));
    delete relaxed.rankFirst;
    delete relaxed.townFirst;
  }
  if (asked.has('propertyType')) {
    const types = search.propertyType ? [search.propertyType] : [...(search.anyOfTypes ?? [])];
    const family = familyOf(types);
    if (family.length > types.length) widened.types = true;
    relaxed.anyOfTypes = family;
    delete relaxed.propertyType;
    plan.types = types;
  }
  if (asked.has('bedrooms')) {
    const rooms = search.bedrooms ?? [];
    plan.bedrooms = rooms;
    widened.bedrooms = true;
    relaxed.minBedrooms = Math.max(1, Math.min(...rooms) - 1);
    relaxed.maxBedrooms = Math.max(...rooms) >= LIMITS.listing.roomsOrMore ? undefined : Math.max(...rooms) + 1;
  }
  if (asked.has('price')) {
    if (search.maxPrice !== undefined) {
      plan.maxPrice = search.maxPrice;
      relaxed.maxPrice = Math.ceil((search.maxPrice * (100 + BUDGET_SLACK)) / 100);
      widened.budget = BUDGET_SLACK;
    }
    if (search.minPrice !== undefined) {
      plan.minPrice = search.minPrice;
      relaxed.minPrice = Math.floor((search.minPrice * (100 - BUDGET_SLACK)) / 100);
    }
  }
  if (asked.has('size')) {
    if (search.minSize !== undefined) {
      plan.minSize = search.minSize;
      relaxed.minSize = Math.floor((search.minSize * (100 - SIZE_SLACK)) / 100);
    }
    if (search.maxSize !== undefined) {
      plan.maxSize = search.maxSize;
      relaxed.maxSize = Math.ceil((search.maxSize * (100 + SIZE_SLACK)) / 100);
    }
    widened.size = SIZE_SLACK;
  }
  if (asked.has('land')) {
    // Land asked for in words keeps its range: a plot of 3 katha is no fit for 10.
    for (const key of ['minLand', 'maxLand', 'landUnit'] as const) relaxed[key] = search[key] as never;
  }
  if (asked.has('bathrooms')) relaxed.bathrooms = undefined;
  if (asked.has('tenant') && search.tenant) {
    plan.tenant = search.tenant;
    widened.words = true;
  }
  if (asked.has('furnishing') && search.furnishing) {
    plan.furnishing = search.furnishing;
    widened.words = true;
  }
  if (search.space) plan.space = search.space;
  if (words) {
    plan.words = words;
    widened.words = true;
  }
  return plan;
}

/** How many of the nearest areas near fits are looked for in. */
export const NEAREST_AREAS = 8;

/**
 * The areas around a place its near fits are looked for in (see NearPlan.place): for a
 * neighbourhood or a thana, the NEAREST_AREAS sub-districts of its district nearest it, its own
 * among them; for a district, the districts of its division nearest it.
 */
function nearestAreas(
  place: Place,
  point: { lat: number; lng: number },
): { level: 'subDistrict' | 'district'; ids: string[] } | undefined {
  const nearest = (level: 'subDistrict' | 'district', candidates: readonly { id: string }[]) =>
    candidates
      .map(({ id }) => ({ id, at: pointOf(level, id) }))
      .map(({ id, at }) => ({ id, km: at ? distanceKm(point, at) : Number.POSITIVE_INFINITY }))
      .sort((a, b) => a.km - b.km)
      .slice(0, NEAREST_AREAS)
      .map(({ id }) => id);
  if (place.level === 'district') return { level: 'district', ids: nearest('district', districtsOf(place.division)) };
  if (place.level === 'division' || !place.district) return undefined;
  const ids = nearest('subDistrict', subDistrictsOf(place.district));
  // Its own thanas first, whatever the points say (Mirpur 11 is in Pallabi and counted in Mirpur).
  const own = place.level === 'neighbourhood' ? subDistrictsOfNeighbourhood(place.id) : [place.subDistrict!];
  return { level: 'subDistrict', ids: [...new Set([...own, ...ids])] };
}

/**
 * The deepest place the understood search names: its neighbourhood, listed-first neighbourhood or
 * thana (place-reading.ts), else the first of several named, its district or its division.
 */
function deepestOf(search: Search & WordFilters): Place | undefined {
  const alternative = search.anyOfPlaces?.[0];
  const id =
    alternative?.subDistrict ?? search.district ?? alternative?.district ?? search.division ?? alternative?.division;
  return deepestPlaceOf(search) ?? (id ? placeById(id) : undefined);
}

/**
 * Where the near fits of a place are looked for: a neighbourhood's or a thana's city (its
 * district); a district's division (its neighbouring districts first, by distance); a division
 * stays itself.
 */
function widerPlaceOf(place: Place): PlaceFilter {
  if (place.level === 'division')
    return { division: place.division, district: undefined, subDistrict: undefined, neighbourhood: undefined };
  if (place.level === 'district')
    return { division: place.division, district: undefined, subDistrict: undefined, neighbourhood: undefined };
  return { division: place.division, district: place.district, subDistrict: undefined, neighbourhood: undefined };
}

/** The place filters of a search alone (as the exact fits have them). */
function placeFiltersOf(search: Search & WordFilters): Search & WordFilters {
  const { division, district, subDistrict, neighbourhood, anyOfPlaces, rankFirst, townFirst } = search;
  return {
    type: search.type,
    sort: search.sort,
    division,
    district,
    subDistrict,
    neighbourhood,
    anyOfPlaces,
    rankFirst,
    townFirst,
  };
}

/** The facts of a post a near fit's card is made of. */
export interface FitFacts {
  division: string;
  district: string;
  subDistrict: string;
  neighbourhood: string | null;
  propertyType: PropertyType;
  bedrooms: number | null;
  price: number;
  size: number | null;
}

/** What the near fits' statement tells of each post (near-query.ts). */
export interface FitSeen {
  /** It lies in the place asked for. */
  inPlace: boolean;
  /** It says it takes the tenant asked for. */
  tenantTaken: boolean;
  /** It is the kind of space asked for (a seat, a whole home). */
  spaceHeld: boolean;
  /** Which of the words it holds, in `plan.words.words` order. */
  wordsHeld: readonly boolean[];
}

/** Why a near fit is listed: what about it is not what the words asked for. */
export function fitOf(post: FitFacts, plan: NearPlan, seen: FitSeen): NearFit {
  let place: NearFit['place'] = null;
  if (plan.place && !seen.inPlace) {
    const area = placeById(post.neighbourhood ?? post.subDistrict) ?? placeById(post.subDistrict);
    const point = placePointOf({ ...post, neighbourhood: post.neighbourhood ?? undefined });
    const km = point && plan.place.point ? Math.round(distanceKm(point, plan.place.point) * 10) / 10 : null;
    if (area) place = { en: area.en, bn: area.bn, km };
  }
  const rooms = plan.bedrooms;
  const bedroomsFit =
    !rooms ||
    (post.bedrooms !== null &&
      rooms.some((wanted) =>
        wanted >= LIMITS.listing.roomsOrMore ? post.bedrooms! >= wanted : post.bedrooms === wanted,
      ));
  const over =
    plan.maxPrice !== undefined && post.price > plan.maxPrice
      ? Math.max(1, Math.round(((post.price - plan.maxPrice) / plan.maxPrice) * 100))
      : null;
  const under =
    plan.minPrice !== undefined && post.price < plan.minPrice
      ? Math.max(1, Math.round(((plan.minPrice - post.price) / plan.minPrice) * 100))
      : null;
  const sizeOff =
    post.size !== null &&
    ((plan.minSize !== undefined && post.size < plan.minSize) ||
      (plan.maxSize !== undefined && post.size > plan.maxSize));
  return {
    place,
    bedrooms: bedroomsFit ? null : post.bedrooms,
    overBudget: over,
    underPrice: under,
    size: sizeOff ? post.size : null,
    propertyType: plan.types && !plan.types.includes(post.propertyType) ? post.propertyType : null,
    tenantUnsaid: plan.tenant && !seen.tenantTaken ? plan.tenant : null,
    spaceMissed: plan.space && !seen.spaceHeld ? plan.space : null,
    missingWords: (plan.words?.words ?? []).filter((_, index) => !seen.wordsHeld[index]).map((word) => word.text),
  };
}
