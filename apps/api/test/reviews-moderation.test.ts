import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/secrets.ts';
import { reviewCodes } from '../src/modules/review-codes/review-codes.schema.ts';
import { createRepositories } from '../src/repositories.ts';
import { member, type Member } from './accounts.fixtures.ts';
import { adminCall, staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { firmOf, firmTotals, reviewsApi, writtenReview, type ReviewsApi } from './reviews.fixtures.ts';

interface Queued {
  _id: string;
  status: string;
  author: { name: string } | null;
  signals: { kind: string; count: number }[];
}

/** Issue 14: support's reviews queue with its signals, decisions that count once, the audit log and notices. */
describe.each(ONE_DRIVER)('the reviews queue on %s', (driver) => {
  let t: TestApp;
  let api: ReviewsApi;
  let owner: Member;
  let support: { token: string };
  let admin: { token: string };
  beforeAll(async () => {
    t = await buildTestApp(driver);
    api = reviewsApi(t.app);
    owner = await member(t.database, { name: 'Nadia Karim', phone: '01900000001' });
    support = await staffMember(t.app, t.database, 'support');
    admin = await staffMember(t.app, t.database, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const queue = async (query = '') => {
    const answer = await api.queue(support.token, query);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ reviews: Queued[]; pagination: { total: number } }>().reviews;
  };
  const totalsOf = (firmId: string) => firmTotals(t.database, firmId);
  const inbox = async (who: Member) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications/getUserNotifications?page=1',
        headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'en' },
      })
    ).json<{ data: { title: string; message: string; link: string }[] }>().data;

  it('shows pending reviews oldest first with signals: one address, one hour, linked phone, quick code', async () => {
    const firm = await firmOf(t.database, owner.user.id, { phone: '01911000111' });
    const first = await member(t.database, { name: 'Farhana Rahman', phone: '01700000001' });
    const relative = await member(t.database, { name: 'Karim Uddin', phone: '01900000001' });
    const lateCode = await api.code(owner.token, firm.PostID);
    // This code was issued three hours before it was used: no quick-code signal.
    await t.database.db
      .update(reviewCodes)
      .set({ createdAt: new Date(Date.now() - 3 * 3600_000) })
      .where(eq(reviewCodes.codeHash, sha256(lateCode)));
    const data = (code: string) => ({ code, rating: 5, review: 'Best firm in Dhaka, highly recommended!' });
    const a = await api.write(first.token, firm.PostID, data(lateCode), [], '100.64.0.9');
    const b = await api.write(
      relative.token,
      firm.PostID,
      data(await api.code(owner.token, firm.PostID)),
      [],
      '100.64.0.9',
    );
    const idA = a.json<{ reviewId: string }>().reviewId;
    const idB = b.json<{ reviewId: string }>().reviewId;

    const pending = await queue();
    expect(pending.map((review) => review._id)).toEqual([idA, idB]);
    const [shownA, shownB] = pending;
    expect(shownA).toMatchObject({
      status: 'pending',
      author: { name: 'Farhana Rahman', phone: '01700000001' },
      firm: { PostID: firm.PostID, name: 'Nakshi Interiors' },
      code: { clientName: 'Farhana Rahman', category: 'home' },
    });
    expect(shownA?.signals).toEqual([
      { kind: 'same-address', count: 1 },
      { kind: 'burst', count: 1 },
    ]);
    expect(shownB?.signals).toEqual([
      { kind: 'same-address', count: 1 },
      { kind: 'burst', count: 1 },
      { kind: 'linked-phone', count: 1 },
      { kind: 'quick-code', count: 0 },
    ]);
    for (const id of [idA, idB]) await api.decide(support.token, id, 'reject', { reason: 'untrue-information' });
  });

  it('is for support and admin only', async () => {
    const someone = await member(t.database);
    expect((await api.queue(someone.token)).statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/admin/reviews' });
    expect(signedOut.statusCode).toBe(401);
    expect((await api.queue(admin.token)).statusCode).toBe(200);
    const any = '00000000-0000-4000-8000-000000000000';
    expect((await api.decide(someone.token, any, 'approve')).statusCode).toBe(403);
    expect((await api.decide(support.token, any, 'approve')).statusCode).toBe(404);
  });

  it('publishes a review once when staff approve it at once, counts it once, logs it, tells both', async () => {
    const firm = await firmOf(t.database, owner.user.id);
    const author = await member(t.database, { name: 'Shirin Akter' });
    const id = await writtenReview(api, owner, firm.PostID, author, { rating: 4.5 });
    const answers = await Promise.all([
      api.decide(support.token, id, 'approve'),
      api.decide(admin.token, id, 'approve'),
      api.decide(support.token, id, 'approve'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost?.json()).toMatchObject({ message: 'This review is no longer waiting for review.' });
    expect(answers.find((answer) => answer.statusCode === 200)?.json()).toMatchObject({ message: 'Review approved' });
    expect(await totalsOf(firm.id)).toEqual({ count: 1, halves: 9 });
    expect((await api.list(firm.PostID)).json()).toMatchObject({ reviews: [{ _id: id, rating: 4.5 }] });

    const log = await adminCall(t.app, admin.token, 'GET', '/api/admin/audit?action=review.approved');
    const entries = log.json<{ entries: { targetType: string; targetId: string }[] }>().entries;
    expect(entries.filter((entry) => entry.targetId === id)).toEqual([
      expect.objectContaining({ targetType: 'review', targetId: id }),
    ]);
    expect(await inbox(author)).toContainEqual(
      expect.objectContaining({ title: 'Your review is published', link: `/Interior-Details/${firm.PostID}` }),
    );
    expect(await inbox(owner)).toContainEqual(
      expect.objectContaining({ title: 'A new review of your firm', link: `/Interior-Details/${firm.PostID}` }),
    );
  });

  it('rejects with a reason the reviewer reads; a published review taken down leaves the totals', async () => {
    const firm = await firmOf(t.database, owner.user.id);
    const author = await member(t.database, { name: 'Tanjila Haque' });
    const id = await writtenReview(api, owner, firm.PostID, author, { rating: 2 });
    const noNote = await api.decide(support.token, id, 'reject', { reason: 'other' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ message: 'Please write a reason (at least 5 characters).' });
    expect((await api.decide(support.token, id, 'approve')).statusCode).toBe(200);
    expect(await totalsOf(firm.id)).toEqual({ count: 1, halves: 4 });

    const rejected = await api.decide(support.token, id, 'reject', {
      reason: 'prohibited-content',
      note: 'Phone number',
    });
    expect(rejected.json()).toMatchObject({ success: true, message: 'Review rejected' });
    expect(await totalsOf(firm.id)).toEqual({ count: 0, halves: 0 });
    expect((await api.decide(support.token, id, 'reject', { reason: 'duplicate' })).statusCode).toBe(409);
    expect((await api.list(firm.PostID)).json()).toMatchObject({ reviews: [] });

    const notice = (await inbox(author)).find((n) => n.title === 'Your review was not published');
    expect(notice).toMatchObject({ link: '/user/my-reviews' });
    expect(notice?.message).toContain('Reason: Prohibited content');
    expect(notice?.message).toContain('“Phone number”');
    const mine = (await api.mine(author.token)).json<{ reviews: { status: string; rejection: unknown }[] }>();
    expect(mine.reviews[0]).toMatchObject({
      status: 'rejected',
      approval: false,
      rejection: { reason: 'prohibited-content', note: 'Phone number' },
    });
    const log = await adminCall(t.app, admin.token, 'GET', '/api/admin/audit?action=review.rejected');
    const entries = log.json<{ entries: { targetId: string; reason: string | null }[] }>().entries;
    expect(entries.find((entry) => entry.targetId === id)).toMatchObject({ reason: 'Phone number' });
  });

  it('keeps a review whose author’s account is gone, under the placeholder reviewer', async () => {
    const firm = await firmOf(t.database, owner.user.id);
    const author = await member(t.database, { name: 'Gone Member' });
    const id = await writtenReview(api, owner, firm.PostID, author, { rating: 3 });
    await createRepositories(t.database.db).users.remove(author.user.id);
    const pending = (await queue()).find((review) => review._id === id);
    expect(pending?.author).toBeNull();
    expect((await api.decide(support.token, id, 'approve')).statusCode).toBe(200);
    const list = (await api.list(firm.PostID)).json<{
      reviews: { _id: string; reviewer: unknown; verified: boolean }[];
    }>();
    expect(list.reviews).toEqual([
      expect.objectContaining({ _id: id, reviewer: { name: null, proPic: null }, verified: true }),
    ]);
  });

  it('lists decided reviews by status, newest first', async () => {
    const approved = await queue('?status=approved');
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((review) => review.status === 'approved')).toBe(true);
    const bad = await api.queue(support.token, '?status=lost');
    expect(bad.statusCode).toBe(400);
  });
});
