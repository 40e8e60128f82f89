import type { MyReview } from '@ghorbari/contracts';

export interface ReviewSummary {
  total: number;
  approved: number;
  pending: number;
  /** Firms reviewed (spec §2: total posts). */
  posts: number;
  /** The mean rating, rounded to one decimal; 0 with no reviews. */
  average: number;
}

/** The five summary cards of My reviews (spec §2). */
export function reviewSummary(reviews: Pick<MyReview, 'rating' | 'status'>[], posts: number): ReviewSummary {
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return {
    total: reviews.length,
    approved: reviews.filter((review) => review.status === 'approved').length,
    pending: reviews.filter((review) => review.status === 'pending').length,
    posts,
    average: reviews.length === 0 ? 0 : Math.round((sum / reviews.length) * 10) / 10,
  };
}
