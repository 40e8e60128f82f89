import type { ModerationQueueQuery } from '@ghorbari/contracts';
import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { phoneMatching } from '../../db/like.ts';
import { createPostEditQueries } from './post-edits.repository.ts';
import { entriesOf, selectWithImages } from './post-rows.ts';
import { postEdits, posts } from './posts.schema.ts';
import type { PostWithImages, QueueSearch } from './posts.types.ts';

const pageOf = (query: { page: number; limit: number }) => ({
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

/**
 * The moderation queue's posts (issue 5, ADR 048): pending posts and live posts with an edit
 * waiting, a page at a time for support, and when each was sent for the queue's and dashboard's
 * counts.
 */
export function createModerationQueueRepository(db: Executor) {
  const withImages = () => selectWithImages(db);
  const editQueries = createPostEditQueries(db);
  return {
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
export type ModerationQueueRepository = ReturnType<typeof createModerationQueueRepository>;
