import {
  DIVISIONS,
  FURNISHINGS,
  LAND_UNITS,
  LIMITS,
  LISTING_SORTS,
  PROPERTY_TYPES,
  MOVE_IN_CHOICES,
  TENANT_TYPES,
  plainNumberText,
  purposeNamedIn,
  type ListingSort,
} from '@ghorbari/contracts';
import { paths } from '../../../config/paths.ts';

/**
 * One codec between a post search's address and the query GET /api/posts takes (issue 29, item
 * 4), shared by every list of posts: the sell and rent listings, the search page's sell and rent
 * tabs, saved searches and the wider searches of an empty result. The search lives in the URL
 * (shareable, rendered on the server, undone by the back button); whatever is malformed in a
 * hand-edited link is dropped or mended (Bengali digits read, an upside-down range turned round),
 * so a link never makes the API refuse the page.
 */
export type PostType = 'sell' | 'rent';
export const isPostType = (value: unknown): value is PostType => value === 'sell' || value === 'rent';

/** Every filter of postListQuerySchema, as text ('' when unset), in the order the URL spells them. */
export interface PostFilters {
  division: string;
  district: string;
  subDistrict: string;
  /** A neighbourhood of the chosen city thana (Mirpur 10); kept only with its sub-district. */
  neighbourhood: string;
  /** Words as people type them: Bengali, English, Banglish, a PostID (issue 17, ADR 019). */
  q: string;
  propertyType: string;
  /** Whole taka, ASCII digits: the price, or the monthly rent. */
  minPrice: string;
  maxPrice: string;
  /** Whole square feet. */
  minSize: string;
  maxSize: string;
  /** Land in `landUnit` (katha when ''), decimals allowed ("1.5" bigha). */
  minLand: string;
  maxLand: string;
  landUnit: string;
  /** "1" to "4"; the last means four or more. */
  bedrooms: string;
  bathrooms: string;
  furnishing: string;
  /** Rent only: who the home is let to (family, bachelor…). */
  tenant: string;
  /** Rent only: move in now or from next month, by the post's "available from" month (issue 41). */
  moveIn: string;
  /** The order (not a filter): '' is the default, best match with words and newest without. */
  sort: string;
}
export type PostFilterKey = keyof PostFilters;

export const emptyPostFilters: PostFilters = {
  division: '',
  district: '',
  subDistrict: '',
  neighbourhood: '',
  q: '',
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
  moveIn: '',
  sort: '',
};
export const POST_FILTER_KEYS = Object.keys(emptyPostFilters) as PostFilterKey[];
export const PLACE_KEYS = ['division', 'district', 'subDistrict', 'neighbourhood'] as const;

/** As the API takes it (postListQuerySchema.q). */
export const KEYWORD_MAX = 100;
/** The room counts a reader picks from: 1, 2, 3 and "4+". */
export const ROOM_CHOICES = Array.from({ length: LIMITS.listing.roomsOrMore }, (_, index) => String(index + 1));

export type RangeGroup = 'price' | 'size' | 'land';
export const RANGE_KEYS = {
  price: ['minPrice', 'maxPrice'],
  size: ['minSize', 'maxSize'],
  land: ['minLand', 'maxLand'],
} as const satisfies Record<RangeGroup, readonly [PostFilterKey, PostFilterKey]>;
/** The largest value of each range the API takes. */
const RANGE_LIMIT: Record<RangeGroup, number> = { price: 1_000_000_000_000, size: 10_000_000, land: 1_000_000 };

const PLACE_ID = /^[a-z0-9-]{1,80}$/;
const oneOf = (values: readonly string[], value: string) => (values.includes(value) ? value : '');

/** Bengali keyboards type ০–৯; separators such as commas are ignored. */
export const toAsciiNumber = (value: string): string =>
  value
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/[,\s_]/g, '')
    .trim();

export const isWholeNumber = (value: string) => /^\d{1,13}$/.test(value);
/** Land comes in parts of a unit too: "1.5" bigha, "0.331" acre. */
export const isLandNumber = (value: string) => /^\d{1,7}(\.\d{1,3})?$/.test(value);

