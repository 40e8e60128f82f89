import { LIMITS } from '@ghorbari/contracts';
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { phoneMatching } from '../../db/like.ts';
import { photoMatches, postImages, posts } from './posts.schema.ts';
import { PHOTO_MATCH_MAX_DISTANCE } from '../../images/photo-hash.ts';

/**
 * The posts module's queries behind support's fraud signals (issue 18, ADR 022): contact numbers
 * compared across accounts, and photos that look like other accounts' photos. Part of the posts
 * repository (`createPostsRepository` spreads them in), kept apart from listing and editing.
 */
export function createSignalQueries(db: Executor) {
  return {
    /**
     * The accounts whose posts, in any state, carry each of these contact numbers (issue 18), as
     * distinct number and owner pairs: numbers are stored in one normal form, so they compare as
     * they are.
     */
    async ownersOfPhones(phones: readonly string[]): Promise<{ phone: string; ownerId: string }[]> {
      const wanted = [...new Set(phones)];
      if (wanted.length === 0) return [];
      const primary = db
        .selectDistinct({ phone: posts.primaryPhone, ownerId: posts.ownerId })
        .from(posts)
        .where(inArray(posts.primaryPhone, wanted));
      const secondary = db
        .selectDistinct({ phone: sql<string>`${posts.secondaryPhone}`, ownerId: posts.ownerId })
        .from(posts)
        .where(inArray(posts.secondaryPhone, wanted));
      return union(primary, secondary);
    },

    /**
     * The accounts whose posts, in any state, carry a number matching the digits support typed
     * (`phoneMatching`, issue 41): at most `limit` of them.
     */
    async ownersOfPhoneLike(digits: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ ownerId: posts.ownerId })
        .from(posts)
        .where(or(phoneMatching(posts.primaryPhone, digits), phoneMatching(posts.secondaryPhone, digits)))
        .limit(limit);
      return rows.map((row) => row.ownerId);
    },

    /**
     * Records which photos of the post look like photos of other accounts' posts (issue 18): the
     * hashes of at most PHOTO_MATCH_MAX_DISTANCE differing bits, in one statement, in the caller's
     * transaction (the submission or edit that stored the photos). An owner's reuse of their own
     * photos is no signal.
     */
    async recordPhotoMatches(postId: string, tx: Executor = db): Promise<void> {
      await tx.execute(sql`
      insert into ${photoMatches} (image_id, matched_image_id, distance)
      select mine.id, theirs.id, matched.distance
      from ${postImages} mine
      join ${posts} mine_post on mine_post.id = mine.post_id
      join ${postImages} theirs on theirs.photo_hash is not null and theirs.post_id <> mine.post_id
      join ${posts} their_post on their_post.id = theirs.post_id and their_post.owner_id <> mine_post.owner_id
      cross join lateral (
        select bit_count(('x' || mine.photo_hash)::bit(64) # ('x' || theirs.photo_hash)::bit(64))::int as distance
      ) matched
      where mine.post_id = ${postId} and mine.photo_hash is not null
        and matched.distance <= ${PHOTO_MATCH_MAX_DISTANCE}
      on conflict do nothing`);
    },

    /** How many other accounts' posts each of these posts shares photos with (issue 18). */
    async photoMatchCounts(postIds: readonly string[]): Promise<Map<string, number>> {
      if (postIds.length === 0) return new Map();
      const mine = alias(postImages, 'mine');
      const theirs = alias(postImages, 'theirs');
      const rows = await db
        .select({ postId: mine.postId, posts: sql<number>`count(distinct ${theirs.postId})::int` })
        .from(photoMatches)
        .innerJoin(mine, eq(mine.id, photoMatches.imageId))
        .innerJoin(theirs, eq(theirs.id, photoMatches.matchedImageId))
        .where(inArray(mine.postId, [...postIds]))
        .groupBy(mine.postId);
      return new Map(rows.map((row) => [row.postId, Number(row.posts)]));
    },

    /** The post's photos that look like other accounts' photos, each with the other photo and its post. */
    async photoMatchesOf(postId: string) {
      const mine = alias(postImages, 'mine');
      const theirs = alias(postImages, 'theirs');
      return db
        .select({
          mine: mine.cardPath,
          theirs: theirs.cardPath,
          distance: photoMatches.distance,
          post: { type: posts.type, number: posts.number, title: posts.title, status: posts.status },
          ownerId: posts.ownerId,
        })
        .from(photoMatches)
        .innerJoin(mine, eq(mine.id, photoMatches.imageId))
        .innerJoin(theirs, eq(theirs.id, photoMatches.matchedImageId))
        .innerJoin(posts, eq(posts.id, theirs.postId))
        .where(eq(mine.postId, postId))
        .orderBy(asc(mine.position), asc(photoMatches.distance), desc(posts.number))
        .limit(LIMITS.trust.photoMatchesShown);
    },
  };
}
