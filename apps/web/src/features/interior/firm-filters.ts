import { BUDGET_TIERS, DIVISIONS, FIRM_SORTS, INTERIOR_CATEGORIES } from '@ghorbari/contracts';
import { budgetDigits, isValidBudget } from '../../domain/interior/firm-budget.ts';

/**
 * The directory's filters live in the URL, like the listings' (shareable; the back button undoes
 * them). Anything malformed is dropped, so a hand-edited link never makes the API refuse the page.
 */
export interface FirmFilters {
  category: string;
  budget: string;
  /** What the reader can spend, taka per sqft, ASCII digits (issue 44): firms whose range starts at or below it. */
  maxBudget: string;
  division: string;
  /** Kept only with its division. */
  district: string;
  /** '' (any), or one of MIN_RATINGS. */
  minRating: string;
  /** Part of the firm's name. */
  q: string;
  /** The order ('' is the default, best rated). */
  sort: string;
}

export const emptyFirmFilters: FirmFilters = {
  category: '',
  budget: '',
  maxBudget: '',
  division: '',
  district: '',
  minRating: '',
  q: '',
  sort: '',
};

/** The minimum ratings a reader picks from. */
export const MIN_RATINGS = ['3', '4', '4.5'] as const;
export const DEFAULT_FIRM_SORT = FIRM_SORTS[0];
/** Matches the API's limit on the name search. */
export const SEARCH_MAX_LENGTH = 100;

const FILTER_KEYS = Object.keys(emptyFirmFilters) as (keyof FirmFilters)[];
const PLACE_ID = /^[a-z0-9-]{1,60}$/;
export { budgetDigits, isValidBudget };
const oneOf = (values: readonly string[], value: string) => (values.includes(value) ? value : '');

export function readFirmFilters(params: URLSearchParams): FirmFilters {
  const get = (key: keyof FirmFilters) => params.get(key)?.trim() ?? '';
  const division = oneOf(DIVISIONS, get('division'));
  const sort = oneOf(FIRM_SORTS, get('sort'));
  const maxBudget = budgetDigits(get('maxBudget'));
  return {
    category: oneOf(INTERIOR_CATEGORIES, get('category')),
    budget: oneOf(BUDGET_TIERS, get('budget')),
    maxBudget: isValidBudget(maxBudget) ? String(Number(maxBudget)) : '',
    division,
    district: division && PLACE_ID.test(get('district')) ? get('district') : '',
    minRating: oneOf(MIN_RATINGS, get('minRating')),
    q: get('q').replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH),
    sort: sort === DEFAULT_FIRM_SORT ? '' : sort,
  };
}

export function readFirmPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** Search params for filters and a page (page 1 and the default order are left out). */
export function writeFirmParams(filters: FirmFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value && !(key === 'sort' && value === DEFAULT_FIRM_SORT)) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Whether anything narrows the results (the sort only orders them). */
export const hasFirmFilters = (filters: FirmFilters) =>
  FILTER_KEYS.some((key) => key !== 'sort' && filters[key] !== '');
