import {
  DIVISIONS,
  FURNISHINGS,
  LAND_UNITS,
  LIMITS,
  LISTING_SORTS,
  PROPERTY_TYPES,
  TENANT_TYPES,
  issueMessageKey,
  postListQuerySchema,
  type ListingSort,
  type MessageKey,
  type PostListQuery,
  type PropertyType,
} from '@ghorbari/contracts';

/**
 * The listing filters live in the URL (shareable; the back button undoes them). This module
 * reads them from and writes them to search params, dropping anything malformed so a hand-edited
 * link never makes the API refuse the whole page.
 */
export interface ListingFilters {
  /** Words as people type them: Bengali, English, Banglish, a PostID (issue 17, ADR 019). */
  q: string;
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
  /** Land in `landUnit` (katha when none), decimals allowed ("1.5" bigha). */
  minLand: string;
  maxLand: string;
  landUnit: string;
  /** "1" to "4"; the last means four or more. */
  bedrooms: string;
  bathrooms: string;
  furnishing: string;
  /** Rent: who the home is let to (family, bachelor…). */
  tenant: string;
  /**
   * The order of the results (not a filter): '' is the default, best match with a keyword and
   * newest first without one (see `sortOf`).
   */
  sort: string;
}

export const emptyFilters: ListingFilters = {
  q: '',
  division: '',
  district: '',
  subDistrict: '',
  neighbourhood: '',
  propertyType: '',
  minPrice: '',
  maxPrice: '',
  minSize: '',
  maxSize: '',
  minLand: '',
  maxLand: '',
  landUnit: '',
  bedrooms: '',
  bathrooms: '',
  furnishing: '',
  tenant: '',
  sort: '',
};

const FILTER_KEYS = Object.keys(emptyFilters) as (keyof ListingFilters)[];
export const NUMBER_KEYS = ['minPrice', 'maxPrice', 'minSize', 'maxSize'] as const;
export const LAND_KEYS = ['minLand', 'maxLand'] as const;
/** As the API takes it (postListQuerySchema.q). */
export const KEYWORD_MAX = 100;
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
/** Land comes in parts of a unit too: "1.5" bigha, "33.5" shotok. */
export const isLandNumber = (value: string) => /^\d{1,7}(\.\d{1,3})?$/.test(value);

/** Spaces folded, as the API trims them; '' for nothing or for more than it takes. */
const keywordOf = (value: string) => {
  const words = value.replace(/\s+/g, ' ').trim();
  return words.length <= KEYWORD_MAX ? words : '';
};

/** The order that applies when none is chosen: best match for a keyword, else newest. */
export const defaultSort = (filters: Pick<ListingFilters, 'q'>): ListingSort => (filters.q ? 'relevance' : 'newest');

/** The order the results are in; best match exists only with a keyword. */
export function sortOf(filters: Pick<ListingFilters, 'q' | 'sort'>): ListingSort {
  const chosen = (LISTING_SORTS as readonly string[]).includes(filters.sort) ? (filters.sort as ListingSort) : null;
  if (!chosen || (chosen === 'relevance' && !filters.q)) return defaultSort(filters);
  return chosen;
}

