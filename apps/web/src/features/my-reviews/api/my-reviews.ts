import type { MyReview, MyReviewsResponse } from '@ghorbari/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { INTERIOR_KEY, ME_KEY, meKeys, REVIEWS_KEY } from '../../../lib/query-keys.ts';

/** GET /api/profile/getUserPostsReview → success, interiorPosts, reviews, message (spec §7). */
export const getMyReviews = () => apiFetch<MyReviewsResponse>('/api/profile/getUserPostsReview');

export const myReviewsQueryOptions = () =>
  queryOptions({
    queryKey: meKeys.reviews,
    queryFn: getMyReviews,
    // A refused session goes to sign in (spec §8): asking again would not help.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 401) && failures < 1,
  });

export const useMyReviews = () => useQuery(myReviewsQueryOptions());

export interface ReviewUpdate {
  review: MyReview;
  text: string;
  /** Stars, 0.5 to 5 in half steps: sent only when changed. */
  rating: number;
  /** The published photos to keep, and the ones to drop. */
  keepImages: string[];
  removeImages: string[];
  images: File[];
}

/**
 * PUT /api/profile/updateUserPostReview/{reviewId}, multipart (spec §7): reviewId, review,
 * keepImages (JSON list), removeImages (JSON list, only when some are dropped), images files, and
 * rating when the stars changed (issue 31).
 */
export function updateReview({ review, text, rating, keepImages, removeImages, images }: ReviewUpdate) {
  const fields: [string, string][] = [
    ['reviewId', review._id],
    ['review', text],
    ['keepImages', JSON.stringify(keepImages)],
  ];
  if (removeImages.length > 0) fields.push(['removeImages', JSON.stringify(removeImages)]);
  if (rating !== review.rating) fields.push(['rating', String(rating)]);
  return apiUpload<{ success: true; message: string }>(
    `/api/profile/updateUserPostReview/${encodeURIComponent(review._id)}`,
    { method: 'PUT', fields, files: images.map((file) => ({ field: 'images', file, filename: file.name })) },
  );
}

/** DELETE /api/reviews/{reviewId}. */
export const deleteReview = (reviewId: string) =>
  apiFetch<{ success: true; message?: string }>(`/api/reviews/${encodeURIComponent(reviewId)}`, { method: 'DELETE' });

/** A review changed or went: my list, the firm's review lists and its rating load again. */
function refreshAfter(queryClient: QueryClient, firmId: string) {
  void queryClient.invalidateQueries({ queryKey: meKeys.reviews });
  void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
  void queryClient.invalidateQueries({ queryKey: INTERIOR_KEY });
  void queryClient.invalidateQueries({ queryKey: [...ME_KEY, 'post', firmId] });
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: (_result, { review }) => refreshAfter(queryClient, review.interiorPost),
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: MyReview) => deleteReview(review._id),
    onSuccess: (_result, review) => refreshAfter(queryClient, review.interiorPost),
  });
}
