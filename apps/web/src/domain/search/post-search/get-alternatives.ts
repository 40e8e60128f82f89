import type { PostAlternatives } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { postKeys } from '../../../lib/query-keys.ts';
import { postApiParams, type PostFilters, type PostType } from './post-search-query.ts';

export type PostAlternative = PostAlternatives['alternatives'][number];

/**
 * GET /api/posts/alternatives (issue 29: no dead ends): for a search that finds little, the
 * searches one step wider (the other purpose, without one word, one understood piece or one
 * filter, a nearby place), each with how many posts it finds.
 */
export const getAlternatives = (type: PostType, filters: PostFilters) =>
  apiFetch<PostAlternatives>(`/api/posts/alternatives?${postApiParams(type, filters).toString()}`);

/** Kept with the lists, so a new post approved refreshes the counts too. */
export const alternativesQueryOptions = (type: PostType, filters: PostFilters) =>
  queryOptions({
    queryKey: postKeys.list(type, { alternatives: postApiParams(type, filters).toString() }, 1),
    queryFn: () => getAlternatives(type, filters),
    // A wider search is a suggestion: when it fails, the page just says less.
    retry: false,
  });

export const useAlternatives = (type: PostType, filters: PostFilters, enabled: boolean) =>
  useQuery({ ...alternativesQueryOptions(type, filters), enabled });
