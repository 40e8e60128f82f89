import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { msg } from '../messages.ts';
import { postListQuerySchema, type PostListQuery } from './posts-api.ts';

/**
 * Saved searches and their alerts (issue 17, ADR 019). Member only:
 * GET /api/saved-searches (mine, each with a summary and its count of new matches),
 * GET /api/saved-searches/suggested-name?<post search> (the name a new one starts with),
 * POST /api/saved-searches {name?, filters} (at most LIMITS.savedSearch.perMember),
 * PATCH /api/saved-searches/:searchId {name?, paused?, mailDigest?},
 * POST /api/saved-searches/:searchId/visit (the member opened its results: nothing is new any more),
 * DELETE /api/saved-searches/:searchId.
 */

/** The post search a saved search keeps: what `GET /api/posts` takes, without page and limit. */
export type SavedSearchFilters = Omit<PostListQuery, 'page' | 'limit'>;

/** Drops the page and size of a post search: a saved search is about what, not where in the list. */
export function searchFiltersOf(query: PostListQuery | SavedSearchFilters): SavedSearchFilters {
  const { page: _page, limit: _limit, ...filters } = query as PostListQuery;
  return filters;
}

export const savedSearchIdSchema = z.uuid({ error: msg('errors.savedSearchUnavailable') });

const savedSearchName = z
  .string({ error: msg('validation.searchNameRequired') })
  .trim()
  .min(1, { error: msg('validation.searchNameRequired') })
  .max(LIMITS.savedSearch.nameMaxLength, { error: msg('validation.searchNameTooLong') });

export const savedSearchCreateSchema = z.object({
  /** When left out or blank, the name suggested from the filters in the member's language. */
  name: z
    .string()
    .trim()
    .max(LIMITS.savedSearch.nameMaxLength, { error: msg('validation.searchNameTooLong') })
    .optional(),
  filters: postListQuerySchema,
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;

export const savedSearchUpdateSchema = z
  .object({
    name: savedSearchName.optional(),
    paused: z.boolean({ error: msg('validation.invalidInput') }).optional(),
    mailDigest: z.boolean({ error: msg('validation.invalidInput') }).optional(),
  })
  .refine((body) => body.name !== undefined || body.paused !== undefined || body.mailDigest !== undefined, {
    error: msg('validation.invalidInput'),
  });
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The post search, as the listing's URL and `GET /api/posts` take it. */
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The filters in words, in the language of the request. */
  summary: z.string(),
  /** The listing page with these filters (a site path). */
  resultsPath: z.string(),
  paused: z.boolean(),
  mailDigest: z.boolean(),
  /** Live posts approved since the member last opened the results (capped at LIMITS.savedSearch.newMatchesShown). */
  newMatches: z.number(),
  lastVisitedAt: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListResponseSchema = z.object({
  success: z.literal(true),
  searches: z.array(savedSearchSchema),
  /** How many one member may keep. */
  limit: z.number(),
});
export type SavedSearchList = z.infer<typeof savedSearchListResponseSchema>;

export const savedSearchResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  search: savedSearchSchema,
});
export type SavedSearchResponse = z.infer<typeof savedSearchResponseSchema>;

export const suggestedSearchNameResponseSchema = z.object({
  success: z.literal(true),
  name: z.string(),
  summary: z.string(),
});
export type SuggestedSearchName = z.infer<typeof suggestedSearchNameResponseSchema>;
