import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ownerListed } from '../accounts/account-status.ts';
import { posts } from './posts.schema.ts';
import type { PostRow } from './posts.types.ts';

/** The post pages the sitemap lists (the seo module, through the posts service). */
export function createPostSitemapRepository(db: Executor) {
  return {
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
  };
}
export type PostSitemapRepository = ReturnType<typeof createPostSitemapRepository>;
