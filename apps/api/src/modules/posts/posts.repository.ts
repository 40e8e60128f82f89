import { type ModerationQueueQuery, type PostListQuery, type PostStatus } from '@ghorbari/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { postImages, posts } from '../../db/schema.ts';
import { ownerListed } from '../accounts/account-status.ts';
import {
  buildSearchDocument,
  SEARCH_SOURCE_FIELDS,
  SEARCH_VERSION,
  type SearchDocument,
  type SearchSource,
} from '../search/document.ts';
import { planSearch } from '../search/query.ts';
import { listingOrder, listingWhere } from './listing-query.ts';
import type { ImageRow, NewPost, PostChanges, PostRow, PostWithImages } from './posts.types.ts';

type StoredImages = { card: string; large: string }[];
const imageRows = (postId: string, images: StoredImages) =>
  images.map((image, position) => ({ postId, position, cardPath: image.card, largePath: image.large }));
const pageOf = (query: { page: number; limit: number }) => ({
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

/**
 * The search columns that go with a change of a post (ADR 019): rebuilt when the change carries
 * every field the document is made of (a new post, an edit); when it changes only some of them,
 * the row is marked for the background refill; otherwise nothing.
 */
function searchColumnsOf(changes: Partial<NewPost>): Partial<SearchDocument> {
  const given = SEARCH_SOURCE_FIELDS.filter((field) => field in changes);
  if (given.length === 0) return {};
  const required = SEARCH_SOURCE_FIELDS.filter(
    (field) => field !== 'neighbourhood' && field !== 'landSize' && field !== 'landUnits',
  );
  if (required.every((field) => changes[field] !== undefined)) return buildSearchDocument(changes as SearchSource);
  return { searchVersion: 0 };
}

/**
 * Posts and their images: the only place that touches those tables (ADR 009). Built once in
 * app.ts and handed to the modules that need posts (admin); a method that may be part of a
 * caller's transaction takes it as `tx`.
 */
export function createPostsRepository(db: Executor) {
  async function withImages(rows: PostRow[]): Promise<PostWithImages[]> {
    if (rows.length === 0) return [];
    const images = await db
      .select()
      .from(postImages)
      .where(
        inArray(
          postImages.postId,
          rows.map((post) => post.id),
        ),
      )
      .orderBy(asc(postImages.position));
    return rows.map((post) => ({ post, images: images.filter((image) => image.postId === post.id) }));
  }

  return {
    async insert(post: NewPost, images: StoredImages, tx: Executor = db): Promise<PostRow> {
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
     * Changes a post only while it is in one of the `from` states, so two staff members deciding
     * at once cannot both win. Returns whether the change happened.
     */
    async updateIf(id: string, from: readonly PostStatus[], changes: PostChanges, tx: Executor = db): Promise<boolean> {
      const updated = await tx
        .update(posts)
        .set({ ...changes, ...searchColumnsOf(changes) })
        .where(and(eq(posts.id, id), inArray(posts.status, [...from])))
        .returning({ id: posts.id });
      return updated.length > 0;
    },

    async byNumber(type: PostRow['type'], number: number): Promise<PostWithImages | undefined> {
      const rows = await db
        .select()
        .from(posts)
        .where(and(eq(posts.type, type), eq(posts.number, number)));
      return (await withImages(rows))[0];
    },

    async countView(id: string): Promise<void> {
      await db
        .update(posts)
        .set({ viewCount: sql`${posts.viewCount} + 1` })
        .where(eq(posts.id, id));
    },

    /**
     * Marks a live post rented or sold, once: only an approved post not already closed changes.
     * Returns when it was closed, or undefined when it was not live.
     */
    async close(id: string, at: Date): Promise<Date | undefined> {
      const [row] = await db
        .update(posts)
        .set({ closedAt: at })
        .where(and(eq(posts.id, id), eq(posts.status, 'approved'), isNull(posts.closedAt)))
        .returning({ closedAt: posts.closedAt });
      return row?.closedAt ?? undefined;
    },

    /**
     * Puts a live post back at the top of "newest first", only if it was listed before `listedBefore`:
     * two taps at once repost it once. Returns whether it was reposted.
     */
    async repost(id: string, at: Date, listedBefore: Date): Promise<boolean> {
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
      await db.delete(posts).where(eq(posts.id, id));
    },

    /**
     * Approved posts of listed owners matching the filters and keyword, in the chosen order, and
     * up to `featuredPerPage` paid ones for the top of the page: taken in turn, page by page, from
     * the newest paid posts that are not already on the page. The count and the page are asked
     * for at once (on PostgreSQL, on two connections).
     */
    async listApproved(
      query: PostListQuery,
      featuredPerPage: number,
    ): Promise<{ rows: PostWithImages[]; featured: PostWithImages[]; total: number }> {
      const plan = planSearch(query.q);
      const where = listingWhere(query, plan);
      const { limit, offset } = pageOf(query);
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(posts).where(where),
        db
          .select()
          .from(posts)
          .where(where)
          .orderBy(...listingOrder(query.sort, plan))
          .limit(limit)
          .offset(offset),
      ]);
      const onPage = rows.map((row) => row.id);
      const paidWhere = and(where, eq(posts.paid, true), onPage.length ? notInArray(posts.id, onPage) : undefined);
      const [paidTotal] = await db.select({ n: count() }).from(posts).where(paidWhere);
      const paidCount = paidTotal?.n ?? 0;
      const featured =
        paidCount === 0 || featuredPerPage === 0
          ? []
          : await db
              .select()
              .from(posts)
              .where(paidWhere)
              .orderBy(desc(posts.listedAt), desc(posts.number))
              .limit(featuredPerPage)
              .offset(((query.page - 1) * featuredPerPage) % paidCount);
      const [withRows, withFeatured] = await Promise.all([withImages(rows), withImages(featured)]);
      return { rows: withRows, featured: withFeatured, total: total?.n ?? 0 };
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
        })
        .from(posts)
        .where(lt(posts.searchVersion, SEARCH_VERSION))
        .limit(limit);
    },

    /** Stores rebuilt search documents, in one transaction. */
    async writeSearchDocuments(documents: { id: string; document: SearchDocument }[]): Promise<void> {
      if (documents.length === 0) return;
      await db.transaction(async (tx) => {
        for (const { id, document } of documents) await tx.update(posts).set(document).where(eq(posts.id, id));
      });
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
      const rows = await db
        .select()
        .from(posts)
        .where(and(inArray(posts.number, numbers), eq(posts.status, 'approved'), ownerListed(posts.ownerId)));
      return withImages(rows);
    },

    async ofOwner(ownerId: string): Promise<PostWithImages[]> {
      return withImages(await db.select().from(posts).where(eq(posts.ownerId, ownerId)).orderBy(desc(posts.createdAt)));
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

    /** Pending posts matching the moderation filters, oldest (re)submission first. */
    async pendingPage(query: ModerationQueueQuery): Promise<{ rows: PostWithImages[]; total: number }> {
      const filters: SQL[] = [eq(posts.status, 'pending')];
      if (query.type) filters.push(eq(posts.type, query.type));
      if (query.paid) filters.push(eq(posts.paid, query.paid === 'paid'));
      if (query.edited) filters.push(query.edited === 'edited' ? gt(posts.updateCount, 0) : eq(posts.updateCount, 0));
      const where = and(...filters);
      const [total] = await db.select({ n: count() }).from(posts).where(where);
      const { limit, offset } = pageOf(query);
      const rows = await db
        .select()
        .from(posts)
        .where(where)
        .orderBy(asc(posts.submittedAt), asc(posts.number))
        .limit(limit)
        .offset(offset);
      return { rows: await withImages(rows), total: total?.n ?? 0 };
    },

    /** When every pending post was (re)submitted: the queue's overdue count is worked out from these. */
    async pendingSubmittedAt(): Promise<Date[]> {
      const rows = await db.select({ at: posts.submittedAt }).from(posts).where(eq(posts.status, 'pending'));
      return rows.map((row) => row.at);
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
