import { PUBLIC_GROUP_STATUSES, type GroupListQuery, type GroupOfferStatus, type GroupSort } from '@ghorbari/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { updateIfStatus } from '../../db/update-if-status.ts';
import { groupInterests, groupOfferPhotos, groupOffers } from './group.schema.ts';
import type { OfferTitle } from './group-interests.types.ts';
import { tablePage } from '../../db/table-page.ts';

export type GroupOfferRow = typeof groupOffers.$inferSelect;
export type NewGroupOffer = typeof groupOffers.$inferInsert;
export type GroupOfferChanges = Partial<Omit<NewGroupOffer, 'id' | 'number' | 'createdBy' | 'createdAt'>>;
export type GroupOfferPhotoRow = typeof groupOfferPhotos.$inferSelect;
/** A photo to store: a kept one carries its id, so links to it stay valid. */
export type GroupOfferPhotoInput = Omit<GroupOfferPhotoRow, 'id' | 'offerId' | 'position'> & { id?: string };

const photoRows = (offerId: string, photos: readonly GroupOfferPhotoInput[]) =>
  photos.map((photo, position) => ({ ...photo, offerId, position }));

const isPublic = (): SQL => inArray(groupOffers.status, [...PUBLIC_GROUP_STATUSES]);

/** The price of one share: as given, or the price per sqft times the floor area a share buys. */
const sharePrice = (): SQL =>
  sql`coalesce(${groupOffers.pricePerShare}, ${groupOffers.pricePerSqft} * ${groupOffers.areaPerShare})`;

/** The price of a sqft: as given, or a share's price over the floor area it buys. */
const sqftPrice = (): SQL => {
  const perShare = sql`${groupOffers.pricePerShare}::double precision / nullif(${groupOffers.areaPerShare}, 0)`;
  return sql`coalesce(${groupOffers.pricePerSqft}::double precision, ${perShare})`;
};

/**
 * The list's order (issue 44): open offers first in every order (a filled one takes no one),
 * then the chosen order, an offer that does not say what it is ordered by last, and the newest
 * first among equals.
 */
function listingOrder(sort: GroupSort): SQL[] {
  const newest = [desc(groupOffers.createdAt), desc(groupOffers.number)];
  const chosen: Record<GroupSort, SQL[]> = {
    newest: [],
    'price-per-sqft': [sql`${sqftPrice()} asc nulls last`],
    handover: [sql`${groupOffers.handoverMonth} asc nulls last`],
  };
  return [sql`(${groupOffers.status} = 'open') desc`, ...chosen[sort], ...newest];
}

