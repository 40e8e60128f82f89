import { AUTH } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserData } from '@ghorbari/contracts';
import { createRepositories } from '../src/repositories.ts';
import { bearer, post, profileFor, sendForm, signInDirectly, userRow } from './accounts.fixtures.ts';
import { adminCall, staffMember } from './admin.fixtures.ts';
import { buildTestApp, freshAddress, type TestApp } from './helpers.ts';
import { photo, postForm, sellFlat } from './posts.fixtures.ts';
import { codeOf, startSmpp, type Smpp } from './smpp.ts';
import { codeIn, startSmtp } from './smtp.ts';

/** A fresh mobile number for each account of a run (013–019, as issue 40 allows). */
let numbers = 0;
const uniqueNumber = () => `017${String(Date.now() % 1e6).padStart(6, '0')}${String(numbers++ % 100).padStart(2, '0')}`;
/** The same number as a Bangladeshi writes it: +880, Bengali digits, a space and a dash. */
const asTyped = (phone: string) =>
  `+৮৮০ ${phone.slice(1, 5)}-${phone.slice(5)}`.replace(/[0-9]/g, (digit: string) =>
    String.fromCharCode(0x09e6 + Number(digit)),
  );
const from = (address: string) => ({ remoteAddress: address });
/** The challenge id a code request was answered (issue 62), as the verifying call must carry it. */
const challengeOf = (answer: { json: <T>() => T }) => {
  const { challengeId } = answer.json<{ challengeId?: string }>();
  expect(challengeId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  return { challengeId: challengeId! };
};

/**
 * Accounts by mobile number (issue 40): registration, sign-in by password or by code, and a new
 * password, each with the code the in-process SMSC received. On PGlite, the default template.
 */
describe('accounts by mobile number', () => {
  let t: TestApp;
  let smsc: Smpp;
  beforeAll(async () => {
    smsc = await startSmpp();
    t = await buildTestApp('pglite', { smsUrl: smsc.url(), publicUrl: 'https://ghorbari.example' });
  });
  afterAll(async () => {
    await t.close();
    await smsc.close();
  });

  /** Registers the number through its SMS code; the new account's token. */
  async function registerByPhone(phone: string) {
    const before = smsc.received.length;
    const sent = await post(t.app, '/api/auth/register/phone/send-code', { phone: asTyped(phone) });
    expect(sent.statusCode).toBe(200);
    const code = codeOf(await smsc.messageAfter(`88${phone}`, before));
    const verified = await post(t.app, '/api/auth/register/phone/verify-code', { phone, code, ...challengeOf(sent) });
    expect(verified.statusCode).toBe(200);
    const { registrationToken } = verified.json<{ registrationToken: string }>();
    const done = await post(t.app, '/api/auth/register/complete', { registrationToken, ...profileFor({ phone }) });
    expect(done.statusCode).toBe(201);
    return done.json<{ userToken: string }>().userToken;
  }

  it('registers a number written as people write it; the SMS is Bengali, to 8801…, from the site', async () => {
    const phone = uniqueNumber();
    const sent = await post(
      t.app,
      '/api/auth/register/phone/send-code',
      { phone: asTyped(phone) },
      { 'accept-language': 'bn' },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'আপনার মোবাইলে এসএমএসে ৬ অঙ্কের একটি কোড পাঠানো হয়েছে',
      expiresInSeconds: AUTH.codeTtlSeconds,
      resendAfterSeconds: AUTH.codeResendAfterSeconds,
    });
    const sms = await smsc.messageTo(`88${phone}`);
    expect(sms.destinationAddr).toBe(`88${phone}`);
    expect(sms.sourceAddr).toBe('Ghorbari');
    expect(sms.dataCoding).toBe(8);
    const code = codeOf(sms);
    expect(sms.text).toBe(
      `ঘরবাড়িতে অ্যাকাউন্ট খোলার কোড: ${code}। ১০ মিনিটের মধ্যে ব্যবহার করুন। কাউকে বলবেন না।\n\n@ghorbari.example #${code}`,
    );

    // A wrong code is refused; the right one, typed in Bengali digits, verifies the number.
    const wrong = await post(t.app, '/api/auth/register/phone/verify-code', {
      phone,
      code: code === '000000' ? '111111' : '000000',
      ...challengeOf(sent),
    });
    expect(wrong.statusCode).toBe(422);
    // The right code without the challenge its request was answered is refused, in words (issue 62).
    const bare = await post(t.app, '/api/auth/register/phone/verify-code', { phone, code });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      issues: [{ path: 'challengeId', message: 'Ask for a new code and enter it here.' }],
    });
    const bengaliCode = code.replace(/[0-9]/g, (digit: string) => String.fromCharCode(0x09e6 + Number(digit)));
    const verified = await post(t.app, '/api/auth/register/phone/verify-code', {
      phone,
      code: bengaliCode,
      ...challengeOf(sent),
    });
    expect(verified.statusCode).toBe(200);
    const { registrationToken } = verified.json<{ registrationToken: string }>();
    // The profile's phone field cannot swap the proven number for another.
    const done = await post(t.app, '/api/auth/register/complete', {
      registrationToken,
      ...profileFor({ phone: '01811000000' }),
    });
    expect(done.statusCode).toBe(201);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(done.json<{ userToken: string }>().userToken),
    });
    expect(profile.json()).toMatchObject({ userData: { email: null, phone, phoneVerified: true } });

    // The number is now taken: told so, with no SMS sent.
    const before = smsc.received.length;
    const again = await post(t.app, '/api/auth/register/phone/send-code', { phone });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This mobile number already has an account. Please sign in.' });
    expect(smsc.received.length).toBe(before);
  });

  it('signs in with the number and password, or with the number and a code; refuses a wrong one', async () => {
    const phone = uniqueNumber();
    await registerByPhone(phone);
    const byPassword = await post(t.app, '/api/login', { phone: asTyped(phone), password: 'secret123' });
    expect(byPassword.statusCode).toBe(200);
    const wrong = await post(t.app, '/api/login', { phone, password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Incorrect mobile number or password' });

    const before = smsc.received.length;
    const asked = await post(t.app, '/api/auth/login/phone/send-code', { phone });
    expect(asked.statusCode).toBe(200);
    const code = codeOf(await smsc.messageAfter(`88${phone}`, before));
    expect((await smsc.messageAfter(`88${phone}`, before)).text).toContain('Your Ghorbari sign-in code');
    // A code is checked only with its challenge (issue 62): without one it is refused in words.
    const withoutChallenge = await post(t.app, '/api/login', { phone, code });
    expect(withoutChallenge.statusCode).toBe(400);
    expect(withoutChallenge.json()).toMatchObject({ issues: [{ path: 'challengeId' }] });
    const byCode = await post(t.app, '/api/login', { phone, code, ...challengeOf(asked) });
    expect(byCode.statusCode).toBe(200);
    const token = byCode.json<{ userToken: string }>().userToken;
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ userData: { phone } });
    // A code signs in once.
    expect((await post(t.app, '/api/login', { phone, code, ...challengeOf(asked) })).statusCode).toBe(422);
    // The spec's sign-in is unchanged: an email is still asked for without a number.
    const bare = await post(t.app, '/api/login', { password: 'secret123' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ message: 'Please provide email address' });
  });

  it('answers a number without an account as it answers one with, and sends it nothing', async () => {
    const member = uniqueNumber();
    await registerByPhone(member);
    const stranger = uniqueNumber();
    const before = smsc.received.length;
    const answers = await Promise.all(
      [member, stranger].flatMap((phone) => [
        post(t.app, '/api/auth/login/phone/send-code', { phone }),
        post(t.app, '/api/auth/password/phone/forgot', { phone }),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    // The same answer but for each one's own challenge id, of the same shape (issue 62).
    const bodies = answers.map((answer) => ({ ...answer.json<object>(), ...challengeOf(answer) }));
    expect(
      new Set(bodies.map(({ challengeId, ...rest }) => `${challengeId.length}:${JSON.stringify(rest)}`)).size,
    ).toBe(1);
    expect(new Set(bodies.map(({ challengeId }) => challengeId)).size).toBe(4);
    // The member's two codes arrive (sent after the answers); the stranger's number gets none.
    await smsc.messageAfter(`88${member}`, before);
    await smsc.messageAfter(
      `88${member}`,
      smsc.received.findIndex((sms, index) => index >= before && sms.destinationAddr === `88${member}`) + 1,
    );
    expect(smsc.received.slice(before).filter((sms) => sms.destinationAddr === `88${stranger}`)).toEqual([]);
  });
});

/**
 * Numbers that are proven (issue 40): from the profile, on the spot for a post, and what a changed
 * number does. On PGlite, the default template.
 */
describe('numbers proven by a code', () => {
  let t: TestApp;
  let smsc: Smpp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smsc = await startSmpp();
    smtp = await startSmtp();
    t = await buildTestApp('pglite', { smsUrl: smsc.url(), smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smsc.close();
    await smtp.close();
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
      remoteAddress: freshAddress(),
    });
  const profileOf = async (token: string) =>
    (await call(token, 'GET', '/api/profile')).json<{ userData: UserData }>().userData;
  /** Asks a code for the number as the member and answers the code the SMSC received. */
  async function prove(token: string, phone: string, account?: boolean) {
    const before = smsc.received.length;
    const sent = await call(token, 'POST', '/api/profile/phone/send-code', { phone: asTyped(phone), account });
    expect(sent.statusCode).toBe(200);
    const code = codeOf(await smsc.messageAfter(`88${phone}`, before));
    return call(token, 'POST', '/api/profile/phone/verify', {
      phone,
      code,
      ...challengeOf(sent),
      ...(account === undefined ? {} : { account }),
    });
  }
  const newPost = async (token: string, primaryPhone: string, secondaryPhone?: string) =>
    sendForm(
      t.app,
      token,
      'POST',
      '/api/posts',
      postForm(sellFlat({ primaryPhone, ...(secondaryPhone ? { secondaryPhone } : {}) }), [{ content: await photo() }]),
    );

  it('refuses a post whose primary number is not proven, and takes it once a code proves it there', async () => {
    // An account made by email with a number typed into its profile: not proven.
    const phone = uniqueNumber();
    const repos = createRepositories(t.database.db);
    const user = await repos.users.insert(userRow({ phone, language: 'en' }));
    const token = await signInDirectly(repos.users, user.id);
    expect(await profileOf(token)).toMatchObject({ phone, phoneVerified: false, verifiedPhones: [] });

    const refused = await newPost(token, phone);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Verify this number first: we send it a code to make sure it is yours.',
      issues: [{ path: 'primaryPhone' }],
    });

    // A wrong code proves nothing; the right one proves the number, the account's own.
    const sent = await call(token, 'POST', '/api/profile/phone/send-code', { phone });
    expect(sent.json()).toMatchObject({ alreadyVerified: false });
    const sms = await smsc.messageTo(`88${phone}`);
    expect(sms.text).toContain(codeOf(sms));
    const code = codeOf(sms);
    const wrong = await call(token, 'POST', '/api/profile/phone/verify', {
      phone,
      code: code === '000000' ? '111111' : '000000',
      ...challengeOf(sent),
    });
    expect(wrong.statusCode).toBe(422);
    // Another member who learnt the code and the challenge cannot prove the number with them (issue 62).
    const other = await repos.users.insert(userRow({ language: 'en' }));
    const otherToken = await signInDirectly(repos.users, other.id);
    const borrowed = await call(otherToken, 'POST', '/api/profile/phone/verify', { phone, code, ...challengeOf(sent) });
    expect(borrowed.statusCode).toBe(422);
    expect(await profileOf(otherToken)).toMatchObject({ verifiedPhones: [] });
    const proven = await call(token, 'POST', '/api/profile/phone/verify', { phone, code, ...challengeOf(sent) });
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toMatchObject({ userData: { phone, phoneVerified: true, verifiedPhones: [phone] } });

    // A second number proven for a post is the member's too, without becoming the account's.
    const office = uniqueNumber();
    expect((await prove(token, office)).json()).toMatchObject({
      userData: { phone, phoneVerified: true, verifiedPhones: [phone, office] },
    });
    // Asked again for a number already proven: no SMS.
    const before = smsc.received.length;
    const again = await call(token, 'POST', '/api/profile/phone/send-code', { phone: office });
    expect(again.json()).toMatchObject({ alreadyVerified: true });
    expect(smsc.received.length).toBe(before);

    // Posted with the proven number and an unproven second one: each is shown as it is.
    const posted = await newPost(token, office, '01811000000');
    expect(posted.statusCode).toBe(201);
    const { PostID } = posted.json<{ PostID: string }>();
    const page = await call(token, 'GET', `/api/posts/${PostID}`);
    expect(page.json()).toMatchObject({
      post: {
        primaryPhone: office,
        primaryPhoneVerified: true,
        secondaryPhone: '01811000000',
        secondaryPhoneVerified: false,
      },
    });
  });

  it('refuses a secondary number another account proved, until the poster proves it too', async () => {
    const repos = createRepositories(t.database.db);
    const tokenOf = async (phone: string) =>
      signInDirectly(repos.users, (await repos.users.insert(userRow({ phone, language: 'en' }))).id);
    const [mine, theirs] = [uniqueNumber(), uniqueNumber()];
    const [poster, neighbour] = [await tokenOf(mine), await tokenOf(theirs)];
    await prove(poster, mine);
    await prove(neighbour, theirs);

    const refused = await newPost(poster, mine, theirs);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message:
        'Another member has verified this number. Verify it with a code to use it here, or give a number of your own.',
      issues: [{ path: 'secondaryPhone' }],
    });
    // A family shares a phone: proven by the poster too, it is theirs to give, shown as verified.
    await prove(poster, theirs);
    const posted = await newPost(poster, mine, theirs);
    expect(posted.statusCode).toBe(201);
    const page = await call(poster, 'GET', `/api/posts/${posted.json<{ PostID: string }>().PostID}`);
    expect(page.json()).toMatchObject({ post: { secondaryPhone: theirs, secondaryPhoneVerified: true } });
  });

  it('makes a changed number unproven until proven again, and keeps a number-only account signing in', async () => {
    const phone = uniqueNumber();
    const repos = createRepositories(t.database.db);
    const user = await repos.users.insert(userRow({ phone, language: 'en' }));
    const token = await signInDirectly(repos.users, user.id);
    await prove(token, phone);
    const update = (number: string, as = token) =>
      call(as, 'PUT', '/api/profile/update', {
        name: 'Sharmin Akter',
        phone: number,
        gender: 'female',
        birthDate: '1992-03-08',
      });
    const changed = uniqueNumber();
    expect((await update(changed)).json()).toMatchObject({ userData: { phone: changed, phoneVerified: false } });
    // Back to the number proven before: proven at once.
    expect((await update(phone)).json()).toMatchObject({ userData: { phone, phoneVerified: true } });

    // An account made with its number signs in with it: it cannot swap it for an unproven one…
    const own = uniqueNumber();
    const registered = await post(t.app, '/api/auth/register/phone/send-code', { phone: own });
    expect(registered.statusCode).toBe(200);
    const registrationToken = (
      await post(t.app, '/api/auth/register/phone/verify-code', {
        phone: own,
        code: codeOf(await smsc.messageTo(`88${own}`)),
        ...challengeOf(registered),
      })
    ).json<{ registrationToken: string }>().registrationToken;
    const done = await post(t.app, '/api/auth/register/complete', { registrationToken, ...profileFor({ phone: own }) });
    const mobileToken = done.json<{ userToken: string }>().userToken;
    const locked = await update(uniqueNumber(), mobileToken);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({
      issues: [{ path: 'phone', message: 'You sign in with this number, so verify the new number with a code first.' }],
    });
    // …nor take a number another account signs in with: refused before any SMS…
    const before = smsc.received.length;
    const taken = await call(mobileToken, 'POST', '/api/profile/phone/send-code', { phone, account: true });
    expect(taken.statusCode).toBe(409);
    expect(smsc.received.length).toBe(before);
    expect(taken.json()).toMatchObject({
      message: 'Another account signs in with this number. If the number is yours, sign in to that account.',
    });
    // …but a new number proven by its code becomes the one it signs in with.
    const next = uniqueNumber();
    expect((await prove(mobileToken, next, true)).json()).toMatchObject({
      userData: { phone: next, phoneVerified: true },
    });
    expect((await post(t.app, '/api/login', { phone: next, password: 'secret123' })).statusCode).toBe(200);
    expect((await post(t.app, '/api/login', { phone: own, password: 'secret123' })).statusCode).toBe(401);
  });
  it('lets an account made with a number add an email later, proven by a mailed code', async () => {
    const phone = uniqueNumber();
    const asked = await post(t.app, '/api/auth/register/phone/send-code', { phone });
    expect(asked.statusCode).toBe(200);
    const registrationToken = (
      await post(t.app, '/api/auth/register/phone/verify-code', {
        phone,
        code: codeOf(await smsc.messageTo(`88${phone}`)),
        ...challengeOf(asked),
      })
    ).json<{ registrationToken: string }>().registrationToken;
    const done = await post(t.app, '/api/auth/register/complete', { registrationToken, ...profileFor({ phone }) });
    const token = done.json<{ userToken: string }>().userToken;

    // An email another account has is refused, as registration refuses it, and nothing is mailed.
    const repos = createRepositories(t.database.db);
    const other = await repos.users.insert(userRow());
    const mailsBefore = smtp.mails.length;
    const taken = await call(token, 'POST', '/api/profile/email/send-code', { email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(smtp.mails.length).toBe(mailsBefore);

    const email = `added-${phone}@example.com`;
    const sent = await call(token, 'POST', '/api/profile/email/send-code', { email });
    expect(sent.statusCode).toBe(200);
    const mail = await smtp.mailTo(email, mailsBefore);
    expect(mail.raw).toContain('Subject: Verify the email for your Ghorbari account');
    const added = await call(token, 'POST', '/api/profile/email/verify', { email, code: codeIn(mail) });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: 'The email has been added to your account',
      userData: { email, phone, phoneVerified: true },
    });
    // The account now signs in with either, and has its email for good.
    expect((await post(t.app, '/api/login', { email, password: 'secret123' })).statusCode).toBe(200);
    expect((await post(t.app, '/api/login', { phone, password: 'secret123' })).statusCode).toBe(200);
    const again = await call(token, 'POST', '/api/profile/email/send-code', { email: `again-${email}` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This account already has an email.' });
  });
});

