import type { FirmReviewsResponse } from '@ghorbari/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { reviewKeys } from '../../../../lib/query-keys.ts';

export const REVIEWS_PAGE_SIZE = 10;
/** The customer photos strip shows the photos of this many reviews at most. */
export const PHOTO_REVIEWS = 20;

/** GET /api/interior/:firmId/reviews?page&limit&withPhotos: approved reviews, newest first. */
export function getFirmReviews(firmId: string, page: number, limit: number, withPhotos = false) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (withPhotos) query.set('withPhotos', 'true');
  return apiFetch<FirmReviewsResponse>(`/api/interior/${encodeURIComponent(firmId)}/reviews?${query.toString()}`);
}

/** One page of a firm's reviews. Pages are separate queries, so the server renders the first one. */
export const firmReviewsPageOptions = (firmId: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.page(firmId, page),
    queryFn: () => getFirmReviews(firmId, page, REVIEWS_PAGE_SIZE),
  });

/** Pages 1 to `pages` of a firm's reviews, in one list ("load more" adds a page). */
export function useFirmReviews(firmId: string, pages: number) {
  return useQueries({
    queries: Array.from({ length: pages }, (_, index) => firmReviewsPageOptions(firmId, index + 1)),
    combine: (results) => {
      const first = results[0];
      const last = results.at(-1);
      return {
        reviews: results.flatMap((result) => result.data?.reviews ?? []),
        total: first?.data?.pagination.total ?? null,
        totalPages: first?.data?.pagination.totalPages ?? 0,
        firstPending: first?.isPending ?? true,
        firstError: first?.isError ? first.error : null,
        loadingMore: results.length > 1 && Boolean(last?.isPending),
        moreError: results.length > 1 && last?.isError ? last.error : null,
        retry: () => results.forEach((result) => (result.isError ? void result.refetch() : undefined)),
      };
    },
  });
}

/** The reviews with customer photos, for the strip above the list. */
export const customerPhotosOptions = (firmId: string) =>
  queryOptions({
    queryKey: reviewKeys.photos(firmId),
    queryFn: () => getFirmReviews(firmId, 1, PHOTO_REVIEWS, true),
  });

export const useCustomerPhotos = (firmId: string) => useQuery(customerPhotosOptions(firmId));
