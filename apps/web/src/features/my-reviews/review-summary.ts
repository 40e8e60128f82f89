import type { MyReview } from '@ghorbari/contracts';

export interface ReviewSummary {
  total: number;
  approved: number;
  pending: number;
  /**
   * Rejected by support: not on the firm's page. Counted apart so the cards add up to the total
   * (issue 64: 4 reviews read as 1 approved and 2 pending).
   */
  notPublished: number;
  /** Firms reviewed (spec §2: total posts). */
  posts: number;
  /**
   * The mean rating of the reviews that stand (approved or waiting), rounded to one decimal; 0
   * with none. A rejected review no longer stands, so it is left out (issue 44).
   */
  average: number;
}

/** The summary cards of My reviews (spec §2's five, and the reviews not published when there are any). */
export function reviewSummary(reviews: Pick<MyReview, 'rating' | 'status'>[], posts: number): ReviewSummary {
  const standing = reviews.filter((review) => review.status !== 'rejected');
  const sum = standing.reduce((total, review) => total + review.rating, 0);
  return {
    total: reviews.length,
    approved: reviews.filter((review) => review.status === 'approved').length,
    pending: reviews.filter((review) => review.status === 'pending').length,
    notPublished: reviews.length - standing.length,
    posts,
    average: standing.length === 0 ? 0 : Math.round((sum / standing.length) * 10) / 10,
  };
}
