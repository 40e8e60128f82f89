import { expect, it } from 'vitest';
import { reviewSummary } from './review-summary.ts';

it('counts approved, pending and unpublished reviews apart, and averages to one decimal without the rejected', () => {
  const summary = reviewSummary(
    [
      { rating: 4.5, status: 'approved' },
      { rating: 3, status: 'pending' },
      { rating: 5, status: 'approved' },
      { rating: 1, status: 'rejected' },
    ],
    3,
  );
  // (4.5 + 3 + 5) / 3; with the rejected 1 it would be 3.4.
  expect(summary).toEqual({ total: 4, approved: 2, pending: 1, notPublished: 1, posts: 3, average: 4.2 });
});

it('shows 0 as the average of no reviews', () => {
  expect(reviewSummary([], 0)).toEqual({ total: 0, approved: 0, pending: 0, notPublished: 0, posts: 0, average: 0 });
});

it('shows 0 as the average when every review was rejected', () => {
  expect(reviewSummary([{ rating: 5, status: 'rejected' }], 1).average).toBe(0);
});
