import {
  BUDGET_TIERS,
  DIVISIONS,
  FIRM_SORTS,
  INTERIOR_CATEGORIES,
  LAND_UNITS,
  LISTING_SORTS,
  plainNumberText,
} from '@ghorbari/contracts';
import { paths } from '../../config/paths.ts';

/**
 * The search page's state lives in the URL (issue 17): shareable, server-rendered, undone by the
 * back button. Each tab searches its own kind with only the filters that kind's API takes;
 * anything malformed in a hand-edited link is dropped (an upside-down range is turned round), so
 * a link never makes the API refuse the page.
 */
export const SEARCH_KINDS = ['sell', 'rent', 'group', 'interior'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export type PostKind = 'sell' | 'rent';
export const isPostKind = (kind: SearchKind): kind is PostKind => kind === 'sell' || kind === 'rent';

export interface SearchFilters {
  division: string;
  district: string;
  subDistrict: string;
  /** A neighbourhood of a city thana (Mirpur 10); posts only. */
  neighbourhood: string;
  /** Words as people type them; posts search everything, firms their name. */
  q: string;
  /** Whole taka, ASCII digits: a post's price or monthly rent, an offer's price per share. */
  minPrice: string;
  maxPrice: string;
  /** Square feet: a post's floor area, an offer's flat size. */
  minSize: string;
  maxSize: string;
  /** Land in `landUnit` (katha when ''), posts only. */
  minLand: string;
  maxLand: string;
  landUnit: string;
  /** Firms only. */
  category: string;
  budget: string;
  /** The order; '' is the kind's default (see defaultSort). */
  sort: string;
}

export const emptySearchFilters: SearchFilters = {
  division: '',
  district: '',
  subDistrict: '',
  neighbourhood: '',
  q: '',
  minPrice: '',
  maxPrice: '',
  minSize: '',
  maxSize: '',
  minLand: '',
  maxLand: '',
  landUnit: '',
  category: '',
  budget: '',
  sort: '',
};

export interface SearchState {
  kind: SearchKind;
  filters: SearchFilters;
  page: number;
}

type Key = keyof SearchFilters;
const PLACE: Key[] = ['division', 'district', 'subDistrict', 'neighbourhood'];
const POST_KEYS: Key[] = [
  ...PLACE,
  'q',
  'minPrice',
  'maxPrice',
  'minSize',
  'maxSize',
  'minLand',
  'maxLand',
  'landUnit',
  'sort',
];
/** What each kind's API takes (contracts: postListQuerySchema, groupListQuerySchema, firmListQuerySchema). */
export const KEYS_OF: Record<SearchKind, readonly Key[]> = {
  sell: POST_KEYS,
  rent: POST_KEYS,
  group: ['division', 'district', 'minPrice', 'maxPrice', 'minSize', 'maxSize'],
  interior: ['division', 'district', 'q', 'category', 'budget', 'sort'],
};
export const takes = (kind: SearchKind, key: Key) => KEYS_OF[kind].includes(key);

/** The orders a kind offers: best match only when there are words to match. Group offers come newest first. */
export function sortsFor(kind: SearchKind, q: string): readonly string[] {
  if (kind === 'interior') return FIRM_SORTS;
  if (kind === 'group') return [];
  return q ? LISTING_SORTS : LISTING_SORTS.filter((sort) => sort !== 'relevance');
}

/** The order when none is chosen: best match for words, newest otherwise; firms best rated. */
export function defaultSort(kind: SearchKind, q: string): string {
  if (kind === 'interior') return FIRM_SORTS[0];
  if (kind === 'group') return '';
  return q ? 'relevance' : 'newest';
}

export const SEARCH_MAX_LENGTH = 100;
const PLACE_ID = /^[a-z0-9-]{1,80}$/;
const WHOLE = /^\d{1,13}$/;
/** Land may be a fraction: 2.5 katha, 0.33 acre. */
const DECIMAL = /^\d{1,7}(\.\d{1,2})?$/;
const LIMIT: Partial<Record<Key, number>> = {
  minPrice: 1_000_000_000_000,
  maxPrice: 1_000_000_000_000,
  minSize: 10_000_000,
  maxSize: 10_000_000,
  minLand: 1_000_000,
  maxLand: 1_000_000,
};
const oneOf = (values: readonly string[], value: string) => (values.includes(value) ? value : '');

/** A typed number as plain ASCII ("২৫,০০০" → "25000"), or '' when it is not one the API accepts. */
export function cleanNumber(
  key: 'minPrice' | 'maxPrice' | 'minSize' | 'maxSize' | 'minLand' | 'maxLand',
  text: string,
) {
  const plain = (plainNumberText(text) as string).trim();
  const land = key === 'minLand' || key === 'maxLand';
  if (!(land ? DECIMAL : WHOLE).test(plain) || Number(plain) > (LIMIT[key] ?? 0)) return '';
  return String(Number(plain));
}

/** The words of a search, one space between them, within the API's limit. */
export const cleanWords = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);

