import { localDigits, translateMessage } from '@ghorbari/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.schema.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { createRepositories } from '../src/repositories.ts';
import { bearer, member, type Member } from './accounts.fixtures.ts';
import { adminCall, buildStaffTestApp, staffMember, type StaffCast } from './admin.fixtures.ts';
import { ONE_DRIVER, type TestApp } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';

let numbers = 0;
/** A mobile number no other test of this run uses (the template database has demo numbers too). */
const freshPhone = () =>
  `0139${String(process.pid % 10_000).padStart(4, '0')}${String((numbers += 1)).padStart(3, '0')}`;
/** The number as a person says it: +880, Bengali digits, a space and a dash. */
const asSpoken = (phone: string) => localDigits(`+880 ${phone.slice(1, 5)}-${phone.slice(5)}`, 'bn');

/**
 * Issue 41 item 7 (ADR 053): support finds an account by what a caller gives — a number as they
 * say it, a post id — sees what it needs to judge it, and may suspend a member; disabling, a
 * disabled account and staff accounts stay with admins. The queue is searched the same way.
 */
describe.each(ONE_DRIVER)('support acts on accounts, on %s', (driver) => {
  let t: TestApp & StaffCast;
  let repos: ReturnType<typeof createRepositories>;
  beforeAll(async () => {
    t = await buildStaffTestApp(driver);
    repos = createRepositories(t.database.db);
  });
  afterAll(async () => t.close());

  const asSupport = (method: 'GET' | 'POST', url: string, payload?: object) =>
    adminCall(t.app, t.support.token, method, url, payload);
  const found = async (q: string) => {
    const answer = await asSupport('GET', `/api/admin/users?q=${encodeURIComponent(q)}`);
    expect(answer.statusCode, q).toBe(200);
    return answer.json<{ users: { _id: string }[] }>().users.map((user) => user._id);
  };
  const postOf = async (owner: Member, fields: Parameters<typeof postRow>[1] = {}) =>
    repos.posts.insert(postRow(owner.user.id, fields), postImagesFor(`support-${(numbers += 1)}`));

  it('finds an account by a number as said, proved or posted, or a post id; shows posts, reports, signs', async () => {
    const own = freshPhone();
    const proven = freshPhone();
    const onPost = freshPhone();
    const owner = await member(t.database, { name: 'Kamrul Hasan', phone: own });
    await repos.users.recordProvenPhone(owner.user.id, proven, new Date());
    const pending = await postOf(owner, { primaryPhone: onPost, title: 'Pending flat in Uposhohor' });
    const live = await postOf(owner, { primaryPhone: own, status: 'approved', title: 'Live flat in Boalia' });
    const reporter = await member(t.database, { phone: freshPhone() });
    for (const [reason, reporterId] of [
      ['fake-photos', reporter.user.id],
      ['advance-money', null],
    ] as const)
      await repos.reports.insert({ postId: live.id, reason, reporterId, addressHash: `test-${reason}-${own}` });

    for (const q of [asSpoken(own), own.slice(3), asSpoken(proven), onPost, publicPostId(pending).toLowerCase()])
      expect(await found(q), q).toEqual([owner.user.id]);
    expect(await found(localDigits(publicPostId(live), 'bn'))).toEqual([owner.user.id]);
    expect(await found('S-999999999')).toEqual([]);

    const detail = await asSupport('GET', `/api/admin/users/${owner.user.id}`);
    expect(detail.statusCode).toBe(200);
    const page = detail.json();
    // The language the member reads, which support write to them in (issue 64).
    expect(page.user.language).toBe('en');
    expect(page.posts.map((post: { PostID: string; status: string }) => [post.PostID, post.status]).sort()).toEqual(
      [
        [publicPostId(pending), 'pending'],
        [publicPostId(live), 'approved'],
      ].sort(),
    );
    expect(page.provenPhones).toEqual(expect.arrayContaining([own, proven]));
    expect(page.reports).toEqual([
      expect.objectContaining({
        PostID: publicPostId(live),
        open: 2,
        decided: 0,
        lastOutcome: null,
        reasons: expect.arrayContaining([
          { reason: 'fake-photos', count: 1 },
          { reason: 'advance-money', count: 1 },
        ]),
      }),
    ]);
    expect(page.phones.map((signal: { phone: string }) => signal.phone).sort()).toEqual([own, onPost].sort());
    expect(page.photoMatches).toEqual([]);
    const filed = await asSupport('GET', `/api/admin/users/${reporter.user.id}`);
    expect(filed.json().reportsFiled).toEqual({ total: 1, open: 1 });
  });

  it('lets support suspend a member and lift it; not disable, re-role, undo a disabling or touch staff', async () => {
    const target = await member(t.database, { phone: freshPhone() });
    const url = (who: { _id: string } | Member, action: string) =>
      `/api/admin/users/${'user' in who ? who.user.id : who._id}/${action}`;

    const suspended = await asSupport('POST', url(target, 'suspend'), { until: null, reason: 'Scam report on S-1' });
    expect(suspended.json()).toEqual({ success: true, message: 'Account suspended' });
    const audit = await t.database.db
      .select({ actorId: auditLog.actorId, reason: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, target.user.id), eq(auditLog.action, 'user.suspended')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.reason).toBe('Scam report on S-1');
    // The member's next request is told why.
    const next = await t.app.inject({ method: 'POST', url: '/api/posts', headers: bearer(target.token), payload: {} });
    expect(next.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });

    for (const [action, body] of [
      ['disable', { reason: 'Fraud confirmed' }],
      ['role', { role: 'support', reason: 'New hire' }],
    ] as const)
      expect((await asSupport('POST', url(target, action), body)).statusCode, action).toBe(403);
    expect((await asSupport('POST', url(target, 'reinstate'), { reason: 'Owner called back' })).statusCode).toBe(200);

    const fraud = await member(t.database, { phone: freshPhone() });
    await adminCall(t.app, t.admin.token, 'POST', url(fraud, 'disable'), { reason: 'Fraud confirmed' });
    const undo = await t.app.inject({
      method: 'POST',
      url: url(fraud, 'reinstate'),
      headers: { authorization: `Bearer ${t.support.token}`, 'accept-language': 'bn' },
      payload: { reason: 'Appeal' },
    });
    expect(undo.statusCode).toBe(403);
    expect(undo.json().message).toBe(translateMessage('bn', 'errors.disabledAdminOnly'));

    const colleague = await staffMember(t.app, t.database, 'support', 'Other Support');
    const [{ _id: colleagueId }] = (await asSupport('GET', `/api/admin/users?q=${colleague.email}`)).json().users;
    for (const action of ['suspend', 'reinstate']) {
      const refused = await asSupport('POST', url({ _id: colleagueId }, action), { until: null, reason: 'Testing it' });
      expect(refused.statusCode, action).toBe(403);
      expect(refused.json().message).toBe(translateMessage('en', 'errors.supportMembersOnly'));
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(colleague.token) })).json(),
    ).toMatchObject({ userData: { status: 'normal' } });
  });

  it('searches the queue by post id and by phone: the post, or the posts carrying or posted by a number', async () => {
    const ownPhone = freshPhone();
    const contact = freshPhone();
    const poster = await member(t.database, { phone: ownPhone });
    const other = await member(t.database, { phone: freshPhone() });
    const byOwner = await postOf(poster, { primaryPhone: freshPhone() });
    const byContact = await postOf(other, { primaryPhone: freshPhone(), secondaryPhone: contact });
    const live = await postOf(other, { primaryPhone: contact, status: 'approved' });
    const queue = async (q: string) => {
      const answer = await asSupport('GET', `/api/admin/posts/queue?q=${encodeURIComponent(q)}`);
      expect(answer.statusCode, q).toBe(200);
      return answer.json<{ items: { PostID: string }[] }>().items.map((item) => item.PostID);
    };
    expect(await queue(` ${publicPostId(byOwner).toLowerCase()} `)).toEqual([publicPostId(byOwner)]);
    expect(await queue(asSpoken(ownPhone))).toEqual([publicPostId(byOwner)]);
    expect(await queue(asSpoken(contact))).toEqual([publicPostId(byContact)]);
    expect(await queue(publicPostId(live))).toEqual([]);
    const words = await t.app.inject({
      method: 'GET',
      url: `/api/admin/posts/queue?q=${encodeURIComponent('flat')}`,
      headers: { authorization: `Bearer ${t.support.token}`, 'accept-language': 'bn' },
    });
    expect(words.statusCode).toBe(400);
    expect(words.json().message).toBe(translateMessage('bn', 'validation.queueSearchInvalid'));
  });
});
