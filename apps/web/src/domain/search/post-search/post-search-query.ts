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
  wordsForOtherTab,
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
  /**
   * Several areas of the chosen district at once (issue 63: Mirpur or Mohammadpur), a comma list
   * of sub-district (or neighbourhood) ids in order; kept only with its district, in place of the
   * single sub-district and neighbourhood.
   */
  areas: string;
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
  /** "1" to "4", the last meaning four or more; several as a comma list in order ("2,3": two or three). */
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
  areas: '',
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
/**
 * The filters that take several values (issue 63): a comma list in the address ("bedrooms=2,3"),
 * or the same name repeated, as a plain form's checkboxes send them before the page's JavaScript.
 */
export const LIST_KEYS = ['areas', 'bedrooms'] as const satisfies readonly PostFilterKey[];
/** The values of a list filter ("2,3" → ["2", "3"]). */
export const listValues = (value: string): string[] => value.split(',').filter(Boolean);
export const PLACE_KEYS = ['division', 'district', 'subDistrict', 'neighbourhood', 'areas'] as const;

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

type RawValue = string | number | null | undefined | readonly (string | number)[];
type RawFilters = Partial<Record<PostFilterKey, RawValue>>;

/** Each value once, in order (as the API orders them: room counts are one digit, ids lower-case letters). */
const sortedOnce = (values: string[]): string[] => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Bedroom counts: each of ROOM_CHOICES (Bengali digits read), once, in order; the rest dropped. */
const cleanRooms = (text: string): string =>
  sortedOnce(
    text
      .split(',')
      .map((part) => String(plainNumberText(part.trim())))
      .filter((part) => ROOM_CHOICES.includes(part)),
  ).join(',');

/**
 * Areas of `district`: ids of its places (written district first, ADR 054), each once, in order,
 * at most LIMITS.listing.areas; the rest dropped.
 */
const cleanAreas = (text: string, district: string): string =>
  sortedOnce(
    text
      .split(',')
      .map((part) => part.trim())
      .filter((id) => PLACE_ID.test(id) && id.startsWith(`${district}-`)),
  )
    .slice(0, LIMITS.listing.areas)
    .join(',');

/**
 * The filters as the API takes them: a place only with the places above it, numbers in ASCII
 * within the API's limits (an upside-down range turned round), a land unit only with a land range
 * (katha, the default, left out), rooms 1–4, the tenant only for rent, and the default order left
 * out.
 */
