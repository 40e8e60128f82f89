import { DIVISIONS, GROUP_SORTS, plainNumberText } from '@ghorbari/contracts';

/**
 * The offer list's filters live in the URL, like the listings' (shareable; the back button undoes
 * them). Anything malformed is dropped, so a hand-edited link never makes the API refuse the page.
 */
export interface GroupFilters {
  division: string;
  /** Kept only with its division. */
  district: string;
  /** Price per share, whole taka, ASCII digits. */
  minPrice: string;
  maxPrice: string;
  /** Flat size, sqft. */
  minSize: string;
  maxSize: string;
  /** The order (issue 44): '' for the default, newest. */
  sort: string;
}

export const emptyGroupFilters: GroupFilters = {
  division: '',
  district: '',
  minPrice: '',
  maxPrice: '',
  minSize: '',
  maxSize: '',
  sort: '',
};

export const DEFAULT_GROUP_SORT = GROUP_SORTS[0];

const FILTER_KEYS = Object.keys(emptyGroupFilters) as (keyof GroupFilters)[];
export const GROUP_NUMBER_KEYS = ['minPrice', 'maxPrice', 'minSize', 'maxSize'] as const;
export type GroupNumberKey = (typeof GROUP_NUMBER_KEYS)[number];
const PLACE_ID = /^[a-z0-9-]{1,60}$/;
/** The API's bounds: a price up to a lakh crore taka, a flat up to 100,000 sqft. */
const MAX_OF: Record<GroupNumberKey, number> = {
  minPrice: 1_000_000_000_000,
  maxPrice: 1_000_000_000_000,
  minSize: 100_000,
  maxSize: 100_000,
};

/** Bengali keyboards type ০–৯, and amounts are written grouped ("২৫,০০০"): read as plain ASCII digits. */
export const toAsciiNumber = (value: string): string => (plainNumberText(value) as string).trim();

/** A whole number the API accepts for this filter. */
export const isValidNumber = (key: GroupNumberKey, value: string): boolean =>
  /^\d{1,13}$/.test(value) && Number(value) <= MAX_OF[key];

export function readGroupFilters(params: URLSearchParams): GroupFilters {
  const get = (key: keyof GroupFilters) => params.get(key)?.trim() ?? '';
  const filters = { ...emptyGroupFilters };
  const division = get('division');
  if ((DIVISIONS as readonly string[]).includes(division)) {
    filters.division = division;
    if (PLACE_ID.test(get('district'))) filters.district = get('district');
  }
  for (const key of GROUP_NUMBER_KEYS) {
    const value = toAsciiNumber(get(key));
    if (isValidNumber(key, value)) filters[key] = String(Number(value));
  }
  const sort = get('sort');
  if ((GROUP_SORTS as readonly string[]).includes(sort) && sort !== DEFAULT_GROUP_SORT) filters.sort = sort;
  return filters;
}

export function readGroupPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** Search params for filters and a page (page 1 is left out, so the plain URL stays plain). */
export function writeGroupParams(filters: GroupFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The filters with everything cleared but the division (the row above the panel) and the order. */
export const clearedGroupFilters = (filters: GroupFilters): GroupFilters => ({
  ...emptyGroupFilters,
  division: filters.division,
  sort: filters.sort,
});

/** Whether anything narrows the offers (the order only arranges them). */
export const hasGroupFilters = (filters: GroupFilters) =>
  FILTER_KEYS.some((key) => key !== 'sort' && filters[key] !== '');

export type GroupFilterProblem = { group: 'price' | 'size'; key: 'numberInvalid' | 'rangeInvalid' } | null;

/** What is wrong with the typed ranges, if anything: a number the API refuses, or a minimum above the maximum. */
export function findGroupProblem(draft: GroupFilters): GroupFilterProblem {
  for (const key of GROUP_NUMBER_KEYS) {
    if (draft[key] !== '' && !isValidNumber(key, draft[key]))
      return { group: key.endsWith('Price') ? 'price' : 'size', key: 'numberInvalid' };
  }
  const upsideDown = (min: string, max: string) => min !== '' && max !== '' && Number(min) > Number(max);
  if (upsideDown(draft.minPrice, draft.maxPrice)) return { group: 'price', key: 'rangeInvalid' };
  if (upsideDown(draft.minSize, draft.maxSize)) return { group: 'size', key: 'rangeInvalid' };
  return null;
}
