import { translateMessage } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/accounts/accounts.schema.ts';
import { auditLog } from '../src/modules/audit/audit.schema.ts';
import { notifications } from '../src/modules/notifications/notifications.schema.ts';
import { posts } from '../src/modules/posts/posts.schema.ts';
import { createOrPromoteStaff } from '../src/modules/admin/create-staff.ts';
import { createRepositories } from '../src/repositories.ts';
import { bearer, post, registerUser, sendForm, uniqueEmail } from './accounts.fixtures.ts';
import { adminCall, approvePost, paymentBody, rejectionWithoutNote, staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { photo, postForm, sellFlat } from './posts.fixtures.ts';
import { startSmtp, textOf } from './smtp.ts';

describe.each(ONE_DRIVER)('support and admin on %s', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let poster: { token: string; email: string };
  let member: { token: string; email: string };
  let support: { token: string; email: string };
  let admin: { token: string; email: string };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(driver, { smtpUrl: smtp.url });
    poster = await registerUser(t, smtp, uniqueEmail('poster'), { name: 'Sharmin Akter' });
    member = await registerUser(t, smtp, uniqueEmail('member'), { name: 'Rakib Hasan', phone: '01999887766' });
    support = await staffMember(t.app, t.database, 'support');
    admin = await staffMember(t.app, t.database, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const submit = async (token: string, fields: Record<string, unknown> = {}) => {
    const form = postForm(sellFlat(fields), [{ content: await photo() }]);
    const created = await sendForm(t.app, token, 'POST', '/api/posts', form);
    if (created.statusCode !== 201) throw new Error(created.body);
    return created.json<{ PostID: string }>().PostID;
  };
  const userIdOf = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const inbox = async (email: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userIdOf(email)));
  const publicIds = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/posts?type=sell&limit=48' }))
      .json<{ posts: { PostID: string }[] }>()
      .posts.map((p) => p.PostID);

  it('lets only staff in: 401 without a token, 403 for a member, 403 for support on admin-only routes', async () => {
    const someone = await userIdOf(member.email);
    const supportRoutes: [string, string, object?][] = [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/posts/queue'],
      ['GET', '/api/admin/posts/S-1'],
      ['POST', '/api/admin/posts/S-1/approve', {}],
      ['POST', '/api/admin/posts/S-1/reject', { reason: 'duplicate' }],
      ['POST', '/api/admin/posts/S-1/call', { note: 'Called the owner' }],
      ['POST', '/api/admin/posts/S-1/payment', paymentBody()],
      ['POST', '/api/admin/notifications', { userId: someone, title: 'Hi', message: 'Hello' }],
      // Support finds accounts and suspends members (issue 41): support-accounts.test.ts.
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${someone}`],
      ['POST', `/api/admin/users/${someone}/suspend`, { until: null, reason: 'Spam posts' }],
      ['POST', `/api/admin/users/${someone}/reinstate`, { reason: 'Appeal accepted' }],
    ];
    const adminRoutes: [string, string, object?][] = [
      ['POST', `/api/admin/users/${someone}/disable`, { reason: 'Fraud report' }],
      ['POST', `/api/admin/users/${someone}/role`, { role: 'support', reason: 'New hire' }],
      ['GET', '/api/admin/audit'],
    ];
    for (const [method, url, payload] of [...supportRoutes, ...adminRoutes]) {
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { 'accept-language': 'en' },
        ...(payload ? { payload } : {}),
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await t.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(member.token),
        ...(payload ? { payload } : {}),
      });
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      expect(user.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    for (const [method, url, payload] of adminRoutes) {
      const staff = await t.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(support.token),
        ...(payload ? { payload } : {}),
      });
      expect(staff.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await adminCall(t.app, support.token, 'GET', '/api/admin/posts/queue')).statusCode).toBe(200);
    expect((await adminCall(t.app, admin.token, 'GET', '/api/admin/users')).statusCode).toBe(200);
    // Nothing changed for the member on the way.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(member.token) })).json(),
    ).toMatchObject({ userData: { status: 'normal', role: 'user' } });
  });

  it('queues pending posts oldest first with filters, waiting time and overdue count', async () => {
    const older = await submit(poster.token, { postTitle: 'Queue: old flat in Boalia' });
    const newer = await submit(poster.token, { postTitle: 'Queue: new rent flat', type: 'rent', price: 20_000 });
    const paid = await submit(poster.token, { postTitle: 'Queue: paid plot', paid: true });
    // The old one waited three days: well past 5 support hours.
    await t.database.db
      .update(posts)
      .set({ submittedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(posts.title, 'Queue: old flat in Boalia'));

    const queue = (await adminCall(t.app, support.token, 'GET', '/api/admin/posts/queue?limit=50')).json<{
      items: {
        PostID: string;
        wait: { officeMinutes: number; overdue: boolean };
        poster: { email: string };
        paid: boolean;
      }[];
      counts: { pending: number; overdue: number };
    }>();
    const ids = queue.items.map((item) => item.PostID);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    const first = queue.items.find((item) => item.PostID === older)!;
    expect(first.wait.officeMinutes).toBeGreaterThanOrEqual(2 * 9 * 60);
    expect(first.wait.overdue).toBe(true);
    expect(first.poster.email).toBe(poster.email);
    expect(queue.counts.overdue).toBeGreaterThanOrEqual(1);
    expect(queue.items.find((item) => item.PostID === newer)!.wait.overdue).toBe(false);

    const rentOnly = (await adminCall(t.app, support.token, 'GET', '/api/admin/posts/queue?type=rent')).json<{
      items: { PostID: string }[];
    }>();
    expect(rentOnly.items.map((item) => item.PostID)).toEqual([newer]);
    const paidOnly = (await adminCall(t.app, support.token, 'GET', '/api/admin/posts/queue?paid=paid')).json<{
      items: { PostID: string }[];
    }>();
    expect(paidOnly.items.map((item) => item.PostID)).toEqual([paid]);
    const bad = await adminCall(t.app, support.token, 'GET', '/api/admin/posts/queue?paid=maybe');
    expect(bad.statusCode).toBe(400);
  });

  it('approves a post: it goes live, the poster is told in-app and by mail, and the decision is audited', async () => {
    const postId = await submit(poster.token, { postTitle: 'Approve me: flat near Shaheb Bazar' });
    const before = smtp.mails.length;
    const preview = (await adminCall(t.app, support.token, 'GET', `/api/admin/posts/${postId}`)).json<{
      post: { postTitle: string; images: unknown[]; description: string };
      poster: { email: string; language: string; posts: { pending: number } };
      wait: { overdue: boolean };
      changes: unknown;
    }>();
    expect(preview.post.postTitle).toBe('Approve me: flat near Shaheb Bazar');
    expect(preview.post.images).toHaveLength(1);
    expect(preview.poster.email).toBe(poster.email);
    // The language the poster reads, which a rejection's note is written in (issue 64).
    expect(preview.poster.language).toBe('en');
    expect(preview.poster.posts.pending).toBeGreaterThanOrEqual(1);
    expect(preview.changes).toBeNull();
    expect(await publicIds()).not.toContain(postId);

    const approved = await adminCall(t.app, support.token, 'POST', `/api/admin/posts/${postId}/approve`);
    expect(approved.json()).toEqual({ success: true, message: 'Post approved' });
    expect(await publicIds()).toContain(postId);

    const told = (await inbox(poster.email)).find((n) => n.message.includes(postId))!;
    // Stored in both languages (issue 39): the English reader's words.
    expect(told.titleEn).toBe('Your post is live');
    expect(told.link).toBe(`/Property-Buy-Sell-Details/${postId}`);
    const mail = await smtp.mailTo(poster.email, before);
    expect(mail.raw).toContain('Subject: Your post is live');
    expect(textOf(mail)).toContain(`${t.config.publicUrl}/Property-Buy-Sell-Details/${postId}`);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, postId));
    expect(entry).toMatchObject({
      action: 'post.approved',
      targetType: 'post',
      actorId: await userIdOf(support.email),
    });
    expect(typeof entry!.details.waitedMinutes).toBe('number');

    const again = await adminCall(t.app, support.token, 'POST', `/api/admin/posts/${postId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This post is no longer waiting for review.' });
  });

  it('rejects with a reason the poster sees, then shows support what changed after the poster edits', async () => {
    const postId = await submit(poster.token, { postTitle: 'Reject me: 3 bed flat', price: 6_500_000 });
    const noNote = await rejectionWithoutNote(t.app, support.token, `/api/admin/posts/${postId}/reject`);
    expect(noNote.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const badReason = await adminCall(t.app, support.token, 'POST', `/api/admin/posts/${postId}/reject`, {
      reason: 'ugly',
    });
    expect(badReason.statusCode).toBe(400);

    const before = smtp.mails.length;
    const rejected = await adminCall(t.app, support.token, 'POST', `/api/admin/posts/${postId}/reject`, {
      reason: 'untrue-information',
      note: 'The photos show a different building.',
    });
    expect(rejected.statusCode).toBe(200);
    const own = (
      await t.app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: bearer(poster.token) })
    ).json<{ post: { status: string; rejection: unknown } }>();
    expect(own.post).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'untrue-information', note: 'The photos show a different building.' },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${postId}` })).statusCode).toBe(404);
    const note = (await inbox(poster.email)).find((n) => n.message.includes(postId))!;
    expect(note.titleEn).toBe('Your post was not approved');
    expect(note.messageEn).toContain('Untrue or misleading information');
    expect(note.messageEn).toContain('The photos show a different building.');
    expect(textOf(await smtp.mailTo(poster.email, before))).toContain('The photos show a different building.');

    // The poster corrects and resubmits; support approves; then an edit shows the change.
    const form = postForm(sellFlat({ postTitle: 'Reject me: 3 bed flat', price: 6_200_000 }), [
      { content: await photo('#aaa') },
    ]);
    const edited = await sendForm(t.app, poster.token, 'PUT', `/api/posts/${postId}`, form);
    expect(edited.statusCode).toBe(200);
    await approvePost(t.app, support.token, postId);
    const images = (
      await t.app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: bearer(poster.token) })
    ).json<{ post: { images: { large: string }[] } }>().post.images;
    const keep = postForm(
      sellFlat({ postTitle: 'Reject me: 3 bed flat, now with lift', price: 6_000_000 }),
      [],
      images.map((i) => i.large),
    );
    const second = await sendForm(t.app, poster.token, 'PUT', `/api/posts/${postId}`, keep);
    expect(second.statusCode).toBe(200);
    const preview = (await adminCall(t.app, support.token, 'GET', `/api/admin/posts/${postId}`)).json<{
      edited: boolean;
      changes: { field: string; before: unknown; after: unknown }[];
      history: { action: string }[];
    }>();
    expect(preview.edited).toBe(true);
    expect(preview.changes).toEqual(
      expect.arrayContaining([
        { field: 'postTitle', before: 'Reject me: 3 bed flat', after: 'Reject me: 3 bed flat, now with lift' },
        { field: 'price', before: 6_200_000, after: 6_000_000 },
      ]),
    );
    expect(preview.changes.map((c) => c.field)).not.toContain('images');
    expect(preview.history.map((h) => h.action)).toEqual(['post.approved', 'post.rejected']);
  });

  it('tells the poster in the language they last chose on the site', async () => {
    const language = (value: string, token?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/language',
        headers: token ? bearer(token) : {},
        payload: { language: value },
      });
    expect((await language('bn')).statusCode).toBe(401);
    expect((await language('fr', poster.token)).statusCode).toBe(400);
    expect((await language('bn', poster.token)).json()).toEqual({ success: true });
    const postId = await submit(poster.token, { postTitle: 'Language: flat near the lake' });
    const before = smtp.mails.length;
    await approvePost(t.app, support.token, postId);
    expect((await inbox(poster.email)).find((n) => n.message.includes(postId))!.title).toBe('আপনার পোস্ট এখন লাইভ');
    expect(textOf(await smtp.mailTo(poster.email, before))).toContain('অনুমোদিত হয়েছে');
    expect((await language('en', poster.token)).statusCode).toBe(200);
  });

  it('needs the staff call and the payment confirmation before a paid post can be approved', async () => {
    const postId = await submit(poster.token, { postTitle: 'Paid: corner plot', paid: true });
    const early = await adminCall(t.app, support.token, 'POST', `/api/admin/posts/${postId}/approve`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: 'Record the call and confirm the payment before approving a paid post.',
    });
    expect(
      (await adminCall(t.app, support.token, 'POST', `/api/admin/posts/${postId}/call`, { note: 'ok' })).statusCode,
    ).toBe(400);
    expect(
      (
        await adminCall(t.app, support.token, 'POST', `/api/admin/posts/${postId}/call`, {
          note: 'Owner confirmed the plot and the price',
        })
      ).statusCode,
    ).toBe(200);
    expect((await adminCall(t.app, support.token, 'POST', `/api/admin/posts/${postId}/approve`)).statusCode).toBe(409);
    const paid = await adminCall(
      t.app,
      support.token,
      'POST',
      `/api/admin/posts/${postId}/payment`,
      paymentBody({ trxId: ' 8n7x2q9k1m ' }),
    );
    expect(paid.json()).toEqual({ success: true, message: 'Payment confirmed' });
    expect(
      (await inbox(poster.email)).some((n) => n.titleEn === 'Payment confirmed' && n.message.includes(postId)),
    ).toBe(true);
    const preview = (await adminCall(t.app, support.token, 'GET', `/api/admin/posts/${postId}`)).json<{
      payment: { callNote: string; record: { trxId: string; method: string }; callBy: { name: string } };
    }>();
    expect(preview.payment).toMatchObject({
      callNote: 'Owner confirmed the plot and the price',
      record: { trxId: '8N7X2Q9K1M', method: 'bkash' },
      callBy: { name: 'Tanvir Support' },
    });
    expect((await adminCall(t.app, support.token, 'POST', `/api/admin/posts/${postId}/approve`)).statusCode).toBe(200);
    const free = await submit(poster.token, { postTitle: 'Free: no payment to confirm' });
    expect(
      (await adminCall(t.app, support.token, 'POST', `/api/admin/posts/${free}/payment`, paymentBody())).statusCode,
    ).toBe(409);
  });

  it('sends a staff message as an in-app notification, checking the user and the link', async () => {
    const userId = await userIdOf(member.email);
    const sent = await adminCall(t.app, support.token, 'POST', '/api/admin/notifications', {
      userId,
      title: 'About your post',
      message: 'Please add a photo of the kitchen.',
      link: '/user/my-properties',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ success: true, message: 'Notification sent' });
    expect((await inbox(member.email)).find((n) => n.title === 'About your post')).toMatchObject({
      message: 'Please add a photo of the kitchen.',
      link: '/user/my-properties',
      isRead: false,
    });
    // Chromium opens `/\evil.example` as http://evil.example: only paths of this site pass.
    for (const link of ['https://evil.example', '//evil.example', '/\\evil.example', '/%5Cevil', '/ /x']) {
      const outside = await adminCall(t.app, support.token, 'POST', '/api/admin/notifications', {
        userId,
        title: 'x',
        message: 'y',
        link,
      });
      expect(outside.statusCode, link).toBe(400);
      expect(outside.json(), link).toMatchObject({
        issues: [{ path: 'link', message: 'The link must be a page of this site, starting with /' }],
      });
    }
    const nobody = await adminCall(t.app, support.token, 'POST', '/api/admin/notifications', {
      userId: '00000000-0000-4000-8000-000000000000',
      title: 'x',
      message: 'y',
    });
    expect(nobody.statusCode).toBe(404);
    const empty = await adminCall(t.app, support.token, 'POST', '/api/admin/notifications', {
      userId,
      title: ' ',
      message: '',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('searches accounts, suspends until a day, hides their posts, reinstates, and audits each step', async () => {
    const target = await registerUser(t, smtp, uniqueEmail('target'), {
      name: 'Jamal Uddin',
      phone: '01555123456',
    });
    const postId = await submit(target.token, { postTitle: 'Suspended owner flat', primaryPhone: '01555123456' });
    await approvePost(t.app, support.token, postId);
    const userId = await userIdOf(target.email);

    // The number as support reads it off a caller (issue 40): +880, Bengali digits, spaces and dashes.
    for (const q of ['Jamal', target.email.toUpperCase(), '5551234', '+৮৮০ ১৫৫৫-১২৩৪৫৬']) {
      const found = (await adminCall(t.app, admin.token, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}`)).json<{
        users: { _id: string; postCount: number }[];
      }>();
      expect(
        found.users.map((u) => u._id),
        q,
      ).toEqual([userId]);
      expect(found.users[0]!.postCount).toBe(1);
    }

    const past = await adminCall(t.app, admin.token, 'POST', `/api/admin/users/${userId}/suspend`, {
      until: '2020-01-01',
      reason: 'Spam posts',
    });
    expect(past.statusCode).toBe(400);
    // Only a day that exists, and not past the horizon (issue 39): "2027-02-31" was stored as 3 March.
    const farOff = `${new Date().getUTCFullYear() + 6}-01-15`;
    for (const day of ['2027-02-31', '2027-13-01', '0000-01-01', farOff])
      for (const lang of ['bn', 'en'] as const) {
        const refused = await t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${userId}/suspend`,
          headers: { authorization: `Bearer ${admin.token}`, 'accept-language': lang },
          payload: { until: day, reason: 'Spam posts' },
        });
        expect(refused.statusCode, day).toBe(400);
        const message = translateMessage(lang, 'validation.suspendUntilInvalid');
        expect(refused.json(), day).toMatchObject({ message, issues: [{ path: 'until', message }] });
      }
    const self = await adminCall(
      t.app,
      admin.token,
      'POST',
      `/api/admin/users/${await userIdOf(admin.email)}/suspend`,
      { until: null, reason: 'Testing myself' },
    );
    expect(self.statusCode).toBe(403);
    const noReason = await adminCall(t.app, admin.token, 'POST', `/api/admin/users/${userId}/suspend`, {
      until: null,
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);

    const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const before = smtp.mails.length;
    const suspended = await adminCall(t.app, admin.token, 'POST', `/api/admin/users/${userId}/suspend`, {
      until,
      reason: 'Repeated duplicate posts',
    });
    expect(suspended.json()).toEqual({ success: true, message: 'Account suspended' });
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(target.token) })).json<{
      userData: { status: string; suspendedUntil: string };
    }>();
    expect(profile.userData.status).toBe('suspended');
    expect(new Date(profile.userData.suspendedUntil).getTime()).toBeGreaterThan(Date.now() + 9 * 86_400_000);
    expect(await publicIds()).not.toContain(postId);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${postId}` })).statusCode).toBe(404);
    expect(
      (await inbox(target.email)).some(
        (n) => n.titleEn === 'Your account is suspended' && n.messageEn?.includes('Repeated duplicate posts'),
      ),
    ).toBe(true);
    expect((await smtp.mailTo(target.email, before)).raw).toContain('Subject: Your account is suspended');

    const detail = (await adminCall(t.app, admin.token, 'GET', `/api/admin/users/${userId}`)).json<{
      user: { status: string; statusReason: string };
      posts: { PostID: string }[];
      history: { action: string; actor: { name: string } }[];
    }>();
    expect(detail.user).toMatchObject({ status: 'suspended', statusReason: 'Repeated duplicate posts' });
    expect(detail.posts.map((p) => p.PostID)).toEqual([postId]);
    expect(detail.history[0]).toMatchObject({ action: 'user.suspended', actor: { name: 'Nasrin Admin' } });

    const reinstated = await adminCall(t.app, admin.token, 'POST', `/api/admin/users/${userId}/reinstate`, {
      reason: 'Appeal accepted by phone',
    });
    expect(reinstated.statusCode).toBe(200);
    expect(await publicIds()).toContain(postId);
    expect((await inbox(target.email)).some((n) => n.titleEn === 'Your account is active again')).toBe(true);
    expect(
      (
        await adminCall(t.app, admin.token, 'POST', `/api/admin/users/${userId}/reinstate`, {
          reason: 'Appeal accepted again',
        })
      ).statusCode,
    ).toBe(409);

    const log = (await adminCall(t.app, admin.token, 'GET', '/api/admin/audit?limit=50')).json<{
      entries: { action: string; targetId: string; reason: string }[];
    }>();
    expect(log.entries.filter((e) => e.targetId === userId).map((e) => e.action)).toEqual([
      'user.reinstated',
      'user.suspended',
    ]);
    const onlySuspensions = (
      await adminCall(t.app, admin.token, 'GET', '/api/admin/audit?action=user.suspended')
    ).json<{ entries: { action: string }[] }>();
    expect(onlySuspensions.entries.every((e) => e.action === 'user.suspended')).toBe(true);
  });

  it('disables a fraud account: its token stops, its posts go, its email cannot register again', async () => {
    const fraud = await registerUser(t, smtp, uniqueEmail('fraud'), { name: 'Fake Seller' });
    const postId = await submit(fraud.token, { postTitle: 'Too good to be true flat' });
    await approvePost(t.app, support.token, postId);
    const userId = await userIdOf(fraud.email);
    const promoted = await adminCall(
      t.app,
      admin.token,
      'POST',
      `/api/admin/users/${await userIdOf(support.email)}/role`,
      { role: 'admin', reason: 'Promoted to lead' },
    );
    expect(promoted.statusCode).toBe(200);

    const disabled = await adminCall(t.app, admin.token, 'POST', `/api/admin/users/${userId}/disable`, {
      reason: 'Took advance rent for a flat he does not own',
    });
    expect(disabled.json()).toEqual({ success: true, message: 'Account disabled for fraud' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(fraud.token) });
    expect(refused.statusCode).toBe(401);
    expect(await publicIds()).not.toContain(postId);
    const signIn = await post(t.app, '/api/login', { email: fraud.email, password: 'secret123' });
    expect(signIn.statusCode).toBe(403);
    const again = await post(t.app, '/api/auth/register/send-code', { email: fraud.email });
    expect(again.json()).toMatchObject({ success: false, message: 'This email is disabled.' });
    expect(
      (
        await adminCall(t.app, admin.token, 'POST', `/api/admin/users/${userId}/disable`, {
          reason: 'Twice for good measure',
        })
      ).statusCode,
    ).toBe(409);
    // Admins cannot be disabled, not even by another admin.
    const other = await staffMember(t.app, t.database, 'admin', 'Second Admin');
    expect(
      (
        await adminCall(t.app, other.token, 'POST', `/api/admin/users/${await userIdOf(admin.email)}/disable`, {
          reason: 'Rogue admin test',
        })
      ).statusCode,
    ).toBe(403);
  });

  it("refuses to change an admin's role, so no admin can demote another and then suspend them", async () => {
    const first = await staffMember(t.app, t.database, 'admin', 'First Admin');
    const second = await staffMember(t.app, t.database, 'admin', 'Other Admin');
    const firstId = await userIdOf(first.email);
    for (const role of ['user', 'support']) {
      const demoted = await adminCall(t.app, second.token, 'POST', `/api/admin/users/${firstId}/role`, {
        role,
        reason: 'Taking over the site',
      });
      expect(demoted.statusCode, role).toBe(403);
      expect(demoted.json(), role).toMatchObject({ success: false, message: "An admin's role cannot be changed." });
    }
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, firstId));
    expect(row?.role).toBe('admin');
    const suspended = await adminCall(t.app, second.token, 'POST', `/api/admin/users/${firstId}/suspend`, {
      until: null,
      reason: 'Taking over the site',
    });
    expect(suspended.statusCode).toBe(403);
    const inBengali = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${firstId}/role`,
      headers: { authorization: `Bearer ${second.token}`, 'accept-language': 'bn' },
      payload: { role: 'user', reason: 'Taking over the site' },
    });
    expect(inBengali.json()).toMatchObject({ message: 'অ্যাডমিনের ভূমিকা পরিবর্তন করা যায় না।' });
    // Members and support staff still get their roles from an admin.
    const hired = await registerUser(t, smtp, uniqueEmail('hire'), { name: 'Nusrat Jahan' });
    const hiredId = await userIdOf(hired.email);
    for (const role of ['support', 'user']) {
      const changed = await adminCall(t.app, second.token, 'POST', `/api/admin/users/${hiredId}/role`, {
        role,
        reason: 'Staffing change',
      });
      expect(changed.statusCode, role).toBe(200);
    }
  });

  it('counts the dashboard from real records', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/dvd',
      payload: { month: 'January', deviceType: 'mobile' },
      headers: { 'accept-language': 'en' },
    });
    const stats = (await adminCall(t.app, support.token, 'GET', '/api/admin/stats')).json<{
      pending: { total: number };
      decisionsToday: { approved: number; rejected: number };
      medianDecisionMinutes: number | null;
      users: { total: number; disabled: number };
      posts: { byStatus: { approved: number; pending: number } };
      visitors: { month: string; mobile: number; desktop: number }[];
    }>();
    const pending = (await adminCall(t.app, support.token, 'GET', '/api/admin/posts/queue')).json<{
      counts: { pending: number };
    }>();
    expect(stats.pending.total).toBe(pending.counts.pending);
    expect(stats.decisionsToday.approved).toBeGreaterThanOrEqual(4);
    expect(stats.decisionsToday.rejected).toBeGreaterThanOrEqual(1);
    expect(stats.medianDecisionMinutes).not.toBeNull();
    expect(stats.users.disabled).toBeGreaterThanOrEqual(1);
    expect(stats.visitors).toHaveLength(12);
    expect(stats.visitors.at(-1)!.mobile).toBeGreaterThanOrEqual(1);
  });

  it('create-admin promotes an existing account and leaves its password alone', async () => {
    const someone = await registerUser(t, smtp, uniqueEmail('promote'));
    const repos = createRepositories(t.database.db);
    expect(await createOrPromoteStaff(repos, { email: someone.email, password: 'ignored1', role: 'admin' })).toBe(
      'promoted',
    );
    const login = await post(t.app, '/api/login', { email: someone.email, password: 'secret123' });
    expect(login.statusCode).toBe(200);
    expect(
      (await adminCall(t.app, login.json<{ userToken: string }>().userToken, 'GET', '/api/admin/users')).statusCode,
    ).toBe(200);
    await expect(
      createOrPromoteStaff(repos, { email: 'not-an-email', password: 'secret123', role: 'admin' }),
    ).rejects.toThrow();
  });
});
