import type { DailyCountKind } from '@ghorbari/contracts';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { dailyCounts } from './accounts.schema.ts';

/**
 * Per-account daily counters (issue 11): the only place that touches `daily_counts` (ADR 009).
 *
 * Why a counter row and not `count(*)` of today's posts: under READ COMMITTED two concurrent
 * `insert … where (select count(*) …) < cap` both see the count before either commits, so both
 * pass. Here the check and the count are one statement: `insert … on conflict do update set
 * n = n + 1 where n < cap returning n`. The first request of the day inserts n = 1; every other
 * one takes the row's lock, sees the committed n and counts up only while n < cap. A request
 * that gets no row back is over the cap. Run in the caller's transaction, a refused or failed
 * post or save takes its count back with it; deleting a post does not give the count back.
 */
export function createDailyCountsRepository(db: Executor) {
  return {
    /**
     * Counts `amount` more `kind` (one post; two photos of a review) for the account on `day`;
     * false (nothing counted) when that would pass `cap`.
     */
    async take(
      userId: string,
      kind: DailyCountKind,
      day: string,
      cap: number,
      tx: Executor = db,
      amount = 1,
    ): Promise<boolean> {
      if (amount < 1 || cap < amount) return false;
      const rows = await tx
        .insert(dailyCounts)
        .values({ userId, kind, day, n: amount })
        .onConflictDoUpdate({
          target: [dailyCounts.userId, dailyCounts.kind, dailyCounts.day],
          set: { n: sql`${dailyCounts.n} + ${amount}` },
          setWhere: lte(dailyCounts.n, cap - amount),
        })
        .returning({ n: dailyCounts.n });
      return rows.length > 0;
    },

    /** Sets a count (tests and the demo seed: an account near its cap). */
    async set(userId: string, kind: DailyCountKind, day: string, n: number): Promise<void> {
      await db
        .insert(dailyCounts)
        .values({ userId, kind, day, n })
        .onConflictDoUpdate({ target: [dailyCounts.userId, dailyCounts.kind, dailyCounts.day], set: { n } });
    },

    async get(userId: string, kind: DailyCountKind, day: string): Promise<number> {
      const [row] = await db
        .select({ n: dailyCounts.n })
        .from(dailyCounts)
        .where(and(eq(dailyCounts.userId, userId), eq(dailyCounts.kind, kind), eq(dailyCounts.day, day)));
      return row?.n ?? 0;
    },
  };
}
export type DailyCountsRepository = ReturnType<typeof createDailyCountsRepository>;
