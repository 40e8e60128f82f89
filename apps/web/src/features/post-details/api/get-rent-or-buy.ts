import type { rentOrBuyResponseSchema } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { marketKeys } from '../../../lib/query-keys.ts';

export type RentOrBuyAnswer = z.infer<typeof rentOrBuyResponseSchema>;

/**
 * GET /api/posts/{PostID}/rent-or-buy (issue 44): what a home like this sell post rents for in its
 * area. Asked while the page renders on the server, as the area price is, so the loan calculator
 * shows it in the first paint.
 */
export const rentOrBuyQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: marketKeys.rentOrBuy(postId),
    queryFn: () =>
      apiFetch<RentOrBuyAnswer>(`/api/posts/${encodeURIComponent(postId)}/rent-or-buy`, { anonymous: true }),
    // Rents move slowly: a reader's visit need not ask again.
    staleTime: 5 * 60_000,
    retry: false,
    retryOnMount: false,
  });

export const useRentOrBuy = (postId: string, enabled: boolean) =>
  useQuery({ ...rentOrBuyQueryOptions(postId), enabled });
