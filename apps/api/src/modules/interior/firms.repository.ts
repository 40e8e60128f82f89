import {
  firmNumberSearched,
  type BudgetTier,
  type FirmListQuery,
  type PostStatus,
  type RejectionReason,
} from '@ghorbari/contracts';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { firmPhotos, firms } from './interior.schema.ts';
import { ownerListed } from '../accounts/account-status.ts';
import { tablePage } from '../../db/table-page.ts';

export type FirmRow = typeof firms.$inferSelect;
export type NewFirm = typeof firms.$inferInsert;
export type FirmChanges = Partial<Omit<NewFirm, 'id' | 'number' | 'ownerId' | 'createdAt'>>;
export type FirmPhotoRow = typeof firmPhotos.$inferSelect;
/**
 * A gallery photo to store: a kept one carries its id, so saved links to it stay valid. The
 * English caption is optional ('' when the owner gives none, ADR 039).
 */
export type FirmPhotoInput = Omit<FirmPhotoRow, 'id' | 'firmId' | 'position' | 'captionEn'> & {
  id?: string;
  captionEn?: string;
};

const photoRows = (firmId: string, photos: readonly FirmPhotoInput[]) =>
  photos.map((photo, position) => ({ ...photo, firmId, position }));

/** An approved firm whose owner may be listed (not disabled, not within a suspension). */
const listedFirm = (): SQL => and(eq(firms.status, 'approved'), ownerListed(firms.ownerId)) as SQL;
/** An approved firm with a new name or phone waiting for support. */
const hasPendingChanges = (): SQL =>
  and(eq(firms.status, 'approved'), or(isNotNull(firms.pendingName), isNotNull(firms.pendingPhone))) as SQL;

function listingWhere(query: Omit<FirmListQuery, 'page' | 'limit'>): SQL {
  const filters: SQL[] = [listedFirm()];
  if (query.category) filters.push(arrayContains(firms.categories, [query.category]));
  if (query.budget) filters.push(eq(firms.budgetTier, query.budget));
  // Firms that work at this many taka per sqft or less (issue 44); one that gave no range is left out.
  if (query.maxBudget !== undefined) filters.push(lte(firms.budgetMinPerSqft, query.maxBudget));
  if (query.division) filters.push(eq(firms.division, query.division));
  if (query.district) filters.push(eq(firms.district, query.district));
  if (query.minRating) {
    // average = halves / 2 / count ≥ minRating, without dividing (and without a firm that has no rating).
    filters.push(gt(firms.ratingCount, 0));
    filters.push(sql`${firms.ratingHalves}::numeric >= ${2 * query.minRating}::numeric * ${firms.ratingCount}`);
  }
  if (query.q) {
    // A firm's id ("I-12", "I-১২") finds that firm, as a post's id finds the post.
    const number = firmNumberSearched(query.q);
    const named = ilike(firms.name, containing(query.q));
    filters.push(number === null ? named : (or(eq(firms.number, number), named) as SQL));
  }
  return and(...filters) as SQL;
}

/** Best rated is the Bayesian average (C·m + Σ stars) / (C + n); see `listApproved`. */
function orderOf(sort: FirmListQuery['sort'], prior: { weight: number; mean: number }): SQL[] {
  const sum = sql`${prior.weight * prior.mean}::float8 + ${firms.ratingHalves} / 2.0`;
  const score = sql`(${sum}) / (${prior.weight}::float8 + ${firms.ratingCount})`;
  const newest = [sql`${firms.approvedAt} desc nulls last`, desc(firms.number)];
  return sort === 'newest'
    ? newest
    : sort === 'most-reviewed'
      ? [desc(firms.ratingCount), sql`${score} desc`, ...newest]
      : [sql`${score} desc`, desc(firms.ratingCount), ...newest];
}

/** A wider firm search (firm-alternatives.ts) as the repository takes it. */
export interface WiderFirmQuery {
  query: Omit<FirmListQuery, 'page' | 'limit'>;
  /** Firms based outside this division first (the rest of the country, after the division's own). */
  elsewhereFirst?: string;
  /** Then by their district's place in this list (the nearest first), before the search's order. */
  nearestFirst?: readonly string[];
  /** The lowest budget first (a firm that gave none last), then the search's order. */
  cheapestFirst?: boolean;
}

/**
 * Design firms and their gallery photos (issue 14): the only place that touches `firms` and
 * `firm_photos` (ADR 009). A method that may be part of a caller's transaction takes it as `tx`.
 */
