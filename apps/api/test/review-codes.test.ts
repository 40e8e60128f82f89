import { LIMITS } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCodeGuesses, reviewCodes } from '../src/modules/review-codes/review-codes.schema.ts';
import { sha256 } from '../src/auth/secrets.ts';
import { member, type Member } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp, clockClearOfHourTurns } from './helpers.ts';
import { firmOf, reviewsApi, type ReviewsApi } from './reviews.fixtures.ts';

/** The app's clock and the tests' "now": half an hour clear of any hour's turn (issue 32). */
const now = clockClearOfHourTurns();

/** Issue 14: review codes — issued by a firm's owner, single use, bound to the firm, 90 days, guessing capped. */
describe.each(ONE_DRIVER)('review codes on %s', (driver) => {
  let t: TestApp;
  let api: ReviewsApi;
  let owner: Member;
  let firm: { id: string; PostID: string };
  let otherFirm: { id: string; PostID: string };
  let otherOwner: Member;
  beforeAll(async () => {
    t = await buildTestApp(driver, { now });
    api = reviewsApi(t.app);
    owner = await member(t.database, { name: 'Nadia Karim', phone: '01911000111' });
    otherOwner = await member(t.database, { name: 'Jamal Uddin' });
    firm = await firmOf(t.database, owner.user.id);
    otherFirm = await firmOf(t.database, otherOwner.user.id, { name: 'Borno Decor' });
  });
  afterAll(async () => {
    await t.close();
  });

  const expectFailure = (answer: { statusCode: number; json: () => unknown }, status: number, message: string) => {
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ success: false, message });
  };

  it('issues an 8-character code without look-alikes, shown once and stored only as a hash, for 90 days', async () => {
    const before = now().getTime();
    const answer = await api.issue(owner.token, firm.PostID, { clientName: '  Farhana Rahman ', category: 'office' });
    expect(answer.statusCode).toBe(201);
    const { code, expiresAt } = answer.json<{ code: string; expiresAt: string }>();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const days = (new Date(expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThan(90.01);

    const [row] = await t.database.db
      .select()
      .from(reviewCodes)
      .where(eq(reviewCodes.codeHash, sha256(code)));
    expect(row).toMatchObject({ clientName: 'Farhana Rahman', category: 'office', usedAt: null });
    expect(JSON.stringify(row)).not.toContain(code);

    const list = await api.codes(owner.token, firm.PostID);
    expect(list.statusCode).toBe(200);
    const codes = list.json<{ codes: { clientName: string; status: string }[] }>().codes;
    expect(codes[0]).toMatchObject({
      clientName: 'Farhana Rahman',
      clientPhone: '01711223344',
      forNumber: true,
      status: 'open',
    });
    expect(list.body).not.toContain(code);
  });

  it('lets only the owner of an approved firm issue and list codes', async () => {
    const stranger = await member(t.database);
    expect((await api.issue('', firm.PostID)).statusCode).toBe(401);
    expect((await api.codes(undefined, firm.PostID)).statusCode).toBe(401);
    expectFailure(await api.issue(stranger.token, firm.PostID), 403, 'You do not have permission to do this');
    expect((await api.codes(stranger.token, firm.PostID)).statusCode).toBe(403);
    const waiting = await firmOf(t.database, owner.user.id, { status: 'pending', approvedAt: null });
    expectFailure(await api.issue(owner.token, waiting.PostID), 404, 'This firm is not listed right now');
    expectFailure(await api.issue(owner.token, 'I-999999'), 404, 'This firm is not listed right now');
    const bad = await api.issue(owner.token, firm.PostID, { clientPhone: '123' });
    expect(bad.statusCode).toBe(400);
    // A code is for a client's mobile number (ADR 051): a landline is refused, +880 and Bengali digits are read.
    const landline = await api.issue(owner.token, firm.PostID, { clientPhone: '01012345678' });
    expect(landline.statusCode).toBe(400);
    expectFailure(landline, 400, 'Enter a Bangladeshi mobile number: 11 digits starting with 013–019');
    expect((await api.issue(owner.token, firm.PostID, { clientPhone: '+880 ১৮১১-২২৪৪৬৬' })).statusCode).toBe(201);
  });

  it('opens the rating step with a right code and names the job; spaces, dashes and case do not matter', async () => {
    const client = await member(t.database);
    const code = await api.code(owner.token, firm.PostID, { category: 'office' });
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    const answer = await api.check(client.token, firm.PostID, typed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, category: 'office', match: 'matched' });
    expect((await api.check(undefined, firm.PostID, code)).statusCode).toBe(401);
    expectFailure(await api.check(client.token, firm.PostID, ''), 400, 'Please enter the code the firm gave you');
  });

  it('refuses another firm’s, an unknown, a used and an expired code, each with its own message', async () => {
    const client = await member(t.database);
    const theirs = await api.code(otherOwner.token, otherFirm.PostID);
    expectFailure(await api.check(client.token, firm.PostID, theirs), 422, 'This code is not valid for this firm');
    expectFailure(await api.check(client.token, firm.PostID, 'ABCDEFGH'), 422, 'This code is not valid for this firm');

    const used = await api.code(owner.token, firm.PostID);
    await t.database.db
      .update(reviewCodes)
      .set({ usedAt: now() })
      .where(eq(reviewCodes.codeHash, sha256(used)));
    expectFailure(
      await api.check(client.token, firm.PostID, used),
      409,
      'This code has already been used for a review',
    );

    const old = await api.code(owner.token, firm.PostID);
    await t.database.db
      .update(reviewCodes)
      .set({ expiresAt: new Date(now().getTime() - 60_000) })
      .where(eq(reviewCodes.codeHash, sha256(old)));
    expectFailure(
      await api.check(client.token, firm.PostID, old),
      422,
      'This code has expired. Ask the firm for a new one.',
    );
    const list = (await api.codes(owner.token, firm.PostID)).json<{ codes: { status: string }[] }>().codes;
    expect(list.map((code) => code.status)).toEqual(expect.arrayContaining(['open', 'used', 'expired']));
  });

  it('does not let an owner review their own firm', async () => {
    const code = await api.code(owner.token, firm.PostID);
    expectFailure(await api.check(owner.token, firm.PostID, code), 403, 'You cannot review your own firm');
  });

  it('refuses the 11th wrong code of an account in an hour, and then even the right one', async () => {
    const guesser = await member(t.database);
    const right = await api.code(owner.token, firm.PostID);
    for (let i = 0; i < LIMITS.reviewCode.wrongPerHourPerAccount; i++) {
      const address = `198.51.100.${i + 1}`;
      expect((await api.check(guesser.token, firm.PostID, 'WRONG234', address)).statusCode).toBe(422);
    }
    const eleventh = await api.check(guesser.token, firm.PostID, 'WRONG234', '198.51.100.99');
    expectFailure(eleventh, 429, 'Too many wrong codes. Please try again in an hour.');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(3600);
    const rightCode = await api.check(guesser.token, firm.PostID, right, '198.51.100.98');
    expectFailure(rightCode, 429, 'Too many wrong codes. Please try again in an hour.');
    // Another member may still use the code.
    expect((await api.check((await member(t.database)).token, firm.PostID, right)).statusCode).toBe(200);
  });

  it('caps wrong codes from one address across accounts', async () => {
    const address = '192.0.2.77';
    const right = await api.code(owner.token, firm.PostID);
    let wrong = 0;
    while (wrong < LIMITS.reviewCode.wrongPerHourPerAddress) {
      const guesser = await member(t.database);
      for (let i = 0; i < 5 && wrong < LIMITS.reviewCode.wrongPerHourPerAddress; i++, wrong++) {
        expect((await api.check(guesser.token, firm.PostID, 'WRONG234', address)).statusCode).toBe(422);
      }
    }
    const fresh = await member(t.database);
    expect((await api.check(fresh.token, firm.PostID, right, address)).statusCode).toBe(429);
    expect((await api.check(fresh.token, firm.PostID, right, '192.0.2.78')).statusCode).toBe(200);
  });

  it('counts no more than the cap when many wrong codes arrive at once', async () => {
    const guesser = await member(t.database);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => api.check(guesser.token, firm.PostID, 'WRONG234', `198.18.7.${i + 1}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(LIMITS.reviewCode.wrongPerHourPerAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16 - LIMITS.reviewCode.wrongPerHourPerAccount);
    const [row] = await t.database.db
      .select({ n: reviewCodeGuesses.n })
      .from(reviewCodeGuesses)
      .where(eq(reviewCodeGuesses.key, `user:${guesser.user.id}`));
    expect(row?.n).toBe(LIMITS.reviewCode.wrongPerHourPerAccount);
  });
});
