import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { ModerationQueueQuery } from '@ghorbari/contracts';
import type { Db } from '../../db/client.ts';
import { auditLog, postImages, posts, users } from '../../db/schema.ts';
import type { ImageRow, NewPost, PostRow } from '../posts/posts.repository.ts';

export interface QueueRow {
  post: PostRow;
  poster: { id: string; name: string; email: string };
  images: ImageRow[];
}

/** The moderation side of posts: the queue and the decisions. */
export function createModerationRepository(db: Db) {
  return {
    /** Pending posts matching the filters, oldest (re)submission first. */
    async queue(query: ModerationQueueQuery): Promise<{ rows: QueueRow[]; total: number }> {
      const filters: SQL[] = [eq(posts.status, 'pending')];
      if (query.type) filters.push(eq(posts.type, query.type));
      if (query.paid) filters.push(eq(posts.paid, query.paid === 'paid'));
      if (query.edited) filters.push(query.edited === 'edited' ? gt(posts.updateCount, 0) : eq(posts.updateCount, 0));
      const where = and(...filters);
      const [total] = await db.select({ n: count() }).from(posts).where(where);
      const rows = await db
        .select({ post: posts, poster: { id: users.id, name: users.name, email: users.email } })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.ownerId))
        .where(where)
        .orderBy(asc(posts.submittedAt), asc(posts.number))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const images = rows.length
        ? await db
            .select()
            .from(postImages)
            .where(inArray(postImages.postId, rows.map((row) => row.post.id)))
            .orderBy(asc(postImages.position))
        : [];
      return {
        rows: rows.map((row) => ({ ...row, images: images.filter((image) => image.postId === row.post.id) })),
        total: total?.n ?? 0,
      };
    },

    /** When every pending post was (re)submitted: the queue's overdue count is worked out from these. */
    async pendingSubmittedAt(): Promise<Date[]> {
      const rows = await db.select({ at: posts.submittedAt }).from(posts).where(eq(posts.status, 'pending'));
      return rows.map((row) => row.at);
    },

    /**
     * Changes a post only while it is in one of `from` states, so two staff members deciding
     * at once cannot both win. Returns whether the change happened.
     */
    async updateIf(id: string, from: string[], changes: Partial<NewPost>): Promise<boolean> {
      const updated = await db
        .update(posts)
        .set(changes)
        .where(and(eq(posts.id, id), inArray(posts.status, from)))
        .returning({ id: posts.id });
      return updated.length > 0;
    },

    async postCountsOf(ownerId: string): Promise<{ status: string; n: number }[]> {
      return db
        .select({ status: posts.status, n: sql<number>`count(*)::int` })
        .from(posts)
        .where(eq(posts.ownerId, ownerId))
        .groupBy(posts.status);
    },

    /** How many times support has rejected this owner's posts. */
    async rejectionsOf(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'post.rejected'), sql`${auditLog.details} ->> 'ownerId' = ${ownerId}`));
      return row?.n ?? 0;
    },

    async staffNames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