export function createFirmsRepository(db: Executor) {
  async function photosByFirm(ids: readonly string[], tx: Executor = db): Promise<Map<string, FirmPhotoRow[]>> {
    const map = new Map<string, FirmPhotoRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return map;
    const rows = await tx
      .select()
      .from(firmPhotos)
      .where(inArray(firmPhotos.firmId, [...ids]))
      .orderBy(asc(firmPhotos.position));
    for (const row of rows) map.get(row.firmId)?.push(row);
    return map;
  }

  return {
    /** A firm by its number (the digits of I-1001), whatever its status. */
    async byNumber(number: number, tx: Executor = db): Promise<FirmRow | null> {
      const [row] = await tx.select().from(firms).where(eq(firms.number, number));
      return row ?? null;
    },
    async byId(id: string, tx: Executor = db): Promise<FirmRow | null> {
      const [row] = await tx.select().from(firms).where(eq(firms.id, id));
      return row ?? null;
    },
    /**
     * Moves the firm's running rating totals by a review entering (+1, +halves) or leaving (−1,
     * −halves) the approved set, in the caller's transaction. One UPDATE, so two decisions at
     * once both count (the row lock orders them).
     */
    async adjustRating(firmId: string, countDelta: number, halvesDelta: number, tx: Executor = db): Promise<void> {
      await tx
        .update(firms)
        .set({
          ratingCount: sql`${firms.ratingCount} + ${countDelta}`,
          ratingHalves: sql`${firms.ratingHalves} + ${halvesDelta}`,
        })
        .where(eq(firms.id, firmId));
    },

    /**
     * A new application with its photos, only while the member has fewer than `maxPending`
     * applications waiting. Two applications at once must not both pass a count taken before
     * either is stored (READ COMMITTED), so the member's applications are serialised by a
     * transaction-scoped advisory lock first; the count and the insert then see every committed
     * one. Returns undefined when the cap is reached.
     */
    async insertApplication(
      firm: NewFirm,
      photos: readonly FirmPhotoInput[],
      maxPending: number,
      tx: Executor = db,
    ): Promise<FirmRow | undefined> {
      return tx.transaction(async (inner) => {
        await inner.execute(sql`select pg_advisory_xact_lock(hashtext(${`firm-apply:${firm.ownerId}`}))`);
        const [waiting] = await inner
          .select({ n: count() })
          .from(firms)
          .where(and(eq(firms.ownerId, firm.ownerId), eq(firms.status, 'pending')));
        if ((waiting?.n ?? 0) >= maxPending) return undefined;
        const [row] = await inner.insert(firms).values(firm).returning();
        if (!row) throw new Error('insert returned no row');
        if (photos.length > 0) await inner.insert(firmPhotos).values(photoRows(row.id, photos));
        return row;
      });
    },

    /** A firm as it is given, with its photos (demo data and test factories; members go through the cap above). */
    async insert(firm: NewFirm, photos: readonly FirmPhotoInput[], tx: Executor = db): Promise<FirmRow> {
      return tx.transaction(async (inner) => {
        const [row] = await inner.insert(firms).values(firm).returning();
        if (!row) throw new Error('insert returned no row');
        if (photos.length > 0) await inner.insert(firmPhotos).values(photoRows(row.id, photos));
        return row;
      });
    },

    /** How many applications of this member wait for review (a cheap early refusal; the cap itself is above). */
    async pendingCountOf(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(firms)
        .where(and(eq(firms.ownerId, ownerId), eq(firms.status, 'pending')));
      return row?.n ?? 0;
    },

    /**
     * Changes a firm only while it is in one of the `from` states (an edit racing a staff
     * decision does not slip past review). Returns the changed row, or undefined.
     */
    async updateIfStatus(
      id: string,
      from: readonly PostStatus[],
      changes: FirmChanges,
      tx: Executor = db,
    ): Promise<FirmRow | undefined> {
      const [row] = await tx
        .update(firms)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(firms.id, id), inArray(firms.status, [...from])))
        .returning();
      return row;
    },

    /**
     * Pending → approved, once: of two staff deciding at once, one gets the row. approvedAt is set
     * the first time only.
     */
    async approveApplication(id: string, at: Date, tx: Executor = db): Promise<FirmRow | undefined> {
      const [row] = await tx
        .update(firms)
        .set({
          status: 'approved',
          approvedAt: sql`coalesce(${firms.approvedAt}, ${at.toISOString()}::timestamptz)`,
          rejectionReason: null,
          rejectionNote: null,
          updatedAt: at,
        })
        .where(and(eq(firms.id, id), eq(firms.status, 'pending')))
        .returning();
      return row;
    },

    /** A waiting name or phone of an approved firm goes live, once. */
    async applyPendingChanges(id: string, at: Date, tx: Executor = db): Promise<FirmRow | undefined> {
      const [row] = await tx
        .update(firms)
        .set({
          name: sql`coalesce(${firms.pendingName}, ${firms.name})`,
          phone: sql`coalesce(${firms.pendingPhone}, ${firms.phone})`,
          pendingName: null,
          pendingPhone: null,
          updatedAt: at,
        })
        .where(and(eq(firms.id, id), hasPendingChanges()))
        .returning();
      return row;
    },

    /** Pending → rejected with the reason the applicant sees, once. */
    async rejectApplication(
      id: string,
      reason: RejectionReason,
      note: string | null,
      at: Date,
      tx: Executor = db,
    ): Promise<FirmRow | undefined> {
      const [row] = await tx
        .update(firms)
        .set({ status: 'rejected', rejectionReason: reason, rejectionNote: note, updatedAt: at })
        .where(and(eq(firms.id, id), eq(firms.status, 'pending')))
        .returning();
      return row;
    },

    /** A listed firm taken off the site after reports (issue 18): approved → rejected, once. */
    async takeDown(id: string, reason: RejectionReason, note: string, at: Date, tx: Executor = db) {
      const [row] = await tx
        .update(firms)
        .set({ status: 'rejected', rejectionReason: reason, rejectionNote: note, updatedAt: at })
        .where(and(eq(firms.id, id), eq(firms.status, 'approved')))
        .returning();
      return row;
    },

    /** A waiting name or phone is dropped, once; the firm stays approved with the ones it had. */
    async dropPendingChanges(id: string, at: Date, tx: Executor = db): Promise<FirmRow | undefined> {
      const [row] = await tx
        .update(firms)
        .set({ pendingName: null, pendingPhone: null, updatedAt: at })
        .where(and(eq(firms.id, id), hasPendingChanges()))
        .returning();
      return row;
    },

    photosOf: async (firmId: string, tx: Executor = db): Promise<FirmPhotoRow[]> =>
      (await photosByFirm([firmId], tx)).get(firmId) ?? [],
    photosByFirm,

    /** Puts these photos, in this order, in place of the firm's gallery. */
    async replacePhotos(firmId: string, photos: readonly FirmPhotoInput[], tx: Executor = db): Promise<void> {
      await tx.delete(firmPhotos).where(eq(firmPhotos.firmId, firmId));
      if (photos.length > 0) await tx.insert(firmPhotos).values(photoRows(firmId, photos));
    },

    /**
     * Demo data (issue 44): a budget in taka per sqft for every firm that has none, by its tier and
     * varied by its number, so a demo database from before the ranges gains them.
     */
    async giveDemoBudgets(tx: Executor = db): Promise<void> {
      const tiers: [BudgetTier, number, number][] = [
        ['low-budget', 350, 50],
        ['budget-friendly', 800, 100],
        ['luxury', 1800, 300],
      ];
      for (const [tier, lowest, step] of tiers) {
        const min = sql`${lowest}::int + (${firms.number} % 5) * ${step}::int`;
        await tx
          .update(firms)
          .set({ budgetMinPerSqft: min, budgetMaxPerSqft: sql`(${min}) * 2 + (${firms.number} % 3) * ${step}::int` })
          .where(and(isNull(firms.budgetMinPerSqft), eq(firms.budgetTier, tier)));
      }
    },

    /** The mean of every approved rating, in stars, from the firms' running totals (0 without any). */
    async meanRating(): Promise<number> {
      const [row] = await db
        .select({
          halves: sql<string | null>`sum(${firms.ratingHalves})`,
          n: sql<string | null>`sum(${firms.ratingCount})`,
        })
        .from(firms);
      const n = Number(row?.n ?? 0);
      return n > 0 ? Number(row?.halves ?? 0) / 2 / n : 0;
    },

    /**
     * Listed firms matching the filters, a page of them, in the chosen order. Best rated is the
     * Bayesian average (C·m + Σ stars) / (C + n): a firm with few reviews is pulled towards the
     * mean `m` of every rating, so one 5-star review does not beat forty 4.8s (ADR 016).
     */
    async listApproved(
      query: FirmListQuery,
      prior: { weight: number; mean: number },
    ): Promise<{ rows: FirmRow[]; total: number }> {
      return tablePage(db, firms, listingWhere(query), orderOf(query.sort, prior), query.page, query.limit);
    },

    /**
     * For a firm search that found little (issue 63), in one statement: how many firms it finds,
     * and for each wider search the first `each` firms it finds that the reader's search left out,
     * with how many such firms there are. Each part is a small ordered scan of the listed firms;
     * `(original) is not true` keeps a firm the original's comparisons cannot judge (no budget given).
     */
    async alternatives(
      asked: Omit<FirmListQuery, 'page' | 'limit'>,
      wider: readonly WiderFirmQuery[],
      each: number,
      prior: { weight: number; mean: number },
    ): Promise<{ found: number; others: { rows: FirmRow[]; count: number }[] }> {
      const original = listingWhere(asked);
      const parts = [
        sql`(select -1 as alt, ${firms.id} as id, count(*) over ()::int as n, 0 as r
          from ${firms} where ${original} limit 1)`,
      ];
      wider.forEach((entry, index) => {
        const where: SQL[] = [listingWhere(entry.query), sql`(${original}) is not true`];
        const order = [
          ...(entry.elsewhereFirst ? [sql`${firms.division} = ${entry.elsewhereFirst} asc`] : []),
          ...(entry.nearestFirst?.length
            ? [
                sql`array_position(array[${sql.join(
                  entry.nearestFirst.map((id) => sql`${id}`),
                  sql`, `,
                )}]::text[], ${firms.district}) asc nulls last`,
              ]
            : []),
          ...(entry.cheapestFirst ? [sql`${firms.budgetMinPerSqft} asc nulls last`] : []),
          ...orderOf(entry.query.sort, prior),
        ];
        const ordered = sql.join(order, sql`, `);
        parts.push(sql`(select ${index}::int as alt, ${firms.id} as id, count(*) over ()::int as n,
          row_number() over (order by ${ordered})::int as r
          from ${firms} where ${and(...where)} order by ${ordered} limit ${each}::int)`);
      });
      const result = await db.execute<{ alt: number; id: string; n: number; r: number }>(
        sql.join(parts, sql` union all `),
      );
      // A union keeps no order of its own: each part's rank says it.
      const picked = [...result.rows].sort((a, b) => Number(a.alt) - Number(b.alt) || Number(a.r) - Number(b.r));
      const ids = picked.filter((row) => Number(row.alt) >= 0).map((row) => row.id);
      const rows = ids.length === 0 ? [] : await db.select().from(firms).where(inArray(firms.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const others = wider.map(() => ({ rows: [] as FirmRow[], count: 0 }));
      let found = 0;
      for (const row of picked) {
        const alt = Number(row.alt);
        if (alt < 0) {
          found = Number(row.n);
          continue;
        }
        const entry = others[alt]!;
        entry.count = Number(row.n);
        const firm = byId.get(row.id);
        if (firm) entry.rows.push(firm);
      }
      return { found, others };
    },

    /** Whether the firm with this number is listed (approved, of a listed owner). */
    async listedByNumbers(numbers: readonly number[]): Promise<FirmRow[]> {
      if (numbers.length === 0) return [];
      return db
        .select()
        .from(firms)
        .where(and(inArray(firms.number, [...numbers]), listedFirm()));
    },

    async ofOwner(ownerId: string): Promise<FirmRow[]> {
      return db.select().from(firms).where(eq(firms.ownerId, ownerId)).orderBy(desc(firms.createdAt));
    },

    /**
     * The staff queue: pending applications and approved firms with a name or phone waiting
     * (oldest submission first), or the approved or rejected ones (latest change first).
     */
    async queuePage(status: PostStatus, page: number, limit: number): Promise<{ rows: FirmRow[]; total: number }> {
      const where =
        status === 'pending' ? or(eq(firms.status, 'pending'), hasPendingChanges()) : eq(firms.status, status);
      const order =
        status === 'pending'
          ? [asc(firms.submittedAt), asc(firms.number)]
          : [desc(firms.updatedAt), desc(firms.number)];
      return tablePage(db, firms, where, order, page, limit);
    },

    /** Listed firms for the sitemap, most recently changed first, at most `limit`. */
    async publicPages(limit: number): Promise<{ number: number; changedAt: Date }[]> {
      const changedAt = sql`greatest(${firms.updatedAt}, ${firms.approvedAt})`.mapWith(firms.updatedAt);
      return db
        .select({ number: firms.number, changedAt })
        .from(firms)
        .where(listedFirm())
        .orderBy(desc(changedAt), desc(firms.number))
        .limit(limit);
    },
  };
}
export type FirmsRepository = ReturnType<typeof createFirmsRepository>;