export function normalisePostFilters(raw: RawFilters, type?: PostType): PostFilters {
  // A list comes as one comma list or as several values: either is read as the comma list.
  const text = (key: PostFilterKey) => {
    const value = raw[key];
    return (Array.isArray(value) ? value.join(',') : String(value ?? '')).trim();
  };
  const filters = { ...emptyPostFilters };
  if ((DIVISIONS as readonly string[]).includes(text('division'))) {
    filters.division = text('division');
    if (PLACE_ID.test(text('district'))) {
      filters.district = text('district');
      // Several areas stand in place of the one sub-district and its neighbourhood (issue 63).
      filters.areas = cleanAreas(text('areas'), filters.district);
      if (!filters.areas && PLACE_ID.test(text('subDistrict'))) {
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
  filters.bedrooms = cleanRooms(text('bedrooms'));
  filters.bathrooms = oneOf(ROOM_CHOICES, String(plainNumberText(text('bathrooms'))));
  filters.furnishing = oneOf(FURNISHINGS, text('furnishing'));
  filters.tenant = type === 'sell' ? '' : oneOf(TENANT_TYPES, text('tenant'));
  filters.moveIn = type === 'sell' ? '' : oneOf(MOVE_IN_CHOICES, text('moveIn'));
  const sort = sortOf({ q: filters.q, sort: text('sort') });
  filters.sort = sort === defaultSort(filters) ? '' : sort;
  return filters;
}

/** The areas a search chose (issue 63): its list, else its one sub-district, else none. */
export const chosenAreas = (filters: Pick<PostFilters, 'areas' | 'subDistrict'>): string[] =>
  filters.areas ? listValues(filters.areas) : filters.subDistrict ? [filters.subDistrict] : [];

/**
 * The place filters with these areas of the district chosen (issue 63): none; one sub-district
 * as the single filter it always was (its neighbourhood kept); or the list. `isSubDistrict` tells
 * the district's sub-districts from other ids (a neighbourhood in a list from a link).
 */
export function withAreas(
  filters: Pick<PostFilters, 'subDistrict' | 'neighbourhood'>,
  ids: readonly string[],
  isSubDistrict: (id: string) => boolean,
): Pick<PostFilters, 'subDistrict' | 'neighbourhood' | 'areas'> {
  const [only] = ids;
  if (only === undefined) return { subDistrict: '', neighbourhood: '', areas: '' };
  if (ids.length === 1 && isSubDistrict(only))
    return { subDistrict: only, neighbourhood: filters.subDistrict === only ? filters.neighbourhood : '', areas: '' };
  return { subDistrict: '', neighbourhood: '', areas: sortedOnce([...ids]).join(',') };
}

/** The bedroom counts with `count` ticked or not ("2,3"). */
export const withRoomCount = (bedrooms: string, count: string, ticked: boolean): string =>
  sortedOnce(ticked ? [...listValues(bedrooms), count] : listValues(bedrooms).filter((value) => value !== count)).join(
    ',',
  );

/**
 * The filters in a page's address (or any query of GET /api/posts): a list filter from all its
 * values ("bedrooms=2&bedrooms=3", as a form before JavaScript sends it, or "bedrooms=2,3").
 */
export const readPostFilters = (params: URLSearchParams, type?: PostType): PostFilters =>
  normalisePostFilters(postParamsOf(params), type);

/** A post search's parameters as one value each: a list filter's values joined (see readPostFilters). */
export function postParamsOf(params: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = Object.fromEntries(params);
  for (const key of LIST_KEYS) if (params.has(key)) raw[key] = params.getAll(key).join(',');
  return raw;
}

/** A query as text, its lists' commas left as they are ("bedrooms=2,3": no escaping needed in a query). */
export const queryText = (params: URLSearchParams): string => params.toString().replace(/%2C/gi, ',');

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

/**
 * The purpose a search is listed under (issue 63: one interpretation everywhere): the one its
 * words name (a purpose word, else a renter's or a buyer's words), else the page's or tab's own.
 * The home box, the search page's tabs, the listing pages and their islands all decide by it, so
 * the same words list the same posts whether a page has come alive or not.
 */
export const purposeOf = (type: PostType, q: string): PostType => purposeNamedIn(q) ?? type;

/** The sell or rent listing page with these filters (the other one when the words name its purpose). */
export function listingHref(type: PostType, filters: PostFilters, page = 1): string {
  const decided = purposeOf(type, filters.q);
  const base = decided === 'sell' ? paths.buySell : paths.rent;
  const query = queryText(writePostFilters(normalisePostFilters(filters, decided), page));
  return query ? `${base}?${query}` : base;
}

/** The search page's address of a sale or rent search (its tabs, features/search), on the tab the words name. */
export function postSearchPageHref(type: PostType, filters: PostFilters, page = 1): string {
  const decided = purposeOf(type, filters.q);
  const params = new URLSearchParams({ type: decided });
  for (const [key, value] of writePostFilters(normalisePostFilters(filters, decided), page)) params.set(key, value);
  return `${paths.propertySearch}?${queryText(params)}`;
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
  query: Readonly<Record<string, RawValue>>,
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

/** q without the words that would decide the purpose (contracts: wordsForOtherTab). */
export { wordsForOtherTab };
export const withoutPurposeWords = (q: string): string => wordsForOtherTab(q).q;

export type FieldGroup = RangeGroup | 'q';
export interface FilterProblem {
  group: FieldGroup;
  /** A key of `listings` (numberInvalid) or of `messages` (the contracts' own messages). */
  message: string;
}
