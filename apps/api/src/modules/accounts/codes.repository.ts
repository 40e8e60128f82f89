import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, emailCodes, signInFailures } from '../../db/schema.ts';

export type CodePurpose = 'register' | 'reset';
export type TokenPurpose = 'registration' | 'reset';
export type CodeRow = typeof emailCodes.$inferSelect;

/** Mailed codes, verification and reset tokens, and failed sign-ins. */
export function createCodesRepository(db: Db) {
  return {
    async insertCode(email: string, purpose: CodePurpose, codeHash: string, expiresAt: Date): Promise<string> {
      const [row] = await db.insert(emailCodes).values({ email, purpose, codeHash, expiresAt }).returning({ id: emailCodes.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    async deleteCode(id: string): Promise<void> {
      await db.delete(emailCodes).where(eq(emailCodes.id, id));
    },
    /** Codes sent to the email for the purpose since a moment, newest first. */
    async codesSince(email: string, purpose: CodePurpose, since: Date): Promise<CodeRow[]> {
      return db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), gt(emailCodes.createdAt, since)))
        .orderBy(desc(emailCodes.createdAt));
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
    async countWrongTry(id: string): Promise<void> {
      await db.update(emailCodes).set({ attempts: sql`${emailCodes.attempts} + 1` }).where(eq(emailCodes.id, id));
    },
    async consumeCodes(email: string, purpose: CodePurpose, now: Date): Promise<void> {
      await db
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
        .where(
          and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.consumedAt), gt(authTokens.expiresAt, now)),
        );
      return row;
    },
    /** Spend every open token of the email and purpose (a reset link works once). */
    async consumeTokens(email: string, purpose: TokenPurpose, now: Date): Promise<void> {
      await db
        .update(authTokens)
        .set({ consumedAt: now })
        .where(and(eq(authTokens.email, email), eq(authTokens.purpose, purpose), isNull(authTokens.consumedAt)));
    },

    async recordSignInFailure(email: string): Promise<void> {
      await db.insert(signInFailures).values({ email });
    },
    async signInFailuresSince(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), gt(signInFailures.createdAt, since)));
      return row?.n ?? 0;
    },
  };
}
export type CodesRepository = ReturnType<typeof createCodesRepository>;
