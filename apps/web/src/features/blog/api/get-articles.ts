import type { BlogListResponse, Language } from '@ghorbari/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { blogKeys } from '../../../lib/query-keys.ts';
import { listedLanguage, writeBlogParams, type BlogQuery } from '../blog-query.ts';

/**
 * GET /api/blog: published articles of one language (the reader's, or the other on request,
 * issue 31) and how many the other has; the spotlight on page 1 of the plain list. The reader's
 * language is asked for explicitly: a server render is in the page's language.
 */
export function getArticles(query: BlogQuery, page: number, language: Language): Promise<BlogListResponse> {
  const params = writeBlogParams(query);
  params.set('language', listedLanguage(query, language));
  params.set('page', String(page));
  return apiFetch<BlogListResponse>(`/api/blog?${params.toString()}`, {
    anonymous: true,
    headers: { 'accept-language': language },
  });
}

/** Page after page for "view more"; the server renders the first. */
export const articlesQueryOptions = (query: BlogQuery, language: Language) =>
  infiniteQueryOptions({
    queryKey: blogKeys.list(query, language),
    queryFn: ({ pageParam }) => getArticles(query, pageParam, language),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
    // A failed answer from the server's render is shown with "try again", not fetched again unasked.
    retryOnMount: false,
  });

export const useArticles = (query: BlogQuery, language: Language) =>
  useInfiniteQuery(articlesQueryOptions(query, language));
