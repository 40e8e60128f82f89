import type { PaymentMethod } from '@ghorbari/contracts';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentRecords } from './payments.schema.ts';
import type { NewPaymentRecord, PaymentRecordRow } from './payments.types.ts';

/** Payment records of paid posts (issue 41, ADR 049): the only place that touches `payment_records`. */
export function createPaymentsRepository(db: Executor) {
  return {
    /**
     * Stores a record unless its TrxID already paid for a post under the same method: one
     * statement against the unique index, so of two confirmations at once one stores it and the
     * other (waiting for the first to commit) stores nothing. Returns the stored row, or the
     * public id of the post the TrxID paid for.
     */
    async insertUnlessUsed(
      record: NewPaymentRecord,
      tx: Executor = db,
    ): Promise<{ stored: PaymentRecordRow } | { usedBy: string }> {
      const [stored] = await tx
        .insert(paymentRecords)
        .values(record)
        .onConflictDoNothing({
          target: [paymentRecords.method, paymentRecords.trxId],
          where: isNotNull(paymentRecords.trxId),
        })
        .returning();
      if (stored) return { stored };
      // The row the insert met is committed: a new statement of this transaction sees it.
      const [used] = await tx
        .select({ postPublicId: paymentRecords.postPublicId })
        .from(paymentRecords)
        .where(and(eq(paymentRecords.method, record.method), eq(paymentRecords.trxId, record.trxId ?? '')));
      return { usedBy: used?.postPublicId ?? '' };
    },

    /** The records of these posts, by post id. */
    /** The ids of the posts whose featured days are over at `now`: the availability sweep's subquery (ADR 049). */
    featuredEndedPosts(now: Date) {
      return db
        .select({ postId: paymentRecords.postId })
        .from(paymentRecords)
        .where(lte(paymentRecords.featuredUntil, now));
    },

    async ofPosts(postIds: readonly string[]): Promise<Map<string, PaymentRecordRow>> {
      if (postIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(paymentRecords)
        .where(inArray(paymentRecords.postId, [...postIds]));
      return new Map(rows.flatMap((row) => (row.postId ? [[row.postId, row] as const] : [])));
    },

    async byTrxId(method: PaymentMethod, trxId: string): Promise<PaymentRecordRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentRecords)
        .where(and(eq(paymentRecords.method, method), eq(paymentRecords.trxId, trxId)));
      return row;
    },

    /** How many records there are (the demo seed's check). */
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(paymentRecords);
      return row?.n ?? 0;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
