import { firmId as publicFirmId, type MyReview, type PublicReview } from '@ghorbari/contracts';
import type { UserSummary } from '../accounts/users.types.ts';
import type { FirmRow } from './reviews.types.ts';
import type { ReviewCodeRow } from '../review-codes/review-codes.types.ts';
import type { ReviewRow } from './reviews.repository.ts';

/** Ratings are stored in half stars (1 to 10) and shown as stars (0.5 to 5). */
export const starsOf = (halves: number): number => halves / 2;
export const halvesOf = (stars: number): number => Math.round(stars * 2);

const responseOf = (review: ReviewRow) =>
  review.response !== null && review.respondedAt
    ? { text: review.response, at: review.respondedAt.toISOString() }
    : null;

/**
 * The "verified client" mark (ADR 051): every review is written with a code the firm issued; one
 * whose code was issued for a number its writer has not proved never carries the mark, even once
 * support approves it. Older codes, issued without a number, keep the mark as before.
 */
export const isVerifiedClient = (review: Pick<ReviewRow, 'codeMatch'>): boolean => review.codeMatch !== 'other-number';

/** An approved review on the firm's page. A gone author shows as the placeholder reviewer (name null). */
export function presentPublicReview(
  review: ReviewRow,
  firm: Pick<FirmRow, 'number'>,
  code: Pick<ReviewCodeRow, 'category'> | undefined,
  author: Pick<UserSummary, 'name' | 'proPic'> | undefined,
): PublicReview {
  return {
    _id: review.id,
    PostID: publicFirmId(firm.number),
    rating: starsOf(review.ratingHalves),
    review: review.text,
    images: review.images,
    category: code?.category ?? 'home',
    reviewer: { name: author?.name ?? null, proPic: author?.proPic ?? null },
    // Written with a code the firm issued for a finished job (ADR 016), by the number it was for (ADR 051).
    verified: isVerifiedClient(review),
    createdAt: review.createdAt.toISOString(),
    approvedAt: review.approvedAt?.toISOString() ?? null,
    response: responseOf(review),
  };
}

/** One of the member's own reviews (spec §3, Review), whatever its state. */
export function presentMyReview(review: ReviewRow, firm: Pick<FirmRow, 'number' | 'name'>): MyReview {
  const id = publicFirmId(firm.number);
  return {
    _id: review.id,
    PostID: id,
    interiorPost: id,
    companyName: firm.name,
    rating: starsOf(review.ratingHalves),
    review: review.text,
    images: review.images,
    approval: review.status === 'approved',
    status: review.status,
    rejection:
      review.status === 'rejected' && review.rejectionReason
        ? { reason: review.rejectionReason, note: review.rejectionNote }
        : null,
    verified: isVerifiedClient(review),
    createdAt: review.createdAt.toISOString(),
    approvedAt: review.approvedAt?.toISOString() ?? null,
    response: responseOf(review),
  };
}
