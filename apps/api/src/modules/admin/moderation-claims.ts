import { type Language, LIMITS, type ModerationClaim } from '@ghorbari/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError, namingError } from '../../errors/app-error.ts';
import type { UsersRepository } from '../accounts/users.types.ts';
import type { ModerationClaimRow, ModerationClaimsRepository } from './moderation-claims.repository.ts';

const CLAIM_MS = LIMITS.moderationClaim.minutes * 60_000;

/** "১৪:২০" / "2:20 pm": the time of day in Dhaka a claim lapses, as the staff area writes times. */
const clockTime = (at: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
    timeStyle: 'short',
    timeZone: 'Asia/Dhaka',
    hourCycle: language === 'bn' ? 'h23' : 'h12',
  }).format(at);

/** SQLSTATE 23503, however deep the driver or Drizzle wrapped it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface ClaimDeps {
  claims: ModerationClaimsRepository;
  users: Pick<UsersRepository, 'summariesOf'>;
}

/**
 * A staff member claims a post of the moderation queue before working it (issue 41, ADR 052):
 * the first claim wins, it lapses LIMITS.moderationClaim.minutes after it was last taken, and every
 * decision on the post takes or holds it in the decision's own transaction, so two staff members
 * never work one post.
 */
export function createClaimKeeper({ claims, users }: ClaimDeps) {
  /** The 409 that names who holds the post and until when. */
  async function heldBy(claim: ModerationClaimRow): Promise<AppError> {
    const holder = (await users.summariesOf([claim.staffId])).get(claim.staffId);
    return namingError('POST_CLAIMED', 'errors.postClaimed', (language) => ({
      name: holder?.name ?? '',
      until: clockTime(claim.expiresAt, language),
    }));
  }

  return {
    /**
     * Takes (or renews) the post for this staff member from `at`, or refuses with 409 naming the
     * holder of a live claim. The deciding step is the repository's one conditional upsert; the
     * read after it only names the holder. A holder who let go between the two is tried once more.
     */
    async hold(staffId: string, postId: string, at: Date, tx?: Executor): Promise<ModerationClaimRow> {
      const until = new Date(at.getTime() + CLAIM_MS);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const taken = await claims.claim(postId, staffId, at, until, tx).catch((error: unknown) => {
          // The post was deleted while the claim was made (its owner removed it): nothing to work.
          throw isForeignKeyViolation(error) ? new AppError('POST_UNAVAILABLE') : error;
        });
        if (taken) return taken;
        const held = await claims.liveOn(postId, at, tx);
        if (held) throw await heldBy(held);
      }
      throw new AppError('CONFLICT', 'errors.decidedMeanwhile');
    },

    /** The live claims on these posts, as the queue and the preview show them. */
    async liveOf(postIds: readonly string[], at: Date): Promise<Map<string, ModerationClaim>> {
      const rows = await claims.liveOf(postIds, at);
      const names = await users.summariesOf([...rows.values()].map((row) => row.staffId));
      return new Map(
        [...rows].map(([postId, row]) => [
          postId,
          { staff: { _id: row.staffId, name: names.get(row.staffId)?.name ?? '' }, until: row.expiresAt.toISOString() },
        ]),
      );
    },
  };
}
export type ClaimKeeper = ReturnType<typeof createClaimKeeper>;
