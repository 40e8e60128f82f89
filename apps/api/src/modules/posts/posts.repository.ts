import { type LandDocumentKind, type PostStatus } from '@ghorbari/contracts';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { postImages, posts } from './posts.schema.ts';
import { sameInstant } from '../../db/same-instant.ts';
import { publicDataWritten } from '../../db/write-generation.ts';
import { ownerListed } from '../accounts/account-status.ts';
import { createPostEditQueries } from './post-edits.repository.ts';
import { createSignalQueries } from './signal-queries.ts';
import { entriesOf, imageRows, searchColumnsOf, selectWithImages, type StoredImages } from './post-rows.ts';
import type { ImageRow, NewPost, PostChanges, PostGuard, PostRow, PostWithImages } from './posts.types.ts';

/** Every write to posts bumps the write generation: a total counted before it is not reused. */
const written = publicDataWritten;

/**
 * Posts and their images as posting, editing and owning them reads and writes them: a post by
 * number or id, its photos, its edits and moderation signals, its owner's posts and counts. The
 * posts module's other repositories beside it touch the same tables for one concern each
 * (issue 45): listing, availability, the search index, the sitemap, the moderation queue, view
 * counts, saved-search alerts and the demo's backfill. Built once in repositories.ts and handed to
 * the modules that need posts (admin); a method that may be part of a caller's transaction takes
 * it as `tx`.
 */
export function createPostsRepository(db: Executor) {
  const withImages = () => selectWithImages(db);
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
     * win, and the row stays locked until the caller's transaction ends (docs/conventions.md, "Limits
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

    /** Approved sell and rent posts of listed owners by their numbers, for saved lists. */
    async approvedByNumbers(numbers: number[]): Promise<PostWithImages[]> {
      if (numbers.length === 0) return [];
      return entriesOf(
        await withImages().where(
          and(inArray(posts.number, numbers), eq(posts.status, 'approved'), ownerListed(posts.ownerId)),
        ),
      );
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
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
