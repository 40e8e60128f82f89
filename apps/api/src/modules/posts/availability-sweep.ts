import { type Language, LIMITS, siteHref, sitePaths } from '@ghorbari/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { newToken, sha256 } from '../../auth/secrets.ts';
import type { Sms } from '../../sms/sms.ts';
import type { UserRow } from '../accounts/users.types.ts';
import type { NoticeValues } from '../notifications/notices.ts';
import type { AvailabilityTarget } from './availability.repository.ts';
import type { PostsDeps } from './posts.service.ts';
import type { AvailabilityRepository } from './availability.repository.ts';
import { publicPostId } from './posts.presenters.ts';
import { createRounds } from '../../jobs/rounds.ts';

/** How often each instance sweeps: the steps are counted in days, an hour late is nothing. */
export const AVAILABILITY_SWEEP_MS = 3600_000;

type Kind = 'sell' | 'rent';
type Key =
  'availabilityAsked' | 'availabilityReported' | 'availabilityUnconfirmed' | 'availabilityClosed' | 'featuredEnded';

/** How a question about the home reads, by type and language (a sale is "not sold yet", not "free"). */
const WORDS: Record<Language, Record<Kind, { state: string; button: string; gone: string; close: string }>> = {
  bn: {
    rent: { state: 'খালি আছে', button: 'এখনো খালি আছে', gone: 'ভাড়া হয়ে গেছে', close: 'ভাড়া হয়ে গেছে' },
    sell: { state: 'বিক্রি হয়নি', button: 'এখনো বিক্রি হয়নি', gone: 'বিক্রি হয়ে গেছে', close: 'বিক্রি হয়ে গেছে' },
  },
  en: {
    rent: { state: 'still available', button: 'Still available', gone: 'already rented', close: 'Mark as rented' },
    sell: { state: 'still for sale', button: 'Still for sale', gone: 'already sold', close: 'Mark as sold' },
  },
};

/**
 * The SMS with the one-tap link, in the owner's language; short, as a Bengali SMS part holds 70
 * characters. `reported`: visitors said the home is taken, so the owner is asked at once.
 */
export function availabilitySms(
  language: Language,
  type: Kind,
  postId: string,
  link: string,
  reported = false,
): string {
  const words = WORDS[language][type];
  if (reported)
    return language === 'bn'
      ? `ঘরবাড়ি: কয়েকজন জানিয়েছেন আপনার বিজ্ঞাপন ${postId} ${words.gone}। এখনো ${words.state}? এক চাপে নিশ্চিত করুন: ${link}`
      : `Ghorbari: visitors say your post ${postId} is ${words.gone}. ` +
          `Is it ${words.state}? Confirm with one tap: ${link}`;
  return language === 'bn'
    ? `ঘরবাড়ি: আপনার বিজ্ঞাপন ${postId} কি এখনো ${WORDS.bn[type].state}? থাকলে এক চাপে নিশ্চিত করুন: ${link}`
    : `Ghorbari: is your post ${postId} ${WORDS.en[type].state}? Confirm with one tap: ${link}`;
}

