import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviewCodeGuesses, reviewCodes } from './review-codes.schema.ts';

export type ReviewCodeRow = typeof reviewCodes.$inferSelect;
export type NewReviewCode = typeof reviewCodes.$inferInsert;

/**
 * Review codes and the count of wrong guesses (issue 14, ADR 016): the only place that touches
 * `review_codes` and `review_code_guesses` (ADR 009). A method that may be part of a caller's
 * transaction takes it as `tx`.
 */
export function createReviewCodesRepository(db: Executor) {
  return {
    async insert(code: NewReviewCode, tx: Executor = db): Promise<ReviewCodeRow> {
      const [row] = await tx.insert(reviewCodes).values(code).returning();
      if (!row) throw new Error('review code not inserted');
      return row;
    },

    /** Deletes a code nobody has used (one whose SMS could not go, issue 64): a used one stays. */
    async removeUnused(id: string, tx: Executor = db): Promise<void> {
      await tx.delete(reviewCodes).where(and(eq(reviewCodes.id, id), isNull(reviewCodes.usedAt)));
    },

    /** The code with this hash, whichever firm it belongs to (hashes are unique). */
    async byHash(codeHash: string, tx: Executor = db): Promise<ReviewCodeRow | null> {
      const [row] = await tx.select().from(reviewCodes).where(eq(reviewCodes.codeHash, codeHash));
      return row ?? null;
    },

    async byIds(ids: readonly string[]): Promise<Map<string, ReviewCodeRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(reviewCodes)
        .where(inArray(reviewCodes.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** A firm's codes, newest first (the owner's list). */
    async ofFirm(firmId: string, limit = 200): Promise<ReviewCodeRow[]> {
      return db
        .select()
        .from(reviewCodes)
        .where(eq(reviewCodes.firmId, firmId))
        .orderBy(desc(reviewCodes.createdAt), desc(reviewCodes.id))
        .limit(limit);
    },

    /**
     * Marks the code used by `userId`, if it is still open: one guarded UPDATE (not used, not
     * expired, this firm). Of two reviews sent with one code at once, the row lock lets only
     * the first through; the other gets nothing back. Run in the transaction that inserts the
     * review, so a failed insert gives the code back.
     */
    async claim(codeId: string, firmId: string, userId: string, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(reviewCodes)
        .set({ usedAt: now, usedBy: userId })
        .where(
          and(
            eq(reviewCodes.id, codeId),
            eq(reviewCodes.firmId, firmId),
            isNull(reviewCodes.usedAt),
            gt(reviewCodes.expiresAt, now),
          ),
        )
        .returning({ id: reviewCodes.id });
      return rows.length > 0;
    },

    /**
     * Counts one wrong guess for `key` in `hour`, unless `cap` is reached: one conditional
     * upsert (`… on conflict do update set n = n + 1 where n < cap returning n`), so guesses
     * arriving together cannot pass the cap (the pattern of daily-counts.repository.ts). False
     * when the cap was already reached and nothing was counted.
     */
    async countWrong(key: string, hour: string, cap: number, tx: Executor = db): Promise<boolean> {
      if (cap < 1) return false;
      const rows = await tx
        .insert(reviewCodeGuesses)
        .values({ key, hour, n: 1 })
        .onConflictDoUpdate({
          target: [reviewCodeGuesses.key, reviewCodeGuesses.hour],
          set: { n: sql`${reviewCodeGuesses.n} + 1` },
          setWhere: lt(reviewCodeGuesses.n, cap),
        })
        .returning({ n: reviewCodeGuesses.n });
      return rows.length > 0;
    },

    /** Wrong guesses counted for `key` in `hour`. */
    async wrongCount(key: string, hour: string): Promise<number> {
      const [row] = await db
        .select({ n: reviewCodeGuesses.n })
        .from(reviewCodeGuesses)
        .where(and(eq(reviewCodeGuesses.key, key), eq(reviewCodeGuesses.hour, hour)));
      return row?.n ?? 0;
    },
  };
}
export type ReviewCodesRepository = ReturnType<typeof createReviewCodesRepository>;
