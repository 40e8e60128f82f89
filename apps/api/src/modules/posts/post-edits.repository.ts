import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { postEdits, posts } from './posts.schema.ts';
import { sameInstant } from '../../db/same-instant.ts';
import { publicDataWritten } from '../../db/write-generation.ts';
import type { PostEdit } from './post-edits.ts';

type EditRow = typeof postEdits.$inferSelect;
const editOf = (row: EditRow): PostEdit => ({
  postId: row.postId,
  columns: row.columns,
  images: row.images,
  submittedAt: row.submittedAt,
});

/**
 * The posts module's queries of edits waiting beside a live post (issue 41, ADR 048). Part of the
 * posts repository (`createPostsRepository` spreads them in). Every write here runs after the
 * post's row is locked in the same transaction — the owner's edit by counting it, a staff
 * decision by `lockPost` — so an owner's edit and a staff decision on it never interleave, and
 * always take their locks in the same order.
 */
export function createPostEditQueries(db: Executor) {
  return {
    /** The edit waiting beside this post, if any. */
    async editOf(postId: string, tx: Executor = db): Promise<PostEdit | undefined> {
      const [row] = await tx.select().from(postEdits).where(eq(postEdits.postId, postId));
      return row ? editOf(row) : undefined;
    },

    /** The edits waiting beside these posts, by post id. */
    async editsOf(postIds: readonly string[]): Promise<Map<string, PostEdit>> {
      if (postIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(postEdits)
        .where(inArray(postEdits.postId, [...postIds]));
      return new Map(rows.map((row) => [row.postId, editOf(row)]));
    },

    /** Every edit waiting beside a post of this owner (their photos go when the account does). */
    async editsOfOwner(ownerId: string): Promise<PostEdit[]> {
      const rows = await db
        .select({ edit: postEdits })
        .from(postEdits)
        .innerJoin(posts, eq(posts.id, postEdits.postId))
        .where(eq(posts.ownerId, ownerId));
      return rows.map((row) => editOf(row.edit));
    },

    /** Puts this edit beside the post, in place of one already waiting. */
    async holdEdit(edit: PostEdit, tx: Executor = db): Promise<void> {
      const values = { columns: edit.columns, images: edit.images, submittedAt: edit.submittedAt };
      await tx
        .insert(postEdits)
        .values({ postId: edit.postId, ...values })
        .onConflictDoUpdate({ target: postEdits.postId, set: values });
    },

    /**
     * Counts an edit of a live post against the edit limit without changing what is live, in one
     * conditional statement: only while the post is approved and has fewer than `maxEdits` edits
     * (docs/conventions.md, "Limits are atomic"). The row stays locked until the caller's transaction
     * ends. Returns the new edit count, or undefined when the post is no longer live or the limit
     * was reached.
     */
    async countLiveEdit(id: string, maxEdits: number, tx: Executor = db): Promise<number | undefined> {
      // The count shows on the post's page: a kept copy of it is not reused.
      publicDataWritten();
      const [row] = await tx
        .update(posts)
        .set({ updateCount: sql`${posts.updateCount} + 1` })
        .where(and(eq(posts.id, id), eq(posts.status, 'approved'), sql`${posts.updateCount} < ${maxEdits}`))
        .returning({ updateCount: posts.updateCount });
      return row?.updateCount;
    },

    /** A post's status and edit count, read in the caller's transaction. */
    async stateOf(id: string, tx: Executor = db) {
      const [row] = await tx
        .select({ status: posts.status, updateCount: posts.updateCount })
        .from(posts)
        .where(eq(posts.id, id));
      return row;
    },

    /**
     * Locks the post's row until the caller's transaction ends: a staff decision on its edit takes it first.
     * `no key update`, as an UPDATE of the row takes: it still keeps out an owner's edit and another
     * decision, but not a row that only points at the post (a claim, ADR 052), which would otherwise
     * wait here while the decision waits for that row: a deadlock.
     */
    async lockPost(id: string, tx: Executor): Promise<void> {
      await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, id)).for('no key update');
    },

    /**
     * Takes the waiting edit off the post, only if it is still the one sent at `submittedAt` (the
     * one a staff member decided on): of two decisions at once, or a decision and a newer edit,
     * one wins (ADR 032). Returns the edit taken, or undefined.
     */
    async takeEdit(postId: string, submittedAt: Date | undefined, tx: Executor): Promise<PostEdit | undefined> {
      const [row] = await tx
        .delete(postEdits)
        .where(
          and(eq(postEdits.postId, postId), ...(submittedAt ? [sameInstant(postEdits.submittedAt, submittedAt)] : [])),
        )
        .returning();
      return row ? editOf(row) : undefined;
    },

    /** When every waiting edit was sent, oldest first: the queue counts them with the pending posts. */
    async editsSubmittedAt(): Promise<Date[]> {
      const rows = await db
        .select({ at: postEdits.submittedAt })
        .from(postEdits)
        .innerJoin(posts, eq(posts.id, postEdits.postId))
        .where(eq(posts.status, 'approved'))
        .orderBy(asc(postEdits.submittedAt));
      return rows.map((row) => row.at);
    },
  };
}