/** A number as the API takes it for `group` ("২৫,০০০" → "25000"), or '' when it is not one. */
export function cleanNumber(group: RangeGroup, text: string): string {
  const plain = String(plainNumberText(text)).trim();
  if (!(group === 'land' ? isLandNumber : isWholeNumber)(plain) || Number(plain) > RANGE_LIMIT[group]) return '';
  return String(Number(plain));
}

/** The words of a search, one space between them, within the API's limit. */
export const cleanWords = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, KEYWORD_MAX).trim();

/** The order that applies when none is chosen: best match for words, else newest. */
export const defaultSort = (filters: Pick<PostFilters, 'q'>): ListingSort => (filters.q ? 'relevance' : 'newest');

/** The order the results are in; best match exists only with words to match. */
export function sortOf(filters: Pick<PostFilters, 'q' | 'sort'>): ListingSort {
  const chosen = (LISTING_SORTS as readonly string[]).includes(filters.sort) ? (filters.sort as ListingSort) : null;
  if (!chosen || (chosen === 'relevance' && !filters.q)) return defaultSort(filters);
  return chosen;
}

/** The orders a reader can pick: best match only when there are words to match. */
export const sortsFor = (filters: Pick<PostFilters, 'q'>): ListingSort[] =>
  LISTING_SORTS.filter((sort) => sort !== 'relevance' || filters.q !== '');

type RawFilters = Partial<Record<PostFilterKey, string | number | null | undefined>>;

/**
 * The filters as the API takes them: a place only with the places above it, numbers in ASCII
 * within the API's limits (an upside-down range turned round), a land unit only with a land range
 * (katha, the default, left out), rooms 1–4, the tenant only for rent, and the default order left
 * out.
 */
export function normalisePostFilters(raw: RawFilters, type?: PostType): PostFilters {
  const text = (key: PostFilterKey) => String(raw[key] ?? '').trim();
  const filters = { ...emptyPostFilters };
  if ((DIVISIONS as readonly string[]).includes(text('division'))) {
    filters.division = text('division');
    if (PLACE_ID.test(text('district'))) {
      filters.district = text('district');
      if (PLACE_ID.test(text('subDistrict'))) {
        filters.subDistrict = text('subDistrict');
        if (PLACE_ID.test(text('neighbourhood'))) filters.neighbourhood = text('neighbourhood');
      }
    }
  }
  filters.q = cleanWords(text('q'));
  filters.propertyType = oneOf(PROPERTY_TYPES, text('propertyType'));
  for (const group of Object.keys(RANGE_KEYS) as RangeGroup[]) {
    const [minKey, maxKey] = RANGE_KEYS[group];
    let low = cleanNumber(group, text(minKey));
    let high = cleanNumber(group, text(maxKey));
    if (low !== '' && high !== '' && Number(low) > Number(high)) [low, high] = [high, low];
    filters[minKey] = low;
    filters[maxKey] = high;
  }
  if (filters.minLand || filters.maxLand) {
    const unit = oneOf(LAND_UNITS, text('landUnit'));
    filters.landUnit = unit === 'katha' ? '' : unit;
  }
  filters.bedrooms = oneOf(ROOM_CHOICES, String(plainNumberText(text('bedrooms'))));
  filters.bathrooms = oneOf(ROOM_CHOICES, String(plainNumberText(text('bathrooms'))));
  filters.furnishing = oneOf(FURNISHINGS, text('furnishing'));
  filters.tenant = type === 'sell' ? '' : oneOf(TENANT_TYPES, text('tenant'));
  filters.moveIn = type === 'sell' ? '' : oneOf(MOVE_IN_CHOICES, text('moveIn'));
  const sort = sortOf({ q: filters.q, sort: text('sort') });
  filters.sort = sort === defaultSort(filters) ? '' : sort;
  return filters;
}

