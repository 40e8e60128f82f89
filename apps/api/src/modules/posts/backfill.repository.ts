import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { postImages, posts } from './posts.schema.ts';
import { publicDataWritten } from '../../db/write-generation.ts';
import { entriesOf, imageRows, searchColumnsOf, selectWithImages, type StoredImages } from './post-rows.ts';
import type { NewPost, PostRow, PostWithImages } from './posts.types.ts';

/**
 * Rows per statement: a post names about 90 columns and a statement takes at most 65,535
 * parameters, so 250 posts stay well within it.
 */
const POSTS_PER_WRITE = 250;
const IMAGES_PER_WRITE = 2_000;

/**
 * What the demo seed writes and fills in over many posts at once. Writes of many posts for the
 * demo market (issue 42, ADR 056) are a few multi-row statements instead of one round trip per
 * post, which on the embedded database is the difference between a quick `npm start` and a slow
 * one; the backfills find the live posts inserted without a payment record or an approved snapshot.
 */
export function createPostBackfillRepository(db: Executor) {
  const withImages = () => selectWithImages(db);
  return {
    /**
     * Posts with their photos, as `insert` writes each one (search columns included), in chunks.
     * Each post gets its id here, so its photos' rows need nothing read back.
     */
    async insertMany(entries: readonly { post: NewPost; images: StoredImages }[], tx: Executor = db): Promise<void> {
      publicDataWritten();
      const rows = entries.map(({ post, images }) => ({ id: post.id ?? randomUUID(), post, images }));
      for (let start = 0; start < rows.length; start += POSTS_PER_WRITE) {
        const chunk = rows.slice(start, start + POSTS_PER_WRITE);
        await tx.insert(posts).values(chunk.map(({ id, post }) => ({ ...post, id, ...searchColumnsOf(post) })));
      }
      const images = rows.flatMap(({ id, images }) => imageRows(id, images));
      for (let start = 0; start < images.length; start += IMAGES_PER_WRITE) {
        await tx.insert(postImages).values(images.slice(start, start + IMAGES_PER_WRITE));
      }
    },

    /** What support approved of many posts at once (the demo's approved-snapshots step), in one statement per chunk. */
    async setApprovedSnapshots(
      snapshots: readonly { id: string; snapshot: Record<string, unknown> }[],
      tx: Executor = db,
    ): Promise<void> {
      publicDataWritten();
      for (let start = 0; start < snapshots.length; start += POSTS_PER_WRITE) {
        const chunk = JSON.stringify(snapshots.slice(start, start + POSTS_PER_WRITE));
        await tx.execute(sql`
          update ${posts} set approved_snapshot = given.snapshot
          from json_to_recordset(${chunk}::json) as given(id uuid, snapshot jsonb)
          where ${posts.id} = given.id and ${posts.status} = 'approved'`);
      }
    },

    /** Live paid posts whose payment nobody confirmed (inserted approved, as the demo seed does), oldest first. */
    async paidWithoutPayment(): Promise<PostRow[]> {
      return db
        .select()
        .from(posts)
        .where(and(eq(posts.status, 'approved'), eq(posts.paid, true), isNull(posts.paymentConfirmedAt)))
        .orderBy(posts.type, posts.number);
    },

    /** Live posts with no record of what went live (inserted approved, as the demo seed does). */
    async approvedWithoutSnapshot(): Promise<PostWithImages[]> {
      return entriesOf(await withImages().where(and(eq(posts.status, 'approved'), isNull(posts.approvedSnapshot))));
    },

    /** Each post's owner and primary number, as SQL: the demo seed has the accounts module prove them (issue 40). */
    ownerPhones(): SQL {
      return sql`select ${posts.ownerId}, ${posts.primaryPhone} from ${posts}`;
    },
  };
}
export type PostBackfillRepository = ReturnType<typeof createPostBackfillRepository>;
