import { LIMITS } from '@ghorbari/contracts';
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { posts } from './posts.schema.ts';
import { publicDataWritten } from '../../db/write-generation.ts';
import { ownerListed } from '../accounts/account-status.ts';
import type { OtherOwnersReads } from './posts.types.ts';

const DAY_MS = 24 * 3600_000;

/** What the sweep needs of a post it asked about, marked or closed: whom to tell and what to say. */
export interface AvailabilityTarget {
  id: string;
  ownerId: string;
  type: 'sell' | 'rent';
  number: number;
  title: string;
  primaryPhone: string;
}
const targetColumns = {
  id: posts.id,
  ownerId: posts.ownerId,
  type: posts.type,
  number: posts.number,
  title: posts.title,
  primaryPhone: posts.primaryPhone,
};

/** An open live post: approved and not closed. */
const open = () => and(eq(posts.status, 'approved'), isNull(posts.closedAt));
/** One post only, when a sweep is scoped to it (the browser tests' sweep, which must leave the demo alone). */
const scope = (only: number | undefined) => (only === undefined ? undefined : eq(posts.number, only));
/** The post's type is `type` and its last confirmation is at least `days` before `now`. */
const confirmedBefore = (type: 'sell' | 'rent', days: number, now: Date) =>
  and(eq(posts.type, type), lte(posts.availabilityConfirmedAt, new Date(now.getTime() - days * DAY_MS)));

/** A confirmation's columns: confirmed now, no longer marked or asked, its link spent. */
const confirmedAt = (at: Date) => ({
  availabilityConfirmedAt: at,
  availabilityUnconfirmed: false,
  availabilityAskedAt: null,
  availabilityTokenHash: null,
  availabilityTokenExpiresAt: null,
});

/**
 * Availability confirmed by the owner (issue 41, ADR 048), the posts module's availability
 * repository. Every change is ONE conditional UPDATE … RETURNING, so two instances sweeping at
 * once, or the owner confirming while the sweep runs, change each post once: under READ
 * COMMITTED the second UPDATE re-reads the row the first one wrote and its condition no longer
 * holds. What it reads of payments and reports comes as SQL their modules write (`reads`).
 */
