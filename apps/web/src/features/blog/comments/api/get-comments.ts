import type { CommentsResponse } from '@ghorbari/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { commentKeys } from '../../../../lib/query-keys.ts';

/** GET /api/blog/:articleId/comments?page: threads newest first, each with its replies oldest first. */
export const getComments = (articleId: number, page: number) =>
  apiFetch<CommentsResponse>(`/api/blog/${articleId}/comments?page=${page}`);

/** Every loaded page of an article's threads, one query ("view more" adds the next page). */
export const commentsQueryOptions = (articleId: number) =>
  infiniteQueryOptions({
    queryKey: commentKeys.article(articleId),
    queryFn: ({ pageParam }) => getComments(articleId, pageParam),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.totalPages ? pagination.page + 1 : undefined),
  });

export const useArticleComments = (articleId: number) => useInfiniteQuery(commentsQueryOptions(articleId));
