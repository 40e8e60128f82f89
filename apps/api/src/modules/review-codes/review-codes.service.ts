import { randomInt } from 'node:crypto';
import { LIMITS, type IssueCodeBody, type ReviewCodeMatch } from '@ghorbari/contracts';
import type { Database } from '../../db/client.ts';
import { sha256 } from '../../auth/secrets.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import { effectiveStatus } from '../accounts/account-status.ts';
import type { UserRow, UsersRepository } from '../accounts/users.types.ts';
import type { FirmRow, FirmsAccess } from './review-codes.types.ts';
import type { ReviewCodeRow, ReviewCodesRepository } from './review-codes.repository.ts';
import { presentCode } from './review-codes.presenters.ts';
import { createFirmLookup } from './firm-lookup.ts';

/** Letters and digits a client cannot misread when the owner reads the code out: no 0/O, 1/I/L. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

export const newReviewCode = (): string =>
  Array.from({ length: LIMITS.reviewCode.length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
export const hashReviewCode = (code: string): string => sha256(code);

/** The hour wrong guesses count in (UTC, "2025-01-31T14"), and the seconds until the next one. */
export const guessHour = (at: Date): string => at.toISOString().slice(0, 13);
const secondsToNextHour = (at: Date): number => Math.ceil((HOUR_MS - (at.getTime() % HOUR_MS)) / 1000);

export interface ReviewCodesDeps {
  database: Pick<Database, 'transaction'>;
  codes: ReviewCodesRepository;
  /** The interior module's repository (H1), handed in from app.ts: firms by number and id. */
  firms: Pick<FirmsAccess, 'byNumber'>;
  /** The numbers a member proved by an SMS code (issue 40): a code for a number must be used by its owner. */
  users: Pick<UsersRepository, 'provenPhonesOf'>;
  now?: () => Date;
}

/**
 * How a code matches the member who uses it (issue 41, ADR 051): a code issued for a number
 * matches when the member proved that number; an older code, issued without one, is 'unbound'.
 */
export const codeMatchOf = (code: Pick<ReviewCodeRow, 'forNumber' | 'clientPhone'>, proven: readonly string[]) =>
  (!code.forNumber ? 'unbound' : proven.includes(code.clientPhone) ? 'matched' : 'other-number') as ReviewCodeMatch;

/** Who is guessing: the account and the client address, each capped per hour (ADR 016). */
export interface Guesser {
  user: UserRow;
  address: string;
}

/**
 * Review codes (issue 14, ADR 016): a firm owner issues one per finished job; a client enters it
 * before rating. Wrong codes are counted per account and per address per hour.
 */
