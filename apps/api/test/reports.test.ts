import { type ApiFailure, LIMITS, type StaffReportsResponse } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.schema.ts';
import { groupOffers } from '../src/modules/group/group.schema.ts';
import { firms } from '../src/modules/interior/interior.schema.ts';
import { posts } from '../src/modules/posts/posts.schema.ts';
import { member } from './accounts.fixtures.ts';
import { staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import {
  freshAddress,
  inboxOf,
  liveFirm,
  liveOffer,
  livePost,
  reportsApi,
  reportsOfPost,
  type ReportsApi,
} from './reports.fixtures.ts';

/** Issue 18: anyone reports a listing; support decide a listing's reports at once; owner and reporters are told. */
describe.each(ONE_DRIVER)('reports of listings on %s', (driver) => {
  let t: TestApp;
  let api: ReportsApi;
  let support: { token: string };
  beforeAll(async () => {
    t = await buildTestApp(driver);
    api = reportsApi(t.app);
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(async () => {
    await t.close();
  });

  const groupOf = async (listingId: string) =>
    (await api.queue(support.token)).json<StaffReportsResponse>().groups.find((g) => g.listingId === listingId);

  it('takes a visitor’s report of a live post, thanks them in their language, and shows it to support', async () => {
    const post = await livePost(t.database);
    const bn = await api.send(
      { kind: 'post', listingId: post.listingId, reason: 'advance-money', details: 'বিকাশে ৫০০০ টাকা অগ্রিম চাইল' },
      { language: 'bn' },
    );
    expect(bn.statusCode).toBe(201);
    expect(bn.json()).toEqual({
      success: true,
      message: 'ধন্যবাদ। আমাদের সাপোর্ট টিম বিজ্ঞাপনটি দেখবে, সাধারণত কয়েক ঘণ্টার মধ্যে।',
    });
    const reporter = await member(t.database, { name: 'Shirin Akter' });
    const en = await api.send(
      { kind: 'post', listingId: post.listingId, reason: 'sold-or-rented' },
      { token: reporter.token },
    );
    expect(en.json<{ message: string }>().message).toBe(
      'Thank you. Our support team will look at this listing, usually within a few hours.',
    );

    const group = await groupOf(post.listingId);
    expect(group).toMatchObject({
      kind: 'post',
      title: post.title,
      path: `/Property-Buy-Sell-Details/${post.listingId}`,
      live: true,
      // With the language the owner reads, which a note to them is written in (issue 64).
      owner: { _id: post.owner.user.id, status: 'normal', language: 'en' },
      count: 2,
    });
    expect(group?.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'advance-money', count: 1 },
        { reason: 'sold-or-rented', count: 1 },
      ]),
    );
    // Newest first; a visitor is nobody, a member is named; the address itself is never stored.
    expect(group?.reports.map((r) => [r.reason, r.reporter?.name ?? null, r.details])).toEqual([
      ['sold-or-rented', 'Shirin Akter', null],
      ['advance-money', null, 'বিকাশে ৫০০০ টাকা অগ্রিম চাইল'],
    ]);
    const stored = await reportsOfPost(t.database, post.id);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.addressHash))).toBe(true);
  });

  it('refuses a wrong report field by field, with translated messages, and stores nothing', async () => {
    const post = await livePost(t.database);
    const cases: [object, string, string][] = [
      [{ kind: 'post', listingId: post.listingId, reason: 'ugly' }, 'reason', 'Please choose one of the options'],
      [
        { kind: 'post', listingId: post.listingId, reason: 'other' },
        'details',
        'Please tell us in a few words what is wrong.',
      ],
      [
        { kind: 'post', listingId: post.listingId, reason: 'broker', details: 'x'.repeat(501) },
        'details',
        'Please keep it under 500 characters.',
      ],
      [{ kind: 'house', listingId: post.listingId, reason: 'broker' }, 'kind', 'Please choose one of the options'],
    ];
    for (const [body, path, message] of cases) {
      const answer = await api.send(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<ApiFailure>().issues).toEqual(
        expect.arrayContaining([expect.objectContaining({ path, message })]),
      );
    }
    const bn = await api.send(
      { kind: 'post', listingId: post.listingId, reason: 'other', details: ' ' },
      { language: 'bn' },
    );
    expect(bn.json<ApiFailure>().issues?.[0]?.message).toBe('কী সমস্যা, দুই-এক কথায় লিখুন।');
    expect(await reportsOfPost(t.database, post.id)).toHaveLength(0);
  });

  it('answers 404 for a listing not on the site and 403 for the owner’s own listing', async () => {
    const pending = await livePost(t.database, undefined, 'pending');
    const hidden = await api.send({ kind: 'post', listingId: pending.listingId, reason: 'broker' });
    expect(hidden.statusCode).toBe(404);
    expect((await api.send({ kind: 'post', listingId: 'S-99999999', reason: 'broker' })).statusCode).toBe(404);
    // A firm's id asked for as a post: no such post.
    expect((await api.send({ kind: 'firm', listingId: pending.listingId, reason: 'broker' })).statusCode).toBe(404);

    const post = await livePost(t.database);
    const own = await api.send(
      { kind: 'post', listingId: post.listingId, reason: 'broker' },
      { token: post.owner.token },
    );
    expect(own.statusCode).toBe(403);
    expect(own.json<ApiFailure>().message).toBe(
      'You cannot report your own listing. To change it, edit it from your account.',
    );
  });

  it('keeps one open report per member and listing, even for two taps at once', async () => {
    const post = await livePost(t.database);
    const reporter = await member(t.database);
    const body = { kind: 'post', listingId: post.listingId, reason: 'fake-photos' };
    const [a, b] = await Promise.all([
      api.send(body, { token: reporter.token }),
      api.send(body, { token: reporter.token }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await api.send(body, { token: reporter.token });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiFailure>().message).toBe(
      'You have already reported this listing. Our support team will look at it.',
    );
    // A visitor from one address likewise; another address may report too.
    const address = freshAddress();
    expect((await api.send(body, { address })).statusCode).toBe(201);
    expect((await api.send(body, { address })).statusCode).toBe(409);
    expect((await api.send(body, { address: freshAddress() })).statusCode).toBe(201);
    expect(await reportsOfPost(t.database, post.id)).toHaveLength(3);
  });

  it(`caps an address at ${LIMITS.report.perHourPerAddress} reports an hour, also when sent at once`, async () => {
    const cap = LIMITS.report.perHourPerAddress;
    const listings = await Promise.all(Array.from({ length: cap + 3 }, () => livePost(t.database)));
    const address = freshAddress();
    const answers = await Promise.all(
      listings.map((post) => api.send({ kind: 'post', listingId: post.listingId, reason: 'broker' }, { address })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(cap);
    expect(codes.filter((code) => code === 429)).toHaveLength(3);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3000);
    const stored = await Promise.all(listings.map((post) => reportsOfPost(t.database, post.id)));
    expect(stored.flat()).toHaveLength(cap);
  });

  it('shows the queue to staff only', async () => {
    expect((await api.queue(null)).statusCode).toBe(401);
    const someone = await member(t.database);
    expect((await api.queue(someone.token)).statusCode).toBe(403);
    const decided = await api.decide(someone.token, 'post', 'S-1', { outcome: 'dismissed' });
    expect(decided.statusCode).toBe(403);
  });

  it('asks the owner to correct, telling them the reasons and the note; reporters learn the outcome', async () => {
    const post = await livePost(t.database, await member(t.database, { language: 'bn' }));
    const reporter = await member(t.database);
    await api.send(
      { kind: 'post', listingId: post.listingId, reason: 'wrong-price-or-place' },
      { token: reporter.token },
    );
    await api.send({ kind: 'post', listingId: post.listingId, reason: 'sold-or-rented' });

    const noNote = await api.decide(support.token, 'post', post.listingId, { outcome: 'correction-asked' });
    expect(noNote.statusCode).toBe(400);

    const note = 'দাম ৬৫ লাখ লেখা, কিন্তু ফোনে ৮০ লাখ বলছেন। দাম ঠিক করে দিন।';
    const decided = await api.decide(support.token, 'post', post.listingId, { outcome: 'correction-asked', note });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual({
      success: true,
      message: 'The owner has been asked to correct the listing.',
      closed: 2,
    });
    const [told] = await inboxOf(t.database, post.owner.user.id);
    expect(told?.title).toBe('আপনার বিজ্ঞাপনটি ঠিক করুন');
    expect(told?.message).toContain('দাম বা জায়গা ভুল');
    expect(told?.message).toContain('আগেই বিক্রি বা ভাড়া হয়ে গেছে');
    expect(told?.message).toContain(note);
    expect(told?.link).toBe('/user/my-properties');
    const [outcome] = await inboxOf(t.database, reporter.user.id);
    expect(outcome?.titleEn).toBe('We asked the owner to correct the listing');
    expect(outcome?.message).toContain(post.listingId);

    // The post stays live; the listing leaves the queue; the audit log has the step.
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.status).toBe('approved');
    expect(await groupOf(post.listingId)).toBeUndefined();
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, post.listingId));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'report.correction-asked', targetType: 'post', reason: note }),
    ]);
    // Nothing open is left to decide.
    const again = await api.decide(support.token, 'post', post.listingId, { outcome: 'dismissed' });
    expect(again.statusCode).toBe(409);
  });

  it('tells a rent post’s owner of renters, a sale’s of buyers, a firm’s of clients (issue 64)', async () => {
    const note = 'ভাড়া ২৫ হাজার লেখা, কিন্তু ফোনে ৩০ হাজার বলছেন।';
    const told = async (type: 'sell' | 'rent', language: 'bn' | 'en') => {
      const post = await livePost(t.database, await member(t.database, { language }), 'approved', type);
      await api.send({ kind: 'post', listingId: post.listingId, reason: 'wrong-price-or-place' });
      const decided = await api.decide(support.token, 'post', post.listingId, { outcome: 'correction-asked', note });
      expect(decided.statusCode).toBe(200);
      const [notice] = await inboxOf(t.database, post.owner.user.id);
      return { bn: notice?.message ?? '', en: notice?.messageEn ?? '' };
    };
    const rent = await told('rent', 'bn');
    expect(rent.bn).toContain('ঠিক না করা পর্যন্ত ভাড়াটিয়ারা ভুল তথ্য দেখতে পারেন।');
    expect(rent.bn).not.toContain('ক্রেতা');
    expect(rent.en).toContain('Until then, renters may see wrong information.');
    expect(rent.en).not.toContain('buyers');
    const sale = await told('sell', 'en');
    expect(sale.bn).toContain('ঠিক না করা পর্যন্ত ক্রেতারা ভুল তথ্য দেখতে পারেন।');
    expect(sale.en).toContain('Until then, buyers may see wrong information.');
    // A design firm's page misleads its clients, and is no ad.
    const firm = await liveFirm(t.database);
    await api.send({ kind: 'firm', listingId: firm.listingId, reason: 'wrong-price-or-place' });
    await api.decide(support.token, 'firm', firm.listingId, { outcome: 'correction-asked', note });
    const [notice] = await inboxOf(t.database, firm.owner.user.id);
    expect(notice).toMatchObject({
      title: 'আপনার প্রতিষ্ঠানের পাতাটি ঠিক করুন',
      titleEn: 'Please correct your firm’s page',
    });
    expect(notice?.message).toContain('ঠিক না করা পর্যন্ত গ্রাহকেরা ভুল তথ্য দেখতে পারেন।');
    expect(notice?.messageEn).toContain('Until then, clients may see wrong information.');
  });

  it('lets one of two staff deciding at once close the reports; the other gets 409', async () => {
    const post = await livePost(t.database);
    const reporter = await member(t.database);
    await api.send({ kind: 'post', listingId: post.listingId, reason: 'broker' }, { token: reporter.token });
    const other = await staffMember(t.app, t.database, 'support', 'Rima Support');
    const [a, b] = await Promise.all([
      api.decide(support.token, 'post', post.listingId, { outcome: 'dismissed' }),
      api.decide(other.token, 'post', post.listingId, { outcome: 'dismissed' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const inbox = await inboxOf(t.database, reporter.user.id);
    expect(inbox.map((n) => n.titleEn)).toEqual(['We looked at the listing you reported']);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, post.listingId));
    expect(audit).toHaveLength(1);
    // Reported again after a decision: a new open report.
    const anew = await api.send(
      { kind: 'post', listingId: post.listingId, reason: 'broker' },
      { token: reporter.token },
    );
    expect(anew.statusCode).toBe(201);
  });

  it('takes a post down: it leaves the site, its owner is told why, the reporter is told', async () => {
    const post = await livePost(t.database);
    const reporter = await member(t.database);
    await api.send({ kind: 'post', listingId: post.listingId, reason: 'fake-photos' }, { token: reporter.token });
    const note = 'The photos belong to another owner’s flat in Uposhohor.';
    const decided = await api.decide(support.token, 'post', post.listingId, { outcome: 'taken-down', note });
    expect(decided.json()).toMatchObject({ message: 'The listing has been taken down.', closed: 1 });

    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: 'untrue-information', rejectionNote: note });
    const page = await t.app.inject({ method: 'GET', url: `/api/posts/${post.listingId}` });
    expect(page.statusCode).toBe(404);
    const [told] = await inboxOf(t.database, post.owner.user.id);
    expect(told?.message).toContain(note);
    const [outcome] = await inboxOf(t.database, reporter.user.id);
    expect(outcome?.titleEn).toBe('The listing you reported has been taken down');
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, post.listingId))).map(
      (entry) => entry.action,
    );
    expect(actions.sort()).toEqual(['post.rejected', 'report.taken-down']);
  });

  it('takes a firm down with its owner told, and closes an offer; an offer has no owner to ask', async () => {
    const firm = await liveFirm(t.database);
    await api.send({ kind: 'firm', listingId: firm.listingId, reason: 'offensive' });
    const note = 'Offensive words about other firms in the description.';
    const down = await api.decide(support.token, 'firm', firm.listingId, { outcome: 'taken-down', note });
    expect(down.statusCode).toBe(200);
    const [firmRow] = await t.database.db.select().from(firms).where(eq(firms.id, firm.id));
    expect(firmRow).toMatchObject({ status: 'rejected', rejectionReason: 'prohibited-content' });
    const [told] = await inboxOf(t.database, firm.owner.user.id);
    expect(told?.titleEn).toBe('Your firm has been taken off Ghorbari');
    expect(told?.message).toContain(note);

    const offer = await liveOffer(t.database);
    await api.send({ kind: 'offer', listingId: offer.listingId, reason: 'wrong-price-or-place' });
    const group = await groupOf(offer.listingId);
    expect(group).toMatchObject({
      kind: 'offer',
      owner: null,
      live: true,
      path: `/Group-Wise-Building-Details/${offer.listingId}`,
    });
    const ask = await api.decide(support.token, 'offer', offer.listingId, { outcome: 'correction-asked', note });
    expect(ask.statusCode).toBe(409);
    expect(ask.json<ApiFailure>().message).toContain('A group offer is kept by our staff');
    const closed = await api.decide(support.token, 'offer', offer.listingId, { outcome: 'taken-down', note });
    expect(closed.statusCode).toBe(200);
    const [offerRow] = await t.database.db.select().from(groupOffers).where(eq(groupOffers.id, offer.id));
    expect(offerRow?.status).toBe('closed');
  });

  it('deletes a listing’s reports with the listing', async () => {
    const post = await livePost(t.database);
    await api.send({ kind: 'post', listingId: post.listingId, reason: 'broker' });
    await t.database.db.delete(posts).where(eq(posts.id, post.id));
    expect(await reportsOfPost(t.database, post.id)).toHaveLength(0);
    expect(await groupOf(post.listingId)).toBeUndefined();
  });
});