describe('a new password by SMS', () => {
  let t: TestApp;
  let smsc: Smpp;
  beforeAll(async () => {
    smsc = await startSmpp();
    t = await buildTestApp('pglite', { smsUrl: smsc.url() });
  });
  afterAll(async () => {
    await t.close();
    await smsc.close();
  });

  it('resets the password of a phone account with the code sent to it', async () => {
    const phone = uniqueNumber();
    const sent = await post(t.app, '/api/auth/register/phone/send-code', { phone });
    expect(sent.statusCode).toBe(200);
    const registrationToken = (
      await post(t.app, '/api/auth/register/phone/verify-code', {
        phone,
        code: codeOf(await smsc.messageTo(`88${phone}`)),
        ...challengeOf(sent),
      })
    ).json<{ registrationToken: string }>().registrationToken;
    expect(
      (await post(t.app, '/api/auth/register/complete', { registrationToken, ...profileFor({ phone }) })).statusCode,
    ).toBe(201);

    const before = smsc.received.length;
    const forgot = await post(t.app, '/api/auth/password/phone/forgot', { phone });
    expect(forgot.statusCode).toBe(200);
    const sms = await smsc.messageAfter(`88${phone}`, before);
    expect(sms.text).toContain('Your Ghorbari password reset code');
    const verified = await post(t.app, '/api/auth/password/phone/verify-code', {
      phone,
      code: codeOf(sms),
      ...challengeOf(forgot),
    });
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json<{ resetToken: string }>();
    const reset = await post(t.app, '/api/auth/password/reset', {
      resetToken,
      password: 'new-secret1',
      confirmPassword: 'new-secret1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post(t.app, '/api/login', { phone, password: 'secret123' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/login', { phone, password: 'new-secret1' })).statusCode).toBe(200);
  });
});

