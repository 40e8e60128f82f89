import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ownerListed } from '../accounts/account-status.ts';
import { posts } from './posts.schema.ts';
import type { PostRow } from './posts.types.ts';

/**
 * The newly approved posts that saved-search alerts and the daily digest match (issue 17); the
 * demo seed reads the live posts through it too.
 */
export function createPostAlertsRepository(db: Executor) {
  return {
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
  };
}
export type PostAlertsRepository = ReturnType<typeof createPostAlertsRepository>;
