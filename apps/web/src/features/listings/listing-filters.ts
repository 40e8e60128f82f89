import {
  DIVISIONS,
  FURNISHINGS,
  LIMITS,
  LISTING_SORTS,
  PROPERTY_TYPES,
  TENANT_TYPES,
  type PropertyType,
} from '@ghorbari/contracts';

/**
 * The listing filters live in the URL (shareable; the back button undoes them). This module
 * reads them from and writes them to search params, dropping anything malformed so a hand-edited
 * link never makes the API refuse the whole page.
 */
export interface ListingFilters {
  division: string;
  district: string;
  subDistrict: string;
  /** A neighbourhood of the chosen city thana (Mirpur 10); kept only with its sub-district. */
  neighbourhood: string;
  propertyType: string;
  minPrice: string;
  maxPrice: string;
  minSize: string;
  maxSize: string;
  /** "1" to "4"; the last means four or more. */
  bedrooms: string;
  bathrooms: string;
  furnishing: string;
  /** Rent: who the home is let to (family, bachelor…). */
  tenant: string;
  /** The order of the results (not a filter): '' is newest first. */
  sort: string;
}

export const emptyFilters: ListingFilters = {
  division: '',
  district: '',
  subDistrict: '',
  neighbourhood: '',
  propertyType: '',
  minPrice: '',
  maxPrice: '',
  minSize: '',
  maxSize: '',
  bedrooms: '',
  bathrooms: '',
  furnishing: '',
  tenant: '',
  sort: '',
};

const FILTER_KEYS = Object.keys(emptyFilters) as (keyof ListingFilters)[];
export const NUMBER_KEYS = ['minPrice', 'maxPrice', 'minSize', 'maxSize'] as const;
const PLACE_ID = /^[a-z0-9-]{1,80}$/;
/** The room counts a reader picks from: 1, 2, 3 and "4+". */
export const ROOM_CHOICES = Array.from({ length: LIMITS.listing.roomsOrMore }, (_, index) => String(index + 1));
const oneOf = (values: readonly string[], value: string) => (values.includes(value) ? value : '');

/** Bengali keyboards type ০–৯; separators such as commas are ignored. */
export const toAsciiNumber = (value: string): string =>
  value
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/[,\s_]/g, '')
    .trim();

export const isWholeNumber = (value: string) => /^\d{1,13}$/.test(value);

export function readFilters(params: URLSearchParams): ListingFilters {
  const get = (key: keyof ListingFilters) => params.get(key)?.trim() ?? '';
  const filters = { ...emptyFilters };
  const division = get('division');
  if ((DIVISIONS as readonly string[]).includes(division)) {
    filters.division = division;
    if (PLACE_ID.test(get('district'))) {
      filters.district = get('district');
      if (PLACE_ID.test(get('subDistrict'))) {
        filters.subDistrict = get('subDistrict');
        if (PLACE_ID.test(get('neighbourhood'))) filters.neighbourhood = get('neighbourhood');
      }
    }
  }
  if ((PROPERTY_TYPES as readonly string[]).includes(get('propertyType')))
    filters.propertyType = get('propertyType') as PropertyType;
  for (const key of NUMBER_KEYS) if (isWholeNumber(get(key))) filters[key] = get(key);
  filters.bedrooms = oneOf(ROOM_CHOICES, get('bedrooms'));
  filters.bathrooms = oneOf(ROOM_CHOICES, get('bathrooms'));
  filters.furnishing = oneOf(FURNISHINGS, get('furnishing'));
  filters.tenant = oneOf(TENANT_TYPES, get('tenant'));
  filters.sort = get('sort') === 'newest' ? '' : oneOf(LISTING_SORTS, get('sort'));
  return filters;
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** Search params for filters and a page (page 1 is left out, so the plain URL stays plain). */
export function writeParams(filters: ListingFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Whether anything narrows the results (the sort only orders them). */
export const hasFilters = (filters: ListingFilters) => FILTER_KEYS.some((key) => key !== 'sort' && filters[key] !== '');

/** Which range is upside down (minimum above maximum), if any. */
export function invalidRange(filters: ListingFilters): 'price' | 'size' | null {
  const upsideDown = (min: string, max: string) => min !== '' && max !== '' && Number(min) > Number(max);
  if (upsideDown(filters.minPrice, filters.maxPrice)) return 'price';
  if (upsideDown(filters.minSize, filters.maxSize)) return 'size';
  return null;
}
