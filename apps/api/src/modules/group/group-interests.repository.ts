import type { Division, LeadStatus } from '@ghorbari/contracts';
import { and, count, desc, eq, gte, min, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { groupInterests } from './group.schema.ts';
import { tablePage } from '../../db/table-page.ts';

export type InterestRow = typeof groupInterests.$inferSelect;
export type NewInterest = typeof groupInterests.$inferInsert;

/** The staff's filters: one offer (its id) or the general form, a status, a division. */
export interface LeadsFilter {
  offerId?: string | undefined;
  general?: boolean | undefined;
  status?: LeadStatus | undefined;
  division?: Division | undefined;
}

/** What became of a submission: stored, refused by the per-address cap, or already stored today. */
export type RecordOutcome =
  | { kind: 'recorded'; row: InterestRow }
  /** `oldest`: the earliest of the counted rows; the address may send again an hour after it. */
  | { kind: 'capped'; oldest: Date }
  | { kind: 'duplicate' };

/** The key an offer's interests share in the once-a-day index; the general form has its own. */
export const GENERAL_OFFER_KEY = 'general';

const newestFirst = [desc(groupInterests.createdAt), desc(groupInterests.id)];

function leadsWhere(filter: LeadsFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.offerId) filters.push(eq(groupInterests.offerId, filter.offerId));
  if (filter.general) filters.push(eq(groupInterests.offerKey, GENERAL_OFFER_KEY));
  if (filter.status) filters.push(eq(groupInterests.status, filter.status));
  // An offer's lead carries the offer's division, copied when it was recorded (see the service).
  if (filter.division) filters.push(eq(groupInterests.division, filter.division));
  return filters.length > 0 ? and(...filters) : undefined;
}

/**
 * Interest in group building, staff's leads (issue 15, ADR 017): the only place that writes
 * `group_interests` (ADR 009). A method that may be part of a caller's transaction takes it as `tx`.
 */
export function createGroupInterestsRepository(db: Executor) {
  return {
    /**
     * Stores a submission unless the address has used up its `cap` since `since`, or this phone
     * is already recorded for this offer (or the general form) today.
     *
     * The cap counts the address's stored rows of the last hour instead of a counter row (there is
     * no counter table for this, and the rows are the truth): under READ COMMITTED two concurrent
     * count-then-insert could both pass, so submissions from one address are serialised first by
     * a transaction-scoped advisory lock; the count then sees every committed row. Submissions
     * from different addresses do not wait for each other.
     *
     * Once a day is the unique index (offer_key, phone, day): ONE `insert … on conflict do
     * nothing`, so of two taps at once exactly one row is stored and the other gets nothing back.
     */
    async recordUnlessCapped(values: NewInterest, cap: number, since: Date, tx: Executor = db): Promise<RecordOutcome> {
      return tx.transaction(async (inner): Promise<RecordOutcome> => {
        const addressHash = values.addressHash;
        if (addressHash) {
          await inner.execute(sql`select pg_advisory_xact_lock(hashtext(${`group-interest:${addressHash}`}))`);
          const [recent] = await inner
            .select({ n: count(), oldest: min(groupInterests.createdAt) })
            .from(groupInterests)
            .where(and(eq(groupInterests.addressHash, addressHash), gte(groupInterests.createdAt, since)));
          if (recent && recent.n >= cap) return { kind: 'capped', oldest: recent.oldest ?? since };
        }
        const [row] = await inner
          .insert(groupInterests)
          .values(values)
          .onConflictDoNothing({ target: [groupInterests.offerKey, groupInterests.phone, groupInterests.day] })
          .returning();
        return row ? { kind: 'recorded', row } : { kind: 'duplicate' };
      });
    },

    /** A lead as given (demo data and test factories; submissions go through the rules above). */
    async insert(values: NewInterest, tx: Executor = db): Promise<InterestRow> {
      const [row] = await tx.insert(groupInterests).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async byId(id: string, tx: Executor = db): Promise<InterestRow | null> {
      const [row] = await tx.select().from(groupInterests).where(eq(groupInterests.id, id));
      return row ?? null;
    },

    /** The lead, locked until the caller's transaction ends: a change and its audit entry see one "from". */
    async lockById(id: string, tx: Executor): Promise<InterestRow | null> {
      const [row] = await tx.select().from(groupInterests).where(eq(groupInterests.id, id)).for('update');
      return row ?? null;
    },

    async update(
      id: string,
      changes: { status: LeadStatus; note: string | null },
      at: Date,
      tx: Executor = db,
    ): Promise<InterestRow | null> {
      const [row] = await tx
        .update(groupInterests)
        .set({ ...changes, updatedAt: at })
        .where(eq(groupInterests.id, id))
        .returning();
      return row ?? null;
    },

    /** A member's own interests, newest first. */
    async ofUser(userId: string, limit = 100): Promise<InterestRow[]> {
      return db
        .select()
        .from(groupInterests)
        .where(eq(groupInterests.userId, userId))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /** The staff's list: a page of the leads matching the filters, newest first. */
    async page(filter: LeadsFilter, page: number, limit: number): Promise<{ rows: InterestRow[]; total: number }> {
      const where = leadsWhere(filter);
      return tablePage(db, groupInterests, where, newestFirst, page, limit);
    },

    /** Every lead matching the filters, newest first, at most `limit` (the CSV export). */
    async all(filter: LeadsFilter, limit: number): Promise<InterestRow[]> {
      return db
        .select()
        .from(groupInterests)
        .where(leadsWhere(filter))
        .orderBy(...newestFirst)
        .limit(limit);
    },
  };
}
export type GroupInterestsRepository = ReturnType<typeof createGroupInterestsRepository>;
