import { AUTH } from '@ghorbari/contracts';
import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authTokens, emailCodes, signInAlerts, signInFailures, smsSends } from './accounts.schema.ts';

export type CodeRow = typeof emailCodes.$inferSelect;
/** What the SMS caps look at (ADR 046, ADR 074), counted under the lock every SMS is counted under. */
export interface SmsCounts {
  /** Codes to this number asked from this client address in the last 24 hours. */
  toNumber: number;
  /** Codes asked from this client address in the last hour. */
  fromAddress: number;
  /** SMS the whole site handed to the sender in the last hour (codes and notices). */
  all: number;
}
/** An SMS code being made (issue 40, issue 62): who asked, and what its challenge is. */
export interface SmsCodeRequest {
  /** The client address that asked: the number's limits are counted per number and address. */
  sentFrom: string;
  now: Date;
  /** SHA-256 of the challenge id the request is answered; the verifying call must carry the id. */
  challengeHash: string;
  /** The member asking for a number-proof code: only they may use it. */
  requestedBy?: string | undefined;
  /** The SMS will be handed to the sender (not a code for a number without an account): counted in the budget. */
  send: boolean;
  check: (counts: SmsCounts) => void;
}
/** The one lock every SMS is counted under: the site's budget spans numbers, owners and addresses. */
const SMS_LOCK = sql`select pg_advisory_xact_lock(hashtext('sms_codes'))`;
export type CodePurpose = CodeRow['purpose'];
export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

const hourBefore = (now: Date) => new Date(now.getTime() - 3600_000);

/** The challenge a verifying call carries (issue 62): only the code it was answered with is checked. */
export interface CodeChallenge {
  challengeHash: string;
  /** For a number-proof code: the member verifying, who must be the one who asked for it. */
  requestedBy?: string | undefined;
}
const challengeMatch = (challenge: CodeChallenge | undefined): SQL | undefined =>
  challenge
    ? and(
        eq(emailCodes.challengeHash, challenge.challengeHash),
        challenge.requestedBy === undefined
          ? isNull(emailCodes.requestedBy)
          : eq(emailCodes.requestedBy, challenge.requestedBy),
      )
    : undefined;

/** The codes still unused for the email (or number) and purpose, of one challenge when given. */
const openCodeOf = (email: string, purpose: CodePurpose, challenge: CodeChallenge | undefined) =>
  and(
    eq(emailCodes.email, email),
    eq(emailCodes.purpose, purpose),
    isNull(emailCodes.consumedAt),
    challengeMatch(challenge),
  );

/** A token of this purpose that is neither spent nor expired. */
const liveTokenMatch = (tokenHash: string, purpose: TokenPurpose, now: Date): SQL | undefined =>
  and(
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.consumedAt),
    gt(authTokens.expiresAt, now),
  );