export interface AvailabilitySweepDeps {
  availability: Pick<
    AvailabilityRepository,
    'closeUnconfirmed' | 'markUnconfirmed' | 'takeDueAsks' | 'takeReportedAsk' | 'endFeatured'
  >;
  users: { byId(id: string): Promise<UserRow | undefined>; provenPhonesOf(userId: string): Promise<string[]> };
  tell: (
    user: Pick<UserRow, 'id' | 'email' | 'language'>,
    key: Key,
    values: NoticeValues,
    link: string | null,
  ) => Promise<void>;
  /**
   * Sends a notice by SMS to an owner within the site's SMS budget and the owner's daily notices
   * (issue 62, the auth service's `sendNoticeSms`); answers whether it went, and logs why not.
   */
  sms: { sendNotice(ownerId: string, sms: Sms, now: Date): Promise<boolean> };
  tellSavers: NonNullable<PostsDeps['tellSavers']>;
  /** Who saved a post (the saved module), to tell them it is gone as when its owner closes it. */
  saversOf: (type: Kind, postId: string) => Promise<string[]>;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface SweepRound {
  asked: number;
  marked: number;
  closed: number;
  /** Paid posts whose featured days ended (ADR 049). */
  featuredEnded: number;
}

/**
 * Availability confirmed by the owner (issue 41, ADR 048). A round at `now` first closes the posts
 * unconfirmed for closeDays (savers told, as when the owner closes one; the owner told), then
 * marks "Not confirmed" those past unconfirmedDays (the owner told), then asks the owners of those
 * past askDays (in-app and mail, and an SMS to the post's number if the owner proved it, with a
 * one-tap link). Each step is one conditional UPDATE per type that takes its posts, so any number
 * of instances may sweep at once and each post is asked, marked and closed once; only what a
 * round took is told. A failure to tell is logged: the state change stands.
 */
export function createAvailabilitySweep({
  availability,
  users,
  tell,
  sms,
  tellSavers,
  saversOf,
  publicUrl,
  log,
}: AvailabilitySweepDeps) {
  async function notify(target: AvailabilityTarget, key: Key): Promise<UserRow | undefined> {
    const owner = await users.byId(target.ownerId);
    if (!owner) return undefined;
    const postId = publicPostId(target);
    await tell(
      owner,
      key,
      (language) => ({ title: target.title, postId, ...WORDS[language][target.type] }),
      sitePaths.userProperties,
    );
    return owner;
  }

  async function ask(target: AvailabilityTarget, token: string, now: Date, reported = false): Promise<void> {
    const owner = await notify(target, reported ? 'availabilityReported' : 'availabilityAsked');
    if (!owner) return;
    // Only to a number the owner proved (issue 40): never a text to someone else's phone.
    if (!(await users.provenPhonesOf(owner.id)).includes(target.primaryPhone)) return;
    const language: Language = owner.language === 'en' ? 'en' : 'bn';
    const link = `${publicUrl}${siteHref.stillAvailable(token)}`;
    // Within the SMS budget and the owner's daily notices: reports cannot make the site text at will.
    await sms.sendNotice(
      owner.id,
      { to: target.primaryPhone, text: availabilitySms(language, target.type, publicPostId(target), link, reported) },
      now,
    );
  }

  async function round(now: Date, only?: number): Promise<SweepRound> {
    const result: SweepRound = { asked: 0, marked: 0, closed: 0, featuredEnded: 0 };
    for (const target of await availability.endFeatured(now, only)) {
      result.featuredEnded += 1;
      await notify(target, 'featuredEnded');
    }
    for (const type of ['rent', 'sell'] as const) {
      for (const target of await availability.closeUnconfirmed(type, now, only)) {
        result.closed += 1;
        await notify(target, 'availabilityClosed');
        const postId = publicPostId(target);
        const savers = (await saversOf(type, postId)).filter((saver) => saver !== target.ownerId);
        if (savers.length > 0) await tellSavers(savers, { type, postId, title: target.title });
      }
      for (const target of await availability.markUnconfirmed(type, now, only)) {
        result.marked += 1;
        await notify(target, 'availabilityUnconfirmed');
      }
      // Each link's token is made here and only its hash is stored; the SMS carries the token.
      const tokens = new Map<string, string>();
      const taken = await availability.takeDueAsks(
        type,
        now,
        (ids) => {
          for (const id of ids) tokens.set(id, newToken());
          return new Map([...tokens].map(([id, token]) => [id, sha256(token)]));
        },
        only,
      );
      for (const target of taken) {
        result.asked += 1;
        await ask(target, tokens.get(target.id)!, now);
      }
    }
    if (result.asked + result.marked + result.closed + result.featuredEnded > 0)
      log.info({ ...result }, 'availability sweep');
    return result;
  }

  /**
   * Rounds one at a time in this process; `runOnce(now, only)`: `only`, the number of one post
   * (its PostID's digits) to sweep (the browser tests', which share their server with other tests).
   */
  const rounds = createRounds(round, (error) => log.error({ err: error }, 'availability sweep failed'));

  return {
    runOnce: rounds.runOnce,
    /**
     * After a visitor's "already rented/sold" report of post `id` (its row id): when enough
     * different visitors have said so since the owner last confirmed, the owner is asked now, by
     * notice and SMS, once (issue 41). Returns whether this report's call asked.
     */
    async askAfterReports(id: string, now: Date): Promise<boolean> {
      const token = newToken();
      const target = await availability.takeReportedAsk(id, now, sha256(token), LIMITS.availability.reportersToAsk);
      if (!target) return false;
      await ask(target, token, now, true);
      return true;
    },
    /** Sweeps every `everyMs` by `now` (the app's clock); the timer does not keep the process alive. */
    start: ({ everyMs = AVAILABILITY_SWEEP_MS, now }: { everyMs?: number; now?: () => Date } = {}) =>
      rounds.start({ everyMs, ...(now ? { now } : {}) }),
    stop: rounds.stop,
  };
}
export type AvailabilitySweep = ReturnType<typeof createAvailabilitySweep>;