/** Keeps only what `kind` takes, drops what does not hold together, and leaves defaults out. */
export function normalise(kind: SearchKind, raw: SearchFilters): SearchFilters {
  const filters = { ...emptySearchFilters };
  const accepted = (key: Key) => takes(kind, key);
  if ((DIVISIONS as readonly string[]).includes(raw.division)) {
    filters.division = raw.division;
    if (PLACE_ID.test(raw.district)) {
      filters.district = raw.district;
      if (accepted('subDistrict') && PLACE_ID.test(raw.subDistrict)) {
        filters.subDistrict = raw.subDistrict;
        if (PLACE_ID.test(raw.neighbourhood)) filters.neighbourhood = raw.neighbourhood;
      }
    }
  }
  if (accepted('q')) filters.q = cleanWords(raw.q);
  for (const [min, max] of [
    ['minPrice', 'maxPrice'],
    ['minSize', 'maxSize'],
    ['minLand', 'maxLand'],
  ] as const) {
    if (!accepted(min)) continue;
    let low = cleanNumber(min, raw[min]);
    let high = cleanNumber(max, raw[max]);
    if (low !== '' && high !== '' && Number(low) > Number(high)) [low, high] = [high, low];
    filters[min] = low;
    filters[max] = high;
  }
  if (filters.minLand || filters.maxLand) {
    const unit = oneOf(LAND_UNITS, raw.landUnit);
    filters.landUnit = unit === 'katha' ? '' : unit;
  }
  if (accepted('category')) filters.category = oneOf(INTERIOR_CATEGORIES, raw.category);
  if (accepted('budget')) filters.budget = oneOf(BUDGET_TIERS, raw.budget);
  if (accepted('sort')) {
    const sort = oneOf(sortsFor(kind, filters.q), raw.sort);
    filters.sort = sort === defaultSort(kind, filters.q) ? '' : sort;
  }
  return filters;
}

export function readSearch(params: URLSearchParams): SearchState {
  const kind = (oneOf(SEARCH_KINDS, params.get('type') ?? '') || 'sell') as SearchKind;
  const raw = { ...emptySearchFilters };
  for (const key of Object.keys(raw) as Key[]) raw[key] = params.get(key)?.trim() ?? '';
  const page = Number(params.get('page'));
  return {
    kind,
    filters: normalise(kind, raw),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The search's own address: the tab first, then what is set, page 1 and default orders left out. */
export function searchHref(kind: SearchKind, filters: SearchFilters, page = 1): string {
  const clean = normalise(kind, filters);
  const params = new URLSearchParams({ type: kind });
  for (const key of KEYS_OF[kind]) if (clean[key]) params.set(key, clean[key]);
  if (page > 1) params.set('page', String(page));
  return `${paths.propertySearch}?${params.toString()}`;
}

/**
 * Another tab keeps the place (as far as that kind knows places); between sale and rent it keeps
 * the words, size and land too. Prices mean different things per kind (price, monthly rent, a
 * share), so they start afresh, as do the orders.
 */
export function tabHref(from: SearchState, kind: SearchKind): string {
  const keep: Key[] =
    isPostKind(from.kind) && isPostKind(kind)
      ? [...PLACE, 'q', 'minSize', 'maxSize', 'minLand', 'maxLand', 'landUnit']
      : PLACE;
  const filters = { ...emptySearchFilters };
  for (const key of keep) filters[key] = from.filters[key];
  return searchHref(kind, filters);
}

/** How many of the folded filters are set (the place, each range, category, budget), for the toggle's badge. */
export const narrowingCount = (filters: SearchFilters) =>
  [
    filters.division,
    filters.minPrice || filters.maxPrice,
    filters.minSize || filters.maxSize,
    filters.minLand || filters.maxLand,
    filters.category,
    filters.budget,
  ].filter(Boolean).length;

/** The parameters of the kind's API call for this search (its own names, the effective order, the page). */
export function apiParams(state: SearchState, limit: number): URLSearchParams {
  const { kind, filters, page } = state;
  const params = new URLSearchParams();
  if (isPostKind(kind)) params.set('type', kind);
  for (const key of KEYS_OF[kind]) if (key !== 'sort' && filters[key]) params.set(key, filters[key]);
  const sort = filters.sort || defaultSort(kind, filters.q);
  if (sort) params.set('sort', sort);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params;
}
