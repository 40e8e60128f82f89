import type { ReviewStatus } from '@ghorbari/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { updateIfStatus } from '../../db/update-if-status.ts';
import { reviews } from './reviews.schema.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type ReviewChanges = Partial<Omit<NewReview, 'id' | 'firmId' | 'codeId' | 'createdAt'>>;

/** A review in the staff queue with the counts its signals are made of (ADR 016). */
export interface QueuedReview {
  review: ReviewRow;
  /** Other reviews of the firm written from the same (hashed) address. */
  sameAddress: number;
  /** Other reviews of the firm written within an hour of this one. */
  burst: number;
}

const pageOf = (page: number, limit: number) => ({ limit, offset: (page - 1) * limit });

/**
 * Reviews of design firms (issue 14): the only place that touches `reviews` (ADR 009). A method
 * that may be part of a caller's transaction takes it as `tx`.
 */
export function createReviewsRepository(db: Executor) {
  return {
    async insert(review: NewReview, tx: Executor = db): Promise<ReviewRow> {
      const [row] = await tx.insert(reviews).values(review).returning();
      if (!row) throw new Error('review not inserted');
      return row;
    },

    async byId(id: string, tx: Executor = db): Promise<ReviewRow | null> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id));
      return row ?? null;
    },

    /**
     * The review, locked until the caller's transaction ends: an edit or a delete reads the
     * status and rating it takes out of the firm's totals under the same lock that changes them,
     * so a staff decision at the same moment waits for it (and sees the result).
     */
    async lock(id: string, tx: Executor): Promise<ReviewRow | null> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
      return row ?? null;
    },

    async update(id: string, changes: ReviewChanges, tx: Executor = db): Promise<ReviewRow | null> {
      const [row] = await tx
        .update(reviews)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(reviews.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Changes the review only if it is still in `from`: one guarded UPDATE, so of two staff
     * deciding at once only one gets the row back (the other sees the new status and matches
     * nothing).
     */
    async updateIf(
      id: string,
      from: ReviewStatus,
      changes: ReviewChanges,
      tx: Executor = db,
    ): Promise<ReviewRow | null> {
      return (await updateIfStatus(tx, reviews, id, from, { ...changes, updatedAt: sql`now()` })) ?? null;
    },

    async remove(id: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** A firm's approved reviews, the most recently approved first; optionally only those with photos. */
    async approvedOfFirm(
      firmId: string,
      query: { page: number; limit: number; withPhotos?: boolean | undefined },
    ): Promise<{ rows: ReviewRow[]; total: number }> {
      const where = and(
        eq(reviews.firmId, firmId),
        eq(reviews.status, 'approved'),
        query.withPhotos ? sql`cardinality(${reviews.images}) > 0` : undefined,
      );
      const [total] = await db.select({ n: count() }).from(reviews).where(where);
      const rows = await db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.approvedAt), desc(reviews.id))
        .limit(query.limit)
        .offset(pageOf(query.page, query.limit).offset);
      return { rows, total: total?.n ?? 0 };
    },

    /** Every review a member wrote, newest first. */
    async ofAuthor(authorId: string): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(eq(reviews.authorId, authorId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
    },

    /**
     * The staff queue of one status: pending ones oldest first (first come, first checked),
     * decided ones newest first; each with the counts of its signals.
     */
    async queue(status: ReviewStatus, page: number, limit: number): Promise<{ rows: QueuedReview[]; total: number }> {
      // Written out in full: the subqueries name the outer row's columns with its table name.
      const others = (condition: string) =>
        sql<number>`(${sql.raw(`select count(*) from reviews as other
          where other.firm_id = reviews.firm_id and other.id <> reviews.id and ${condition}`)})`.mapWith(Number);
      const sameAddress = others('other.address_hash = reviews.address_hash');
      const burst = others(
        "other.created_at between reviews.created_at - interval '1 hour' and reviews.created_at + interval '1 hour'",
      );
      const order = status === 'pending' ? asc : desc;
      const [total] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, status));
      const rows = await db
        .select({ review: reviews, sameAddress, burst })
        .from(reviews)
        .where(eq(reviews.status, status))
        .orderBy(order(reviews.createdAt), order(reviews.id))
        .limit(limit)
        .offset(pageOf(page, limit).offset);
      return { rows, total: total?.n ?? 0 };
    },

    /** How many approved reviews of the firm give each rating, by half star (issue 44): index 0 = ½★ … 9 = 5★. */
    async starCounts(firmId: string): Promise<number[]> {
      const rows = await db
        .select({ halves: reviews.ratingHalves, n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(eq(reviews.firmId, firmId), eq(reviews.status, 'approved')))
        .groupBy(reviews.ratingHalves);
      const counts = Array.from({ length: 10 }, () => 0);
      for (const row of rows) if (row.halves >= 1 && row.halves <= 10) counts[row.halves - 1] = Number(row.n);
      return counts;
    },

    /** Per firm: reviews waiting for support, and approved ones the firm has not answered. */
    async reviewCountsOf(firmIds: readonly string[]): Promise<Map<string, { pending: number; unanswered: number }>> {
      const map = new Map(firmIds.map((id) => [id, { pending: 0, unanswered: 0 }]));
      if (firmIds.length === 0) return map;
      const unanswered = sql`${reviews.status} = 'approved' and ${reviews.response} is null`;
      const rows = await db
        .select({
          firmId: reviews.firmId,
          pending: sql<number>`(count(*) filter (where ${reviews.status} = 'pending'))::int`,
          unanswered: sql<number>`(count(*) filter (where ${unanswered}))::int`,
        })
        .from(reviews)
        .where(inArray(reviews.firmId, [...firmIds]))
        .groupBy(reviews.firmId);
      for (const row of rows) map.set(row.firmId, { pending: Number(row.pending), unanswered: Number(row.unanswered) });
      return map;
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
