import type { ReviewCode } from '@ghorbari/contracts';
import type { ReviewCodeRow } from './review-codes.repository.ts';

/** A code in the owner's list: never the code itself, which is kept only as a hash. */
export function presentCode(code: ReviewCodeRow, now: Date): ReviewCode {
  const status = code.usedAt ? 'used' : code.expiresAt <= now ? 'expired' : 'open';
  return {
    id: code.id,
    clientName: code.clientName,
    clientPhone: code.clientPhone,
    forNumber: code.forNumber,
    category: code.category,
    createdAt: code.createdAt.toISOString(),
    expiresAt: code.expiresAt.toISOString(),
    usedAt: code.usedAt?.toISOString() ?? null,
    status,
  };
}