/** The filters in a page's address (or any query of GET /api/posts). */
export const readPostFilters = (params: URLSearchParams, type?: PostType): PostFilters =>
  normalisePostFilters(Object.fromEntries(params), type);

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The page's own search params: what is set, in a stable order; page 1 and the default order left out. */
export function writePostFilters(filters: PostFilters, page = 1): URLSearchParams {
  const clean = normalisePostFilters(filters);
  const params = new URLSearchParams();
  for (const key of POST_FILTER_KEYS) if (clean[key]) params.set(key, clean[key]);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The sell or rent listing page with these filters. */
export function listingHref(type: PostType, filters: PostFilters, page = 1): string {
  const base = type === 'sell' ? paths.buySell : paths.rent;
  const query = writePostFilters(normalisePostFilters(filters, type), page).toString();
  return query ? `${base}?${query}` : base;
}

/**
 * The search page's address of a sale or rent search (its tabs, features/search): words naming
 * the other purpose are left out, or they would lead straight back to it.
 */
export function postSearchPageHref(type: PostType, filters: PostFilters, page = 1): string {
  const params = new URLSearchParams({ type });
  const named = purposeNamedIn(filters.q);
  const q = named && named !== type ? withoutPurposeWords(filters.q) : filters.q;
  for (const [key, value] of writePostFilters(normalisePostFilters({ ...filters, q }, type), page))
    params.set(key, value);
  return `${paths.propertySearch}?${params.toString()}`;
}

/** The query GET /api/posts takes for this search: the type first, the order always spelt out. */
export function postApiParams(
  type: PostType,
  filters: PostFilters,
  paging: { page?: number; limit?: number } = {},
): URLSearchParams {
  const clean = normalisePostFilters(filters, type);
  const params = new URLSearchParams({ type });
  for (const key of POST_FILTER_KEYS) if (key !== 'sort' && clean[key]) params.set(key, clean[key]);
  params.set('sort', sortOf(clean));
  if (paging.page !== undefined) params.set('page', String(paging.page));
  if (paging.limit !== undefined) params.set('limit', String(paging.limit));
  return params;
}

/** A search GET /api/posts takes (an alternative's query, a saved search's filters), as a page reads it. */
export function readApiQuery(
  query: Readonly<Record<string, string | number | undefined>>,
): { type: PostType; filters: PostFilters } | null {
  if (!isPostType(query.type)) return null;
  return { type: query.type, filters: normalisePostFilters(query, query.type) };
}

/** Whether anything narrows the results (the order only sorts them). */
export const hasFilters = (filters: PostFilters) => POST_FILTER_KEYS.some((key) => key !== 'sort' && filters[key]);

/** How many filters apart from the words are set (the place and each range count once), for the "Filters" button. */
export const activeFilterCount = (filters: PostFilters) =>
  [
    filters.division,
    filters.propertyType,
    filters.minPrice || filters.maxPrice,
    filters.minSize || filters.maxSize,
    filters.minLand || filters.maxLand,
    filters.bedrooms,
    filters.bathrooms,
    filters.furnishing,
    filters.tenant,
    filters.moveIn,
  ].filter(Boolean).length;

/** The words of q as the API numbers them (understood pieces name their tokens by index). */
export const wordsOf = (q: string): string[] => (q.trim() ? q.trim().split(/\s+/) : []);

/** q without the words at these indexes. */
export const withoutTokens = (q: string, tokens: readonly number[]): string =>
  wordsOf(q)
    .filter((_, index) => !tokens.includes(index))
    .join(' ');

/**
 * q without the words that name a purpose ("vara", "বিক্রি", and a renter's words such as
 * "family"), so the same words can be searched on the other tab without deciding it again.
 */
export const withoutPurposeWords = (q: string): string =>
  wordsOf(q)
    .filter((word) => purposeNamedIn(word) === undefined)
    .join(' ');

export type FieldGroup = RangeGroup | 'q';
export interface FilterProblem {
  group: FieldGroup;
  /** A key of `listings` (numberInvalid) or of `messages` (the contracts' own messages). */
  message: string;
}