/** Mailed codes, verification and reset tokens, and failed sign-ins: the only place that touches those tables. */
export function createCodesRepository(db: Executor) {
  return {
    /**
     * Records a new code unless `check` refuses it (by throwing) on the codes of the email and
     * purpose sent since `since`, newest first. The check and the insert hold a lock on the email
     * and purpose, so two requests at once cannot both pass a limit only one may.
     *
     * A code by SMS (`sms`, issue 40) is also checked against the caps per number, per client
     * address and for the whole site (`sms.check` throws to refuse), and every SMS code is counted
     * and made under one lock: SMS codes are few and each costs money, so they are made in turn,
     * and no cap can be passed by two requests at once, whichever number or address they name.
     */
    async insertCode(
      email: string,
      purpose: CodePurpose,
      codeHash: string,
      expiresAt: Date,
      limit: { since: Date; check: (recent: Pick<CodeRow, 'createdAt'>[]) => void },
      sms?: SmsCodeRequest,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sms ? SMS_LOCK : sql`select pg_advisory_xact_lock(hashtext(${`email_codes:${purpose}:${email}`}))`,
        );
        // An SMS code's minute and 30 minutes are counted per number and asking address (issue 62):
        // strangers' requests for a number do not hold up its owner's.
        const recent = await tx
          .select({ createdAt: emailCodes.createdAt })
          .from(emailCodes)
          .where(
            and(
              eq(emailCodes.email, email),
              eq(emailCodes.purpose, purpose),
              gt(emailCodes.createdAt, limit.since),
              sms ? and(eq(emailCodes.channel, 'sms'), eq(emailCodes.sentFrom, sms.sentFrom)) : undefined,
            ),
          )
          .orderBy(desc(emailCodes.createdAt));
        limit.check(recent);
        if (sms) {
          const day = new Date(sms.now.getTime() - 24 * 3600_000).toISOString();
          const hour = hourBefore(sms.now).toISOString();
          const after = (since: string) => sql`${emailCodes.createdAt} > ${since}::timestamptz`;
          const fromAddress = sql`${emailCodes.sentFrom} = ${sms.sentFrom}`;
          const toNumber = sql`${emailCodes.email} = ${email} and ${fromAddress}`;
          const sentInHour = sql`select count(*) from ${smsSends} where ${smsSends.createdAt} > ${hour}::timestamptz`;
          const [counts] = await tx
            .select({
              toNumber: sql<number>`(count(*) filter (where ${toNumber} and ${after(day)}))::int`,
              fromAddress: sql<number>`(count(*) filter (where ${fromAddress} and ${after(hour)}))::int`,
              // Only SMS handed to the sender spend the budget: a code for a number without an
              // account is answered alike but never sent, and is not counted (issue 62).
              all: sql<number>`(${sentInHour})::int`,
            })
            .from(emailCodes)
            .where(and(eq(emailCodes.channel, 'sms'), after(day)));
          sms.check(counts ?? { toNumber: 0, fromAddress: 0, all: 0 });
        }
        const [row] = await tx
          .insert(emailCodes)
          .values({
            email,
            purpose,
            codeHash,
            expiresAt,
            ...(sms
              ? {
                  channel: 'sms' as const,
                  sentFrom: sms.sentFrom,
                  challengeHash: sms.challengeHash,
                  requestedBy: sms.requestedBy ?? null,
                }
              : {}),
          })
          .returning({ id: emailCodes.id });
        if (!row) throw new Error('insert returned no row');
        if (sms?.send)
          await tx.insert(smsSends).values({ kind: 'code', phone: email, codeId: row.id, createdAt: sms.now });
        return row.id;
      });
    },
    /**
     * Takes a place in the SMS budget for a notice to an owner (issue 62): counted and recorded
     * under the lock every SMS is counted under, so no cap is passed by sends at once. `allowed`
     * sees the hour's SMS of the site and the owner's notices of the last 24 hours; the place's id,
     * or nothing when it refuses. `cancelSms` gives the place back when the SMS could not be sent.
     */
    async reserveNoticeSms(
      phone: string,
      ownerId: string,
      now: Date,
      allowed: (counts: { all: number; toOwner: number }) => boolean,
    ): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(SMS_LOCK);
        const day = new Date(now.getTime() - 24 * 3600_000).toISOString();
        const hour = hourBefore(now).toISOString();
        const ownerNotice = sql`${smsSends.ownerId} = ${ownerId} and ${smsSends.kind} = 'notice'`;
        const [counts] = await tx
          .select({
            all: sql<number>`(count(*) filter (where ${smsSends.createdAt} > ${hour}::timestamptz))::int`,
            toOwner: sql<number>`(count(*) filter (where ${ownerNotice}))::int`,
          })
          .from(smsSends)
          .where(sql`${smsSends.createdAt} > ${day}::timestamptz`);
        if (!allowed(counts ?? { all: 0, toOwner: 0 })) return undefined;
        const [row] = await tx
          .insert(smsSends)
          .values({ kind: 'notice', phone, ownerId, createdAt: now })
          .returning({ id: smsSends.id });
        return row?.id;
      });
    },
    async cancelSms(id: string): Promise<void> {
      await db.delete(smsSends).where(eq(smsSends.id, id));
    },
    async deleteCode(id: string): Promise<void> {
      await db.delete(emailCodes).where(eq(emailCodes.id, id));
    },
    /** The newest code for the email and purpose that is still unused (of one challenge, when given). */
    async latestOpenCode(email: string, purpose: CodePurpose, challenge?: CodeChallenge): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(openCodeOf(email, purpose, challenge))
        .orderBy(desc(emailCodes.createdAt))
        .limit(1);
      return row;
    },
    /**
     * Counts a try at the newest open code and hands it back for checking, in one conditional
     * statement: a code already tried `AUTH.codeMaxWrongTries` times, expired or spent is not
     * returned, however many guesses arrive at once (docs/conventions.md, "Limits are atomic"). A right
     * code is then spent at once, so the try it used never matters.
     */
    async claimCodeTry(email: string, purpose: CodePurpose, now: Date, challenge?: CodeChallenge) {
      const newest = db
        .select({ id: emailCodes.id })
        .from(emailCodes)
        .where(openCodeOf(email, purpose, challenge))
        .orderBy(desc(emailCodes.createdAt))
        .limit(1);
      // An SMS code's tries are its challenge's (issue 62); once the number's codes have had
      // `AUTH.codeWrongTriesPerNumberPerDay` wrong tries in a day, from whoever, each gets one.
      const day = new Date(now.getTime() - 24 * 3600_000).toISOString();
      const maxTries = challenge
        ? sql`case when (select coalesce(sum(c.attempts), 0) - count(c.verified_at) from ${emailCodes} c
              where c.email = ${email} and c.channel = 'sms' and c.created_at > ${day}::timestamptz)
              >= ${AUTH.codeWrongTriesPerNumberPerDay} then 1 else ${AUTH.codeMaxWrongTries} end`
        : sql`${AUTH.codeMaxWrongTries}`;
      const [row] = await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(
          and(
            inArray(emailCodes.id, newest),
            lt(emailCodes.attempts, maxTries),
            gt(emailCodes.expiresAt, now),
            isNull(emailCodes.consumedAt),
          ),
        )
        .returning({ id: emailCodes.id, codeHash: emailCodes.codeHash, attempts: emailCodes.attempts });
      return row;
    },
    /** Spends every open code of the email and purpose; true when `id` was among them (it was still open). */
    async spendCodes(id: string, email: string, purpose: CodePurpose, now: Date): Promise<boolean> {
      const spent = await db
        .update(emailCodes)
        // The one answered right is marked verified: the SMS-pumping alarm compares them with the sends.
        .set({
          consumedAt: now,
          verifiedAt: sql`case when ${emailCodes.id} = ${id} then ${now.toISOString()}::timestamptz end`,
        })
        .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)))
        .returning({ id: emailCodes.id });
      return spent.some((row) => row.id === id);
    },
    /** The SMSC's id for the code's SMS, to match its delivery receipt. */
    async recordSent(id: string, messageId: string): Promise<void> {
      await db.update(emailCodes).set({ messageId }).where(eq(emailCodes.id, id));
    },
    /** A delivery receipt from the SMSC: what became of the SMS (ADR 046). */
    async recordReceipt(messageId: string, status: string, at: Date): Promise<void> {
      await db
        .update(emailCodes)
        .set({ deliveryStatus: status.slice(0, 20), deliveryAt: at })
        .where(eq(emailCodes.messageId, messageId));
    },
    /** SMS codes sent and verified since `since` (the SMS-pumping alarm, ADR 046). */
    async smsSince(since: Date): Promise<{ sent: number; verified: number }> {
      const [row] = await db
        .select({
          // A code for a number without an account is recorded (it counts against the caps) but not sent.
          sent: sql<number>`(count(*) filter (where ${emailCodes.codeHash} <> 'none'))::int`,
          verified: sql<number>`(count(*) filter (where ${emailCodes.verifiedAt} is not null))::int`,
        })
        .from(emailCodes)
        .where(and(eq(emailCodes.channel, 'sms'), gt(emailCodes.createdAt, since)));
      return row ?? { sent: 0, verified: 0 };
    },
    async consumeCodes(email: string, purpose: CodePurpose, now: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(emailCodes)
        .set({ consumedAt: now })
        .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)));
    },

    async insertToken(tokenHash: string, email: string, purpose: TokenPurpose, expiresAt: Date): Promise<void> {
      await db.insert(authTokens).values({ tokenHash, email, purpose, expiresAt });
    },
    /** A token of this purpose whatever its state (spent, expired), to say why it no longer works. */
    async tokenOf(tokenHash: string, purpose: TokenPurpose) {
      const [row] = await db
        .select({ email: authTokens.email, expiresAt: authTokens.expiresAt, consumedAt: authTokens.consumedAt })
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)));
      return row;
    },
    async liveToken(tokenHash: string, purpose: TokenPurpose, now: Date) {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(liveTokenMatch(tokenHash, purpose, now));
      return row;
    },
    /**
     * Spends a live token together with every other open token of its email and purpose, and
     * answers the email; nothing when the token is spent, expired or unknown. One conditional
     * statement, first in its transaction: of two requests with the same token, or with two
     * tokens of one email (two verifications, two reset links), one gets them all and the other
     * waits for it and finds them spent, instead of each holding one token while waiting for the
     * other's (a deadlock, seen as a 500).
     */
    async spendTokensWith(tokenHash: string, purpose: TokenPurpose, now: Date, tx: Executor = db) {
      const owner = tx
        .select({ email: authTokens.email })
        .from(authTokens)
        .where(liveTokenMatch(tokenHash, purpose, now));
      const rows = await tx
        .update(authTokens)
        .set({ consumedAt: now })
        .where(
          and(
            eq(authTokens.purpose, purpose),
            isNull(authTokens.consumedAt),
            gt(authTokens.expiresAt, now),
            inArray(authTokens.email, owner),
          ),
        )
        .returning({ email: authTokens.email, tokenHash: authTokens.tokenHash });
      return rows.find((row) => row.tokenHash === tokenHash) ? { email: rows[0]!.email } : undefined;
    },

    /** Failures on the account from every address in the hour before `now`. */
    async signInFailuresOf(email: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${signInFailures.failures}), 0)::int` })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), gt(signInFailures.createdAt, hourBefore(now))));
      return row?.n ?? 0;
    },
    /**
     * Lets the address try a password on the account if its wait is over, and counts the try as
     * a failure until `clearSignInFailures` says otherwise, in one conditional upsert: a burst from
     * one address gets one try through, the rest find the wait set. Answers the failures counted
     * (a day without one starts the count afresh), or nothing when the address must still wait.
     * `free` failures carry no wait; each one after doubles it, up to `AUTH.signInMaxWaitSeconds`.
     */
    async claimSignInTry(email: string, address: string, free: number, now: Date): Promise<number | undefined> {
      const forgetBefore = new Date(now.getTime() - AUTH.signInFailuresForgottenAfterSeconds * 1000);
      const expired = sql`${signInFailures.createdAt} <= ${forgetBefore.toISOString()}::timestamptz`;
      const counted = sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`;
      const waitAfter = (n: SQL) =>
        sql`${now.toISOString()}::timestamptz + make_interval(secs => case when ${n} > ${free}
          then least(${AUTH.signInMaxWaitSeconds}, power(2, ${n} - ${free} - 1)) else 0 end)`;
      const [row] = await db
        .insert(signInFailures)
        .values({ email, address, failures: 1, createdAt: now, nextTryAt: sql`${waitAfter(sql`1`)}` })
        .onConflictDoUpdate({
          target: [signInFailures.email, signInFailures.address],
          set: {
            failures: counted,
            createdAt: now,
            nextTryAt: waitAfter(counted),
          },
          setWhere: sql`${signInFailures.nextTryAt} <= ${now.toISOString()}::timestamptz or ${expired}`,
        })
        .returning({ failures: signInFailures.failures });
      return row?.failures;
    },
    /** When the address may try the account again. */
    async nextSignInTry(email: string, address: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: signInFailures.nextTryAt })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), eq(signInFailures.address, address)));
      return row?.at;
    },
    /** A right password: the address's failures on the account are forgiven. */
    async clearSignInFailures(email: string, address: string): Promise<void> {
      await db.delete(signInFailures).where(and(eq(signInFailures.email, email), eq(signInFailures.address, address)));
    },
    /** True once an hour at most per account: the one call that may mail the owner about guessing. */
    async claimSignInAlert(email: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(signInAlerts)
        .values({ email, sentAt: now })
        .onConflictDoUpdate({
          target: signInAlerts.email,
          set: { sentAt: now },
          setWhere: sql`${signInAlerts.sentAt} <= ${hourBefore(now).toISOString()}::timestamptz`,
        })
        .returning({ email: signInAlerts.email });
      return rows.length > 0;
    },
  };
}
export type CodesRepository = ReturnType<typeof createCodesRepository>;
