import type { ListingPurpose, SavedFilter } from '@ghorbari/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { savedPosts } from './saved-posts.schema.ts';
import type { SavedRow } from './saved-posts.types.ts';
import { tablePage } from '../../db/table-page.ts';

/**
 * Items members saved: the only place that touches `saved_posts` (ADR 009). Every query is scoped
 * to one member, except `saversOf`, which finds whom to tell when an item is rented or sold.
 */
export function createSavedPostsRepository(db: Executor) {
  const mine = (userId: string) => eq(savedPosts.userId, userId);
  const ofKind = (userId: string, kind: SavedFilter) =>
    kind === 'all' ? mine(userId) : and(mine(userId), eq(savedPosts.purpose, kind));

  return {
    /**
     * Saves once, in the caller's transaction: saving the same item again answers with the id
     * it already has, and `created` says whether this call made the row.
     */
    async save(
      userId: string,
      purpose: ListingPurpose,
      itemId: string,
      tx: Executor = db,
    ): Promise<{ id: string; created: boolean }> {
      const [inserted] = await tx
        .insert(savedPosts)
        .values({ userId, purpose, itemId })
        .onConflictDoNothing()
        .returning({ id: savedPosts.id });
      if (inserted) return { id: inserted.id, created: true };
      const [row] = await tx
        .select({ id: savedPosts.id })
        .from(savedPosts)
        .where(and(mine(userId), eq(savedPosts.purpose, purpose), eq(savedPosts.itemId, itemId)));
      if (!row) throw new Error('saved post vanished');
      return { id: row.id, created: false };
    },
    /** The members who saved this item. */
    async saversOf(purpose: ListingPurpose, itemId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: savedPosts.userId })
        .from(savedPosts)
        .where(and(eq(savedPosts.purpose, purpose), eq(savedPosts.itemId, itemId)));
      return rows.map((row) => row.userId);
    },
    async unsave(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(savedPosts)
        .where(and(mine(userId), eq(savedPosts.id, id)))
        .returning({ id: savedPosts.id });
      return removed.length > 0;
    },
    /**
     * A page of the member's saved items, of one kind or all, in the order they were saved or its
     * reverse (spec §4); the total is of that kind.
     */
    async page(
      userId: string,
      page: number,
      limit: number,
      order: 'Asc' | 'Desc' = 'Asc',
      kind: SavedFilter = 'all',
    ): Promise<{ rows: SavedRow[]; total: number }> {
      const where = ofKind(userId, kind);
      const by = order === 'Asc' ? asc : desc;
      return tablePage(db, savedPosts, where, [by(savedPosts.createdAt), by(savedPosts.id)], page, limit);
    },
    /** All of the member's saved items (of one kind) in the order saved: for orders by the items' own dates. */
    async all(userId: string, kind: SavedFilter = 'all'): Promise<SavedRow[]> {
      return db
        .select()
        .from(savedPosts)
        .where(ofKind(userId, kind))
        .orderBy(asc(savedPosts.createdAt), asc(savedPosts.id));
    },
    /** Which of these items the member saved: item id → saved id. */
    async savedIds(userId: string, purpose: ListingPurpose, itemIds: string[]): Promise<Map<string, string>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({ id: savedPosts.id, itemId: savedPosts.itemId })
        .from(savedPosts)
        .where(and(mine(userId), eq(savedPosts.purpose, purpose), inArray(savedPosts.itemId, itemIds)));
      return new Map(rows.map((row) => [row.itemId, row.id]));
    },
  };
}
export type SavedPostsRepository = ReturnType<typeof createSavedPostsRepository>;
