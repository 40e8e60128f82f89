import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes } from '../src/modules/accounts/accounts.schema.ts';
import { createUsersRepository } from '../src/modules/accounts/users.repository.ts';
import { post, profileFor, uniqueEmail, userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildMailTestApp, type TestApp } from './helpers.ts';
import { codeIn, resetLinkIn, type Smtp } from './smtp.ts';

/**
 * Issue 11: the accounts' limits hold when requests arrive at once. Every burst is fired
 * together (Promise.all), so on PostgreSQL the statements really run side by side.
 */
describe.each(ONE_DRIVER)('accounts under concurrent requests on %s', (driver) => {
  let t: TestApp & { smtp: Smtp };
  beforeAll(async () => void (t = await buildMailTestApp(driver)));
  afterAll(() => t.close());

  const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');
  const attemptsOf = async (email: string, purpose: 'register' | 'reset') => {
    const rows = await t.database.db
      .select({ attempts: emailCodes.attempts })
      .from(emailCodes)
      .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
    return rows.map((row) => row.attempts);
  };
  async function registrationCode(email: string): Promise<string> {
    const before = t.smtp.mails.length;
    expect((await post(t.app, '/api/auth/register/send-code', { email })).statusCode).toBe(200);
    return codeIn(await t.smtp.mailTo(email, before));
  }
  async function verifiedToken(email: string): Promise<string> {
    const code = await registrationCode(email);
    const verified = await post(t.app, '/api/auth/register/verify-code', { email, code });
    expect(verified.statusCode).toBe(200);
    return verified.json<{ registrationToken: string }>().registrationToken;
  }

  it('checks at most 5 of 18 simultaneous wrong guesses at a sign-up code, then refuses the right one', async () => {
    const email = uniqueEmail('burst');
    const code = await registrationCode(email);
    const guesses = await Promise.all(
      Array.from({ length: 18 }, () => post(t.app, '/api/auth/register/verify-code', { email, code: otherThan(code) })),
    );
    expect(guesses.map((r) => r.statusCode)).toEqual(Array(18).fill(422));
    expect(await attemptsOf(email, 'register')).toEqual([5]);
    const right = await post(t.app, '/api/auth/register/verify-code', { email, code });
    expect(right.statusCode).toBe(422);
    expect(right.json()).toMatchObject({ message: 'Too many wrong tries. Please request a new code.' });
  });

  it('checks at most 5 of 20 simultaneous wrong guesses at a reset code, then refuses the right one', async () => {
    const users = createUsersRepository(t.database.db);
    const email = (await users.insert(userRow())).email!;
    const before = t.smtp.mails.length;
    expect((await post(t.app, '/api/auth/password/forgot', { email })).statusCode).toBe(200);
    const code = codeIn(await t.smtp.mailTo(email, before));
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, '/api/auth/password/verify-code', { email, code: otherThan(code) })),
    );
    expect(guesses.map((r) => r.statusCode)).toEqual(Array(20).fill(422));
    expect(await attemptsOf(email, 'reset')).toEqual([5]);
    const right = await post(t.app, '/api/auth/password/verify-code', { email, code });
    expect(right.statusCode).toBe(422);
    expect(right.json()).toMatchObject({ message: 'Too many wrong tries. Please request a new code.' });
  });

  it('sends one code when eight requests for one email arrive at once, whether or not it has an account', async () => {
    const users = createUsersRepository(t.database.db);
    const email = (await users.insert(userRow())).email!;
    const bursts = [
      ['/api/auth/register/send-code', uniqueEmail('codes')],
      ['/api/auth/password/forgot', email],
      ['/api/auth/password/forgot', uniqueEmail('ghost')],
    ] as const;
    for (const [url, to] of bursts) {
      const answers = await Promise.all(Array.from({ length: 8 }, () => post(t.app, url, { email: to })));
      expect(answers.map((r) => r.statusCode).sort(), url).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    }
  });

  it('spends a right code once when it arrives twice at the same moment', async () => {
    const email = uniqueEmail('twice');
    const code = await registrationCode(email);
    const both = await Promise.all([1, 2].map(() => post(t.app, '/api/auth/register/verify-code', { email, code })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('sets one password when one reset link is used twice at once', async () => {
    const users = createUsersRepository(t.database.db);
    const email = (await users.insert(userRow())).email!;
    const before = t.smtp.mails.length;
    await post(t.app, '/api/auth/password/forgot', { email });
    const resetToken = resetLinkIn(await t.smtp.mailTo(email, before));
    const answers = await Promise.all(
      ['first-pass1', 'second-pass2'].map((password) =>
        post(t.app, '/api/auth/password/reset', { resetToken, password, confirmPassword: password }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('creates one account from six simultaneous completions with one token; the rest get a clear 409', async () => {
    const email = uniqueEmail('complete');
    const registrationToken = await verifiedToken(email);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(t.app, '/api/auth/register/complete', { registrationToken, ...profileFor() }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(5).fill(409));
    for (const answer of refused) {
      expect(answer.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: 'This registration has already been completed. Please sign in.',
      });
    }
    const [row] = await t.database.db
      .execute<{ n: number }>(sql`select count(*)::int as n from users where email = ${email}`)
      .then((result) => result.rows);
    expect(row?.n).toBe(1);
  });

  it('creates one account when two verifications of one email complete at once', async () => {
    // Each round gives the two transactions a chance to interleave; a deadlock shows as a 500.
    for (let round = 0; round < 4; round += 1) {
      const email = uniqueEmail('two-tokens');
      const first = await verifiedToken(email);
      await t.database.db.execute(
        sql`update email_codes set created_at = created_at - interval '2 minutes' where email = ${email}`,
      );
      const second = await verifiedToken(email);
      const answers = await Promise.all(
        [first, second].map((registrationToken) =>
          post(t.app, '/api/auth/register/complete', { registrationToken, ...profileFor() }),
        ),
      );
      // One account; the other is refused, never a 500. Caught mid-way it is told the registration
      // was completed (409); read only after the first finished, its token is spent like any
      // token used twice (422, as the same token reused later is).
      const [made, refused] = answers.map((r) => r.statusCode).sort();
      expect(made).toBe(201);
      expect([409, 422]).toContain(refused);
      if (refused === 409)
        expect(answers.find((r) => r.statusCode === 409)?.json()).toMatchObject({
          message: 'This registration has already been completed. Please sign in.',
        });
    }
  });

  it('sets one password when two reset links of one email are used at once', async () => {
    const users = createUsersRepository(t.database.db);
    for (let round = 0; round < 4; round += 1) {
      const email = (await users.insert(userRow())).email!;
      const links: string[] = [];
      for (const _ of [1, 2]) {
        const before = t.smtp.mails.length;
        await post(t.app, '/api/auth/password/forgot', { email });
        links.push(resetLinkIn(await t.smtp.mailTo(email, before)));
        await t.database.db.execute(
          sql`update email_codes set created_at = created_at - interval '2 minutes' where email = ${email}`,
        );
      }
      const answers = await Promise.all(
        links.map((resetToken, index) =>
          post(t.app, '/api/auth/password/reset', {
            resetToken,
            password: `new-pass${index}`,
            confirmPassword: `new-pass${index}`,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    }
  });
});
