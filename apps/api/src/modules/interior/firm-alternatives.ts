import { FIRM_SORTS, type FirmAlternativeKind, type FirmListQuery } from '@ghorbari/contracts';
import { LOCATIONS } from '@ghorbari/contracts/locations';
import { distanceKm, pointOf, type LatLng } from '@ghorbari/contracts/locations/points';
import { AppError } from '../../errors/app-error.ts';

/** A firm search without its page. */
export type FirmSearch = Omit<FirmListQuery, 'page' | 'limit'>;

/** A search one step wider than the reader's, and how its firms are picked and ordered. */
export interface WiderFirmSearch {
  kind: FirmAlternativeKind;
  /** The wider search itself, as a link takes it. */
  search: FirmSearch;
  /** Its firms based outside this division come first (the rest of the country). */
  elsewhereFirst?: string;
  /** Then the districts nearest the place searched first (the places around). */
  nearestFirst?: string[];
  /** The cheapest first: the firms nearest above the reader's budget lead. */
  cheapestFirst?: boolean;
}

const divisionOfDistrict = new Map(LOCATIONS.districts.map((district) => [district.id, district.divisionId]));

const placeRefused = () =>
  new AppError('VALIDATION_FAILED', 'validation.choiceInvalid', undefined, [
    { path: 'district', messageKey: 'validation.choiceInvalid' },
  ]);

/**
 * The district's division: the one asked, when the district lies in it. A district the gazetteer
 * does not know, or one named with another division, is refused (a 400, not a guess).
 */
function placeOf(search: FirmSearch): { division?: string; district?: string } {
  if (!search.district) return search.division ? { division: search.division } : {};
  const division = divisionOfDistrict.get(search.district);
  if (!division || (search.division && search.division !== division)) throw placeRefused();
  return { division, district: search.district };
}

/** The point of the place searched: its district's, else its division's. */
function originOf(place: { division?: string; district?: string }): LatLng | undefined {
  if (place.district) return pointOf('district', place.district);
  return place.division ? pointOf('division', place.division) : undefined;
}

/** Every district, the nearest to the place searched first (none without a place). */
function districtsNearest(place: { division?: string; district?: string }): string[] | undefined {
  const origin = originOf(place);
  if (!origin) return undefined;
  return LOCATIONS.districts
    .map((district) => ({ id: district.id, point: pointOf('district', district.id) }))
    .map(({ id, point }) => ({ id, km: point ? distanceKm(origin, point) : Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.km - b.km)
    .map(({ id }) => id);
}

/**
 * How far a firm's district lies from the place searched, in whole kilometres (district to
 * district, as the crow flies): null in the district searched, without a place, or without points.
 */
export function distanceOf(search: FirmSearch, firm: { district: string }): number | null {
  const place = placeOf(search);
  if (place.district === firm.district || (!place.district && !place.division)) return null;
  if (!place.district && divisionOfDistrict.get(firm.district) === place.division) return null;
  const origin = originOf(place);
  const point = pointOf('district', firm.district);
  return origin && point ? Math.round(distanceKm(origin, point)) : null;
}

/**
 * The searches one step wider than a firm search that found little (issue 63: the directory never
 * ends in a dead end), in the order they are offered: without the name, without the budget (the
 * nearest above it first), the whole division around the district, without the lowest rating,
 * the whole country (other divisions' firms first), other kinds of work. Each drops one thing the
 * reader chose and keeps the rest. Firms record only where they are based, not where they work,
 * so the places around are their division's other districts, then the other divisions, the
 * nearest districts first (by the gazetteer's points).
 */
export function widerFirmSearches(search: FirmSearch): WiderFirmSearch[] {
  const place = placeOf(search);
  const nearestFirst = districtsNearest(place);
  const out: WiderFirmSearch[] = [];
  if (search.q) out.push({ kind: 'name', search: { ...search, q: undefined } });
  if (search.budget || search.maxBudget !== undefined)
    out.push({ kind: 'budget', search: { ...search, budget: undefined, maxBudget: undefined }, cheapestFirst: true });
  if (place.district)
    out.push({
      kind: 'nearby',
      search: { ...search, division: place.division as FirmSearch['division'], district: undefined },
      nearestFirst,
    });
  if (search.minRating) out.push({ kind: 'rating', search: { ...search, minRating: undefined } });
  if (place.division)
    out.push({
      kind: 'country',
      search: { ...search, division: undefined, district: undefined },
      elsewhereFirst: place.division,
      nearestFirst,
    });
  if (search.category) out.push({ kind: 'category', search: { ...search, category: undefined } });
  return out;
}

/** A firm search as the query string GET /api/interior takes: unset fields and the default order left out. */
export function firmQueryOf(search: FirmSearch): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'sort' && value === FIRM_SORTS[0]) continue;
    query[key] = String(value);
  }
  return query;
}
