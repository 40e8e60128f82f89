import { articleIdSchema, type ArticleResponse, type Language } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { blogKeys } from '../../../lib/query-keys.ts';

/** An address's id that can be an article's number ("7"), before asking the API. */
export const isArticleId = (id: string) => /^\d{1,10}$/.test(id) && articleIdSchema.safeParse(id).success;

/** GET /api/blog/:articleId: a published article with its twin and related articles (drafts are 404). */
export const getArticle = (id: string, language: Language) =>
  apiFetch<ArticleResponse>(`/api/blog/${encodeURIComponent(id)}`, {
    anonymous: true,
    headers: { 'accept-language': language },
  });

/** No such article, not published, or an id the API refuses: not available. */
export const isArticleUnavailable = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const articleQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: blogKeys.article(id, language),
    queryFn: () => getArticle(id, language),
    retry: (failures, error) => !isArticleUnavailable(error) && failures < 1,
    // An answer (such as "not available") from the server's render stands when the page hydrates.
    retryOnMount: false,
  });

/** A malformed id is never asked for: check `isArticleId` first to tell the reader. */
export const useArticle = (id: string, language: Language) =>
  useQuery({ ...articleQueryOptions(id, language), enabled: isArticleId(id) });
