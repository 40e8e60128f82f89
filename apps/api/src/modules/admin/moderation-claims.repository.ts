import { and, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { moderationClaims } from './admin.schema.ts';

export type ModerationClaimRow = typeof moderationClaims.$inferSelect;

/**
 * Staff members' claims on posts of the moderation queue (issue 41, ADR 052): the only place that
 * touches `moderation_claims`. Times come from the service's clock, never the database's, so a
 * test can move past a claim's lapse.
 */
export function createModerationClaimsRepository(db: Executor) {
  return {
    /**
     * Takes the post for `staffId` until `until`, in ONE statement: a new claim is inserted; an
     * existing one is taken over only if it has lapsed by `at` or is this staff member's own (then
     * it is renewed). Of two claims at once, the second waits for the first to commit and then
     * finds a live claim of someone else: nothing is returned, and the caller refuses.
     */
    async claim(postId: string, staffId: string, at: Date, until: Date, tx: Executor = db) {
      const [row] = await tx
        .insert(moderationClaims)
        .values({ postId, staffId, claimedAt: at, expiresAt: until })
        .onConflictDoUpdate({
          target: moderationClaims.postId,
          set: { staffId, claimedAt: at, expiresAt: until },
          setWhere: or(lte(moderationClaims.expiresAt, at), eq(moderationClaims.staffId, staffId)),
        })
        .returning();
      return row;
    },

    /** The claim on this post still live at `at`, read in the caller's transaction (to name its holder). */
    async liveOn(postId: string, at: Date, tx: Executor = db): Promise<ModerationClaimRow | undefined> {
      const [row] = await tx
        .select()
        .from(moderationClaims)
        .where(and(eq(moderationClaims.postId, postId), gt(moderationClaims.expiresAt, at)));
      return row;
    },

    /** The claims on these posts still live at `at`, by post id. */
    async liveOf(postIds: readonly string[], at: Date): Promise<Map<string, ModerationClaimRow>> {
      if (postIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(moderationClaims)
        .where(and(inArray(moderationClaims.postId, [...postIds]), gt(moderationClaims.expiresAt, at)));
      return new Map(rows.map((row) => [row.postId, row]));
    },

    /** Lets go of this staff member's claim on the post; another's is left as it is. Returns whether one went. */
    async release(postId: string, staffId: string): Promise<boolean> {
      const gone = await db
        .delete(moderationClaims)
        .where(and(eq(moderationClaims.postId, postId), eq(moderationClaims.staffId, staffId)))
        .returning({ postId: moderationClaims.postId });
      return gone.length > 0;
    },

    /** The post left the queue: whoever held it, the claim goes, in the decision's transaction. */
    async clear(postId: string, tx: Executor = db): Promise<void> {
      await tx.delete(moderationClaims).where(eq(moderationClaims.postId, postId));
    },
  };
}
export type ModerationClaimsRepository = ReturnType<typeof createModerationClaimsRepository>;
