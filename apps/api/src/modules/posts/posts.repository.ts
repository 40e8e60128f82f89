import { type LandDocumentKind, type ModerationQueueQuery, type PostStatus } from '@ghorbari/contracts';
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { postEdits, postImages, posts } from './posts.schema.ts';
import { phoneMatching } from '../../db/like.ts';
import { sameInstant } from '../../db/same-instant.ts';
import { publicDataWritten } from '../../db/write-generation.ts';
import { ownerListed } from '../accounts/account-status.ts';
import { SEARCH_VERSION, type SearchDocument, type SearchSource } from '../search/document.ts';
import { createListingQueries, LISTING_TOTALS } from './listing.repository.ts';
import { createPostEditQueries } from './post-edits.repository.ts';
import { createSignalQueries } from './signal-queries.ts';
import { createBulkWrites } from './bulk-writes.repository.ts';
import { imageRows, searchColumnsOf, type StoredImages } from './post-rows.ts';
import type { ImageRow, NewPost, PostChanges, PostGuard, PostRow, PostWithImages, QueueSearch } from './posts.types.ts';

const pageOf = (query: { page: number; limit: number }) => ({
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

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

/** Every write to posts bumps the write generation: a total counted before it is not reused. */
const written = publicDataWritten;

/**
 * Posts and their images: the only place that touches those tables (ADR 009). Built once in
 * app.ts and handed to the modules that need posts (admin); a method that may be part of a
 * caller's transaction takes it as `tx`.
 */
export function createPostsRepository(db: Executor, { totals = LISTING_TOTALS } = {}) {
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
    ...createBulkWrites(db),
    ...createListingQueries(db, totals),
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

    /** Each post's owner and primary number, as SQL: the demo seed has the accounts module prove them (issue 40). */
    ownerPhones(): SQL {
      return sql`select ${posts.ownerId}, ${posts.primaryPhone} from ${posts}`;
    },

    async remove(id: string): Promise<void> {
      written();
      await db.delete(posts).where(eq(posts.id, id));
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
