import { issueMessageKey, postListQuerySchema, type MessageKey, type PostListQuery } from '@ghorbari/contracts';
import {
  POST_FILTER_KEYS,
  RANGE_KEYS,
  isLandNumber,
  isWholeNumber,
  postApiParams,
  type FieldGroup,
  type FilterProblem,
  type PostFilters,
  type PostType,
  type RangeGroup,
} from './post-search-query.ts';

/*
 * The filters checked as the contracts check them: a module of its own, since the contracts'
 * schemas (zod) and messages are not part of a page's first scripts (ADR 059). The filters panel
 * loads it when the reader first uses the form.
 */

/** The search as the contracts read it (for "Save this search"), or null if they would refuse it. */
export function searchOf(type: PostType, filters: PostFilters): Omit<PostListQuery, 'page' | 'limit'> | null {
  const parsed = postListQuerySchema.safeParse(Object.fromEntries(postApiParams(type, filters)));
  if (!parsed.success) return null;
  const { page: _page, limit: _limit, ...search } = parsed.data;
  return search;
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
 * What is wrong with a form's filters, checked the way the API checks them (the contracts'
 * postListQuerySchema, so "min above max" reads the same message in the browser and from the
 * API); null when they can be applied. Unlike an address, a form is not mended: the reader sees why.
 */
export function findProblem(type: PostType, draft: PostFilters): FilterProblem | null {
  for (const group of Object.keys(RANGE_KEYS) as RangeGroup[])
    for (const key of RANGE_KEYS[group])
      if (draft[key] !== '' && !(group === 'land' ? isLandNumber : isWholeNumber)(draft[key]))
        return { group, message: 'listings:filters.numberInvalid' };
  const params = new URLSearchParams({ type });
  for (const key of POST_FILTER_KEYS) if (draft[key] && key !== 'sort') params.set(key, draft[key]);
  const parsed = postListQuerySchema.safeParse(Object.fromEntries(params));
  if (parsed.success) return null;
  const issue = parsed.error.issues.find((entry) => GROUP_OF[String(entry.path[0])]) ?? parsed.error.issues[0]!;
  const message: MessageKey = issueMessageKey(issue);
  return { group: GROUP_OF[String(issue.path[0])] ?? 'q', message: `messages:${message}` };
}
