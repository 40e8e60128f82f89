import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, newToken, sha256 } from '../src/auth/secrets.ts';
import { createUsersRepository } from '../src/modules/accounts/users.repository.ts';
import { bearer, deleteAccount, post, sendForm, signInDirectly, userRow } from './accounts.fixtures.ts';
import { buildTestApp, DRIVERS, type TestApp } from './helpers.ts';
import { photo, postForm, sellFlat } from './posts.fixtures.ts';
import { resetLinkIn, startSmtp } from './smtp.ts';

/**
 * Issue 28, item 1: a password reset ends every session of the old password, including those
 * being made while it runs. The race only exists where statements run side by side: PostgreSQL.
 *
 * The reset is held at its last statement (its "end every session" waits on a session row this
 * test has locked), so the sign-ins below meet it exactly where the old code let them through:
 * the new password written but not yet committed, the old one still what a plain read returns.
 */
describe.runIf(DRIVERS.includes('postgres'))('accounts shut while requests are under way, on postgres', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp('postgres', { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Backends of this database waiting for a lock. */
  const lockWaiters = async () => {
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return rows[0]?.n ?? 0;
  };
  /**
   * Asks again and again until the database reaches the state the test waits for, each question
   * paced by its own round trip (as lock-waits.ts does): no fixed sleep.
   */
  async function until(condition: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 10_000; i += 1) if (await condition()) return;
    throw new Error('the database never reached the state the test waits for');
  }

  /**
   * Runs `action` (which ends every session of `user`) held at its "end every session": a session
   * row this test has locked makes it wait there. Meanwhile five sign-ins with `password` are
   * fired; once each has answered or waits behind the action, the action is let go. Returns the
   * action's answer and the sign-ins' answers.
   */
  async function signInsDuring(
    user: { id: string; email: string | null; passwordHash: string },
    password: string,
    action: () => Promise<{ statusCode: number }>,
  ) {
    const users = createUsersRepository(t.database.db);
    const heldHash = sha256(newToken());
    await users.createSession({
      userId: user.id,
      tokenHash: heldHash,
      expiresAt: new Date(Date.now() + 3600_000),
      verifiedPasswordHash: user.passwordHash,
    });
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => undefined as void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = t.database.transaction(async (tx) => {
      await tx.execute(sql`select 1 from sessions where token_hash = ${heldHash} for update`);
      holding();
      await released;
    });
    await held;

    const acted = action();
    await until(async () => (await lockWaiters()) >= 1);
    let settled = 0;
    const signIns = Array.from({ length: 5 }, () =>
      post(t.app, '/api/login', { email: user.email, password }).finally(() => (settled += 1)),
    );
    // Each either answered already (as the old code let them) or waits behind the action.
    await until(async () => settled + (await lockWaiters()) - 1 >= signIns.length);
    release();
    await holder;
    return { action: await acted, signIns: await Promise.all(signIns) };
  }

  /** Every sign-in either failed as a wrong password would, or its session no longer works. */
  async function expectNoLiveSession(answers: { statusCode: number; json<T>(): T }[]) {
    for (const answer of answers) {
      if (answer.statusCode !== 200) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json<{ code: string }>()).toMatchObject({ code: 'LOGIN_FAILED' });
        continue;
      }
      const { userToken } = answer.json<{ userToken: string }>();
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(userToken) });
      expect(profile.statusCode, 'a session of the old password still reads the profile').toBe(401);
    }
  }

  const sessionCount = async (userId: string) => {
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions where user_id = ${userId}`,
    );
    return rows[0]?.n ?? 0;
  };

  it('lets no sign-in with the old password outlive the reset', async () => {
    const users = createUsersRepository(t.database.db);
    const user = await users.insert(userRow({ passwordHash: await hashPassword('old-pass1') }));
    const before = smtp.mails.length;
    await post(t.app, '/api/auth/password/forgot', { email: user.email });
    const resetToken = resetLinkIn(await smtp.mailTo(user.email!, before));

    const { action, signIns } = await signInsDuring(user, 'old-pass1', () =>
      post(t.app, '/api/auth/password/reset', { resetToken, password: 'new-pass1', confirmPassword: 'new-pass1' }),
    );
    expect(action.statusCode).toBe(200);
    await expectNoLiveSession(signIns);
    expect(await sessionCount(user.id)).toBe(0);

    // The new password signs in; the old one does not.
    expect((await post(t.app, '/api/login', { email: user.email, password: 'new-pass1' })).statusCode).toBe(200);
    expect((await post(t.app, '/api/login', { email: user.email, password: 'old-pass1' })).statusCode).toBe(401);
  });

  it('answers sign-ins racing the deletion of their account as failed sign-ins, never a 500', async () => {
    const users = createUsersRepository(t.database.db);
    const user = await users.insert(userRow({ passwordHash: await hashPassword('old-pass1') }));
    const token = newToken();
    await users.createSession({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 3600_000),
      verifiedPasswordHash: user.passwordHash,
    });
    const { action, signIns } = await signInsDuring(user, 'old-pass1', () => deleteAccount(t.app, token, 'old-pass1'));
    expect(action.statusCode).toBe(200);
    expect(signIns.map((answer) => answer.statusCode)).toEqual(Array(5).fill(401));
    await expectNoLiveSession(signIns);
  });

  it('answers posts sent while their account is deleted with a 4xx, never a 500', async () => {
    const users = createUsersRepository(t.database.db);
    const user = await users.insert(userRow({ passwordHash: await hashPassword('old-pass1') }));
    await users.recordProvenPhone(user.id, user.phone!, new Date());
    const token = await signInDirectly(users, user.id);
    const forms = await Promise.all(
      [1, 2, 3, 4].map(async (i) =>
        postForm(sellFlat({ postTitle: `Flat number ${i}` }), [{ content: await photo() }]),
      ),
    );
    // The posts are let in and their photos processed while the password of the deletion is checked.
    const [deletion, ...posts] = await Promise.all([
      deleteAccount(t.app, token, 'old-pass1'),
      ...forms.map((form) => sendForm(t.app, token, 'POST', '/api/posts', form)),
    ]);
    expect(deletion?.statusCode).toBe(200);
    for (const answer of posts) {
      expect([201, 401, 409], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.json()).toMatchObject({ code: 'CONFLICT' });
    }
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from posts where owner_id = ${user.id}`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
