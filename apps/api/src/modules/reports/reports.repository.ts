import type { ReportOutcome } from '@ghorbari/contracts';
import { and, count, desc, eq, gte, inArray, isNull, max, min, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { listingReports } from './reports.schema.ts';

export type ReportRow = typeof listingReports.$inferSelect;
export type NewReport = typeof listingReports.$inferInsert;

/** Which listing: exactly one of a post's, an offer's or a firm's id (the table's check says so too). */
export type ListingRef = { postId: string } | { offerId: string } | { firmId: string };

/** The listing's id whatever its kind (ids are uuids, so one never equals another kind's). */
const listingKey = sql<string>`coalesce(${listingReports.postId}, ${listingReports.offerId}, ${listingReports.firmId})`;
const open = isNull(listingReports.decidedAt);

function ofListing(ref: ListingRef): SQL {
  if ('postId' in ref) return eq(listingReports.postId, ref.postId);
  if ('offerId' in ref) return eq(listingReports.offerId, ref.offerId);
  return eq(listingReports.firmId, ref.firmId);
}

export type RecordOutcome =
  { kind: 'recorded'; row: ReportRow } | { kind: 'capped'; oldest: Date } | { kind: 'duplicate' };

/** One listing's open reports, as the staff queue groups them. */
export interface OpenGroup {
  postId: string | null;
  offerId: string | null;
  firmId: string | null;
  reports: ReportRow[];
}

/**
 * Reports of listings (issue 18, ADR 023): the only place that touches `listing_reports` (ADR 009).
 */
export function createReportsRepository(db: Executor) {
  return {
    /**
     * How many different people (a member by account, a visitor by address) reported the post
     * "already rented or sold" in open reports made after `since`: SQL the posts module's
     * availability repository embeds in its one conditional UPDATE (issue 41).
     */
    soldOrRentedReporters(postId: AnyColumn, since: AnyColumn): SQL {
      const reports = listingReports;
      return sql`(select count(distinct coalesce(${reports.reporterId}::text, ${reports.addressHash}))
                 from ${reports}
                 where ${reports.postId} = ${postId} and ${reports.reason} = 'sold-or-rented'
                   and ${reports.decidedAt} is null and ${reports.createdAt} > ${since})`;
    },

    /**
     * Stores a report unless the address has sent `cap` since `since`, or this member (a visitor:
     * this address) already has an open report of the listing.
     *
     * The cap counts the address's rows instead of a counter: reports from one address are
     * serialised by a transaction-scoped advisory lock, so the count sees every committed row and
     * two at once cannot both pass. Once per listing is the unique partial indexes: one
     * `insert … on conflict do nothing`, so of two taps at once exactly one row is stored.
     */
    async recordUnlessCapped(values: NewReport, cap: number, since: Date): Promise<RecordOutcome> {
      return db.transaction(async (tx): Promise<RecordOutcome> => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing-report:${values.addressHash}`}))`);
        const [recent] = await tx
          .select({ n: count(), oldest: min(listingReports.createdAt) })
          .from(listingReports)
          .where(and(eq(listingReports.addressHash, values.addressHash), gte(listingReports.createdAt, since)));
        if (recent && recent.n >= cap) return { kind: 'capped', oldest: recent.oldest ?? since };
        const [row] = await tx.insert(listingReports).values(values).onConflictDoNothing().returning();
        return row ? { kind: 'recorded', row } : { kind: 'duplicate' };
      });
    },

    /** A report as given (demo data; reports from people go through the rules above). */
    async insert(values: NewReport, tx: Executor = db): Promise<ReportRow> {
      const [row] = await tx.insert(listingReports).values(values).returning();
      if (!row) throw new Error('report not stored');
      return row;
    },

    /**
     * A page of listings with open reports, the most recently reported first, each with all its
     * open reports (newest first); and how many open reports there are in all.
     */
    async openGroups(page: number, limit: number): Promise<{ groups: OpenGroup[]; listings: number; open: number }> {
      const [totals] = await db
        .select({ listings: sql<number>`count(distinct ${listingKey})::int`, open: count() })
        .from(listingReports)
        .where(open);
      const keys = await db
        .select({ key: listingKey, newest: max(listingReports.createdAt) })
        .from(listingReports)
        .where(open)
        .groupBy(listingKey)
        .orderBy(desc(max(listingReports.createdAt)), desc(listingKey))
        .limit(limit)
        .offset((page - 1) * limit);
      const wanted = keys.map((k) => k.key);
      const rows = wanted.length
        ? await db
            .select()
            .from(listingReports)
            .where(and(open, inArray(listingKey, wanted)))
            .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
        : [];
      const groups = wanted.map((key) => {
        const reports = rows.filter((row) => (row.postId ?? row.offerId ?? row.firmId) === key);
        const first = reports[0];
        return {
          postId: first?.postId ?? null,
          offerId: first?.offerId ?? null,
          firmId: first?.firmId ?? null,
          reports,
        };
      });
      return { groups, listings: totals?.listings ?? 0, open: totals?.open ?? 0 };
    },

    /**
     * The reports of these posts, open and decided, newest first (an account's page, issue 41):
     * at most `limit`, with what support weighs — reason, when, and what staff did.
     */
    async ofPosts(
      postIds: readonly string[],
      limit: number,
    ): Promise<Pick<ReportRow, 'postId' | 'reason' | 'outcome' | 'decidedAt' | 'createdAt'>[]> {
      if (postIds.length === 0) return [];
      return db
        .select({
          postId: listingReports.postId,
          reason: listingReports.reason,
          outcome: listingReports.outcome,
          decidedAt: listingReports.decidedAt,
          createdAt: listingReports.createdAt,
        })
        .from(listingReports)
        .where(inArray(listingReports.postId, [...postIds]))
        .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
        .limit(limit);
    },

    /** How many reports a member sent, and how many of them are still open (issue 41). */
    async countFiledBy(reporterId: string): Promise<{ total: number; open: number }> {
      const [row] = await db
        .select({ total: count(), open: sql<number>`(count(*) filter (where ${open}))::int` })
        .from(listingReports)
        .where(eq(listingReports.reporterId, reporterId));
      return { total: row?.total ?? 0, open: row?.open ?? 0 };
    },

    /** Open reports in all (the staff nav's badge and dashboard). */
    async openCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(listingReports).where(open);
      return row?.n ?? 0;
    },

    /**
     * Closes every open report of the listing with the outcome, in ONE guarded UPDATE: of two
     * staff deciding at once, the second finds none left and gets an empty list.
     */
    async decide(
      ref: ListingRef,
      decision: { outcome: ReportOutcome; staffId: string; at: Date },
      tx: Executor = db,
    ): Promise<Pick<ReportRow, 'id' | 'reason' | 'reporterId'>[]> {
      return tx
        .update(listingReports)
        .set({ outcome: decision.outcome, decidedAt: decision.at, decidedBy: decision.staffId })
        .where(and(ofListing(ref), open))
        .returning({ id: listingReports.id, reason: listingReports.reason, reporterId: listingReports.reporterId });
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
