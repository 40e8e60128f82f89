import { LIMITS, type PropertyType } from '@ghorbari/contracts';
import { isInSubDistrict, subDistrictsOfNeighbourhood } from '@ghorbari/contracts/locations';
import { namesNeighbourhood, type PostFacts } from './search-relevance-judge.ts';
import type { Bound, Kind, PeopleSearch, PlaceId } from './search-relevance-people.ts';

/**
 * Judging a post against what a search of the people's set means (issue 63): it fits when it has
 * what was meant — the purpose, the place, a kind that fits, the bedrooms, at most the price, a
 * tenant it allows and the facts named — and is a **near fit** when it has all of that but lies
 * near the place rather than in it: in the same thana as the neighbourhood meant, or in a place
 * the searcher counts as near (the set's `near` column). The facts are the post's own, as the
 * relevance judge reads them from the database (`listedFacts`).
 */
export type Fit = 'exact' | 'near' | 'no';

/** Why a post does not fit, first reason first: what the list of failures shows. */
export type Miss = 'purpose' | 'place' | 'kind' | 'bedrooms' | 'price' | 'tenant' | 'facts';

export interface Judgement {
  fit: Fit;
  /** What the post lacks (empty for a fit; "place" alone for a near fit is not listed). */
  misses: Miss[];
}

/**
 * Words of a seat in a mess or hostel, in either script: how the market writes such a post. At a
 * word's start, and "সিট"/"seat" whole: "ইউনিভার্সিটির" holds "সিট" and is no seat.
 */
const MESS_WORDS = /(?<![\p{L}\p{M}])(mess|hostel|মেস|হোস্টেল|(seats?|সিট|সীট)(?![\p{L}\p{M}]))/iu;
const SUBLET_WORDS = /sublet|সাবলেট|সাব-লেট/i;

const isMessSeat = (post: PostFacts) =>
  post.type === 'rent' &&
  (post.propertyType === 'apartment' || post.propertyType === 'home') &&
  MESS_WORDS.test(post.text);
const isSublet = (post: PostFacts) =>
  post.type === 'rent' && (post.tenants.includes('sublet') || SUBLET_WORDS.test(post.text));

function hasKind(kinds: Kind[], post: PostFacts): boolean {
  const seat = isMessSeat(post);
  const sublet = isSublet(post);
  if (kinds.length === 0) return true;
  return kinds.some((kind) => {
    if (kind === 'mess-seat') return seat;
    if (kind === 'sublet') return sublet;
    if (kind === 'room') return seat || sublet || (post.propertyType === 'apartment' && post.bedrooms === 1);
    // A whole flat or house is meant: a seat or a room in one is not it.
    return post.propertyType === (kind as PropertyType) && !seat && !sublet;
  });
}

/**
 * A post lies in a place: at its level; a sub-district as people count it (Mirpur holds the
 * Pallabi sections people call Mirpur); a neighbourhood also by a post of its thana with no
 * neighbourhood chosen whose title or description names it.
 */
export function liesIn(place: PlaceId, post: PostFacts): boolean {
  if ('division' in place) return post.division === place.division;
  if ('district' in place) return post.district === place.district;
  if ('subDistrict' in place) return isInSubDistrict(place.subDistrict, post);
  if (post.neighbourhood === place.neighbourhood) return true;
  return (
    post.neighbourhood === null &&
    subDistrictsOfNeighbourhood(place.neighbourhood).includes(post.subDistrict) &&
    namesNeighbourhood(post.text, place.neighbourhood)
  );
}

/**
 * A place named as near holds a post: an area named as a whole ("dhaka-dhanmondi-area", the
 * gazetteer's "Dhanmondi" in general) holds its thana's posts, Dhanmondi 27's and Shankar's too:
 * "near Dhanmondi" means the area, not the posts filed under its general name alone.
 */
const nearHolds = (place: PlaceId, post: PostFacts): boolean =>
  liesIn(place, post) ||
  ('neighbourhood' in place &&
    place.neighbourhood.endsWith('-area') &&
    subDistrictsOfNeighbourhood(place.neighbourhood).some((thana) => isInSubDistrict(thana, post)));

/** Near a place meant: in a place named as near, or in a thana that holds a neighbourhood meant. */
function liesNear(search: PeopleSearch, post: PostFacts): boolean {
  if (search.near.some((place) => nearHolds(place, post))) return true;
  return search.place.some(
    (place) =>
      'neighbourhood' in place &&
      subDistrictsOfNeighbourhood(place.neighbourhood).some((thana) => isInSubDistrict(thana, post)),
  );
}

const within = (value: number | null, bound: Bound | undefined) =>
  bound === undefined ||
  (value !== null &&
    (bound.min === undefined || value >= bound.min) &&
    (bound.max === undefined || value <= bound.max));

function bedroomsFit(search: PeopleSearch, post: PostFacts): boolean {
  const meant = search.bedrooms;
  if (!meant) return true;
  if (post.bedrooms === null) return false;
  if ('atLeast' in meant) return post.bedrooms >= meant.atLeast;
  // The form's last choice is "4 or more": a post of 5 is one of "4".
  return meant.exactly.some((rooms) =>
    rooms >= LIMITS.listing.roomsOrMore ? post.bedrooms! >= rooms : post.bedrooms === rooms,
  );
}

function factsFit({ facts }: PeopleSearch, post: PostFacts): boolean {
  if (facts.lift && post.lift !== 'lift') return false;
  if (facts.gas && post.gas !== 'line') return false;
  if (facts.furnished && post.furnishing !== 'furnished') return false;
  if (facts.parking && post.parking !== true) return false;
  if (facts.facing && post.facing !== facts.facing) return false;
  if (facts.facility && !post.facilities.includes(facts.facility)) return false;
  return within(post.size, facts.sqft) && within(post.landKatha, facts.katha);
}

/** Whether a post fits a search, fits it near the place, or not (and why not). */
export function judge(search: PeopleSearch, post: PostFacts): Judgement {
  const misses: Miss[] = [];
  if (search.purpose !== 'any' && post.type !== search.purpose) misses.push('purpose');
  const inPlace = search.place.length === 0 || search.place.some((place) => liesIn(place, post));
  const near = !inPlace && liesNear(search, post);
  if (!inPlace && !near) misses.push('place');
  if (!hasKind(search.kinds, post)) misses.push('kind');
  if (!bedroomsFit(search, post)) misses.push('bedrooms');
  if (search.maxPrice !== null && post.price > search.maxPrice) misses.push('price');
  if (search.tenant && !post.tenants.includes(search.tenant)) misses.push('tenant');
  if (!factsFit(search, post)) misses.push('facts');
  return { fit: misses.length > 0 ? 'no' : inPlace ? 'exact' : 'near', misses };
}

export interface Market {
  exact: number;
  near: number;
}

/** How many listed posts fit a search, and how many more fit it near the place: what the market holds. */
export function marketFor(search: PeopleSearch, facts: PostFacts[]): Market {
  const market = { exact: 0, near: 0 };
  for (const post of facts) {
    const { fit } = judge(search, post);
    if (fit !== 'no') market[fit] += 1;
  }
  return market;
}
