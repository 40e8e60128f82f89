import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/secrets.ts';
import type { Mail } from '../src/mail/mailer.ts';
import { AppError } from '../src/errors/app-error.ts';
import { createAuthService } from '../src/modules/accounts/auth.service.ts';
import { createRepositories } from '../src/repositories.ts';
import { post, userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from './helpers.ts';

/**
 * Issue 11: wrong passwords slow down the address they come from instead of locking the
 * account, and a reset request tells nothing about whether the email has an account. The
 * service runs on a clock the test moves, so an hour of guessing takes no time.
 */
describe.each(ONE_DRIVER)('sign-in guard on %s', (driver) => {
  let test: TestDatabase;
  let clock: Date;
  const mails: Mail[] = [];
  const errors: unknown[] = [];
  let auth: ReturnType<typeof createAuthService>;
  let repos: ReturnType<typeof createRepositories>;
  const passwordHash = hashPassword('secret123');

  beforeAll(async () => {
    test = await openTestDatabase(driver);
    repos = createRepositories(test.database.db);
    clock = new Date();
    auth = createAuthService({
      database: test.database,
      users: repos.users,
      codes: repos.codes,
      mailer: { send: async (mail) => void mails.push(mail), close: async () => undefined },
      // Sign-in by email sends no SMS: a sender that refuses would show it.
      sms: { send: () => Promise.reject(new Error('no SMS expected')) },
      config: { publicUrl: 'https://ghorbari.example', smsHourlyBudget: 0 },
      log: { error: (details) => void errors.push(details), warn: (details) => void errors.push(details) },
      now: () => clock,
    });
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await test.dispose();
  });

  const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
  const account = async () =>
    repos.users
      .insert(userRow({ passwordHash: await passwordHash, language: 'en' }))
      .then((row) => ({ ...row, email: row.email! }));
  /** What a sign-in ends in: 'ok', 'wrong', or the seconds to wait. */
  const attempt = (email: string, password: string, address: string) =>
    auth.signIn(email, password, address).then(
      () => 'ok' as const,
      (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'LOGIN_FAILED') return 'wrong' as const;
        expect(error.code).toBe('RATE_LIMITED');
        return error.retryAfterSeconds ?? -1;
      },
    );
  /** The mails those sign-ins set off after their answers have gone out. */
  const settled = () => auth.settled();

  it('makes an address wait longer after each wrong password, while the owner signs in from elsewhere', async () => {
    const { email } = await account();
    const waits: number[] = [];
    let wrong = 0;
    while (wrong < 25) {
      const result = await attempt(email, 'wrong-guess', '203.0.113.5');
      if (result === 'wrong') wrong += 1;
      else if (typeof result === 'number') {
        waits.push(result);
        later(result);
      } else throw new Error(`unexpected ${result}`);
    }
    // 5 free, then 1 s, 2 s, 4 s, … up to an hour.
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(Math.max(...waits)).toBe(3600);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));

    // More than 20 wrong from address A; from address B the right password works at once.
    expect(await attempt(email, 'secret123', '198.51.100.20')).toBe('ok');
    expect(typeof (await attempt(email, 'secret123', '203.0.113.5'))).toBe('number');
    // A day after its last failure, address A starts afresh.
    later(24 * 3600);
    expect(await attempt(email, 'secret123', '203.0.113.5')).toBe('ok');
  });

  it('checks one of ten simultaneous guesses from an address whose free tries are used up', async () => {
    const { email } = await account();
    for (let i = 0; i < 5; i++) expect(await attempt(email, 'wrong-guess', '203.0.113.6')).toBe('wrong');
    const burst = await Promise.all(Array.from({ length: 10 }, () => attempt(email, 'wrong-guess', '203.0.113.6')));
    expect(burst.filter((result) => result === 'wrong')).toHaveLength(1);
    expect(burst.filter((result) => typeof result === 'number')).toHaveLength(9);
  });

  it('counts failures per account, whether its email or its number was typed (issue 62)', async () => {
    const phone = `018${String(Date.now() % 1e8).padStart(8, '0')}`;
    const user = await repos.users.insert(
      userRow({ passwordHash: await passwordHash, language: 'en', phone, phoneVerifiedAt: clock }),
    );
    const email = user.email!;
    const address = '203.0.113.9';
    // The account's free failures from one address, however it is spelled; then a wait.
    const results = [];
    for (const login of [email, phone, email, phone, email, phone, email])
      results.push(await attempt(login, 'wrong-guess', address));
    expect(results).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong', 1]);
    later(1);
    // A right password by either spelling forgives them both.
    expect(await attempt(phone, 'secret123', address)).toBe('ok');
    expect(await attempt(email, 'wrong-guess', address)).toBe('wrong');
  });

  it('treats an email without an account the same way', async () => {
    const email = 'nobody.here@example.com';
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await attempt(email, 'wrong-guess', '203.0.113.7'));
    expect(results).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong', 1]);
  });

  it('mails the owner once an hour while the guessing goes on, in their language', async () => {
    const { email } = await account();
    const to = () => mails.filter((mail) => mail.to === email);
    for (let i = 0; i < 9; i++) await attempt(email, 'wrong-guess', `203.0.113.${20 + i}`);
    await settled();
    expect(to()).toHaveLength(0);
    for (let i = 0; i < 5; i++) await attempt(email, 'wrong-guess', `203.0.113.${40 + i}`);
    await settled();
    expect(to()).toHaveLength(1);
    expect(to()[0]).toMatchObject({ subject: 'Someone is trying to sign in to your Ghorbari account' });
    expect(to()[0]?.text).toContain('10 times');
    later(3601);
    for (let i = 0; i < 10; i++) await attempt(email, 'wrong-guess', `203.0.113.${60 + i}`);
    await settled();
    expect(to()).toHaveLength(2);
  });
});

describe.each(ONE_DRIVER)('password reset requests on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a real and a made-up email with the same status and body, first and second time', async () => {
    const email = (await createRepositories(t.database.db).users.insert(userRow())).email!;
    const ghost = `ghost.${Date.now()}@example.com`;
    const answer = async (to: string) => {
      const response = await post(t.app, '/api/auth/password/forgot', { email: to });
      return { status: response.statusCode, body: response.json<object>(), retry: response.headers['retry-after'] };
    };
    const first = [await answer(email), await answer(ghost)];
    expect(first[0]).toMatchObject({ status: 200 });
    expect(first[1]).toEqual(first[0]);
    const second = [await answer(email), await answer(ghost)];
    expect(second[0]).toMatchObject({ status: 429 });
    expect(second[1]?.status).toBe(second[0]?.status);
    expect(second[1]?.body).toEqual(second[0]?.body);
    // The waits are both about a minute (they may differ by the second that passed between them).
    expect(Math.abs(Number(second[1]?.retry) - Number(second[0]?.retry))).toBeLessThanOrEqual(1);
  });
});
