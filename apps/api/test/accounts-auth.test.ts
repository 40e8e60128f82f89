import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, emailCodes, users } from '../src/modules/accounts/accounts.schema.ts';
import { bearer, post, profileFor, registerUser, uniqueEmail } from './accounts.fixtures.ts';
import { DRIVERS, buildTestApp, type TestApp } from './helpers.ts';
import { codeIn, resetLinkIn, startSmtp, textOf } from './smtp.ts';

describe.each(DRIVERS)('accounts: registration, sign-in and reset on %s', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(driver, { smtpUrl: smtp.url, publicUrl: 'https://ghorbari.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Pretend the newest codes of an email were sent a while ago. */
  const ageCodes = (email: string, seconds: number) =>
    t.database.db.execute(
      sql`update email_codes set created_at = created_at - make_interval(secs => ${seconds}) where email = ${email}`,
    );

  it('registers through email, mailed code and profile, then signs in', async () => {
    const email = uniqueEmail();
    const sent = await post(t.app, '/api/auth/register/send-code', { email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      alreadyVerified: false,
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });
    const mail = await smtp.mailTo(email);
    expect(mail.raw).toContain('Subject: Verify your email for Ghorbari');
    const code = codeIn(mail);

    const wrong = await post(t.app, '/api/auth/register/verify-code', {
      email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ success: false, message: 'Invalid or expired code' });

    const verified = await post(t.app, '/api/auth/register/verify-code', { email, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ message: 'Email verified successfully' });
    const { registrationToken } = verified.json<{ registrationToken: string }>();

    // An already verified email skips straight to completing the profile.
    const again = await post(t.app, '/api/auth/register/send-code', { email, registrationToken });
    expect(again.json()).toMatchObject({ alreadyVerified: true });

    const done = await post(t.app, '/api/auth/register/complete', { registrationToken, ...profileFor() });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ success: true, message: 'Registration successful' });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(done.json<{ userToken: string }>().userToken),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      userData: { email, name: 'Sharmin Akter', status: 'normal', role: 'user' },
    });
    expect(profile.body).not.toMatch(/argon2|password/i);

    const login = await post(t.app, '/api/login', { email, password: 'secret123' });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ userToken: string }>().userToken.length).toBeGreaterThanOrEqual(40);

    // The registration token is spent.
    const reuse = await post(t.app, '/api/auth/register/complete', { registrationToken, ...profileFor() });
    expect(reuse.statusCode).toBe(422);
  });

  it("refuses an email that is registered, or disabled, with the spec's messages", async () => {
    const { email } = await registerUser(t, smtp);
    const taken = await post(t.app, '/api/auth/register/send-code', { email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'Email already registered' });
    await t.database.db.update(users).set({ status: 'Disabled' }).where(eq(users.email, email));
    const disabled = await post(t.app, '/api/auth/register/send-code', { email });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toMatchObject({ message: 'This email is disabled.' });
  });

  it('asks for every missing or wrong field of the profile in plain words', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gender: undefined }, 'gender', 'Please select your Gender'],
      [{ birthDate: '' }, 'birthDate', 'Please select your Birth Date'],
      [{ phone: '1711223344' }, 'phone', 'Please enter a valid phone number'],
      [{ confirmPassword: 'different' }, 'confirmPassword', 'Passwords do not match'],
      [{ password: '123', confirmPassword: '123' }, 'password', 'Password must be at least 6 characters'],
      [{ name: 'Al' }, 'name', 'Name must be at least 4 characters'],
    ];
    for (const [override, path, message] of cases) {
      const response = await post(t.app, '/api/auth/register/complete', {
        registrationToken: 'x'.repeat(43),
        ...profileFor(override),
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json<{ issues: unknown[] }>().issues, path).toContainEqual({ path, message });
    }
    const noEmail = await post(t.app, '/api/auth/register/send-code', { email: '' });
    expect(noEmail.json()).toMatchObject({ message: 'Please provide email address' });
  });

  it('waits 60 seconds between codes and sends at most 5 in 30 minutes, saying when to retry', async () => {
    const email = uniqueEmail();
    expect((await post(t.app, '/api/auth/register/send-code', { email })).statusCode).toBe(200);
    const soon = await post(t.app, '/api/auth/register/send-code', { email });
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) {
      await ageCodes(email, 61);
      expect((await post(t.app, '/api/auth/register/send-code', { email })).statusCode).toBe(200);
    }
    await ageCodes(email, 61);
    const capped = await post(t.app, '/api/auth/register/send-code', { email });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ message: 'Failed to resend verification code, please try again later' });
  });

  it('kills a code after 5 wrong tries and refuses an expired one', async () => {
    const email = uniqueEmail();
    await post(t.app, '/api/auth/register/send-code', { email });
    const code = codeIn(await smtp.mailTo(email));
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await post(t.app, '/api/auth/register/verify-code', { email, code: wrong });
    const dead = await post(t.app, '/api/auth/register/verify-code', { email, code });
    expect(dead.statusCode).toBe(422);
    expect(dead.json()).toMatchObject({ message: 'Too many wrong tries. Please request a new code.' });

    await ageCodes(email, 61);
    const before = smtp.mails.length;
    await post(t.app, '/api/auth/register/send-code', { email });
    const fresh = codeIn(await smtp.mailTo(email, before));
    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    const expired = await post(t.app, '/api/auth/register/verify-code', { email, code: fresh });
    expect(expired.json()).toMatchObject({ message: 'Invalid or expired code' });
  });

  it('signs in, refuses a wrong password, and ends the session on logout', async () => {
    const { email, token } = await registerUser(t, smtp);
    const wrong = await post(t.app, '/api/login', { email, password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, message: 'Incorrect email or password' });
    const unknown = await post(t.app, '/api/login', { email: uniqueEmail('nobody'), password: 'whatever1' });
    expect(unknown.json()).toMatchObject({ message: 'Incorrect email or password' });

    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('refuses the tokens of a disabled account at once', async () => {
    const { email, token } = await registerUser(t, smtp);
    await t.database.db.update(users).set({ status: 'Disabled' }).where(eq(users.email, email));
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode).toBe(401);
    const login = await post(t.app, '/api/login', { email, password: 'secret123' });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ message: 'This account has been disabled.' });
  });

  it('slows down an address that keeps guessing, never locks the owner out, and tells the owner once', async () => {
    const { email } = await registerUser(t, smtp);
    const signIn = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        headers: { 'accept-language': 'en' },
        payload: { email, password },
      });
    const before = smtp.mails.length;

    // Address A: 5 free wrong guesses and a sixth, then it must wait (the route's 10 a minute still holds).
    const fromA: number[] = [];
    for (let i = 0; i < 9; i++) fromA.push((await signIn('203.0.113.200', 'wrong-guess')).statusCode);
    expect(fromA).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429]);
    // While it waits, even the right password is not tried from there.
    const waiting = await signIn('203.0.113.200', 'secret123');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(waiting.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many wrong passwords for this account from here. Please wait a little and try again.',
    });

    // Twenty more from twenty other addresses: more than 20 failures in the hour on the account.
    for (let i = 0; i < 20; i++) expect((await signIn(`203.0.113.${i + 1}`, 'wrong-guess')).statusCode).toBe(401);
    // An address that has failed on an account under attack gets no more free guesses.
    expect((await signIn('203.0.113.1', 'wrong-guess')).statusCode).toBe(401);
    expect((await signIn('203.0.113.1', 'wrong-guess')).statusCode).toBe(429);

    // The owner, from an address that has not failed, signs in at once.
    const owner = await signIn('198.51.100.7', 'secret123');
    expect(owner.statusCode).toBe(200);

    // The owner is told by mail, once.
    const alert = await smtp.mailTo(email, before);
    expect(alert.raw).toContain('Subject: Someone is trying to sign in to your Ghorbari account');
    expect(textOf(alert)).toContain('https://ghorbari.example/ForgotPassword');
    // Every mail of those sign-ins has gone out (or was never started): still the one.
    await t.app.authMessages.settled();
    expect(smtp.mails.slice(before).filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('caps sign-ins at 10 a minute per address, and a forged X-Forwarded-For does not reset it', async () => {
    const send = (forwarded: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '192.0.2.77',
        headers: { 'x-forwarded-for': forwarded },
        payload: { email: uniqueEmail(), password: 'whatever1' },
      });
    for (let i = 0; i < 10; i++) expect((await send(`10.0.0.${i}`)).statusCode).toBe(401);
    const limited = await send('10.0.0.200');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('resets a forgotten password by code, ends every session, and the old password stops working', async () => {
    const { email, token } = await registerUser(t, smtp);
    const before = smtp.mails.length;
    const forgot = await post(t.app, '/api/auth/password/forgot', { email });
    expect(forgot.statusCode).toBe(200);
    const mail = await smtp.mailTo(email, before);
    expect(mail.raw).toContain('https://ghorbari.example/ResetPassword/');
    const code = codeIn(mail);

    // A reset code cannot verify a registration: codes are bound to their purpose.
    const crossed = await post(t.app, '/api/auth/register/verify-code', { email, code });
    expect(crossed.statusCode).toBe(422);

    const verified = await post(t.app, '/api/auth/password/verify-code', { email, code });
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json<{ resetToken: string }>();
    const reset = await post(t.app, '/api/auth/password/reset', {
      resetToken,
      password: 'newpass99',
      confirmPassword: 'newpass99',
    });
    expect(reset.json()).toMatchObject({ success: true, message: 'Password has been reset successfully' });

    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode).toBe(401);
    expect((await post(t.app, '/api/login', { email, password: 'secret123' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/login', { email, password: 'newpass99' })).statusCode).toBe(200);
    const replay = await post(t.app, '/api/auth/password/reset', {
      resetToken,
      password: 'other999',
      confirmPassword: 'other999',
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({
      code: 'RESET_CODE_INVALID',
      message: 'Invalid reset code. Please try again.',
    });
  });

  it("checks a reset link before a new password is typed, with the spec's words for a bad or expired one", async () => {
    const { email } = await registerUser(t, smtp);
    const before = smtp.mails.length;
    await post(t.app, '/api/auth/password/forgot', { email });
    const link = resetLinkIn(await smtp.mailTo(email, before));
    const check = (resetToken: string, lang = 'en') =>
      post(t.app, '/api/auth/password/reset/check', { resetToken }, { 'accept-language': lang });

    const live = await check(link);
    expect(live.statusCode).toBe(200);
    // It says the link works, and nothing of whose it is.
    expect(live.json()).toEqual({ success: true });

    const unknown = await check('0123456789abcdef0123456789abcdef');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: 'Invalid reset code. Please try again.' });
    expect((await check('0123456789abcdef0123456789abcdef', 'bn')).json()).toMatchObject({
      message: 'রিসেট কোডটি ভুল। আবার চেষ্টা করুন।',
    });
    // Not even the shape of a token: the same words, not the generic invalid-input message.
    for (const body of [{ resetToken: 'too-short' }, {}]) {
      const malformed = await post(t.app, '/api/auth/password/reset/check', body);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ message: 'Invalid reset code. Please try again.' });
    }
    const malformedReset = await post(t.app, '/api/auth/password/reset', {
      resetToken: 'too-short',
      password: 'newpass99',
      confirmPassword: 'newpass99',
    });
    expect(malformedReset.json()).toMatchObject({ message: 'Invalid reset code. Please try again.' });

    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.email, email));
    const expired = await check(link);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      code: 'RESET_CODE_EXPIRED',
      message: 'Reset code has expired. Please request a new code.',
    });
    expect((await check(link, 'bn')).json()).toMatchObject({
      message: 'রিসেট কোডের মেয়াদ শেষ হয়ে গেছে। নতুন কোড চেয়ে নিন।',
    });
    const lateReset = await post(t.app, '/api/auth/password/reset', {
      resetToken: link,
      password: 'newpass99',
      confirmPassword: 'newpass99',
    });
    expect(lateReset.statusCode).toBe(422);
    expect(lateReset.json()).toMatchObject({ message: 'Reset code has expired. Please request a new code.' });
    expect((await post(t.app, '/api/login', { email, password: 'newpass99' })).statusCode).toBe(401);
  });

  it('resets by the mailed link alone, and says when a reset code has expired', async () => {
    const { email } = await registerUser(t, smtp);
    const before = smtp.mails.length;
    await post(t.app, '/api/auth/password/forgot', { email });
    const mail = await smtp.mailTo(email, before);
    const link = resetLinkIn(mail);
    const byLink = await post(t.app, '/api/auth/password/reset', {
      resetToken: link,
      password: 'linkpass1',
      confirmPassword: 'linkpass1',
    });
    expect(byLink.statusCode).toBe(200);
    expect((await post(t.app, '/api/login', { email, password: 'linkpass1' })).statusCode).toBe(200);

    await ageCodes(email, 120);
    const before2 = smtp.mails.length;
    await post(t.app, '/api/auth/password/forgot', { email });
    const code = codeIn(await smtp.mailTo(email, before2));
    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    const expired = await post(t.app, '/api/auth/password/verify-code', { email, code });
    expect(expired.json()).toMatchObject({ message: 'Reset code has expired. Please request a new code.' });
  });

  it('answers a reset request for an unknown email exactly like a known one, and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    const before = smtp.mails.length;
    const response = await post(t.app, '/api/auth/password/forgot', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, expiresInSeconds: 600 });
    // The mail of a reset goes out after the answer: once that work is done, none went to the address.
    await t.app.authMessages.settled();
    expect(smtp.mails.slice(before).some((mail) => mail.to.includes(email))).toBe(false);
  });

  it('writes the mail in the language of the request', async () => {
    const email = uniqueEmail();
    const before = smtp.mails.length;
    await post(t.app, '/api/auth/register/send-code', { email }, { 'accept-language': 'bn' });
    const mail = await smtp.mailTo(email, before);
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    const decoded = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
    expect(decodeURIComponent(decoded.replace(/%(?![0-9A-F]{2})/g, '%25'))).toContain(
      'আপনার ইমেইল যাচাই করে ঘরবাড়ি অ্যাকাউন্ট খোলা শেষ করতে',
    );
  });
});
