import { AUTH } from '@ghorbari/contracts';
import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authTokens, emailCodes, signInAlerts, signInFailures } from './accounts.schema.ts';

export type CodeRow = typeof emailCodes.$inferSelect;
/** What the SMS caps look at (ADR 046), counted under the lock every SMS code is made under. */
export interface SmsCounts {
  /** Codes to this number in the last 24 hours. */
  toNumber: number;
  /** Codes asked from this client address in the last hour. */
  fromAddress: number;
  /** Codes of the whole site in the last hour. */
  all: number;
}
export type CodePurpose = CodeRow['purpose'];
export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

const hourBefore = (now: Date) => new Date(now.getTime() - 3600_000);

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
      sms?: { sentFrom: string; now: Date; check: (counts: SmsCounts) => void },
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const lock = sms ? 'sms_codes' : `email_codes:${purpose}:${email}`;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
        const recent = await tx
          .select({ createdAt: emailCodes.createdAt })
          .from(emailCodes)
          .where(
            and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), gt(emailCodes.createdAt, limit.since)),
          )
          .orderBy(desc(emailCodes.createdAt));
        limit.check(recent);
        if (sms) {
          const day = new Date(sms.now.getTime() - 24 * 3600_000).toISOString();
          const hour = hourBefore(sms.now).toISOString();
          const after = (since: string) => sql`${emailCodes.createdAt} > ${since}::timestamptz`;
          const fromAddress = sql`${emailCodes.sentFrom} = ${sms.sentFrom}`;
          const [counts] = await tx
            .select({
              toNumber: sql<number>`(count(*) filter (where ${emailCodes.email} = ${email} and ${after(day)}))::int`,
              fromAddress: sql<number>`(count(*) filter (where ${fromAddress} and ${after(hour)}))::int`,
              all: sql<number>`(count(*) filter (where ${after(hour)}))::int`,
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
            ...(sms ? { channel: 'sms' as const, sentFrom: sms.sentFrom } : {}),
          })
          .returning({ id: emailCodes.id });
        if (!row) throw new Error('insert returned no row');
        return row.id;
      });
    },
    async deleteCode(id: string): Promise<void> {
      await db.delete(emailCodes).where(eq(emailCodes.id, id));
    },
    /** The newest code for the email and purpose that is still unused. */
    async latestOpenCode(email: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)))
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
    async claimCodeTry(email: string, purpose: CodePurpose, now: Date) {
      const newest = db
        .select({ id: emailCodes.id })
        .from(emailCodes)
        .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)))
        .orderBy(desc(emailCodes.createdAt))
        .limit(1);
      const [row] = await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(
          and(
            inArray(emailCodes.id, newest),
            lt(emailCodes.attempts, AUTH.codeMaxWrongTries),
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
