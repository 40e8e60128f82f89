import { sql } from 'drizzle-orm';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, profileFor, registerUser, uniqueEmail } from './accounts.fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { codeIn, resetLinkIn, startSmtp } from './smtp.ts';

/** A GET with its request line as given, answered before it resolves. */
const rawGet = (port: number, url: string) =>
  new Promise<void>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', () => undefined);
    socket.on('end', () => resolve());
    socket.on('error', reject);
  });

describe('secrets stay secret', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const logs: string[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(
      'pglite',
      { smtpUrl: smtp.url, logLevel: 'trace' },
      { write: (line) => void logs.push(line) },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('never writes a password, code or token to the logs, responses or database in plain form', async () => {
    const email = uniqueEmail();
    const password = 'Sup3r-secret-pass';
    await post(t.app, '/api/auth/register/send-code', { email });
    const code = codeIn(await smtp.mailTo(email));
    const verified = await post(t.app, '/api/auth/register/verify-code', { email, code });
    const { registrationToken } = verified.json<{ registrationToken: string }>();
    const done = await post(t.app, '/api/auth/register/complete', {
      registrationToken,
      ...profileFor({ password, confirmPassword: password }),
    });
    const { userToken } = done.json<{ userToken: string }>();
    await post(t.app, '/api/login', { email, password: `${password}-wrong` });
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(userToken) });

    const logText = logs.join('\n');
    expect(logs.length).toBeGreaterThan(5);
    for (const secret of [password, code, registrationToken, userToken]) {
      expect(logText).not.toContain(secret);
    }
    expect(profile.body).not.toContain(password);
    expect(profile.body).not.toMatch(/\$argon2/);

    const dump = JSON.stringify(
      await t.database.db.execute(sql`
        select (select json_agg(u) from users u) as users, (select json_agg(s) from sessions s) as sessions,
               (select json_agg(c) from email_codes c) as codes, (select json_agg(a) from auth_tokens a) as tokens`),
    );
    for (const secret of [password, registrationToken, userToken]) expect(dump).not.toContain(secret);
    expect(dump).not.toMatch(new RegExp(`"code_hash":"${code}"`));
  });

  it('keeps a reset round trip’s link, code, token and new password out of every log line', async () => {
    const { email } = await registerUser(t, smtp);
    const before = smtp.mails.length;
    await post(t.app, '/api/auth/password/forgot', { email });
    const mail = await smtp.mailTo(email, before);
    const code = codeIn(mail);
    const link = resetLinkIn(mail);
    // The reader opens the link in the mail (the web page, with the token in its path)…
    await t.app.inject({ method: 'GET', url: `/ResetPassword/${link}` });
    // …and another asks with the code instead.
    const verified = await post(t.app, '/api/auth/password/verify-code', { email, code });
    const { resetToken } = verified.json<{ resetToken: string }>();
    const password = 'Brand-new-pass9';
    const reset = await post(t.app, '/api/auth/password/reset', {
      resetToken: link,
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode).toBe(200);

    const lines = logs.filter((line) => line.includes('ResetPassword') || line.includes('/api/auth/password'));
    expect(lines.length, 'the round trip was logged').toBeGreaterThan(3);
    for (const line of logs) {
      for (const secret of [link, code, resetToken, password]) expect(line).not.toContain(secret);
    }
    expect(logs.join('\n')).toContain('/ResetPassword/[redacted]');
  });

  it('keeps a reset token out of the log however its path is spelled, and every token-like query value', async () => {
    const token = (n: number) => `Zq${n}rT9kLm2Xv8NwPc4Hs7Jd`;
    // Each a spelling the site answers, or a key a link could carry a token in (issue 39).
    const spellings = [
      `/Reset%50assword/${token(1)}`,
      `//ResetPassword/${token(2)}`,
      `/ResetPassword;v=1/${token(3)}`,
      `/en/ResetPassword/${token(4)}`,
      `/ResetPassword%2F${token(5)}`,
      `/ResetPassword/x?t=${token(6)}`,
      `/reset?access_token=${token(7)}`,
      `/reset?token[]=${token(8)}`,
      `/reset?page=2&%74oken=${token(9)}`,
      // The availability question's one-tap link, its `?` escaped, or a fragment in the request line (issue 62).
      `/still-available%3Ftoken=${token(10)}`,
      `/still-available#token=${token(11)}`,
      `/en/still-available?from=sms#token=${token(12)}`,
    ];
    const from = logs.length;
    // Over a socket, each request line exactly as written (an injected request would drop a `#…`).
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    for (const url of spellings) await rawGet(port, url);
    const written = logs.slice(from);
    const leaked = spellings.filter((_, index) => written.some((entry) => entry.includes(token(index + 1))));
    expect(leaked).toEqual([]);
    expect(written.join('\n')).toContain('/en/ResetPassword/[redacted]');
  });
});
