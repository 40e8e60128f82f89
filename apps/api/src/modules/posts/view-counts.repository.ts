import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { posts } from './posts.schema.ts';

/** Views of post pages, counted in memory (view-counts.ts) and added to the posts in batches. */
export function createViewCountsRepository(db: Executor) {
  return {
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
  };
}
export type ViewCountsRepository = ReturnType<typeof createViewCountsRepository>;