/**
 * The SMS caps (issue 40, ADR 046; issue 62, ADR 074), each one counted and checked in one locked
 * statement: fired together on PostgreSQL, exactly the cap passes.
 */
describe('the SMS caps, with requests fired together on PostgreSQL', () => {
  let t: TestApp;
  let smsc: Smpp;
  /** Above the per-address hour (30), so each cap is met on its own. */
  const budget = 40;
  beforeAll(async () => {
    smsc = await startSmpp();
    t = await buildTestApp('postgres', { smsUrl: smsc.url(), smsHourlyBudget: budget });
  });
  afterAll(async () => {
    await t.close();
    await smsc.close();
  });
  const clearCodes = () => t.database.db.execute(sql`delete from sms_sends; delete from email_codes`);
  const countOf = async (query: ReturnType<typeof sql>) => {
    const result = await t.database.db.execute<{ n: number }>(query);
    return (('rows' in result ? result.rows : result) as { n: number }[])[0]?.n;
  };
  const sentSms = () => countOf(sql`select count(*)::int as n from sms_sends`);
  const ask = (url: string, phone: string, address: string) =>
    t.app.inject({ method: 'POST', url, ...from(address), payload: { phone }, headers: { 'accept-language': 'en' } });
  /** A member whose number signs their account in. */
  async function memberWithNumber() {
    const phone = uniqueNumber();
    const repos = createRepositories(t.database.db);
    const user = await repos.users.insert(userRow({ phone, phoneVerifiedAt: new Date(), language: 'en' }));
    await repos.users.recordProvenPhone(user.id, phone, new Date());
    return phone;
  }

  it('sends one code a minute to a number from one address however many it asks at once', async () => {
    await clearCodes();
    const phone = uniqueNumber();
    const address = '203.0.113.70';
    const statuses = (
      await Promise.all(Array.from({ length: 8 }, () => ask('/api/auth/register/phone/send-code', phone, address)))
    ).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(smsc.received.filter((sms) => sms.destinationAddr === `88${phone}`)).toHaveLength(1);
  });

  it('lets one client address ask for its hourly share at most, and the site send its hourly budget', async () => {
    await clearCodes();
    // The address asked for all but 4 of its hour's codes already; 8 more at once (within the
    // route's per-minute limit): 4 pass.
    const address = '203.0.113.77';
    for (let index = 0; index < AUTH.smsPerAddressPerHour - 4; index += 1) {
      await t.database.db.execute(
        sql`insert into email_codes (email, purpose, channel, code_hash, expires_at, sent_from)
            values (${uniqueNumber()}, 'login', 'sms', 'none', now(), ${address})`,
      );
    }
    const fromOne = await Promise.all(
      Array.from({ length: 8 }, () => ask('/api/auth/login/phone/send-code', uniqueNumber(), address)),
    );
    expect(fromOne.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    const slowed = fromOne.filter((answer) => answer.statusCode === 429);
    expect(slowed).toHaveLength(4);
    expect(slowed[0]!.json()).toMatchObject({
      message: 'Too many codes have been asked for from this connection. Please try again in an hour.',
    });

    // The site sent all but 12 of its hour's budget; 20 registration codes (each one sent) are
    // asked at once from as many addresses: 12 pass.
    await clearCodes();
    await t.database.db.execute(
      sql`insert into sms_sends (kind, phone) select 'code', '0171' || lpad(n::text, 7, '0')
          from generate_series(1, ${budget - 12}) as n`,
    );
    const many = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, '/api/auth/register/phone/send-code', { phone: uniqueNumber() })),
    );
    expect(many.filter((answer) => answer.statusCode === 200)).toHaveLength(12);
    const refused = many.filter((answer) => answer.statusCode === 503);
    expect(refused).toHaveLength(8);
    expect(refused[0]!.json()).toMatchObject({
      message: 'We cannot send SMS codes right now. Please try again in a while, or use your email.',
    });
    expect(await sentSms()).toBe(budget);
  });

  it('spends none of the budget on a flood for numbers without accounts: a member’s code still goes', async () => {
    await clearCodes();
    const member = await memberWithNumber();
    // 20 addresses ask at once for three numbers each that have no account: more than the budget.
    const flood = await Promise.all(
      Array.from({ length: 20 }, (_, n) => `198.51.100.${n + 1}`).flatMap((address) =>
        ['/api/auth/login/phone/send-code', '/api/auth/password/phone/forgot', '/api/auth/login/phone/send-code'].map(
          (url) => ask(url, uniqueNumber(), address),
        ),
      ),
    );
    expect(flood.length).toBeGreaterThan(budget);
    expect(flood.filter((answer) => answer.statusCode !== 200)).toEqual([]);
    expect(await sentSms()).toBe(0);

    const before = smsc.received.length;
    const asked = await ask('/api/auth/login/phone/send-code', member, '203.0.113.90');
    expect(asked.statusCode).toBe(200);
    const code = codeOf(await smsc.messageAfter(`88${member}`, before));
    const signedIn = await post(t.app, '/api/login', { phone: member, code, ...challengeOf(asked) });
    expect(signedIn.statusCode).toBe(200);
    expect(await sentSms()).toBe(1);
  });

  it('lets no stranger’s requests or wrong tries keep a member from signing in by code', async () => {
    await clearCodes();
    const member = await memberWithNumber();
    const before = smsc.received.length;
    // Strangers ask for sign-in and reset codes for the member's number: ten at once from one
    // address (one of each a minute passes), and ten more from ten addresses…
    const fromOne = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        ask(n % 2 ? '/api/auth/login/phone/send-code' : '/api/auth/password/phone/forgot', member, '203.0.113.99'),
      ),
    );
    expect(fromOne.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    const addresses = Array.from({ length: 10 }, (_, n) => `192.0.2.${n + 10}`);
    const fromMany = await Promise.all(
      addresses.map((address) => ask('/api/auth/login/phone/send-code', member, address)),
    );
    expect(fromMany.map((answer) => answer.statusCode)).toEqual(addresses.map(() => 200));
    // …and guess at the codes of their own challenges, five wrong tries each, from their addresses.
    const guesses = await Promise.all(
      fromMany.flatMap((answer, n) =>
        ['000001', '000002', '000003', '000004', '000005'].map((code) =>
          t.app.inject({
            method: 'POST',
            url: '/api/login',
            ...from(addresses[n]!),
            payload: { phone: member, code, ...challengeOf(answer) },
          }),
        ),
      ),
    );
    expect(guesses.filter((answer) => answer.statusCode === 200)).toEqual([]);
    expect(guesses.filter((answer) => answer.statusCode === 422)).toHaveLength(guesses.length);
    // The strangers' twelve codes reached the member's phone (the cost of a code being its requester's).
    await smsc.messagesAfter(`88${member}`, before, 12);

    // The member, on their own phone, asks for a code: it comes, and signs them in.
    const after = smsc.received.length;
    const mine = await ask('/api/auth/login/phone/send-code', member, '203.0.113.200');
    expect(mine.statusCode).toBe(200);
    const code = codeOf(await smsc.messageAfter(`88${member}`, after));
    // The member's code is no use with a stranger's challenge: a code is its request's.
    const borrowed = await post(t.app, '/api/login', { phone: member, code, ...challengeOf(fromMany[0]!) });
    expect(borrowed.statusCode).toBe(422);
    const signedIn = await post(t.app, '/api/login', { phone: member, code, ...challengeOf(mine) });
    expect(signedIn.statusCode).toBe(200);

    // Past the number's wrong tries of the day, a stranger's new code is checked once, not five times.
    const late = await ask('/api/auth/login/phone/send-code', member, '192.0.2.50');
    const tries: string[] = [];
    for (const guess of ['000006', '000007']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        ...from('192.0.2.50'),
        headers: { 'accept-language': 'en' },
        payload: { phone: member, code: guess, ...challengeOf(late) },
      });
      tries.push(answer.json<{ message: string }>().message);
    }
    expect(tries).toEqual(['Invalid or expired code', 'Too many wrong tries. Please request a new code.']);
  });

  it('sends a number at most its daily codes asked from one address; another address still gets one', async () => {
    await clearCodes();
    const phone = await memberWithNumber();
    const stranger = '198.51.100.1';
    // Earlier codes of the day asked from that address, each past the minute and the 30 minutes' five.
    for (let hour = 1; hour < AUTH.smsPerNumberPerDay; hour += 1) {
      await t.database.db.execute(
        sql`insert into email_codes (email, purpose, channel, code_hash, expires_at, created_at, sent_from)
            values (${phone}, 'login', 'sms', 'none', now(), now() - make_interval(hours => ${hour}), ${stranger})`,
      );
    }
    // Sign-in and reset codes together: the day's cap is the number's from this address, whatever the purpose.
    const answers = await Promise.all(
      ['/api/auth/login/phone/send-code', '/api/auth/password/phone/forgot'].flatMap((url) =>
        Array.from({ length: 4 }, () => ask(url, phone, stranger)),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await countOf(sql`select count(*)::int as n from email_codes where email = ${phone}`)).toBe(
      AUTH.smsPerNumberPerDay,
    );
    // The owner, elsewhere, is not held up by them.
    expect((await ask('/api/auth/login/phone/send-code', phone, '203.0.113.201')).statusCode).toBe(200);
  });

  it('raises the SMS-pumping alarm in /api/ready when sends outnumber verifications by more than 2:1', async () => {
    await clearCodes();
    const ready = async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).json<{ sms?: unknown }>().sms;
    expect(await ready()).toEqual({ sent: 0, verified: 0, alarm: false });
    for (let index = 0; index < AUTH.smsAlarmMinSends; index += 1) {
      await t.database.db.execute(
        sql`insert into email_codes (email, purpose, channel, code_hash, expires_at, sent_from, verified_at)
            values (${uniqueNumber()}, 'register', 'sms', 'x', now(), '198.51.100.2',
                    case when ${index} % 3 = 0 then now() end)`,
      );
    }
    expect(await ready()).toEqual({ sent: AUTH.smsAlarmMinSends, verified: 7, alarm: true });
    // The staff dashboard says it too.
    const support = await staffMember(t.app, t.database, 'support');
    const stats = await adminCall(t.app, support.token, 'GET', '/api/admin/stats');
    expect(stats.json()).toMatchObject({ sms: { sent: AUTH.smsAlarmMinSends, verified: 7, alarm: true } });
  });
});
