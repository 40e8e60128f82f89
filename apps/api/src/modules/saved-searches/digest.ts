import { DHAKA_OFFSET_MS, type Language, LIMITS, priceUnitOf, siteHref, sitePaths } from '@ghorbari/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../mail/mailer.ts';
import { savedSearchDigestMail, type DigestSearch } from '../../mail/templates.ts';
import { effectiveStatus } from '../accounts/account-status.ts';
import { publicPostId } from '../posts/posts.presenters.ts';
import { postMatchesSearch } from '../search/matcher.ts';
import type { DigestClaim, SavedSearchesRepository } from './saved-searches.repository.ts';
import type { SavedSearchesDeps } from './saved-searches.service.ts';
import { searchSummary } from './search-summary.ts';
import { createRounds } from '../../jobs/rounds.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** How often the timer asks whether a digest is due: the morning's mails go within minutes of the hour. */
export const DIGEST_CHECK_MS = 5 * 60_000;

/** The moment the Dhaka calendar day of `at` began (Dhaka is UTC+6 all year). */
export const dhakaDayStart = (at: Date): Date =>
  new Date(Math.floor((at.getTime() + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS);
const dhakaHour = (at: Date): number => Math.floor(((at.getTime() + DHAKA_OFFSET_MS) % DAY_MS) / HOUR_MS);

/**
 * New matches of a search are the posts approved after the later of its last digest and the last
 * time the member opened its results (a new search counts as opened when saved): what the member
 * has already been mailed or has seen is not new again.
 */
const windowStart = (claim: DigestClaim): number =>
  Math.max(claim.createdAt.getTime(), claim.lastVisitedAt.getTime(), claim.previousDigestAt?.getTime() ?? 0);

/** What a failure says in the log: its kind and SMTP codes, never its message (it may name the address). */
function failureOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { kind: typeof error };
  return {
    kind: error.name,
    ...('code' in error ? { code: error.code } : {}),
    ...('responseCode' in error ? { responseCode: error.responseCode } : {}),
  };
}

export interface SavedSearchDigestDeps {
  searches: Pick<SavedSearchesRepository, 'digestMembers' | 'claimDigest' | 'releaseDigest'>;
  alerts: SavedSearchesDeps['alerts'];
  users: SavedSearchesDeps['users'];
  mailer: Pick<Mailer, 'send'>;
  /** Where the site is reached, for the mail's links. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** What one round did: whether the digest was due at all, mails sent, and mails that failed (to retry). */
export interface DigestRound {
  due: boolean;
  mailed: number;
  failed: number;
}

/**
 * The daily mail digest of saved searches (issue 17, ADR 019). From LIMITS.savedSearch.digestHour
 * in the Dhaka morning, a round takes each member's due searches (active, digest on, not mailed
 * since the Dhaka day began) in one guarded UPDATE, then mails what it took: one mail per member
 * in their language, listing each search with new matches. Any number of instances may run rounds
 * at once; the claim lets each search go once a day. A mail that cannot be sent gives its claim
 * back for the next round. Within a process rounds never overlap.
 */
export function createSavedSearchDigest({ searches, alerts, users, mailer, publicUrl, log }: SavedSearchDigestDeps) {
  /** The searches of the claim that have new matches, newest search first, in the member's language. */
  async function sectionsOf(userId: string, claims: DigestClaim[], now: Date, language: Language) {
    const since = new Date(Math.min(...claims.map(windowStart)));
    // Posts approved after `now` belong to the next digest, whose window starts at `now`.
    const recent = (await alerts.approvedSince(since, LIMITS.savedSearch.recentApprovalsScanned)).filter(
      (post) => post.ownerId !== userId && post.approvedAt !== null && post.approvedAt <= now,
    );
    const sections: DigestSearch[] = [];
    for (const claim of [...claims].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())) {
      const start = windowStart(claim);
      const matches = recent.filter(
        (post) => (post.approvedAt?.getTime() ?? 0) > start && postMatchesSearch(claim.filters, post),
      );
      if (matches.length === 0) continue;
      sections.push({
        name: claim.name,
        summary: searchSummary(claim.filters, language),
        newMatches: matches.length,
        // approvedSince answers newest first.
        posts: matches.slice(0, LIMITS.savedSearch.digestPostsShown).map((post) => ({
          title: post.title,
          price: post.price,
          priceUnit: priceUnitOf(post.type, post.priceUnits),
          link: `${publicUrl}${siteHref.postDetails(post.type, publicPostId(post))}`,
        })),
        link: `${publicUrl}${siteHref.openSavedSearch(claim.id)}`,
      });
    }
    return sections;
  }

  /** Claims and mails one member's digest; a failure after the claim gives the claim back. */
  async function digestOf(userId: string, now: Date, dayStart: Date): Promise<'mailed' | 'none'> {
    const claims = await searches.claimDigest(userId, dayStart, now);
    if (claims.length === 0) return 'none';
    try {
      const member = await users.byId(userId);
      // The digest is a mail: an account made with a mobile number has none until it adds an email (issue 40).
      if (!member?.email || effectiveStatus(member, now) !== 'normal') return 'none';
      const language: Language = member.language === 'en' ? 'en' : 'bn';
      const sections = await sectionsOf(member.id, claims, now, language);
      // Nothing new: the searches stay taken for today, so later rounds do not look again.
      if (sections.length === 0) return 'none';
      await mailer.send(
        savedSearchDigestMail({
          to: member.email,
          language,
          searches: sections,
          manageLink: `${publicUrl}${sitePaths.userSearches}`,
        }),
      );
      return 'mailed';
    } catch (error) {
      await searches
        .releaseDigest(claims, now)
        .catch((releaseError: unknown) =>
          log.error({ failure: failureOf(releaseError) }, 'saved-search digest claim not released'),
        );
      throw error;
    }
  }

  async function round(now: Date): Promise<DigestRound> {
    const result: DigestRound = { due: false, mailed: 0, failed: 0 };
    if (dhakaHour(now) < LIMITS.savedSearch.digestHour) return result;
    result.due = true;
    const dayStart = dhakaDayStart(now);
    for (const userId of await searches.digestMembers(dayStart)) {
      try {
        if ((await digestOf(userId, now, dayStart)) === 'mailed') result.mailed += 1;
      } catch (error) {
        result.failed += 1;
        log.warn({ failure: failureOf(error) }, 'saved-search digest not sent; the next round retries');
      }
    }
    if (result.mailed + result.failed > 0)
      log.info({ mailed: result.mailed, failed: result.failed }, 'saved-search digest round');
    return result;
  }

  // One round at a time in this process; the timer skips a tick while a round still runs.
  const rounds = createRounds(round, (error) =>
    log.error({ failure: failureOf(error) }, 'saved-search digest round failed'),
  );

  return {
    /** Runs one round at `now`, after any round still running in this process (never two at once). */
    runOnce: (now: Date = new Date()): Promise<DigestRound> => rounds.runOnce(now),

    /**
     * Checks every `everyMs` whether a digest is due, skipping a tick while a round still runs.
     * The timer does not keep the process alive; `now` is for tests.
     */
    start: ({ everyMs = DIGEST_CHECK_MS, now }: { everyMs?: number; now?: () => Date } = {}): void =>
      rounds.start({ everyMs, ...(now ? { now } : {}) }),

    /** Stops the timer and waits for the round under way (closing: before the mailer closes). */
    stop: rounds.stop,
  };
}
export type SavedSearchDigest = ReturnType<typeof createSavedSearchDigest>;
