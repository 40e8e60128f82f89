import type { postAreaPriceResponseSchema } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api-client.ts';
import { marketKeys } from '../../lib/query-keys.ts';

export type AreaPriceAnswer = z.infer<typeof postAreaPriceResponseSchema>;

/**
 * GET /api/posts/{PostID}/area-price (issue 19): the area's median and where the post stands; a
 * small answer of its own, so the post's kept answer (ADR 021) stays as it is. Asked while the
 * page renders on the server, so it is in the first paint.
 */
export const getAreaPrice = (postId: string) =>
  apiFetch<AreaPriceAnswer>(`/api/posts/${encodeURIComponent(postId)}/area-price`, { anonymous: true });

export const areaPriceQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: marketKeys.areaPrice(postId),
    queryFn: () => getAreaPrice(postId),
    // Medians move once a day or on an approval: a reader's visit need not ask again.
    staleTime: 5 * 60_000,
    retry: false,
    retryOnMount: false,
  });

export const useAreaPrice = (postId: string, enabled = true) => useQuery({ ...areaPriceQueryOptions(postId), enabled });
