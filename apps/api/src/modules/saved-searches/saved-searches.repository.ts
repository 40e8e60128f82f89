import type { SavedSearchFilters } from '@ghorbari/contracts';
import { and, desc, eq, getTableColumns, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { savedSearches } from './saved-searches.schema.ts';
import { ownerListed } from '../accounts/account-status.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchChanges = Partial<Pick<SavedSearchRow, 'name' | 'paused' | 'mailDigest'>>;

/** What of an approved post narrows the saved searches worth matching in memory. */
export interface AlertTarget {
  type: 'sell' | 'rent';
  division: string;
  district: string;
  subDistrict: string;
  ownerId: string;
}

/** A search whose digest a round took, with the digest before (null: never mailed). */
export type DigestClaim = SavedSearchRow & { previousDigestAt: Date | null };

/**
 * A search's filters as saved: bedrooms were one count before issue 63 (`3`) and are a list since
 * (`[3]`). Rows of either kind are read as the list, so the matcher and the summaries read one shape.
 */
function readFilters(filters: SavedSearchFilters): SavedSearchFilters {
  const bedrooms: unknown = filters.bedrooms;
  return typeof bedrooms === 'number' ? { ...filters, bedrooms: [bedrooms] } : filters;
}
const read = <R extends { filters: SavedSearchFilters }>(row: R): R => ({ ...row, filters: readFilters(row.filters) });
const readAll = <R extends { filters: SavedSearchFilters }>(rows: R[]): R[] => rows.map(read);
const readOne = <R extends { filters: SavedSearchFilters }>(row: R | undefined): R | undefined => row && read(row);

/** Active, digest on, and not mailed since `dayStart` (the start of today in Dhaka). */
const digestDue = (dayStart: Date) =>
  and(
    eq(savedSearches.paused, false),
    eq(savedSearches.mailDigest, true),
    or(isNull(savedSearches.lastDigestAt), lt(savedSearches.lastDigestAt, dayStart)),
  );

/**
 * Saved searches (issue 17): the only place that touches `saved_searches` (ADR 009). Every query
 * a member makes is scoped to them; `alertCandidates` and `claimAlert` serve the alerts, `digestMembers`,
 * `claimDigest` and `releaseDigest` the daily mail digest.
 */
export function createSavedSearchesRepository(db: Executor) {
  const mine = (userId: string, id: string) => and(eq(savedSearches.userId, userId), eq(savedSearches.id, id));

  return {
    /**
     * Saves a search unless the member already has `cap`: the member's saves queue on one
     * transaction-scoped advisory lock, so the count and the insert cannot interleave (two saves at
     * 19 make 20, not 21). Run inside the caller's transaction; undefined when full.
     */
    async insertWithinCap(
      row: { userId: string; name: string; filters: SavedSearchFilters },
      cap: number,
      tx: Executor,
    ): Promise<SavedSearchRow | undefined> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${row.userId}`}))`);
      const [held] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(savedSearches)
        .where(eq(savedSearches.userId, row.userId));
      if ((held?.n ?? 0) >= cap) return undefined;
      const [created] = await tx.insert(savedSearches).values(row).returning();
      return readOne(created);
    },

    /** The member's saved searches, newest first. */
    async ofUser(userId: string): Promise<SavedSearchRow[]> {
      return readAll(
        await db
          .select()
          .from(savedSearches)
          .where(eq(savedSearches.userId, userId))
          .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id)),
      );
    },

    async update(userId: string, id: string, changes: SavedSearchChanges): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(mine(userId, id))
        .returning();
      return readOne(row);
    },

    /** The member opened the results: matches approved until now are no longer new. */
    async markVisited(userId: string, id: string): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set({ lastVisitedAt: sql`now()` })
        .where(mine(userId, id))
        .returning();
      return readOne(row);
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db.delete(savedSearches).where(mine(userId, id)).returning({ id: savedSearches.id });
      return removed.length > 0;
    },

    /**
     * The active searches of other members that could match a post of this type and place: the
     * jsonb filters narrowed in SQL by type and place, the rest matched in memory.
     */
    async alertCandidates(target: AlertTarget): Promise<SavedSearchRow[]> {
      // The keys are written into the SQL, not sent as values, so the expression index
      // saved_searches_alert_idx (type, district) serves the type and district conditions.
      const place = (key: 'division' | 'district' | 'subDistrict', value: string) => {
        const held = sql`${savedSearches.filters}->>${sql.raw(`'${key}'`)}`;
        return sql`(${held} is null or ${held} = ${value})`;
      };
      const rows = await db
        .select()
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.paused, false),
            ne(savedSearches.userId, target.ownerId),
            sql`${savedSearches.filters}->>'type' = ${target.type}`,
            place('division', target.division),
            place('district', target.district),
            place('subDistrict', target.subDistrict),
          ),
        );
      return readAll(rows);
    },

    /**
     * Takes the search's alert for this hour: one guarded UPDATE decides, so two approvals at once
     * alert once. Undefined when it alerted less than an hour ago or was paused meanwhile.
     */
    async claimAlert(id: string): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set({ lastAlertAt: sql`now()` })
        .where(
          and(
            eq(savedSearches.id, id),
            eq(savedSearches.paused, false),
            sql`(${savedSearches.lastAlertAt} is null or ${savedSearches.lastAlertAt} < now() - interval '1 hour')`,
          ),
        )
        .returning();
      return readOne(row);
    },

    /**
     * The members with a search whose mail digest is due (active, digest on, not yet taken since
     * `dayStart`, the start of the Dhaka day) and whose account is not suspended or disabled.
     */
    async digestMembers(dayStart: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: savedSearches.userId })
        .from(savedSearches)
        .where(and(digestDue(dayStart), ownerListed(savedSearches.userId)));
      return rows.map((row) => row.userId);
    },

    /**
     * Takes today's digest of every due search of the member in one guarded UPDATE (docs/conventions.md,
     * "Limits are atomic"): of two rounds at once, on any instances, the second finds them taken
     * and gets nothing. Each row comes back with the digest before this one, for its window of
     * new matches and to give the claim back if the mail cannot be sent.
     */
    async claimDigest(userId: string, dayStart: Date, at: Date): Promise<DigestClaim[]> {
      const before = db
        .select({ id: savedSearches.id, previousDigestAt: savedSearches.lastDigestAt })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .as('before');
      const claimed = await db
        .update(savedSearches)
        .set({ lastDigestAt: at })
        .from(before)
        .where(
          and(
            eq(savedSearches.id, before.id),
            eq(savedSearches.userId, userId),
            digestDue(dayStart),
            ownerListed(savedSearches.userId),
          ),
        )
        .returning({ ...getTableColumns(savedSearches), previousDigestAt: before.previousDigestAt });
      return readAll(claimed);
    },

    /** Gives claims back after a failed mail, so the next round retries; a newer claim is left alone. */
    async releaseDigest(claims: Pick<DigestClaim, 'id' | 'previousDigestAt'>[], at: Date): Promise<void> {
      for (const claim of claims)
        await db
          .update(savedSearches)
          .set({ lastDigestAt: claim.previousDigestAt })
          .where(and(eq(savedSearches.id, claim.id), eq(savedSearches.lastDigestAt, at)));
    },
  };
}
export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
