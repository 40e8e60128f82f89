import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PostListQuery } from '@ghorbari/contracts';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { postImages, posts, savedPosts, users } from '../../db/schema.ts';

export type PostRow = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
export type ImageRow = typeof postImages.$inferSelect;
export interface PostWithImages {
  post: PostRow;
  images: ImageRow[];
  owner: { id: string; name: string; proPic: string | null; status: string; suspendedUntil: Date | null };
}

/** The owner's posts may be listed: not disabled, and not within a suspension. */
export const ownerListed = sql`(${users.status} = 'normal' or (${users.status} = 'suspended' and ${users.suspendedUntil} <= now()))`;

/** Posts, their images and saved posts: the only place that touches those tables. */
export function createPostsRepository(db: Db) {
  async function withImages(rows: { post: PostRow; owner: PostWithImages['owner'] }[]): Promise<PostWithImages[]> {
    if (rows.length === 0) return [];
    const images = await db
      .select()
      .from(postImages)
      .where(inArray(postImages.postId, rows.map((row) => row.post.id)))
      .orderBy(asc(postImages.position));
    return rows.map((row) => ({ ...row, images: images.filter((image) => image.postId === row.post.id) }));
  }
  const ownerColumns = { id: users.id, name: users.name, proPic: users.proPic, status: users.status, suspendedUntil: users.suspendedUntil };

  return {
    async insert(post: NewPost, images: { card: string; large: string }[]): Promise<PostRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(posts).values(post).returning();
        if (!row) throw new Error('insert returned no row');
        await tx.insert(postImages).values(images.map((image, position) => ({ postId: row.id, position, cardPath: image.card, largePath: image.large })));
        return row;
      });
    },

    /** Replace the post's fields and its images in one transaction. */
    async replace(id: string, changes: Partial<NewPost>, images: { card: string; large: string }[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(posts).set({ ...changes, updatedAt: new Date() }).where(eq(posts.id, id));
        await tx.delete(postImages).where(eq(postImages.postId, id));
        await tx.insert(postImages).values(images.map((image, position) => ({ postId: id, position, cardPath: image.card, largePath: image.large })));
      });
    },

    async byNumber(type: 'sell' | 'rent', number: number): Promise<PostWithImages | undefined> {
      const rows = await db
        .select({ post: posts, owner: ownerColumns })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.ownerId))
        .where(and(eq(posts.type, type), eq(posts.number, number)));
      return (await withImages(rows))[0];
    },

    async countView(id: string): Promise<void> {
      await db.update(posts).set({ viewCount: sql`${posts.viewCount} + 1` }).where(eq(posts.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(posts).where(eq(posts.id, id));
    },

    /** Approved posts matching the filters: paid first, then newest. */
    async listApproved(query: PostListQuery): Promise<{ rows: PostWithImages[]; total: number }> {
      const filters: SQL[] = [eq(posts.type, query.type), eq(posts.status, 'approved'), ownerListed];
      if (query.division) filters.push(eq(posts.division, query.division));
      if (query.district) filters.push(eq(posts.district, query.district));
      if (query.subDistrict) filters.push(eq(posts.subDistrict, query.subDistrict));
      if (query.propertyType) filters.push(eq(posts.propertyType, query.propertyType));
      if (query.minPrice !== undefined) filters.push(gte(posts.price, query.minPrice));
      if (query.maxPrice !== undefined) filters.push(lte(posts.price, query.maxPrice));
      if (query.minSize !== undefined) filters.push(gte(posts.size, query.minSize));
      if (query.maxSize !== undefined) filters.push(lte(posts.size, query.maxSize));
      if (query.q) {
        const like = containing(query.q);
        const text = or(ilike(posts.title, like), ilike(posts.description, like));
        if (text) filters.push(text);
      }
      const where = and(...filters);
      const [total] = await db.select({ n: count() }).from(posts).innerJoin(users, eq(users.id, posts.ownerId)).where(where);
      const rows = await db
        .select({ post: posts, owner: ownerColumns })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.ownerId))
        .where(where)
        .orderBy(desc(posts.paid), desc(posts.createdAt), desc(posts.number))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { rows: await withImages(rows), total: total?.n ?? 0 };
    },

    async ofOwner(ownerId: string): Promise<PostWithImages[]> {
      const rows = await db
        .select({ post: posts, owner: ownerColumns })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.ownerId))
        .where(eq(posts.ownerId, ownerId))
        .orderBy(desc(posts.createdAt));
      return withImages(rows);
    },

    async countsOf(ownerId: string): Promise<{ type: string; status: string; n: number }[]> {
      return db
        .select({ type: posts.type, status: posts.status, n: sql<number>`count(*)::int` })
        .from(posts)
        .where(eq(posts.ownerId, ownerId))
        .groupBy(posts.type, posts.status);
    },

    /** Approved sell and rent posts by their numbers, for saved lists. */
    async approvedByNumbers(numbers: number[]): Promise<PostWithImages[]> {
      if (numbers.length === 0) return [];
      const rows = await db
        .select({ post: posts, owner: ownerColumns })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.ownerId))
        .where(and(inArray(posts.number, numbers), eq(posts.status, 'approved'), ownerListed));
      return withImages(rows);
    },

    async save(userId: string, purpose: string, itemId: string): Promise<string> {
      await db.insert(savedPosts).values({ userId, purpose, itemId }).onConflictDoNothing();
      const [row] = await db
        .select({ id: savedPosts.id })
        .from(savedPosts)
        .where(and(eq(savedPosts.userId, userId), eq(savedPosts.purpose, purpose), eq(savedPosts.itemId, itemId)));
      if (!row) throw new Error('saved post vanished');
      return row.id;
    },
    async unsave(userId: string, id: string): Promise<boolean> {
      const removed = await db.delete(savedPosts).where(and(eq(savedPosts.userId, userId), eq(savedPosts.id, id))).returning({ id: savedPosts.id });
      return removed.length > 0;
    },
    async savedPage(userId: string, page: number, limit: number) {
      const [total] = await db.select({ n: count() }).from(savedPosts).where(eq(savedPosts.userId, userId));
      const rows = await db
        .select()
        .from(savedPosts)
        .where(eq(savedPosts.userId, userId))
        .orderBy(asc(savedPosts.createdAt), asc(savedPosts.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return { rows, total: total?.n ?? 0 };
    },
    async savedIds(userId: string, purpose: string, itemIds: string[]): Promise<Map<string, string>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({ id: savedPosts.id, itemId: savedPosts.itemId })
        .from(savedPosts)
        .where(and(eq(savedPosts.userId, userId), eq(savedPosts.purpose, purpose), inArray(savedPosts.itemId, itemIds)));
      return new Map(rows.map((row) => [row.itemId, row.id]));
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