function listingWhere(query: GroupListQuery): SQL {
  const filters: SQL[] = [isPublic()];
  if (query.division) filters.push(eq(groupOffers.division, query.division));
  if (query.district) filters.push(eq(groupOffers.district, query.district));
  if (query.minPrice !== undefined) filters.push(sql`${sharePrice()} >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) filters.push(sql`${sharePrice()} <= ${query.maxPrice}`);
  // Flats overlapping the range: the largest flat reaches the minimum, the smallest stays under the maximum.
  if (query.minSize !== undefined) filters.push(gte(groupOffers.flatSizeMax, query.minSize));
  if (query.maxSize !== undefined) filters.push(lte(groupOffers.flatSizeMin, query.maxSize));
  return and(...filters) as SQL;
}

/**
 * Group-building offers and their photos (issue 15): the only place that touches `group_offers`
 * and `group_offer_photos` (ADR 009). A method that may be part of a caller's transaction takes
 * it as `tx`. `leadCountsOf` reads `group_interests` (the leads' table) and never writes it.
 */
export function createGroupOffersRepository(db: Executor) {
  async function photosByOffer(ids: readonly string[], tx: Executor = db): Promise<Map<string, GroupOfferPhotoRow[]>> {
    const map = new Map<string, GroupOfferPhotoRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return map;
    const rows = await tx
      .select()
      .from(groupOfferPhotos)
      .where(inArray(groupOfferPhotos.offerId, [...ids]))
      .orderBy(asc(groupOfferPhotos.position));
    for (const row of rows) map.get(row.offerId)?.push(row);
    return map;
  }

  return {
    /** An offer by its number (the digits of G-1001), whatever its status. */
    async byNumber(number: number, tx: Executor = db): Promise<GroupOfferRow | null> {
      const [row] = await tx.select().from(groupOffers).where(eq(groupOffers.number, number));
      return row ?? null;
    },
    async byId(id: string, tx: Executor = db): Promise<GroupOfferRow | null> {
      const [row] = await tx.select().from(groupOffers).where(eq(groupOffers.id, id));
      return row ?? null;
    },
    /** The number and title (with its English twin) of each of these offers (whatever their status), by id. */
    async titlesByIds(ids: readonly string[], tx: Executor = db): Promise<Map<string, OfferTitle>> {
      const map = new Map<string, OfferTitle>();
      if (ids.length === 0) return map;
      const rows = await tx
        .select({
          id: groupOffers.id,
          number: groupOffers.number,
          title: groupOffers.title,
          titleEn: groupOffers.titleEn,
        })
        .from(groupOffers)
        .where(inArray(groupOffers.id, [...new Set(ids)]));
      for (const row of rows) map.set(row.id, { number: row.number, title: row.title, titleEn: row.titleEn });
      return map;
    },

    /** A new offer with its photos, in one transaction. */
    async insert(offer: NewGroupOffer, photos: readonly GroupOfferPhotoInput[], tx: Executor = db) {
      return tx.transaction(async (inner): Promise<GroupOfferRow> => {
        const [row] = await inner.insert(groupOffers).values(offer).returning();
        if (!row) throw new Error('insert returned no row');
        if (photos.length > 0) await inner.insert(groupOfferPhotos).values(photoRows(row.id, photos));
        return row;
      });
    },

    /** Changes an offer's fields and puts these photos, in this order, in place of its own. */
    async update(
      id: string,
      changes: GroupOfferChanges,
      photos: readonly GroupOfferPhotoInput[],
      at: Date,
      tx: Executor = db,
    ): Promise<GroupOfferRow | undefined> {
      return tx.transaction(async (inner) => {
        const [row] = await inner
          .update(groupOffers)
          .set({ ...changes, updatedAt: at })
          .where(eq(groupOffers.id, id))
          .returning();
        if (!row) return undefined;
        await inner.delete(groupOfferPhotos).where(eq(groupOfferPhotos.offerId, id));
        if (photos.length > 0) await inner.insert(groupOfferPhotos).values(photoRows(id, photos));
        return row;
      });
    },

    /**
     * from → to in one guarded UPDATE: of two staff changing the status at once, only the one
     * who saw the status it still has gets the row. Returns the changed row, or undefined.
     */
    async changeStatus(
      id: string,
      from: GroupOfferStatus,
      to: GroupOfferStatus,
      at: Date,
      tx: Executor = db,
    ): Promise<GroupOfferRow | undefined> {
      return updateIfStatus(tx, groupOffers, id, from, { status: to, updatedAt: at });
    },

    photosOf: async (offerId: string, tx: Executor = db): Promise<GroupOfferPhotoRow[]> =>
      (await photosByOffer([offerId], tx)).get(offerId) ?? [],
    photosByOffer,

    /** Public offers matching the filters, a page of them in the order asked for (`listingOrder`). */
    async listPublic(query: GroupListQuery): Promise<{ rows: GroupOfferRow[]; total: number }> {
      const where = listingWhere(query);
      return tablePage(db, groupOffers, where, listingOrder(query.sort), query.page, query.limit);
    },

    /** The public ones among these numbers (saved items). */
    async publicByNumbers(numbers: readonly number[]): Promise<GroupOfferRow[]> {
      if (numbers.length === 0) return [];
      return db
        .select()
        .from(groupOffers)
        .where(and(inArray(groupOffers.number, [...numbers]), isPublic()));
    },

    /** The staff list: every offer (or those of one status), newest first. */
    async staffPage(
      status: GroupOfferStatus | undefined,
      page: number,
      limit: number,
    ): Promise<{ rows: GroupOfferRow[]; total: number }> {
      const where = status ? eq(groupOffers.status, status) : undefined;
      return tablePage(db, groupOffers, where, [desc(groupOffers.createdAt), desc(groupOffers.number)], page, limit);
    },

    /** Per offer: leads not yet called, and all leads. */
    async leadCountsOf(offerIds: readonly string[]): Promise<Map<string, { newLeads: number; totalLeads: number }>> {
      const map = new Map(offerIds.map((id) => [id, { newLeads: 0, totalLeads: 0 }]));
      if (offerIds.length === 0) return map;
      const rows = await db
        .select({
          offerId: groupInterests.offerId,
          newLeads: sql<number>`(count(*) filter (where ${groupInterests.status} = 'new'))::int`,
          totalLeads: sql<number>`count(*)::int`,
        })
        .from(groupInterests)
        .where(inArray(groupInterests.offerId, [...offerIds]))
        .groupBy(groupInterests.offerId);
      for (const row of rows) {
        if (row.offerId) map.set(row.offerId, { newLeads: Number(row.newLeads), totalLeads: Number(row.totalLeads) });
      }
      return map;
    },

    /** Public offers for the sitemap, most recently changed first, at most `limit`. */
    async publicPages(limit: number): Promise<{ number: number; changedAt: Date }[]> {
      return db
        .select({ number: groupOffers.number, changedAt: groupOffers.updatedAt })
        .from(groupOffers)
        .where(isPublic())
        .orderBy(desc(groupOffers.updatedAt), desc(groupOffers.number))
        .limit(limit);
    },
  };
}
export type GroupOffersRepository = ReturnType<typeof createGroupOffersRepository>;
