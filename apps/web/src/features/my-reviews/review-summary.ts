import type { MyReview } from '@ghorbari/contracts';

export interface ReviewSummary {
  total: number;
  approved: number;
  pending: number;
  /** Firms reviewed (spec §2: total posts). */
  posts: number;
  /**
   * The mean rating of the reviews that stand (approved or waiting), rounded to one decimal; 0
   * with none. A rejected review no longer stands, so it is left out (issue 44).
   */
  average: number;
}

/** The five summary cards of My reviews (spec §2). */
export function reviewSummary(reviews: Pick<MyReview, 'rating' | 'status'>[], posts: number): ReviewSummary {
  const standing = reviews.filter((review) => review.status !== 'rejected');
  const sum = standing.reduce((total, review) => total + review.rating, 0);
  return {
    total: reviews.length,
    approved: reviews.filter((review) => review.status === 'approved').length,
    pending: reviews.filter((review) => review.status === 'pending').length,
    posts,
    average: standing.length === 0 ? 0 : Math.round((sum / standing.length) * 10) / 10,
  };
}