export function createAvailabilityRepository(db: Executor, reads: OtherOwnersReads) {
  return {
    /**
     * Listed live posts their owners never confirmed, with what the demo seed's availability step
     * dates them by: only the columns it reads, as the demo market has about 2,000 posts (issue 42).
     */
    async neverConfirmed() {
      return db
        .select({
          id: posts.id,
          type: posts.type,
          number: posts.number,
          listedAt: posts.listedAt,
          approvedAt: posts.approvedAt,
        })
        .from(posts)
        .where(
          and(open(), ownerListed(posts.ownerId), isNotNull(posts.approvedAt), isNull(posts.availabilityConfirmedAt)),
        );
    },

    /** The owner says the home is still free: only an open live post; returns when, or undefined. */
    async confirmAvailability(id: string, at: Date): Promise<Date | undefined> {
      publicDataWritten();
      const [row] = await db
        .update(posts)
        .set(confirmedAt(at))
        .where(and(eq(posts.id, id), open()))
        .returning({ at: posts.availabilityConfirmedAt });
      return row?.at ?? undefined;
    },

    /**
     * The SMS link's token (its SHA-256) confirms its post once: the token is spent in the same
     * statement. `expired` tells a known token past its time from one never issued or spent.
     */
    async confirmByToken(
      tokenHash: string,
      at: Date,
    ): Promise<{ confirmed: AvailabilityTarget } | { expired: true } | undefined> {
      publicDataWritten();
      const [row] = await db
        .update(posts)
        .set(confirmedAt(at))
        .where(and(eq(posts.availabilityTokenHash, tokenHash), gt(posts.availabilityTokenExpiresAt, at), open()))
        .returning(targetColumns);
      if (row) return { confirmed: row };
      const [known] = await db.select({ id: posts.id }).from(posts).where(eq(posts.availabilityTokenHash, tokenHash));
      return known ? { expired: true } : undefined;
    },

    /**
     * A post the sweep closed (closed and still flagged unconfirmed; the owner's own "rented/sold"
     * clears the flag) goes live again, confirmed now; not an edit (issue 41).
     */
    async reopen(id: string, at: Date): Promise<Date | undefined> {
      publicDataWritten();
      const [row] = await db
        .update(posts)
        .set({
          closedAt: null,
          availabilityConfirmedAt: at,
          availabilityUnconfirmed: false,
          availabilityAskedAt: null,
          availabilityTokenHash: null,
          availabilityTokenExpiresAt: null,
        })
        .where(
          and(
            eq(posts.id, id),
            eq(posts.status, 'approved'),
            isNotNull(posts.closedAt),
            eq(posts.availabilityUnconfirmed, true),
          ),
        )
        .returning({ at: posts.availabilityConfirmedAt });
      return row?.at ?? undefined;
    },

    /** Closes the open posts of `type` unconfirmed for its closeDays; each post is closed by one sweep only. */
    async closeUnconfirmed(type: 'sell' | 'rent', now: Date, only?: number): Promise<AvailabilityTarget[]> {
      const rows = await db
        .update(posts)
        .set({
          closedAt: now,
          availabilityUnconfirmed: true,
          availabilityTokenHash: null,
          availabilityTokenExpiresAt: null,
        })
        .where(and(open(), scope(only), confirmedBefore(type, LIMITS.availability[type].closeDays, now)))
        .returning(targetColumns);
      if (rows.length > 0) publicDataWritten();
      return rows;
    },

    /** Marks "Not confirmed" the open posts of `type` unconfirmed for its unconfirmedDays, once. */
    async markUnconfirmed(type: 'sell' | 'rent', now: Date, only?: number): Promise<AvailabilityTarget[]> {
      const rows = await db
        .update(posts)
        .set({ availabilityUnconfirmed: true })
        .where(
          and(
            open(),
            scope(only),
            eq(posts.availabilityUnconfirmed, false),
            confirmedBefore(type, LIMITS.availability[type].unconfirmedDays, now),
          ),
        )
        .returning(targetColumns);
      if (rows.length > 0) publicDataWritten();
      return rows;
    },

    /**
     * A paid post's featured days are over (issue 41, ADR 049): its payment record's
     * `featured_until` has passed, so it is listed with the others from now on, without the badge
     * and off the featured places. ONE conditional UPDATE, so each post ends once however many
     * instances sweep; the record keeps what was paid.
     */
    async endFeatured(now: Date, only?: number): Promise<AvailabilityTarget[]> {
      const ended = reads.featuredEndedPosts(now);
      const rows = await db
        .update(posts)
        .set({ paid: false })
        .where(and(eq(posts.status, 'approved'), eq(posts.paid, true), scope(only), inArray(posts.id, ended)))
        .returning(targetColumns);
      if (rows.length > 0) publicDataWritten();
      return rows;
    },

    /**
     * Visitors say the home is already rented or sold (issue 41): once `reporters` different
     * people (a member by account, a visitor by address) have said so in open reports since the
     * owner last confirmed, the owner is asked at once, not at the next sweep. ONE conditional
     * UPDATE counts the reporters and records the ask with the link's token hash, so of reports
     * arriving together the ask is taken once: the last report to commit sees them all, and a
     * second UPDATE re-reads the row the first wrote, asked since the confirmation.
     */
    async takeReportedAsk(
      id: string,
      now: Date,
      tokenHash: string,
      reporters: number,
    ): Promise<AvailabilityTarget | undefined> {
      const confirmed = posts.availabilityConfirmedAt;
      const [row] = await db
        .update(posts)
        .set({
          availabilityAskedAt: now,
          availabilityReportAskedAt: now,
          availabilityTokenHash: tokenHash,
          // The link works until the post would be closed, as the sweep's.
          availabilityTokenExpiresAt: sql`${confirmed} + make_interval(days => case ${posts.type}
            when 'rent' then ${LIMITS.availability.rent.closeDays}::int
            else ${LIMITS.availability.sell.closeDays}::int end)`,
        })
        .where(
          and(
            eq(posts.id, id),
            open(),
            or(isNull(posts.availabilityReportAskedAt), lte(posts.availabilityReportAskedAt, confirmed)),
            sql`${reads.soldOrRentedReporters(posts.id, confirmed)} >= ${reporters}`,
          ),
        )
        .returning(targetColumns);
      return row;
    },

    /**
     * Takes the open posts of `type` due to be asked (askDays since the confirmation, not asked
     * since it), recording the ask and the link's token hash from `tokenHashOf(id)` in the same
     * statement: the token is per post, so it is set per row with a CASE over the ids read.
     * Returns the posts taken: only they are told.
     */
    async takeDueAsks(
      type: 'sell' | 'rent',
      now: Date,
      tokenHashes: (ids: string[]) => Map<string, string>,
      only?: number,
    ): Promise<AvailabilityTarget[]> {
      const due = and(
        open(),
        scope(only),
        confirmedBefore(type, LIMITS.availability[type].askDays, now),
        or(isNull(posts.availabilityAskedAt), lte(posts.availabilityAskedAt, posts.availabilityConfirmedAt)),
      );
      const candidates = await db.select({ id: posts.id }).from(posts).where(due);
      if (candidates.length === 0) return [];
      const hashes = tokenHashes(candidates.map((row) => row.id));
      const cases = sql.join(
        [...hashes].map(([id, hash]) => sql`when ${posts.id} = ${id}::uuid then ${hash}`),
        sql` `,
      );
      // The link works until the post would be closed.
      const closeDays = LIMITS.availability[type].closeDays;
      const expires = sql`${posts.availabilityConfirmedAt} + make_interval(days => ${closeDays}::int)`;
      // The same condition again: of two sweeps reading the same candidates, one takes each post.
      return db
        .update(posts)
        .set({
          availabilityAskedAt: now,
          availabilityTokenHash: sql`case ${cases} end`,
          availabilityTokenExpiresAt: expires,
        })
        .where(
          and(
            due,
            sql`${posts.id} in (${sql.join(
              [...hashes.keys()].map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
          ),
        )
        .returning(targetColumns);
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
