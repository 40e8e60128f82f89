import {
  BUDGET_TIERS,
  DIVISIONS,
  FIRM_SORTS,
  GROUP_SORTS,
  INTERIOR_CATEGORIES,
  LISTING_SORTS,
  purposeNamedIn,
} from '@ghorbari/contracts';
import { paths } from '../../config/paths.ts';
import { budgetDigits, isValidBudget } from '../../domain/interior/firm-budget.ts';
import {
  POST_FILTER_KEYS,
  cleanNumber,
  cleanWords,
  emptyPostFilters,
  normalisePostFilters,
  postApiParams,
  postParamsOf,
  postSearchPageHref,
  readPage,
  wordsForOtherTab,
  type PostFilters,
  type PostType,
} from '../../domain/search/post-search/post-search-query.ts';

/**
 * The search page's state lives in the URL (issue 17): shareable, server-rendered, undone by the
 * back button. The sale and rent tabs read and write a post search with the codec every list of
 * posts shares (lib/post-search, issue 29); the group and interior tabs keep their own filters
 * here, on top of it. Anything malformed in a hand-edited link is dropped (an upside-down range
 * is turned round), so a link never makes the API refuse the page.
 */
export const SEARCH_KINDS = ['sell', 'rent', 'group', 'interior'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export type PostKind = PostType;
export const isPostKind = (kind: SearchKind): kind is PostKind => kind === 'sell' || kind === 'rent';

export interface SearchFilters extends PostFilters {
  /** Firms only. */
  category: string;
  budget: string;
  /** Firms only: what the reader can spend, taka per sqft (issue 44); firms whose range starts at or below it. */
  maxBudget: string;
}

export const emptySearchFilters: SearchFilters = { ...emptyPostFilters, category: '', budget: '', maxBudget: '' };

export interface SearchState {
  kind: SearchKind;
  filters: SearchFilters;
  page: number;
}

type Key = keyof SearchFilters;
/** What each kind's API takes (contracts: postListQuerySchema, groupListQuerySchema, firmListQuerySchema). */
export const KEYS_OF: Record<SearchKind, readonly Key[]> = {
  sell: POST_FILTER_KEYS,
  rent: POST_FILTER_KEYS,
  group: ['division', 'district', 'minPrice', 'maxPrice', 'minSize', 'maxSize', 'sort'],
  interior: ['division', 'district', 'q', 'category', 'budget', 'maxBudget', 'sort'],
};
export const takes = (kind: SearchKind, key: Key) => KEYS_OF[kind].includes(key);

/** The orders a kind offers: best match only when there are words to match. */
export function sortsFor(kind: SearchKind, q: string): readonly string[] {
  if (kind === 'interior') return FIRM_SORTS;
  if (kind === 'group') return GROUP_SORTS;
  return q ? LISTING_SORTS : LISTING_SORTS.filter((sort) => sort !== 'relevance');
}

/** The order when none is chosen: best match for words, newest otherwise; firms best rated, offers newest. */
export function defaultSort(kind: SearchKind, q: string): string {
  if (kind === 'interior') return FIRM_SORTS[0];
  if (kind === 'group') return GROUP_SORTS[0];
  return q ? 'relevance' : 'newest';
}

const PLACE_ID = /^[a-z0-9-]{1,80}$/;
const oneOf = (values: readonly string[], value: string) => (values.includes(value) ? value : '');

/** Keeps only what `kind` takes, drops what does not hold together, and leaves defaults out. */
export function normalise(kind: SearchKind, raw: SearchFilters): SearchFilters {
  if (isPostKind(kind)) return { ...normalisePostFilters(raw, kind), category: '', budget: '', maxBudget: '' };
  const filters = { ...emptySearchFilters };
  const accepted = (key: Key) => takes(kind, key);
  if ((DIVISIONS as readonly string[]).includes(raw.division)) {
    filters.division = raw.division;
    if (PLACE_ID.test(raw.district)) filters.district = raw.district;
  }
  if (accepted('q')) filters.q = cleanWords(raw.q);
  for (const [group, min, max] of [
    ['price', 'minPrice', 'maxPrice'],
    ['size', 'minSize', 'maxSize'],
  ] as const) {
    if (!accepted(min)) continue;
    let low = cleanNumber(group, raw[min]);
    let high = cleanNumber(group, raw[max]);
    if (low !== '' && high !== '' && Number(low) > Number(high)) [low, high] = [high, low];
    filters[min] = low;
    filters[max] = high;
  }
  if (accepted('category')) filters.category = oneOf(INTERIOR_CATEGORIES, raw.category);
  if (accepted('budget')) filters.budget = oneOf(BUDGET_TIERS, raw.budget);
  if (accepted('maxBudget')) {
    const most = budgetDigits(raw.maxBudget);
    filters.maxBudget = isValidBudget(most) ? String(Number(most)) : '';
  }
  if (accepted('sort')) {
    const sort = oneOf(sortsFor(kind, filters.q), raw.sort);
    filters.sort = sort === defaultSort(kind, filters.q) ? '' : sort;
  }
  return filters;
}

/**
 * The search in the address. The words decide between sale and rent (issue 29, item 3): words
 * that name a purpose ("ভাড়া", "to-let", "family flat") show that tab, whatever `type` says.
 * Without a tab asked for, rent: as the home box starts (issue 63, ADR 078), so the same words
 * typed in either box search the same.
 */
export function readSearch(params: URLSearchParams): SearchState & { asked: SearchKind } {
  const asked = (oneOf(SEARCH_KINDS, params.get('type') ?? '') || 'rent') as SearchKind;
  const raw = { ...emptySearchFilters };
  // A list filter (issue 63) from all its values: "bedrooms=2&bedrooms=3", as a form before JavaScript sends it.
  const values = postParamsOf(params);
  for (const key of Object.keys(raw) as Key[]) raw[key] = (values[key] ?? '').trim();
  const kind = isPostKind(asked) ? (purposeNamedIn(cleanWords(raw.q)) ?? asked) : asked;
  return { kind, asked, filters: normalise(kind, raw), page: readPage(params) };
}

/**
 * The search's own address: the tab first, then what is set, page 1 and default orders left out.
 * On the sale and rent tabs, the tab is the one the words name (issue 63).
 */
export function searchHref(kind: SearchKind, filters: SearchFilters | PostFilters, page = 1): string {
  if (isPostKind(kind)) return postSearchPageHref(kind, { ...emptyPostFilters, ...filters }, page);
  const params = new URLSearchParams({ type: kind });
  const clean = normalise(kind, { ...emptySearchFilters, ...filters });
  for (const key of KEYS_OF[kind]) if (clean[key]) params.set(key, clean[key]);
  if (page > 1) params.set('page', String(page));
  return `${paths.propertySearch}?${params.toString()}`;
}

/** What goes along from one post tab to the other: prices mean another thing, and only renters ask who may rent. */
const POST_TO_POST: Key[] = [
  'division',
  'district',
  'subDistrict',
  'neighbourhood',
  'areas',
  'q',
  'propertyType',
  'minSize',
  'maxSize',
  'minLand',
  'maxLand',
  'landUnit',
  'bedrooms',
  'bathrooms',
  'furnishing',
];

/**
 * A tab's link. The tab shown links to the search as it is. Another tab keeps the place (as far
 * as that kind knows places); between sale and rent it keeps the words (less those that would
 * name the purpose again), the type, rooms, size and land too. Prices mean different things per kind (price,
 * monthly rent, a share), so they start afresh, as do the orders.
 */
export function tabHref(from: SearchState, kind: SearchKind): string {
  if (kind === from.kind) return searchHref(kind, from.filters);
  const keep: readonly Key[] = isPostKind(from.kind) && isPostKind(kind) ? POST_TO_POST : ['division', 'district'];
  const filters = { ...emptySearchFilters };
  for (const key of keep) filters[key] = from.filters[key];
  if (isPostKind(kind)) {
    // The tab picked wins over the words typed before (issue 63): those that would pick the
    // purpose again go, a buyer's word for a type ("plot") staying as the type's filter.
    const other = wordsForOtherTab(filters.q);
    filters.q = other.q;
    if (other.propertyType && !filters.propertyType) filters.propertyType = other.propertyType;
  }
  return searchHref(kind, filters);
}

/** How many of the folded filters are set (the place, each range, category, budget), for the toggle's badge. */
export const narrowingCount = (filters: SearchFilters) =>
  [
    filters.division,
    filters.minPrice || filters.maxPrice,
    filters.minSize || filters.maxSize,
    filters.category,
    filters.budget,
    filters.maxBudget,
  ].filter(Boolean).length;

/** The parameters of the kind's API call for this search (its own names, the effective order, the page). */
export function apiParams(state: SearchState, limit: number): URLSearchParams {
  const { kind, filters, page } = state;
  if (isPostKind(kind)) return postApiParams(kind, filters, { page, limit });
  const params = new URLSearchParams();
  for (const key of KEYS_OF[kind]) if (key !== 'sort' && filters[key]) params.set(key, filters[key]);
  const sort = filters.sort || defaultSort(kind, filters.q);
  if (sort) params.set('sort', sort);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params;
}