/** The sorts a reader can pick: best match only when there is a keyword to match. */
export const sortsFor = (filters: Pick<ListingFilters, 'q'>): ListingSort[] =>
  LISTING_SORTS.filter((sort) => sort !== 'relevance' || filters.q !== '');

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
  filters.q = keywordOf(params.get('q') ?? '');
  for (const key of NUMBER_KEYS) if (isWholeNumber(get(key))) filters[key] = get(key);
  for (const key of LAND_KEYS) if (isLandNumber(get(key))) filters[key] = get(key);
  if (filters.minLand || filters.maxLand) filters.landUnit = oneOf(LAND_UNITS, get('landUnit'));
  // A hand-edited upside-down range is dropped, as the form would never send it.
  for (let range = invalidRange(filters); range; range = invalidRange(filters)) Object.assign(filters, RANGES[range]);
  filters.bedrooms = oneOf(ROOM_CHOICES, get('bedrooms'));
  filters.bathrooms = oneOf(ROOM_CHOICES, get('bathrooms'));
  filters.furnishing = oneOf(FURNISHINGS, get('furnishing'));
  filters.tenant = oneOf(TENANT_TYPES, get('tenant'));
  filters.sort = get('sort');
  filters.sort = sortOf(filters) === defaultSort(filters) ? '' : sortOf(filters);
  return filters;
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** Search params for filters and a page (page 1 is left out, so the plain URL stays plain). */
export function writeParams(filters: ListingFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  const sort = sortOf(filters);
  const hasLand = filters.minLand !== '' || filters.maxLand !== '';
  for (const key of FILTER_KEYS) {
    if (key === 'sort' || (key === 'landUnit' && !hasLand)) continue;
    if (filters[key]) params.set(key, filters[key]);
  }
  if (sort !== defaultSort(filters)) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Whether anything narrows the results (the sort only orders them). */
export const hasFilters = (filters: ListingFilters) => FILTER_KEYS.some((key) => key !== 'sort' && filters[key] !== '');

export type RangeGroup = 'price' | 'size' | 'land';
const RANGES: Record<RangeGroup, Partial<ListingFilters>> = {
  price: { minPrice: '', maxPrice: '' },
  size: { minSize: '', maxSize: '' },
  land: { minLand: '', maxLand: '', landUnit: '' },
};

/** Which range is upside down (minimum above maximum), if any. */
export function invalidRange(filters: ListingFilters): RangeGroup | null {
  const upsideDown = (min: string, max: string) => min !== '' && max !== '' && Number(min) > Number(max);
  if (upsideDown(filters.minPrice, filters.maxPrice)) return 'price';
  if (upsideDown(filters.minSize, filters.maxSize)) return 'size';
  if (upsideDown(filters.minLand, filters.maxLand)) return 'land';
  return null;
}

/** The query GET /api/posts takes for these filters, the order always spelt out. */
export function apiParams(type: 'sell' | 'rent', filters: ListingFilters, page = 1): URLSearchParams {
  const params = writeParams(filters, page);
  params.set('type', type);
  params.set('sort', sortOf(filters));
  return params;
}

/** The search as the contracts read it (for "Save this search"), or null if they would refuse it. */
export function searchOf(type: 'sell' | 'rent', filters: ListingFilters): Omit<PostListQuery, 'page' | 'limit'> | null {
  const parsed = postListQuerySchema.safeParse(Object.fromEntries(apiParams(type, filters)));
  if (!parsed.success) return null;
  const { page: _page, limit: _limit, ...search } = parsed.data;
  return search;
}

export type FieldGroup = RangeGroup | 'q';
export interface FilterProblem {
  group: FieldGroup;
  /** A key of `listings` (numberInvalid) or of `messages` (the contracts' own messages). */
  message: string;
}

const GROUP_OF: Partial<Record<string, FieldGroup>> = {
  q: 'q',
  minPrice: 'price',
  maxPrice: 'price',
  minSize: 'size',
  maxSize: 'size',
  minLand: 'land',
  maxLand: 'land',
};

/**
 * What is wrong with the form's filters, checked the way the API checks them (the contracts'
 * postListQuerySchema, so "min above max" reads the same message in the browser and from the
 * API); null when they can be applied.
 */
export function findProblem(type: 'sell' | 'rent', draft: ListingFilters): FilterProblem | null {
  for (const key of NUMBER_KEYS)
    if (draft[key] !== '' && !isWholeNumber(draft[key]))
      return { group: GROUP_OF[key]!, message: 'listings:filters.numberInvalid' };
  for (const key of LAND_KEYS)
    if (draft[key] !== '' && !isLandNumber(draft[key]))
      return { group: 'land', message: 'listings:filters.numberInvalid' };
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (draft[key] && key !== 'sort') params.set(key, draft[key]);
  params.set('type', type);
  const parsed = postListQuerySchema.safeParse(Object.fromEntries(params));
  if (parsed.success) return null;
  const issue = parsed.error.issues.find((entry) => GROUP_OF[String(entry.path[0])]) ?? parsed.error.issues[0]!;
  const message: MessageKey = issueMessageKey(issue);
  return { group: GROUP_OF[String(issue.path[0])] ?? 'q', message: `messages:${message}` };
}
