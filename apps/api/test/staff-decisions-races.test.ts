import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { users } from '../src/modules/accounts/accounts.schema.ts';
import { auditLog } from '../src/modules/audit/audit.schema.ts';
import { posts } from '../src/modules/posts/posts.schema.ts';
import { postDocuments } from '../src/modules/documents/documents.schema.ts';
import { listingReports } from '../src/modules/reports/reports.schema.ts';
import { createRepositories } from '../src/repositories.ts';
import { bearer, type Member, member } from './accounts.fixtures.ts';
import { adminCall, freshTrxId, paymentBody, staffMember } from './admin.fixtures.ts';
import { DRIVERS, buildTestApp, type TestApp } from './helpers.ts';
import { inboxOf, livePost, reportsApi } from './reports.fixtures.ts';
import { untilWaitingForLocks } from './lock-waits.ts';
import { startSmtp } from './smtp.ts';

type Answer = LightMyRequestResponse;
const DECIDED_MEANWHILE =
  'Someone on the staff decided this a moment ago. Reload to see the decision before deciding again.';
const DOCUMENT_CHANGED =
  'Someone on the staff has just checked this document, or its owner replaced the file. Reload it and look again.';

/**
 * Issue 28 item 3: staff decisions on one thing, sent at once, end in ONE decision (ADR 032): the
 * first wins, the others get 409 and leave no trace (no audit row, no notice, no mail). PostgreSQL
 * only: PGlite runs one transaction at a time, so the race cannot happen there.
 */
