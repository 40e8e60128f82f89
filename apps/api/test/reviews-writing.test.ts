import { translateMessage } from '@ghorbari/contracts';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/secrets.ts';
import { reviewCodes } from '../src/modules/review-codes/review-codes.schema.ts';
import { reviews } from '../src/modules/reviews/reviews.schema.ts';
import { createRepositories } from '../src/repositories.ts';
import { bearer, member, type Member } from './accounts.fixtures.ts';
import { staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { firmOf, multipart, phonePhoto, reviewsApi, writtenReview, type ReviewsApi } from './reviews.fixtures.ts';

/** Issue 14, spec §4–§5: writing a review with a code, its text and photos, and how it becomes visible. */
describe.each(ONE_DRIVER)('writing reviews on %s', (driver) => {
  let t: TestApp;
  let api: ReviewsApi;
  let owner: Member;
  let client: Member;
  let support: { token: string };
  let firm: { id: string; PostID: string };
  beforeAll(async () => {
    t = await buildTestApp(driver);
    api = reviewsApi(t.app);
    owner = await member(t.database, { name: 'Nadia Karim' });
    client = await member(t.database, { name: 'Farhana Rahman' });
    support = await staffMember(t.app, t.database, 'support');
    firm = await firmOf(t.database, owner.user.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = async () => (await readdir(path.join(t.config.dataDir, 'uploads', 'reviews')).catch(() => [])).length;
  const review = (code: string, text = 'Good work, finished in six weeks.', rating = 4) => ({
    code,
    rating,
    review: text,
  });

  it('takes a review with a code, thanks the reviewer, and keeps it pending and out of sight', async () => {
    const code = await api.code(owner.token, firm.PostID, { category: 'office' });
    const answer = await api.write(client.token, firm.PostID, review(code, '  Clean work and on budget.  ', 4.5));
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ success: true, message: 'Thank you for your feedback.' });
    const { reviewId } = answer.json<{ reviewId: string }>();
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row).toMatchObject({ status: 'pending', text: 'Clean work and on budget.', ratingHalves: 9 });
    expect(row?.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await api.list(firm.PostID)).json()).toMatchObject({ reviews: [], pagination: { total: 0 } });
    expect((await api.mine(undefined)).statusCode).toBe(401);

    const mine = await api.mine(client.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      success: true,
      interiorPosts: [{ PostID: firm.PostID, companyName: 'Nakshi Interiors' }],
      reviews: [
        { _id: reviewId, PostID: firm.PostID, approval: false, status: 'pending', rating: 4.5, verified: true },
      ],
    });
  });

  it('takes each code once: a second review with it is refused', async () => {
    const code = await api.code(owner.token, firm.PostID);
    expect((await api.write(client.token, firm.PostID, review(code))).statusCode).toBe(201);
    const again = await api.write(client.token, firm.PostID, review(code, 'Writing a second time.'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This code has already been used for a review' });
    const other = await member(t.database);
    expect((await api.write(other.token, firm.PostID, review(code))).statusCode).toBe(409);
  });

  it('writes exactly one review when one code is sent twice at once', async () => {
    const code = await api.code(owner.token, firm.PostID);
    const answers = await Promise.all(
      [client, client, await member(t.database)].map((who) => api.write(who.token, firm.PostID, review(code))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('lets one of two transactions that claim one code at the same moment have it', async () => {
    const codes = createRepositories(t.database.db).reviewCodes;
    const code = await codes.byHash(sha256(await api.code(owner.token, firm.PostID)));
    const someone = await member(t.database);
    const at = new Date();
    const claims = await Promise.all(
      [client, someone].map((who) =>
        t.database.transaction((tx) => codes.claim(code!.id, firm.id, who.user.id, at, tx)),
      ),
    );
    expect(claims.sort()).toEqual([false, true]);
    expect(await codes.claim(code!.id, firm.id, someone.user.id, at)).toBe(false);
  });

  it('refuses an expired code, another firm’s code, and a review of one’s own firm', async () => {
    const code = await api.code(owner.token, firm.PostID);
    await t.database.db
      .update(reviewCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewCodes.codeHash, sha256(code)));
    const expired = await api.write(client.token, firm.PostID, review(code));
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ message: 'This code has expired. Ask the firm for a new one.' });

    const otherOwner = await member(t.database);
    const other = await firmOf(t.database, otherOwner.user.id, { name: 'Borno Decor' });
    const theirs = await api.code(otherOwner.token, other.PostID);
    const wrongFirm = await api.write(client.token, firm.PostID, review(theirs));
    expect(wrongFirm.json()).toMatchObject({ message: 'This code is not valid for this firm' });
    expect(wrongFirm.statusCode).toBe(422);
    // The code still works where it belongs.
    expect((await api.write(client.token, other.PostID, review(theirs))).statusCode).toBe(201);

    const own = await api.write(owner.token, firm.PostID, review(await api.code(owner.token, firm.PostID)));
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: 'You cannot review your own firm' });
    expect((await api.write(undefined, firm.PostID, review(code))).statusCode).toBe(401);
  });

  it('checks the text after trimming, each limit with its own message, and the rating in half stars', async () => {
    const code = await api.code(owner.token, firm.PostID);
    const cases: [unknown, string][] = [
      ['   abc   ', 'Review must be at least 5 characters'],
      ['x'.repeat(501), 'Review cannot be more than 500 characters'],
      // What the probe typed (issue 39), and Bengali letters counted as the box counts them.
      ['x'.repeat(520), 'Review cannot be more than 500 characters'],
      ['ক'.repeat(501), 'Review cannot be more than 500 characters'],
      ['      ', 'Please write a review'],
      [undefined, 'Please write a review'],
    ];
    for (const [text, message] of cases) {
      const answer = await api.write(client.token, firm.PostID, { code, rating: 4, review: text });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, message, issues: [{ path: 'review', message }] });
    }
    // In the reader's language.
    const form = multipart({ data: JSON.stringify({ code, rating: 4, review: 'ক'.repeat(501) }) });
    const inBengali = await t.app.inject({
      method: 'POST',
      url: `/api/interior/${firm.PostID}/reviews`,
      headers: { ...bearer(client.token), 'accept-language': 'bn', ...form.headers },
      payload: form.payload,
    });
    expect(inBengali.statusCode).toBe(400);
    expect(inBengali.json()).toMatchObject({ message: translateMessage('bn', 'validation.reviewTooLong') });
    for (const rating of [0, 4.3, 5.5, 'good']) {
      const answer = await api.write(client.token, firm.PostID, { code, rating, review: 'Very tidy workers.' });
      expect(answer.json()).toMatchObject({ message: 'Please choose a rating from half a star to 5 stars' });
    }
    const ok = await api.write(client.token, firm.PostID, { code, rating: 0.5, review: `  ${'y'.repeat(500)}  ` });
    expect(ok.statusCode).toBe(201);
  });

  it('takes up to 2 JPEG or PNG photos by content, re-encoded without EXIF and shrunk to 1080×1920', async () => {
    const before = await stored();
    const notImage = { name: 'kitchen.jpg', type: 'image/jpeg', content: Buffer.from('just some text, not a photo') };
    const code = await api.code(owner.token, firm.PostID);
    const fake = await api.write(client.token, firm.PostID, review(code), [notImage]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ message: 'Please upload only image files.' });
    const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const wrongKind = await api.write(client.token, firm.PostID, review(code), [{ name: 'a.png', content: webp }]);
    expect(wrongKind.json()).toMatchObject({ message: 'Please upload only image files.' });
    const three = await Promise.all([phonePhoto(), phonePhoto('#123456'), phonePhoto('#654321')]);
    const tooMany = await api.write(
      client.token,
      firm.PostID,
      review(code),
      three.map((content) => ({ content })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: 'Maximum 2 images allowed.' });
    expect(await stored()).toBe(before);

    const big = await phonePhoto('#aa5533', 3000, 2000);
    const png = await phonePhoto('#3355aa', 600, 800, 'png');
    const answer = await api.write(client.token, firm.PostID, review(code), [
      { content: big },
      { name: 'plan.PNG', type: 'image/png', content: png },
    ]);
    expect(answer.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, answer.json<{ reviewId: string }>().reviewId));
    expect(row?.images).toHaveLength(2);
    const first = await readFile(path.join(t.config.dataDir, row!.images[0]!.slice(1)));
    const meta = await sharp(first).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1080, height: 720 });
    expect(meta.exif).toBeUndefined();
    expect(first.includes(Buffer.from('PhoneCam'))).toBe(false);
    const served = await t.app.inject({ method: 'GET', url: row!.images[1]! });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(600);
  });

  it('shows an approved review with the verified marker, job, reviewer and the firm’s new average', async () => {
    const firmB = await firmOf(t.database, owner.user.id, { name: 'Shuchona Studio' });
    const second = await member(t.database, { name: 'Imran Hossain' });
    const a = await writtenReview(api, owner, firmB.PostID, client, { rating: 4.5 }, [{ content: await phonePhoto() }]);
    const b = await writtenReview(api, owner, firmB.PostID, second, { rating: 3 });
    for (const id of [a, b]) expect((await api.decide(support.token, id, 'approve')).statusCode).toBe(200);

    const list = await api.list(firmB.PostID);
    expect(list.statusCode).toBe(200);
    const body = list.json<{ reviews: { _id: string }[] }>();
    expect(body).toMatchObject({
      reviews: [
        { _id: b, rating: 3, verified: true, category: 'home', reviewer: { name: 'Imran Hossain' }, response: null },
        { _id: a, rating: 4.5, verified: true, reviewer: { name: 'Farhana Rahman' } },
      ],
      pagination: { total: 2, totalPages: 1 },
    });
    const withPhotos = (await api.list(firmB.PostID, '?withPhotos=true')).json<{ reviews: { _id: string }[] }>();
    expect(withPhotos.reviews.map((r) => r._id)).toEqual([a]);
    expect((await api.list(firmB.PostID, '?withPhotos=false')).json()).toMatchObject({ pagination: { total: 2 } });

    const page = await api.firm(firmB.PostID);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ firm: { averageRating: 3.8, totalRatings: 2 } });

    const mine = (await api.mine(client.token)).json<{ reviews: { _id: string; approval: boolean }[] }>();
    expect(mine.reviews.find((r) => r._id === a)).toMatchObject({ approval: true, status: 'approved' });
    expect((await api.list('I-999999')).statusCode).toBe(404);
  });

  it('ties a code to the client’s number: their proven number is verified, another account is held', async () => {
    const firmC = await firmOf(t.database, owner.user.id, { name: 'Rongdhonu Design' });
    const rumana = await member(t.database, { name: 'Rumana Ahmed', phone: '01812345678' });
    const stranger = await member(t.database, { name: 'Tanvir Hasan', phone: '01912345678' });
    const forRumana = { clientName: 'Rumana Ahmed', clientPhone: '০১৮১২-৩৪৫৬৭৮' };

    // The client who proved the number: the code step says so, the review is a verified client's.
    const own = await api.code(owner.token, firmC.PostID, forRumana);
    expect((await api.check(rumana.token, firmC.PostID, own)).json()).toMatchObject({ match: 'matched' });
    const mine = await api.write(rumana.token, firmC.PostID, review(own, 'They finished the kitchen on time.'));
    expect(mine.json()).toMatchObject({ message: 'Thank you for your feedback.', match: 'matched' });

    // Another account with a code issued for Rumana's number: taken, but held and never marked.
    const passedOn = await api.code(owner.token, firmC.PostID, forRumana);
    expect((await api.check(stranger.token, firmC.PostID, passedOn)).json()).toMatchObject({ match: 'other-number' });
    const held = await api.write(stranger.token, firmC.PostID, review(passedOn, 'Best firm in Dhaka, go for it.'));
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({
      match: 'other-number',
      message:
        'We have your review. The code was given for another mobile number, so our support team will check the review.',
    });
    const heldId = held.json<{ reviewId: string }>().reviewId;
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: bearer(support.token) });
    const queued = queue.json<{ reviews: { _id: string; code: { match: string } }[] }>().reviews;
    expect(queued.find((r) => r._id === heldId)).toMatchObject({ code: { match: 'other-number' } });
    expect(queued.find((r) => r._id === mine.json<{ reviewId: string }>().reviewId)).toMatchObject({
      code: { match: 'matched' },
    });
    const strangers = (await api.mine(stranger.token)).json<{ reviews: { _id: string }[] }>().reviews;
    expect(strangers.find((r) => r._id === heldId)).toMatchObject({ status: 'pending', verified: false });

    // Support approves both: the held one is published without the "verified client" mark.
    for (const id of [mine.json<{ reviewId: string }>().reviewId, heldId])
      expect((await api.decide(support.token, id, 'approve')).statusCode).toBe(200);
    const list = (await api.list(firmC.PostID)).json<{ reviews: { review: string; verified: boolean }[] }>();
    expect(list.reviews.map(({ review: text, verified }) => ({ text, verified }))).toEqual(
      expect.arrayContaining([
        { text: 'They finished the kitchen on time.', verified: true },
        { text: 'Best firm in Dhaka, go for it.', verified: false },
      ]),
    );
  });

  it('keeps a code issued before codes had a number working as before, for any account', async () => {
    const firmD = await firmOf(t.database, owner.user.id, { name: 'Purono Kaj' });
    const code = await api.code(owner.token, firmD.PostID, { clientPhone: '01555000111' });
    // As codes were stored before ADR 051: the number a contact only, not what the code is for.
    await t.database.db
      .update(reviewCodes)
      .set({ forNumber: false })
      .where(eq(reviewCodes.codeHash, sha256(code)));
    expect((await api.check(client.token, firmD.PostID, code)).json()).toMatchObject({ match: 'unbound' });
    const answer = await api.write(client.token, firmD.PostID, review(code));
    expect(answer.json()).toMatchObject({ message: 'Thank you for your feedback.', match: 'unbound' });
    const id = answer.json<{ reviewId: string }>().reviewId;
    expect((await api.decide(support.token, id, 'approve')).statusCode).toBe(200);
    expect((await api.list(firmD.PostID)).json()).toMatchObject({ reviews: [{ _id: id, verified: true }] });
  });

  it('lets the owner reply once per approved review, edit the reply, and tells the reviewer', async () => {
    const reviewId = await writtenReview(api, owner, firm.PostID, client);
    const early = await api.respond(owner.token, reviewId, 'Thank you!');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'Only a published review can be answered' });
    await api.decide(support.token, reviewId, 'approve');
    expect((await api.respond(client.token, reviewId, 'I am not the firm')).statusCode).toBe(403);
    expect((await api.respond(undefined, reviewId, 'Anyone?')).statusCode).toBe(401);
    expect((await api.respond(owner.token, reviewId, '   ')).json()).toMatchObject({ message: 'Please write a reply' });

    const saved = await api.respond(owner.token, reviewId, 'Thank you, it was a pleasure to work on your flat.');
    expect(saved.json()).toMatchObject({ success: true, message: 'Your reply is published' });
    expect((await api.respond(owner.token, reviewId, 'Thank you, Farhana!')).statusCode).toBe(200);
    const shown = (await api.list(firm.PostID)).json<{ reviews: { _id: string; response: unknown }[] }>();
    expect(shown.reviews.find((r) => r._id === reviewId)?.response).toMatchObject({ text: 'Thank you, Farhana!' });

    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/getUserNotifications?page=1',
      headers: { authorization: `Bearer ${client.token}`, 'accept-language': 'en' },
    });
    const notices = inbox.json<{ data: { title: string; link: string }[] }>().data;
    const replies = notices.filter((notice) => notice.title === 'The firm replied to your review');
    expect(replies).toEqual([expect.objectContaining({ link: `/Interior-Details/${firm.PostID}` })]);
    expect(notices.some((notice) => notice.title === 'Your review is published')).toBe(true);
  });

  it('refuses reviews of a firm that is not listed', async () => {
    const waiting = await firmOf(t.database, owner.user.id, { status: 'pending', approvedAt: null });
    const answer = await api.write(client.token, waiting.PostID, review('ABCDEFGH'));
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: 'This firm is not listed right now' });
    expect((await api.list(waiting.PostID)).statusCode).toBe(404);
  });
});
