import type { Executor } from '../../db/client.ts';
import type { firmPhotos, firms } from '../interior/interior.schema.ts';

/** A design firm as stored (the interior module's table, read through its repository). */
export type FirmRow = typeof firms.$inferSelect;
type FirmPhotoRow = typeof firmPhotos.$inferSelect;

/**
 * What the review-codes and reviews modules use of the interior module's firms repository, handed
 * in from app.ts (ADR 009): firms by public number or id, their gallery's first photos, and the
 * running rating totals each approved review moves in the caller's transaction.
 */
export interface FirmsAccess {
  byNumber(number: number, tx?: Executor): Promise<FirmRow | null>;
  byId(id: string, tx?: Executor): Promise<FirmRow | null>;
  adjustRating(firmId: string, countDelta: number, halvesDelta: number, tx?: Executor): Promise<void>;
  photosByFirm(ids: readonly string[], tx?: Executor): Promise<Map<string, FirmPhotoRow[]>>;
}

export type { NewReviewCode, ReviewCodeRow, ReviewCodesRepository } from './review-codes.repository.ts';