describe.runIf(DRIVERS.includes('postgres'))('staff decisions at once, on postgres', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: { token: string };
  let support: { token: string };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp('postgres', { smtpUrl: smtp.url });
    admin = await staffMember(t.app, t.database, 'admin');
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /**
   * Sends the decisions while a transaction of the test's own holds the row(s) they change: each
   * reads the row as it was, none can change it, and they queue for it in the order given. Then
   * the row is let go: the first decision changes it, and every other one meets a row that is no
   * longer the one it decided on. However busy the machine, they are at once.
   */
  async function atOnce(lock: (tx: Tx) => Promise<unknown>, decisions: (() => Promise<Answer>)[]) {
    const sent = await t.database.transaction(async (tx) => {
      await lock(tx);
      const requests: Promise<Answer>[] = [];
      let answered = 0;
      for (const decide of decisions) {
        const request = decide();
        void request.then(() => (answered += 1));
        requests.push(request);
        await untilWaitingForLocks(tx, () => requests.length - answered, 'the decisions');
      }
      return requests;
    });
    return Promise.all(sent);
  }
  const lockUser = (who: Member) => (tx: Tx) => tx.select().from(users).where(eq(users.id, who.user.id)).for('update');
  const lockPost = (id: string) => (tx: Tx) => tx.select().from(posts).where(eq(posts.id, id)).for('update');

  /** The statuses: the first decision's 200, then 409s with a translated message each. */
  function firstWins(answers: Answer[]): string[] {
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, ...Array(answers.length - 1).fill(409)]);
    return answers.slice(1).map((answer) => answer.json<{ message: string }>().message);
  }
  const mailsTo = (who: Member) => smtp.mails.filter((mail) => mail.to.includes(who.user.email!)).length;
  const auditOf = async (targetType: 'user' | 'post', targetId: string) =>
    (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    )
      .map((row) => row.action)
      .sort();
  const userUrl = (who: Member, action: string) => `/api/admin/users/${who.user.id}/${action}`;
  const userCall = (who: Member, action: string, body: object) => () =>
    adminCall(t.app, admin.token, 'POST', userUrl(who, action), body);
  const statusOf = async (who: Member) =>
    (await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, who.user.id)))[0]?.status;
  const postStatusOf = async (id: string) =>
    (await t.database.db.select({ status: posts.status }).from(posts).where(eq(posts.id, id)))[0]?.status;

  it('disable, suspend and disable at once: the account stays disabled, told once, and cannot sign in', async () => {
    const target = await member(t.database, { name: 'Fake Seller' });
    const suspension = {
      until: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      reason: 'Spam posts',
    };
    const answers = await atOnce(lockUser(target), [
      userCall(target, 'disable', { reason: 'Fraud report' }),
      userCall(target, 'suspend', suspension),
      userCall(target, 'disable', { reason: 'Fraud report again' }),
    ]);
    expect(firstWins(answers)).toEqual(Array(2).fill('This account is already disabled.'));
    expect(await statusOf(target)).toBe('Disabled');
    expect(await auditOf('user', target.user.id)).toEqual(['user.disabled']);
    // Told once, by mail only: a disabled account can no longer sign in to read its inbox.
    expect(mailsTo(target)).toBe(1);
    expect(await inboxOf(t.database, target.user.id)).toHaveLength(0);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(target.token) });
    expect(profile.statusCode).toBe(401);
    // Nor does a suspension sent later undo the disabling.
    expect((await userCall(target, 'suspend', suspension)()).statusCode).toBe(409);
    expect(await statusOf(target)).toBe('Disabled');
  });

  it('a reinstatement beats a disabling and a second reinstatement sent with it', async () => {
    const target = await member(t.database, { name: 'Suspended Seller' });
    expect((await userCall(target, 'suspend', { until: null, reason: 'Duplicate posts' })()).statusCode).toBe(200);
    const before = mailsTo(target);
    const answers = await atOnce(lockUser(target), [
      userCall(target, 'reinstate', { reason: 'Appeal accepted' }),
      userCall(target, 'disable', { reason: 'Fraud confirmed' }),
      userCall(target, 'reinstate', { reason: 'Appeal accepted' }),
    ]);
    expect(firstWins(answers)).toEqual([DECIDED_MEANWHILE, 'This account is not suspended.']);
    expect(await statusOf(target)).toBe('normal');
    expect(await auditOf('user', target.user.id)).toEqual(['user.reinstated', 'user.suspended']);
    expect(mailsTo(target) - before).toBe(1);
  });

  it("support's suspension and an admin's promotion at once: support never suspends a staff member", async () => {
    const target = await member(t.database, { name: 'New Hire' });
    const answers = await atOnce(lockUser(target), [
      userCall(target, 'role', { role: 'support', reason: 'Joins the support team' }),
      () => adminCall(t.app, support.token, 'POST', userUrl(target, 'suspend'), { until: null, reason: 'Scam report' }),
    ]);
    expect(firstWins(answers)).toEqual([DECIDED_MEANWHILE]);
    expect(await statusOf(target)).toBe('normal');
    expect(await auditOf('user', target.user.id)).toEqual(['user.role-changed']);
  });

  it('an approval and two rejections of one post at once: approved, the poster told once', async () => {
    const post = await livePost(t.database, undefined, 'pending');
    const url = (action: string) => `/api/admin/posts/${post.listingId}/${action}`;
    const answers = await atOnce(lockPost(post.id), [
      () => adminCall(t.app, support.token, 'POST', url('approve')),
      () => adminCall(t.app, support.token, 'POST', url('reject'), { reason: 'duplicate' }),
      () => adminCall(t.app, admin.token, 'POST', url('reject'), { reason: 'untrue-information' }),
    ]);
    expect(firstWins(answers)).toEqual(Array(2).fill('This post is no longer waiting for review.'));
    expect(await postStatusOf(post.id)).toBe('approved');
    expect(await auditOf('post', post.listingId)).toEqual(['post.approved']);
    expect(await inboxOf(t.database, post.owner.user.id)).toHaveLength(1);
    expect(mailsTo(post.owner)).toBe(1);
  });

  it('three confirmations of one payment at once: the first record is kept, the poster told once', async () => {
    const paid = await livePost(t.database, undefined, 'pending');
    await t.database.db.update(posts).set({ paid: true }).where(eq(posts.id, paid.id));
    const answers = await atOnce(
      lockPost(paid.id),
      ['RACE1', 'RACE2', 'RACE3'].map(
        (prefix) => () =>
          adminCall(
            t.app,
            support.token,
            'POST',
            `/api/admin/posts/${paid.listingId}/payment`,
            paymentBody({ trxId: `${prefix}${freshTrxId()}` }),
          ),
      ),
    );
    expect(firstWins(answers)).toEqual(Array(2).fill(DECIDED_MEANWHILE));
    const record = (await createRepositories(t.database.db).payments.ofPosts([paid.id])).get(paid.id);
    expect(record?.trxId).toMatch(/^RACE1/);
    expect(await auditOf('post', paid.listingId)).toEqual(['post.payment-confirmed']);
    expect(await inboxOf(t.database, paid.owner.user.id)).toHaveLength(1);
  });

  it('eight findings on one land document at once: one stands, the owner gets one notice, not eight', async () => {
    const post = await livePost(t.database);
    const documents = createRepositories(t.database.db).documents;
    const file = { fileName: 'deed-race.webp', fileType: 'image' as const, size: 1000 };
    const { row } = await documents.put({ postId: post.id, kind: 'deed', ...file }, new Date());
    // Eight: each waiting decision holds one of the app's ten connections, and this test one more.
    const answers = await atOnce(
      (tx) => tx.select().from(postDocuments).where(eq(postDocuments.id, row.id)).for('update'),
      Array.from({ length: 8 }, (_, i) => () => {
        const finding =
          i % 2 ? { status: 'not-matching', note: `The plot number differs (${i})` } : { status: 'checked' };
        return adminCall(t.app, support.token, 'POST', `/api/admin/documents/${row.id}/check`, finding);
      }),
    );
    expect(firstWins(answers)).toEqual(Array(7).fill(DOCUMENT_CHANGED));
    expect((await documents.byId(row.id))?.status).toBe('checked');
    expect(await auditOf('post', post.listingId)).toEqual(['document.checked']);
    expect(await inboxOf(t.database, post.owner.user.id)).toHaveLength(1);
    expect(mailsTo(post.owner)).toBe(1);
  });

  it('a dismissal beats a take-down of the same reports: the listing stays up, its owner hears nothing', async () => {
    const post = await livePost(t.database);
    const reporter = await member(t.database);
    const api = reportsApi(t.app);
    const report = { kind: 'post', listingId: post.listingId, reason: 'fake-photos' };
    expect((await api.send(report, { token: reporter.token })).statusCode).toBe(201);
    const note = 'The photos are of another building';
    const answers = await atOnce(
      (tx) => tx.select().from(listingReports).where(eq(listingReports.postId, post.id)).for('update'),
      [
        () => api.decide(admin.token, 'post', post.listingId, { outcome: 'dismissed' }),
        () => api.decide(support.token, 'post', post.listingId, { outcome: 'taken-down', note }),
        () => api.decide(support.token, 'post', post.listingId, { outcome: 'correction-asked', note }),
      ],
    );
    firstWins(answers);
    expect(await postStatusOf(post.id)).toBe('approved');
    expect(await auditOf('post', post.listingId)).toEqual(['report.dismissed']);
    expect(await inboxOf(t.database, post.owner.user.id)).toHaveLength(0);
    expect(mailsTo(post.owner)).toBe(0);
    expect((await inboxOf(t.database, reporter.user.id)).map((notice) => notice.titleEn)).toEqual([
      'We looked at the listing you reported',
    ]);
  });
});
