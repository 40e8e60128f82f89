/** Firms as the reviews module reads them: the same access the review-codes module is handed. */
export type { FirmRow, FirmsAccess } from '../review-codes/review-codes.types.ts';
export type { ReviewsRepository } from './reviews.repository.ts';
