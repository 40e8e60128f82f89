import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { postPriceChanges } from './price-drops.schema.ts';

export type PriceChangeRow = typeof postPriceChanges.$inferSelect;

/** Changes of posts' live prices (issue 19): the only place that touches `post_price_changes` (ADR 009). */
export function createPriceChangesRepository(db: Executor) {
  return {
    /** Records a change, in the approval's transaction. */
    async insert(
      change: { postId: string; oldPrice: number; newPrice: number; changedAt: Date },
      tx: Executor = db,
    ): Promise<PriceChangeRow> {
      const [row] = await tx.insert(postPriceChanges).values(change).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The post's changes after `since` (the window a drop is measured over). */
    async since(postId: string, since: Date, tx: Executor = db): Promise<PriceChangeRow[]> {
      return tx
        .select()
        .from(postPriceChanges)
        .where(and(eq(postPriceChanges.postId, postId), gt(postPriceChanges.changedAt, since)));
    },

    /**
     * Marks a change as told, once: false when it already was (another instance got there
     * first), so savers are never told twice about one change.
     */
    async claimAlert(id: string, at: Date): Promise<boolean> {
      const claimed = await db
        .update(postPriceChanges)
        .set({ alertedAt: at })
        .where(and(eq(postPriceChanges.id, id), isNull(postPriceChanges.alertedAt)))
        .returning({ id: postPriceChanges.id });
      return claimed.length > 0;
    },
  };
}
export type PriceChangesRepository = ReturnType<typeof createPriceChangesRepository>;
