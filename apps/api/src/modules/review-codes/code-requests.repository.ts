import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviewCodeRequests } from './review-codes.schema.ts';

export type CodeRequestRow = typeof reviewCodeRequests.$inferSelect;
type Answer = 'issued' | 'declined';

/** What a client gives when asking (issue 64): the rest of the row is the repository's. */
export interface CodeRequestAsk {
  firmId: string;
  clientId: string;
  clientName: string;
  clientPhone: string;
  category: CodeRequestRow['category'];
  note: string;
}

const t = reviewCodeRequests;

/**
 * Clients' requests for review codes (issue 64, ADR 082): the only place that touches
 * `review_code_requests` (ADR 009). Every change of state is one conditional statement, so taps
 * and instances that meet cannot ask twice, answer twice or remind twice.
 */
export function createCodeRequestsRepository(db: Executor) {
  return {
    /**
     * Records a client's ask of a firm, or nothing when it may not be asked now, in one statement
     * (docs/conventions.md, "Limits are atomic"): an insert that, on the client's row for the
     * firm, becomes an update only while no request is open and fewer than `cap` asks were made
     * since the window started (a window older than `windowStart` starts afresh). Two taps at
     * once: the row lock lets the first through; the second finds it open and gets nothing.
     * A new ask is a new request: it takes a fresh id, so an owner's stale page cannot answer it.
     */
    async ask(ask: CodeRequestAsk, now: Date, windowStart: Date, cap: number): Promise<CodeRequestRow | null> {
      const fresh = sql`${t.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(t)
        .values({ ...ask, status: 'open', askedAt: now, asks: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: [t.firmId, t.clientId],
          set: {
            id: sql`gen_random_uuid()`,
            clientName: sql`excluded.client_name`,
            clientPhone: sql`excluded.client_phone`,
            category: sql`excluded.category`,
            note: sql`excluded.note`,
            status: 'open',
            askedAt: sql`excluded.asked_at`,
            asks: sql`case when ${fresh} then 1 else ${t.asks} + 1 end`,
            windowStartedAt: sql`case when ${fresh} then excluded.window_started_at else ${t.windowStartedAt} end`,
            answeredAt: null,
            codeId: null,
            smsSentAt: null,
            remindedAt: null,
          },
          setWhere: sql`${t.status} <> 'open' and (${fresh} or ${t.asks} < ${cap})`,
        })
        .returning();
      return row ?? null;
    },

    /** The client's request to the firm (their one row), if they ever asked. */
    async ofClient(firmId: string, clientId: string): Promise<CodeRequestRow | null> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.firmId, firmId), eq(t.clientId, clientId)));
      return row ?? null;
    },

    async byId(id: string, tx: Executor = db): Promise<CodeRequestRow | null> {
      const [row] = await tx.select().from(t).where(eq(t.id, id));
      return row ?? null;
    },

    /** A firm's requests for its owner: the open ones first, oldest first; then the answered, newest first. */
    async ofFirm(firmId: string, limit = 100): Promise<CodeRequestRow[]> {
      return db
        .select()
        .from(t)
        .where(eq(t.firmId, firmId))
        .orderBy(
          desc(sql`${t.status} = 'open'`),
          sql`case when ${t.status} = 'open' then ${t.askedAt} end asc`,
          desc(t.answeredAt),
          asc(t.id),
        )
        .limit(limit);
    },

    /**
     * Answers an open request of the firm: one guarded UPDATE (this firm, still open), so of two
     * taps only the first gets the row back. Run in the transaction that makes the code.
     */
    async answer(id: string, firmId: string, answer: Answer, now: Date, tx: Executor = db) {
      const [row] = await tx
        .update(t)
        .set({ status: answer, answeredAt: now })
        .where(and(eq(t.id, id), eq(t.firmId, firmId), eq(t.status, 'open')))
        .returning();
      return row ?? null;
    },

    async setCode(id: string, codeId: string, tx: Executor = db): Promise<void> {
      await tx.update(t).set({ codeId }).where(eq(t.id, id));
    },

    /** The code went out: the firm's list says so, and when. */
    async markSent(id: string, codeId: string, now: Date): Promise<CodeRequestRow | null> {
      const [row] = await db
        .update(t)
        .set({ smsSentAt: now })
        .where(and(eq(t.id, id), eq(t.codeId, codeId)))
        .returning();
      return row ?? null;
    },

    /**
     * Opens an issued request again when its SMS could not go (the budget, the SMSC): only while
     * it still carries that code, so a request asked afresh meanwhile is left alone.
     */
    async reopen(id: string, codeId: string, tx: Executor = db): Promise<void> {
      await tx
        .update(t)
        .set({ status: 'open', answeredAt: null, codeId: null, smsSentAt: null })
        .where(and(eq(t.id, id), eq(t.status, 'issued'), eq(t.codeId, codeId)));
    },

    /**
     * Takes the open requests asked at or before `askedBy` that were never reminded, marking them
     * reminded at `now` in the same statement: each is reminded once, whichever instance runs.
     */
    async takeDueReminders(askedBy: Date, now: Date): Promise<CodeRequestRow[]> {
      return db
        .update(t)
        .set({ remindedAt: now })
        .where(and(eq(t.status, 'open'), isNull(t.remindedAt), lte(t.askedAt, askedBy)))
        .returning();
    },
  };
}
export type CodeRequestsRepository = ReturnType<typeof createCodeRequestsRepository>;
