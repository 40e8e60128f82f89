import { PAID_PACKAGE_TERMS } from '@ghorbari/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photo, postForm, postRow, postImagesFor, sellFlat } from './posts.fixtures.ts';
import { bearer, member, sendForm } from './accounts.fixtures.ts';
import {
  adminCall,
  approvePost,
  buildStaffTestApp,
  freshTrxId,
  paymentBody,
  type StaffCast,
} from './admin.fixtures.ts';
import { buildDemoTestApp } from './demo.fixtures.ts';
import { ONE_DRIVER, type TestApp } from './helpers.ts';
import { startSmtp, textOf, type Smtp } from './smtp.ts';
import { posts } from '../src/modules/posts/posts.schema.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';

/**
 * Paid posts with a real payment record (issue 41 item 5, ADR 049): support confirms a payment
 * with its method, amount, package and TrxID; a TrxID pays for one post only per method, even
 * after that post is deleted, and of two staff confirming one TrxID at once exactly one wins.
 */
describe.each(ONE_DRIVER)('payment records on %s', (driver) => {
  let t: TestApp & StaffCast;
  let smtp: Smtp;
  // The app's clock, fixed (members' sessions are made by the real one, so it stays near it).
  const at = new Date(Math.floor(Date.now() / 1000) * 1000);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildStaffTestApp(driver, { now: () => at, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let counter = 0;
  /** A pending paid post of a new member (English unless told): its public id, and its owner. */
  async function paidPost(owner: Parameters<typeof member>[1] = {}) {
    const { user, token } = await member(t.database, owner);
    const row = await t.repos.posts.insert(
      postRow(user.id, { status: 'pending', paid: true, paidPackage: 'featured-15', title: `Paid ${++counter}` }),
      postImagesFor(`payments-${counter}`),
    );
    return { postId: publicPostId(row), ownerToken: token, owner: user };
  }
  const confirm = (app: FastifyInstance, postId: string, body: object, language = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/admin/posts/${postId}/payment`,
      headers: { ...bearer(t.support.token), 'accept-language': language },
      payload: body,
    });
  const preview = async (postId: string) =>
    (await adminCall(t.app, t.support.token, 'GET', `/api/admin/posts/${postId}`)).json<{
      payment: { package: string | null; record: Record<string, unknown> | null };
    }>().payment;

  it('stores the record support confirmed, with the days the package buys from the confirmation', async () => {
    const { postId } = await paidPost();
    expect((await preview(postId)).package).toBe('featured-15');
    const paid = await confirm(
      t.app,
      postId,
      paymentBody({ package: 'featured-15', amountTaka: '৯০০', trxId: ' 9c4k2m7x1p ' }),
    );
    expect(paid.json()).toEqual({ success: true, message: 'Payment confirmed' });
    expect((await preview(postId)).record).toEqual({
      method: 'bkash',
      amountTaka: 900,
      package: 'featured-15',
      trxId: '9C4K2M7X1P',
      confirmedAt: at.toISOString(),
      featuredUntil: new Date(at.getTime() + 15 * 86_400_000).toISOString(),
    });
  });

  it('answers a paid post with the package it was stored with, for its confirmation to name', async () => {
    const { token } = await member(t.database);
    const send = async (fields: Record<string, unknown>) => {
      const sent = await sendForm(
        t.app,
        token,
        'POST',
        '/api/posts',
        postForm(sellFlat(fields), [{ content: await photo() }]),
      );
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json<{ paidPackage: string | null }>().paidPackage;
    };
    expect(await send({ paid: true, paidPackage: 'featured-30' })).toBe('featured-30');
    // A paid post sent without a package (an older app, an API caller) gets the first one, and is told so.
    expect(await send({ paid: true })).toBe('featured-7');
    expect(await send({ paid: false })).toBeNull();
  });

  it('tells the owner what was paid — in the inbox, by mail and in My properties — and no one else', async () => {
    const { postId, ownerToken, owner } = await paidPost({ language: 'bn' });
    const mine = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/profile/getUserPosts', headers: bearer(token) }))
        .json<{
          userPosts?: { nonApprovedUserSellPosts: { PostID: string; paidPackage: string | null; payment: unknown }[] };
        }>()
        .userPosts?.nonApprovedUserSellPosts.find((card) => card.PostID === postId);
    // Before support confirms it, the owner's list names the package the owner chose, and no record.
    expect(await mine(ownerToken)).toMatchObject({ paidPackage: 'featured-15', payment: null });

    const trxId = freshTrxId();
    const before = smtp.mails.length;
    const paid = await confirm(t.app, postId, paymentBody({ package: 'featured-15', amountTaka: 900, trxId }));
    expect(paid.statusCode).toBe(200);
    const until = new Date(at.getTime() + PAID_PACKAGE_TERMS['featured-15'].days * 86_400_000);

    // The record in My properties, TrxID and all.
    expect(await mine(ownerToken)).toMatchObject({
      paidPackage: 'featured-15',
      payment: {
        method: 'bkash',
        trxId,
        amountTaka: 900,
        package: 'featured-15',
        confirmedAt: at.toISOString(),
        featuredUntil: until.toISOString(),
      },
    });

    // The notice in both languages: the TrxID as the SMS wrote it, the rest in the reader's digits.
    const dhakaDay = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Dhaka' }).format(until);
    const notice = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/notifications/getUserNotifications',
          headers: { ...bearer(ownerToken), 'accept-language': language },
        })
      ).json<{ data: { title: string; message: string }[] }>().data[0]!;
    const bnPostId = postId.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    const bn = await notice('bn');
    expect(bn.title).toBe('পেমেন্ট নিশ্চিত হয়েছে');
    expect(bn.message).toBe(
      `“Paid ${counter}” (${bnPostId}) পোস্টের পেমেন্ট আমরা নিশ্চিত করেছি: বিকাশ, TrxID ${trxId}, ৯০০ টাকা, ` +
        `১৫ দিনের প্যাকেজ। অনুমোদন হলেই পোস্টটি লাইভ হবে, আর ${dhakaDay('bn-BD')} পর্যন্ত তালিকার ওপরে থাকবে।`,
    );
    expect((await notice('en')).message).toContain(
      `: bKash, TrxID ${trxId}, Tk 900, 15-day package. It goes live as soon as it is approved and stays at the top ` +
        `of the listings until ${dhakaDay('en-GB')}.`,
    );
    // The mail, in the owner's language, says the same.
    const mail = await smtp.mailTo(owner.email!, before);
    expect(textOf(mail)).toContain(bn.message);

    // No one else is shown the TrxID: not another member's list, not the post's page once it is live.
    const other = await member(t.database);
    expect(await mine(other.token)).toBeUndefined();
    await approvePost(t.app, t.support.token, postId);
    const page = await t.app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: bearer(other.token) });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(trxId);
    const listed = await t.app.inject({ method: 'GET', url: `/api/posts?type=sell&q=${postId}` });
    expect(listed.body).toContain(postId);
    expect(listed.body).not.toContain(trxId);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile/getUserPosts', headers: { 'accept-language': 'bn' } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a TrxID used on another post, naming that post, also once that post is deleted', async () => {
    const first = await paidPost();
    const second = await paidPost();
    const trxId = freshTrxId();
    expect((await confirm(t.app, first.postId, paymentBody({ trxId }))).statusCode).toBe(200);

    const again = await confirm(t.app, second.postId, paymentBody({ trxId: trxId.toLowerCase() }), 'bn');
    expect(again.statusCode).toBe(409);
    const bengaliId = first.postId.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    expect(again.json()).toMatchObject({
      code: 'PAYMENT_ALREADY_USED',
      message: `এই বিকাশ TrxID দিয়ে আগেই ${bengaliId} পোস্টের টাকা দেওয়া হয়েছে।`,
    });
    // Nothing of the refused confirmation stayed: the second post still waits for its payment.
    expect((await preview(second.postId)).record).toBeNull();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserPosts/${first.postId}`,
      headers: bearer(first.ownerToken),
    });
    expect(deleted.statusCode).toBe(200);
    const afterDeletion = await confirm(t.app, second.postId, paymentBody({ trxId }));
    expect(afterDeletion.statusCode).toBe(409);
    expect(afterDeletion.json().message).toBe(`This bKash TrxID has already paid for post ${first.postId}.`);
  });

  it('takes the same TrxID under another method, and cash without a receipt number', async () => {
    const bkash = await paidPost();
    const nagad = await paidPost();
    const cash = await paidPost();
    const trxId = freshTrxId();
    expect((await confirm(t.app, bkash.postId, paymentBody({ trxId }))).statusCode).toBe(200);
    expect((await confirm(t.app, nagad.postId, paymentBody({ trxId, method: 'nagad' }))).statusCode).toBe(200);
    expect((await confirm(t.app, cash.postId, paymentBody({ trxId: '', method: 'cash' }))).statusCode).toBe(200);
    expect((await preview(cash.postId)).record).toMatchObject({ method: 'cash', trxId: null });
  });

  it.each([
    ['an unknown method', { method: 'paypal' }, 'method', 'টাকা কীভাবে দেওয়া হয়েছে, তা বেছে নিন।'],
    [
      'a fraction of a taka',
      { amountTaka: 500.5 },
      'amountTaka',
      'টাকার পরিমাণ পূর্ণ টাকায় লিখুন (সর্বোচ্চ ১,০০,০০০ টাকা)।',
    ],
    ['too much', { amountTaka: 100_001 }, 'amountTaka', 'টাকার পরিমাণ পূর্ণ টাকায় লিখুন (সর্বোচ্চ ১,০০,০০০ টাকা)।'],
    [
      'less than the package costs',
      { package: 'featured-30', amountTaka: 900 },
      'amountTaka',
      'টাকার পরিমাণ এই প্যাকেজের দামের চেয়ে কম।',
    ],
    ['no TrxID for bKash', { trxId: '  ' }, 'trxId', 'ট্রানজ্যাকশন আইডি (TrxID) লিখুন।'],
    [
      'a TrxID with a space inside',
      { trxId: '8N7X 2Q9K' },
      'trxId',
      'TrxID-তে ৪ থেকে ৪০টি ইংরেজি অক্ষর, সংখ্যা, - বা / থাকে; মাঝে ফাঁকা থাকে না।',
    ],
    ['an unknown package', { package: 'featured-365' }, 'package', 'কোন প্যাকেজের টাকা, তা বেছে নিন।'],
  ])('refuses %s with a translated 400 under its field', async (_, overrides, path, message) => {
    const { postId } = await paidPost();
    const refused = await confirm(t.app, postId, paymentBody(overrides), 'bn');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path, message }] });
    expect((await preview(postId)).record).toBeNull();
  });

  it.runIf(driver === 'postgres')('two staff confirming one TrxID on two posts at once: one 200, one 409', async () => {
    const [one, two] = [await paidPost(), await paidPost()];
    const trxId = freshTrxId();
    const answers = await Promise.all([
      confirm(t.app, one.postId, paymentBody({ trxId })),
      confirm(t.app, two.postId, paymentBody({ trxId })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? one.postId : two.postId;
    const loser = winner === one.postId ? two.postId : one.postId;
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      `This bKash TrxID has already paid for post ${winner}.`,
    );
    expect((await preview(winner)).record).toMatchObject({ trxId });
    expect((await preview(loser)).record).toBeNull();
  });
  it('features a paid post for its package days, then lists it with the others and tells the owner', async () => {
    const { postId, ownerToken } = await paidPost();
    await approvePost(t.app, t.support.token, postId);
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/posts?type=sell&q=${postId}` }))
        .json<{
          posts: { PostID: string; paid: boolean }[];
        }>()
        .posts.find((card) => card.PostID === postId);
    const mine = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/profile/getUserPosts', headers: bearer(ownerToken) })).json<{
        userPosts: { approvedUserSellPosts: { PostID: string; paid: boolean; featuredUntil: string | null }[] };
      }>().userPosts.approvedUserSellPosts[0];
    const until = new Date(at.getTime() + PAID_PACKAGE_TERMS['featured-7'].days * 86_400_000);
    expect(await listed()).toMatchObject({ paid: true });
    expect(await mine()).toMatchObject({ paid: true, featuredUntil: until.toISOString() });

    const sweep = (moment: Date) => t.app.availabilitySweep.runOnce(moment);
    expect((await sweep(new Date(until.getTime() - 60_000))).featuredEnded).toBe(0);
    const ended = await sweep(until);
    expect(ended.featuredEnded).toBeGreaterThanOrEqual(1);
    expect(await listed()).toMatchObject({ paid: false });
    expect(await mine()).toMatchObject({ paid: false, featuredUntil: until.toISOString() });
    expect((await sweep(new Date(until.getTime() + 3_600_000))).featuredEnded).toBe(0);
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/getUnreadNotifications',
      headers: bearer(ownerToken),
    });
    expect(inbox.body).toContain('paid package');
  });
});

describe.each(ONE_DRIVER)('the demo’s paid posts on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => void (t = await buildDemoTestApp(driver)), 180_000);
  afterAll(() => t.close());

  it('each live paid post has its payment record, each with a TrxID of its own', async () => {
    const paid = await t.database.db
      .select({ id: posts.id, type: posts.type, paidPackage: posts.paidPackage, confirmedAt: posts.paymentConfirmedAt })
      .from(posts)
      .where(and(eq(posts.status, 'approved'), eq(posts.paid, true)));
    // Only the paid posts whose package days go on are featured (the others' ended when seeded).
    expect(paid.length).toBeGreaterThan(3);
    // Both listings have featured posts to show.
    expect(new Set(paid.map((row) => row.type))).toEqual(new Set(['sell', 'rent']));
    const records = await t.repos.payments.ofPosts(paid.map((row) => row.id));
    expect(records.size).toBe(paid.length);
    for (const row of paid) {
      const record = records.get(row.id)!;
      expect(record).toMatchObject({ package: row.paidPackage, confirmedAt: row.confirmedAt });
      expect(record.amountTaka).toBe(PAID_PACKAGE_TERMS[record.package].priceTaka);
      expect(record.featuredUntil.getTime()).toBeGreaterThan(Date.now() - 3_600_000);
    }
    const trxIds = [...records.values()].map((record) => `${record.method}:${record.trxId}`);
    expect(new Set(trxIds).size).toBe(trxIds.length);
  });
});