export function createReviewCodesService({ database, codes, firms, users, now = () => new Date() }: ReviewCodesDeps) {
  function mayAct(user: UserRow): void {
    if (effectiveStatus(user, now()) !== 'normal') throw new AppError('ACCOUNT_SUSPENDED');
  }

  const { listedFirm, ownFirm } = createFirmLookup(firms);

  const guessKeys = ({ user, address }: Guesser) => [
    { key: `user:${user.id}`, cap: LIMITS.reviewCode.wrongPerHourPerAccount },
    { key: `addr:${address}`, cap: LIMITS.reviewCode.wrongPerHourPerAddress },
  ];
  const tooManyTries = (at: Date) => new AppError('REVIEW_CODE_TOO_MANY_TRIES', undefined, secondsToNextHour(at));

  /**
   * Refuses an account or address that has used up its wrong guesses this hour. Checked before the
   * code is looked at, on purpose: once over the cap, even the right code is refused until the
   * hour turns, so a guesser cannot learn that a guess was right by trying it.
   */
  async function refuseOverCap(guesser: Guesser, at: Date): Promise<void> {
    const hour = guessHour(at);
    for (const { key, cap } of guessKeys(guesser)) {
      if ((await codes.wrongCount(key, hour)) >= cap) throw tooManyTries(at);
    }
  }

  /**
   * Counts a wrong guess for the account and the address in one transaction, each by one
   * conditional upsert: guesses that arrive together cannot pass the cap. A guess over either cap
   * counts nowhere and is answered 429; others are answered "not valid".
   */
  async function countWrongGuess(guesser: Guesser, at: Date): Promise<never> {
    const hour = guessHour(at);
    const counted = await database
      .transaction(async (tx) => {
        for (const { key, cap } of guessKeys(guesser)) {
          if (!(await codes.countWrong(key, hour, cap, tx))) throw tooManyTries(at);
        }
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'REVIEW_CODE_TOO_MANY_TRIES') return false;
        throw error;
      });
    throw counted ? new AppError('REVIEW_CODE_INVALID') : tooManyTries(at);
  }

  /**
   * The open code a member entered for a listed firm and how it matches the member's proven
   * numbers, or the reason it cannot be used (own firm, too many wrong tries, not valid here,
   * used, expired). Only a code that matches no code of this firm counts as a wrong guess: a used
   * or expired code of the firm is a real code. A code for another number is not refused: the
   * review is held for support (ADR 051).
   */
  async function openCode(
    guesser: Guesser,
    firmId: string,
    code: string,
  ): Promise<{ firm: FirmRow; code: ReviewCodeRow; match: ReviewCodeMatch }> {
    mayAct(guesser.user);
    const firm = await listedFirm(firmId);
    if (firm.ownerId === guesser.user.id) throw new AppError('OWN_FIRM_REVIEW');
    const at = now();
    await refuseOverCap(guesser, at);
    const found = await codes.byHash(hashReviewCode(code));
    if (!found || found.firmId !== firm.id) return countWrongGuess(guesser, at);
    if (found.usedAt) throw new AppError('REVIEW_CODE_USED');
    if (found.expiresAt <= at) throw new AppError('REVIEW_CODE_EXPIRED');
    const match = found.forNumber ? codeMatchOf(found, await users.provenPhonesOf(guesser.user.id)) : 'unbound';
    return { firm, code: found, match };
  }

  return {
    listedFirm,
    openCode,

    /** A new code for a finished job of the owner's approved firm: shown in this answer only. */
    async issue(user: UserRow, firmId: string, body: IssueCodeBody): Promise<{ code: string; expiresAt: string }> {
      mayAct(user);
      const firm = await ownFirm(user, firmId);
      if (firm.status !== 'approved') throw new AppError('FIRM_UNAVAILABLE');
      const at = now();
      const expiresAt = new Date(at.getTime() + LIMITS.reviewCode.ttlDays * DAY_MS);
      // 31^8 codes: a clash with a stored hash is all but impossible; a fresh code is drawn if it happens.
      for (let attempt = 0; ; attempt++) {
        const code = newReviewCode();
        try {
          await codes.insert({
            firmId: firm.id,
            codeHash: hashReviewCode(code),
            clientName: body.clientName,
            clientPhone: body.clientPhone,
            forNumber: true,
            category: body.category,
            issuedBy: user.id,
            expiresAt,
            createdAt: at,
          });
          return { code, expiresAt: expiresAt.toISOString() };
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 2) throw error;
        }
      }
    },

    /** The owner's codes for the firm, newest first, each open, used or expired. */
    async list(user: UserRow, firmId: string) {
      const firm = await ownFirm(user, firmId);
      const at = now();
      return (await codes.ofFirm(firm.id)).map((code) => presentCode(code, at));
    },

    /**
     * The code step of the review form: whether the code opens a review, for which kind of job,
     * and whether it was issued for a number this member proved (the form says when it was not).
     */
    async check(guesser: Guesser, firmId: string, code: string) {
      const open = await openCode(guesser, firmId, code);
      return { category: open.code.category, match: open.match };
    },
  };
}
export type ReviewCodesService = ReturnType<typeof createReviewCodesService>;
