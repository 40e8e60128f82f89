import {
  LIMITS,
  type LandDocumentKind,
  type ModerationQueueQuery,
  type PostListQuery,
  type PostStatus,
} from '@ghorbari/contracts';
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { postEdits, postImages, posts } from '../../db/schema.ts';
import { phoneMatching } from '../../db/like.ts';
import { sameInstant } from '../../db/same-instant.ts';
import { publicDataGeneration, publicDataWritten } from '../../db/write-generation.ts';
import { ownerListed } from '../accounts/account-status.ts';
import { SEARCH_VERSION, type SearchDocument, type SearchSource } from '../search/document.ts';
import { planSearch } from '../search/query.ts';
import { type ListingFilters, listingOrder, listingWhere } from './listing-query.ts';
import { createAvailabilityQueries } from './availability.repository.ts';
import { createPostEditQueries } from './post-edits.repository.ts';
import { createSignalQueries } from './signal-queries.ts';
import { createBulkWrites } from './bulk-writes.repository.ts';
import { imageRows, searchColumnsOf, type StoredImages } from './post-rows.ts';
import type {
  ImageRow,
  ListedCard,
  ListedPost,
  NewPost,
  PostChanges,
  PostGuard,
  PostRow,
  PostWithImages,
  QueueSearch,
} from './posts.types.ts';

const pageOf = (query: { page: number; limit: number }) => ({
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

const dialect = new PgDialect();

/** The columns of a `ListedPost`: all but the long ones no card shows. */
const {
  description: _description,
  searchText: _searchText,
  searchRoman: _searchRoman,
  approvedSnapshot: _approvedSnapshot,
  availabilityTokenHash: _availabilityTokenHash,
  availabilityTokenExpiresAt: _availabilityTokenExpiresAt,
  availabilityAskedAt: _availabilityAskedAt,
  availabilityReportAskedAt: _availabilityReportAskedAt,
  ...listedColumns
} = getTableColumns(posts);
const listedEntries = Object.entries(listedColumns);
/**
 * The listed columns, each named by its field (`"posts"."listed_at" as "listedAt"`), written out
 * once: rendering 50 column chunks on every listing request was a tenth of its CPU time.
 */
const listedSelect = sql.raw(
  dialect.sqlToQuery(
    sql.join(
      listedEntries.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
      sql`, `,
    ),
  ).sql,
);

/** A listed post from a raw row, each value read as drizzle reads its column (dates, bigints, arrays). */
function decodeListed(raw: Record<string, unknown>): ListedPost {
  const post: Record<string, unknown> = {};
  for (const [key, column] of listedEntries) {
    const value = raw[key];
    post[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return post as ListedPost;
}

/**
 * A post's photos in order as one JSON array (`ImageRow` fields), for reading a post in one
 * statement. Spelled out with an alias: in a one-table select drizzle leaves its columns unqualified.
 */
const imagesJson = sql<ImageRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', image.id, 'postId', image.post_id, 'position', image.position,
    'cardPath', image.card_path, 'largePath', image.large_path
  ) order by image.position)
  from ${postImages} as image where image.post_id = "posts"."id"
), '[]'::json)`;

/**
 * Listing totals (ADR 020). Counting every match of a broad listing reads most of the posts table
 * (150 ms at 100,000 posts), far more than the page itself, so a total of at least `minTotal`
 * posts is reused for up to `ttlMs` for the same filters — paging through results, the busy first
 * pages — and forgotten as soon as any post is written through this process. Smaller totals,
 * where one post more or less would show, are always counted.
 */
export const LISTING_TOTALS = { minTotal: 1000, ttlMs: 10_000, kept: 500 };

/**
 * How far a page's matches are counted (issue 42, ADR 055): up to LIMITS.listing.countedUpTo, or,
 * on a page that deep, one past the page, so that the next page is still offered. Counting
 * stops there: a broad listing reads that many index entries at most, not all of its matches.
 */
export const countedUpTo = (query: { page: number; limit: number }) =>
  Math.max(LIMITS.listing.countedUpTo, query.page * query.limit + 1);
/** Every write to posts bumps the write generation: a total counted before it is not reused. */
const written = publicDataWritten;

/**
 * Posts and their images: the only place that touches those tables (ADR 009). Built once in
 * app.ts and handed to the modules that need posts (admin); a method that may be part of a
 * caller's transaction takes it as `tx`.
 */
export function createPostsRepository(db: Executor, { totals: totalsRule = LISTING_TOTALS } = {}) {
  type KeptTotal = { total: number; paid: number; moreThanTotal: boolean; counted: number; at: number };
  const totals = new Map<string, KeptTotal>();
  /** A reusable total of the listing `key`: counted after the latest write, not too long ago. */
  function totalOf(key: string) {
    const found = totals.get(key);
    const fresh = found && found.counted === publicDataGeneration() && Date.now() - found.at < totalsRule.ttlMs;
    return fresh ? found : undefined;
  }
  function keepTotal(key: string, kept: Omit<KeptTotal, 'at'>) {
    if (kept.total < totalsRule.minTotal) return;
    totals.delete(key);
    totals.set(key, { ...kept, at: Date.now() });
    // The oldest goes first (a Map keeps insertion order).
    for (const oldest of totals.keys()) {
      if (totals.size <= totalsRule.kept) break;
      totals.delete(oldest);
    }
  }

  /** Posts with their photos, in one statement: the photos come along as a JSON array per post. */
  const withImages = () => db.select({ ...getTableColumns(posts), images: imagesJson }).from(posts);
  const entriesOf = (rows: (PostRow & { images: ImageRow[] })[]): PostWithImages[] =>
    rows.map(({ images, ...post }) => ({ post, images }));
  // Built on first use, then reused: drizzle builds its SQL once, PostgreSQL parses and plans it once per connection.
  let byNumberPrepared: ReturnType<typeof prepareByNumber> | undefined;
  const prepareByNumber = () =>
    withImages()
      .where(and(eq(posts.type, sql.placeholder('type')), eq(posts.number, sql.placeholder('number'))))
      .prepare('posts_by_number');
  const byNumberQuery = () => (byNumberPrepared ??= prepareByNumber());

  const editQueries = createPostEditQueries(db);

  return {
    ...createSignalQueries(db),
    ...createAvailabilityQueries(db),
    ...createBulkWrites(db),
    ...editQueries,
    async insert(post: NewPost, images: StoredImages, tx: Executor = db): Promise<PostRow> {
      written();
      return tx.transaction(async (inner) => {
        const [row] = await inner
          .insert(posts)
          .values({ ...post, ...searchColumnsOf(post) })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await inner.insert(postImages).values(imageRows(row.id, images));
        return row;
      });
    },

    /**
     * Counts an edit and applies its changes in one conditional statement, only while the post
     * has fewer than `maxEdits` edits: of concurrent edits, only as many as the limit allows
     * win, and the row stays locked until the caller's transaction ends (CONVENTIONS, "Limits
     * are atomic"). Returns the new edit count, or undefined when the limit was reached.
     */
    async countEdit(
      id: string,
      maxEdits: number,
      changes: PostChanges,
      tx: Executor = db,
    ): Promise<number | undefined> {
      written();
      const [row] = await tx
        .update(posts)
        .set({
          ...changes,
          ...searchColumnsOf(changes),
          updateCount: sql`${posts.updateCount} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(posts.id, id), lt(posts.updateCount, maxEdits)))
        .returning({ updateCount: posts.updateCount });
      return row?.updateCount;
    },

    /** A post's images in order, read in the caller's transaction. */
    async imagesOf(id: string, tx: Executor = db): Promise<ImageRow[]> {
      return tx.select().from(postImages).where(eq(postImages.postId, id)).orderBy(asc(postImages.position));
    },

    /** Puts these images in place of the post's images. */
    async replaceImages(id: string, images: StoredImages, tx: Executor = db): Promise<void> {
      await tx.delete(postImages).where(eq(postImages.postId, id));
      await tx.insert(postImages).values(imageRows(id, images));
    },

    /**
     * Changes a post only while it is in one of the `from` states (and, given a guard, its call
     * and payment are as read), so two staff members deciding at once cannot both win (ADR 032).
     * Returns whether the change happened.
     */
    async updateIf(
      id: string,
      from: readonly PostStatus[] | PostGuard,
      changes: PostChanges,
      tx: Executor = db,
    ): Promise<boolean> {
      written();
      const guard: PostGuard = 'status' in from ? from : { status: from };
      const steps = [
        guard.callRecordedAt === undefined ? [] : [sameInstant(posts.callRecordedAt, guard.callRecordedAt)],
        guard.paymentConfirmedAt === undefined ? [] : [sameInstant(posts.paymentConfirmedAt, guard.paymentConfirmedAt)],
      ].flat();
      const updated = await tx
        .update(posts)
        .set({ ...changes, ...searchColumnsOf(changes) })
        .where(and(eq(posts.id, id), inArray(posts.status, [...guard.status]), ...steps))
        .returning({ id: posts.id });
      return updated.length > 0;
    },

    /** A post with its photos, in one round trip (a prepared statement on PostgreSQL). */
    async byNumber(type: PostRow['type'], number: number): Promise<PostWithImages | undefined> {
      return entriesOf(await byNumberQuery().execute({ type, number }))[0];
    },

    /** The land documents support checked (issue 18), as the post's page lists them; kept by the documents module. */
    async setDocumentsChecked(id: string, kinds: readonly LandDocumentKind[], tx: Executor = db): Promise<void> {
      written();
      await tx
        .update(posts)
        .set({ documentsChecked: [...kinds] })
        .where(eq(posts.id, id));
    },

    /** Posts by id, whatever their status (the reports queue names the posts reported). */
    async byIds(ids: readonly string[]): Promise<PostRow[]> {
      return ids.length
        ? db
            .select()
            .from(posts)
            .where(inArray(posts.id, [...ids]))
        : [];
    },

    /**
     * Adds counted views to posts in one statement (`views` holds post id and count pairs): each
     * instance adds the views it counted since its last flush, so none is lost or counted twice.
     */
    async addViews(views: readonly (readonly [string, number])[]): Promise<void> {
      if (views.length === 0) return;
      const values = sql.join(
        views.map(([id, n]) => sql`(${id}::uuid, ${n}::int)`),
        sql`, `,
      );
      await db.execute(
        sql`update ${posts} set view_count = ${posts.viewCount} + added.n
            from (values ${values}) as added(id, n) where ${posts.id} = added.id`,
      );
    },

    /**
     * Marks a live post rented or sold, once: only an approved post not already closed changes.
     * Returns when it was closed, or undefined when it was not live.
     */
    async close(id: string, at: Date): Promise<Date | undefined> {
      written();
      const [row] = await db
        .update(posts)
        // Closed by its owner, not for want of confirmation: it cannot be reopened (issue 41, ADR 048).
        .set({ closedAt: at, availabilityUnconfirmed: false })
        .where(and(eq(posts.id, id), eq(posts.status, 'approved'), isNull(posts.closedAt)))
        .returning({ closedAt: posts.closedAt });
      return row?.closedAt ?? undefined;
    },

    /**
     * Puts a live post back at the top of "newest first", only if it was listed before `listedBefore`:
     * two taps at once repost it once. Returns whether it was reposted.
     */
    async repost(id: string, at: Date, listedBefore: Date): Promise<boolean> {
      written();
      const updated = await db
        .update(posts)
        .set({ listedAt: at })
        .where(
          and(eq(posts.id, id), eq(posts.status, 'approved'), isNull(posts.closedAt), lt(posts.listedAt, listedBefore)),
        )
        .returning({ id: posts.id });
      return updated.length > 0;
    },

    async remove(id: string): Promise<void> {
      written();
      await db.delete(posts).where(eq(posts.id, id));
    },

    /** How many listed posts each of these searches finds, in one round trip (a search's wider alternatives). */
    async countApproved(queries: readonly ListingFilters[]): Promise<number[]> {
      if (queries.length === 0) return [];
      const counts = queries.map((query, index) => {
        const where = listingWhere(query, planSearch(query.q)) ?? sql`true`;
        return sql`(select count(*)::int from ${posts} where ${where}) as ${sql.identifier(`c${index}`)}`;
      });
      const result = await db.execute<Record<string, number>>(sql`select ${sql.join(counts, sql`, `)}`);
      const row = result.rows[0] ?? {};
      return queries.map((_, index) => Number(row[`c${index}`] ?? 0));
    },

    /**
     * Approved posts of listed owners matching the filters and keyword, in the chosen order, and
     * up to `featuredPerPage` paid ones for the top of the page: taken in turn, page by page, from
     * the newest paid posts that are not already on the page. One statement answers it all — the
     * page, the featured posts, each with its first photo and photo count, and the total — so a
     * page of cards costs one round trip; a page past the end still gets the total. The total is
     * counted up to `countedUpTo` (past it, `moreThanTotal`), and a large one may be one counted
     * moments ago (`LISTING_TOTALS`).
     */
    async listApproved(
      query: PostListQuery & ListingFilters,
      featuredPerPage: number,
    ): Promise<{ rows: ListedCard[]; featured: ListedCard[]; total: number; moreThanTotal: boolean }> {
      const plan = planSearch(query.q);
      const where = listingWhere(query, plan) ?? sql`true`;
      const { limit, offset } = pageOf(query);
      // Where the featured posts of this page start among the paid ones, before wrapping around.
      const rotation = (query.page - 1) * featuredPerPage;
      const upTo = countedUpTo(query);
      const filters = dialect.sqlToQuery(where);
      const key = `${filters.sql}\u0000${JSON.stringify(filters.params)}\u0000${upTo}`;
      const counted = publicDataGeneration();
      const known = totalOf(key);
      // One match past `upTo` tells that there are more; the paid ones are counted among those
      // read, so past it the featured posts wrap around among the first paid ones (ADR 055).
      const counts = known
        ? sql`select ${known.total}::int as total, ${known.paid}::int as paid`
        : sql`select count(*)::int as total, (count(*) filter (where "paid"))::int as paid
              from (select ${posts.paid} from ${posts} where ${where} limit ${upTo + 1}::int) as counted`;
      const order = sql.join(listingOrder(query.sort, plan, query), sql`, `);
      const newest = sql`${posts.listedAt} desc, ${posts.number} desc`;
      // The ids of the page and of the featured posts first, then their rows (ADR 021): the order's
      // index holds what finding them needs, so rows skipped on the way (a deep page) are not read.
      const result = await db.execute<Record<string, unknown>>(sql`
        with page_ids as (
          select ${posts.id} from ${posts} where ${where}
          order by ${order}
          limit ${limit}::int offset ${offset}::int
        ),
        page as (
          select ${listedSelect} from ${posts} where ${posts.id} in (select "id" from page_ids)
          order by ${order}
        ),
        counts as (${counts}),
        featured_ids as (
          select ${posts.id} from ${posts}
          where ${where} and ${posts.paid} and ${posts.id} not in (select "id" from page_ids)
          order by ${newest}
          limit ${featuredPerPage}::int
          offset (
            select ${rotation}::int % nullif(paid - (select count(*)::int from page where page."paid"), 0) from counts
          )
        ),
        featured as (
          select ${listedSelect} from ${posts} where ${posts.id} in (select "id" from featured_ids)
          order by ${newest}
        ),
        picked as (
          select 0 as kind, row_number() over () as rank, page.* from page
          union all
          select 1 as kind, row_number() over () as rank, featured.* from featured
        )
        select counts.total as "totalMatching", counts.paid as "paidMatching", picked.*,
               photos."firstImage", photos."imageCount"
        from counts
        left join picked on true
        left join lateral (
          select (array_agg(${postImages.cardPath} order by ${postImages.position}))[1] as "firstImage",
                 count(*)::int as "imageCount"
          from ${postImages} where ${postImages.postId} = picked."id"
        ) photos on true
        order by picked.kind, picked.rank`);
      const rows: ListedCard[] = [];
      const featured: ListedCard[] = [];
      for (const raw of result.rows) {
        if (raw.id === null || raw.id === undefined) continue;
        const card = {
          post: decodeListed(raw),
          firstImage: typeof raw.firstImage === 'string' ? raw.firstImage : null,
          imageCount: Number(raw.imageCount),
        };
        (raw.kind === 0 ? rows : featured).push(card);
      }
      const [first] = result.rows;
      const found = Number(first?.totalMatching ?? 0);
      const moreThanTotal = known?.moreThanTotal ?? found > upTo;
      const total = Math.min(found, upTo);
      if (!known) keepTotal(key, { total, paid: Number(first?.paidMatching ?? 0), moreThanTotal, counted });
      return { rows, featured, total, moreThanTotal };
    },

    /**
     * Up to `limit` posts whose search document is of an older build than this one (ADR 019), with
     * the fields it is made of: the background refill rebuilds them.
     */
    async staleSearchRows(limit: number): Promise<({ id: string } & SearchSource)[]> {
      return db
        .select({
          id: posts.id,
          type: posts.type,
          title: posts.title,
          description: posts.description,
          division: posts.division,
          district: posts.district,
          subDistrict: posts.subDistrict,
          neighbourhood: posts.neighbourhood,
          propertyType: posts.propertyType,
          landSize: posts.landSize,
          landUnits: posts.landUnits,
          tenants: posts.tenants,
          gas: posts.gas,
          lift: posts.lift,
          parking: posts.parking,
          garages: posts.garages,
          furnishing: posts.furnishing,
          advanceMonths: posts.advanceMonths,
          facilities: posts.facilities,
        })
        .from(posts)
        .where(lt(posts.searchVersion, SEARCH_VERSION))
        .limit(limit);
    },

    /** Stores rebuilt search documents, in one transaction. */
    async writeSearchDocuments(documents: { id: string; document: SearchDocument }[]): Promise<void> {
      if (documents.length === 0) return;
      written();
      await db.transaction(async (tx) => {
        for (const { id, document } of documents) await tx.update(posts).set(document).where(eq(posts.id, id));
      });
      // Again once committed: no request's write ends this background one (write-generation.ts).
      written();
    },

    /**
     * The posts whose page anyone may open (approved, of a listed owner; a rented or sold one
     * included, its page says so), most recently changed first, at most `limit`: the sitemap.
     */
    async publicPages(limit: number): Promise<{ type: PostRow['type']; number: number; changedAt: Date }[]> {
      // greatest() passes over nulls: an approval, a repost, an edit and a closing each change the page.
      const changedAt = sql`greatest(${posts.updatedAt}, ${posts.approvedAt}, ${posts.listedAt}, ${posts.closedAt})`
        // Read as the timestamp columns are, so both drivers give a Date.
        .mapWith(posts.updatedAt);
      return db
        .select({ type: posts.type, number: posts.number, changedAt })
        .from(posts)
        .where(and(eq(posts.status, 'approved'), ownerListed(posts.ownerId)))
        .orderBy(desc(changedAt), desc(posts.number))
        .limit(limit);
    },

    /**
     * Live posts (approved, open, of a listed owner) approved after `since`, the latest approval
     * first, at most `limit`: saved searches count their new matches among them (issue 17).
     */
    async approvedSince(since: Date, limit: number): Promise<PostRow[]> {
      return db
        .select()
        .from(posts)
        .where(
          and(
            eq(posts.status, 'approved'),
            isNull(posts.closedAt),
            ownerListed(posts.ownerId),
            gt(posts.approvedAt, since),
          ),
        )
        .orderBy(desc(posts.approvedAt), desc(posts.number))
        .limit(limit);
    },

    /** Approved sell and rent posts of listed owners by their numbers, for saved lists. */
    async approvedByNumbers(numbers: number[]): Promise<PostWithImages[]> {
      if (numbers.length === 0) return [];
      return entriesOf(
        await withImages().where(
          and(inArray(posts.number, numbers), eq(posts.status, 'approved'), ownerListed(posts.ownerId)),
        ),
      );
    },

    /** Live paid posts whose payment nobody confirmed (inserted approved, as the demo seed does), oldest first. */
    async paidWithoutPayment(): Promise<PostRow[]> {
      return db
        .select()
        .from(posts)
        .where(and(eq(posts.status, 'approved'), eq(posts.paid, true), isNull(posts.paymentConfirmedAt)))
        .orderBy(posts.type, posts.number);
    },

    /** Live posts with no record of what went live (inserted approved, as the demo seed does). */
    async approvedWithoutSnapshot(): Promise<PostWithImages[]> {
      return entriesOf(await withImages().where(and(eq(posts.status, 'approved'), isNull(posts.approvedSnapshot))));
    },

    async ofOwner(ownerId: string): Promise<PostWithImages[]> {
      return entriesOf(await withImages().where(eq(posts.ownerId, ownerId)).orderBy(desc(posts.createdAt)));
    },

    /** One owner's posts counted by type and status. */
    async countsOf(ownerId: string): Promise<{ type: PostRow['type']; status: PostStatus; n: number }[]> {
      return db
        .select({ type: posts.type, status: posts.status, n: sql<number>`count(*)::int` })
        .from(posts)
        .where(eq(posts.ownerId, ownerId))
        .groupBy(posts.type, posts.status);
    },

    /** How many posts each of these owners has, by owner id (owners without posts are left out). */
    async countsByOwners(ownerIds: readonly string[]): Promise<Map<string, number>> {
      if (ownerIds.length === 0) return new Map();
      const rows = await db
        .select({ ownerId: posts.ownerId, n: sql<number>`count(*)::int` })
        .from(posts)
        .where(inArray(posts.ownerId, [...ownerIds]))
        .groupBy(posts.ownerId);
      return new Map(rows.map((row) => [row.ownerId, row.n]));
    },

    /** Every post counted by status and type (the admin dashboard). */
    async countsByStatusAndType(): Promise<{ status: PostStatus; type: PostRow['type']; n: number }[]> {
      return db
        .select({ status: posts.status, type: posts.type, n: sql<number>`count(*)::int` })
        .from(posts)
        .groupBy(posts.status, posts.type);
    },

    /**
     * Pending posts and live posts with an edit waiting (ADR 048) matching the moderation filters,
     * oldest (re)submission first: a live post's edit waits from when it was sent. `search`
     * narrows it to one post, or to the posts carrying a number or posted by its accounts (issue 41).
     */
    async pendingPage(
      query: ModerationQueueQuery,
      search?: QueueSearch,
    ): Promise<{ rows: PostWithImages[]; total: number }> {
      const waitingEdit = sql`exists (select 1 from ${postEdits} where ${postEdits.postId} = ${posts.id})`;
      const liveWithEdit = and(eq(posts.status, 'approved'), waitingEdit)!;
      const filters: SQL[] = [sql`(${eq(posts.status, 'pending')} or ${liveWithEdit})`];
      if (query.type) filters.push(eq(posts.type, query.type));
      if (query.paid) filters.push(eq(posts.paid, query.paid === 'paid'));
      if (query.edited)
        filters.push(
          query.edited === 'edited'
            ? sql`(${gt(posts.updateCount, 0)} or ${liveWithEdit})`
            : and(eq(posts.updateCount, 0), eq(posts.status, 'pending'))!,
        );
      if (search && 'post' in search)
        filters.push(and(eq(posts.type, search.post.type), eq(posts.number, search.post.number))!);
      if (search && 'phone' in search) {
        const owners = search.ownerIds.length ? [inArray(posts.ownerId, [...search.ownerIds])] : [];
        filters.push(
          or(
            phoneMatching(posts.primaryPhone, search.phone),
            phoneMatching(posts.secondaryPhone, search.phone),
            ...owners,
          )!,
        );
      }
      const where = and(...filters);
      const { limit, offset } = pageOf(query);
      const waitingSince = sql`coalesce((select ${postEdits.submittedAt} from ${postEdits}
        where ${postEdits.postId} = ${posts.id} and ${posts.status} = 'approved'), ${posts.submittedAt})`;
      // The count and the page with its photos at once (on PostgreSQL, on two connections).
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(posts).where(where),
        withImages().where(where).orderBy(asc(waitingSince), asc(posts.number)).limit(limit).offset(offset),
      ]);
      return { rows: entriesOf(rows), total: total?.n ?? 0 };
    },

    /**
     * Replaces the columns of a post still waiting for its first approval (never approved), in
     * one conditional statement, without counting an edit (issue 41). Returns whether it did: a
     * post approved meanwhile is not changed.
     */
    async replaceSubmission(id: string, changes: PostChanges, tx: Executor = db): Promise<boolean> {
      written();
      const updated = await tx
        .update(posts)
        .set({ ...changes, ...searchColumnsOf(changes), updatedAt: new Date() })
        .where(and(eq(posts.id, id), eq(posts.status, 'pending'), isNull(posts.approvedAt)))
        .returning({ id: posts.id });
      return updated.length > 0;
    },

    /** When every pending post was (re)submitted and every waiting edit sent: the queue's and dashboard's counts. */
    async pendingSubmittedAt(): Promise<Date[]> {
      const [rows, edits] = await Promise.all([
        db.select({ at: posts.submittedAt }).from(posts).where(eq(posts.status, 'pending')),
        // Edits waiting beside live posts wait for support too (ADR 048).
        editQueries.editsSubmittedAt(),
      ]);
      return [...rows.map((row) => row.at), ...edits];
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
