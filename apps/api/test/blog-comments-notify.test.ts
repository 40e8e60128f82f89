import type { LiveNotification } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type Member } from './accounts.fixtures.ts';
import { articleRow, commentsApi, savedId } from './blog-comments.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { joinedClient, listenLocally, type LiveClient } from './live.fixtures.ts';
import { startSmtp } from './smtp.ts';

interface Inbox {
  data: { title: string; message: string; link: string | null }[];
  totalNotify: number;
}

describe.each(ONE_DRIVER)('reply notifications on %s', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let api: ReturnType<typeof commentsApi>;
  let url: string;
  let article: { id: string; number: number };
  const logs: string[] = [];
  const open: LiveClient[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(driver, { smtpUrl: smtp.url, logLevel: 'error' }, { write: (line) => logs.push(line) });
    api = commentsApi(t.app);
    url = await listenLocally(t.app);
    article = await articleRow(t.database, { title: 'জমির খতিয়ান কীভাবে দেখবেন' });
  });
  afterAll(async () => {
    open.forEach((socket) => socket.close());
    await t.close();
    await smtp.close();
  });

  const call = (token: string, method: 'GET' | 'PUT', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: path,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const inbox = async (who: Member) =>
    (await call(who.token, 'GET', '/api/notifications/getUserNotifications?page=1')).json<Inbox>();
  const joined = (token: string) => joinedClient(url, token, open);

  it('tells the person answered, in their language, on a real socket and in the inbox, without a mail', async () => {
    const asker = await member(t.database, { name: 'Rokeya Begum', language: 'bn' });
    const helper = await member(t.database, { name: 'Imran Hossain' });
    const firstId = savedId(await api.write(asker.token, article.number, { body: 'নামজারি কত দিনে হয়?' }));
    const socket = await joined(asker.token);
    const arrival = new Promise<LiveNotification>((resolve) => socket.on('newNotification', resolve));
    const mailsBefore = smtp.mails.length;

    const replyId = savedId(
      await api.write(helper.token, article.number, { body: 'About 45 days in my case.', replyTo: firstId }),
    );
    const live = await arrival;
    expect(live).toMatchObject({
      title: 'আপনার মন্তব্যের উত্তর এসেছে',
      link: `/BlogPostDetails/${article.number}#comment-${replyId}`,
      isRead: false,
    });
    expect(live.message).toContain('Imran Hossain');
    expect(live.message).toContain('জমির খতিয়ান কীভাবে দেখবেন');
    expect(live.message).toContain('About 45 days in my case.');
    const stored = await inbox(asker);
    expect(stored.totalNotify).toBe(1);
    // The inbox is read in English here: the same notice in the reader's language (issue 39).
    expect(stored.data[0]).toMatchObject({ title: 'Someone replied to your comment', link: live.link });
    // The person answered is told before the reply is answered: a mail, had one gone out, would be here.
    expect(smtp.mails.length).toBe(mailsBefore);

    // A reply to a reply tells the person of that reply, in English for an English reader.
    const answerId = savedId(await api.write(asker.token, article.number, { body: 'Thanks!', replyTo: replyId }));
    const helperInbox = await inbox(helper);
    expect(helperInbox.data).toEqual([
      expect.objectContaining({
        title: 'Someone replied to your comment',
        message: 'Rokeya Begum replied to your comment on “জমির খতিয়ান কীভাবে দেখবেন”: “Thanks!”',
        link: `/BlogPostDetails/${article.number}#comment-${answerId}`,
      }),
    ]);
    // Answering oneself tells no one.
    savedId(await api.write(asker.token, article.number, { body: 'One more detail.', replyTo: answerId }));
    savedId(await api.write(asker.token, article.number, { body: 'And another.', replyTo: firstId }));
    expect((await inbox(asker)).totalNotify).toBe(1);
  });

  it('sends nothing to a member who turned reply notices off in the privacy settings', async () => {
    const quiet = await member(t.database, { name: 'Quiet Reader' });
    const helper = await member(t.database, { name: 'Eager Helper' });
    const settings = await call(quiet.token, 'GET', '/api/profile/getSettings');
    expect(settings.json()).toMatchObject({ settings: { notifyReplies: true } });
    const profile = await call(quiet.token, 'GET', '/api/profile');
    expect(profile.json()).toMatchObject({ userData: { settings: { notifyReplies: true } } });
    const off = await call(quiet.token, 'PUT', '/api/profile/updateSettings', {
      showEmail: false,
      showPhone: false,
      showAddress: false,
      birthDate: false,
      notifyReplies: false,
    });
    expect(off.statusCode).toBe(200);
    // A client that does not send the switch leaves it as it is.
    await call(quiet.token, 'PUT', '/api/profile/updateSettings', {
      showEmail: true,
      showPhone: false,
      showAddress: false,
      birthDate: false,
    });
    expect((await call(quiet.token, 'GET', '/api/profile/getSettings')).json()).toMatchObject({
      settings: { showEmail: true, notifyReplies: false },
    });
    const bad = await call(quiet.token, 'PUT', '/api/profile/updateSettings', {
      showEmail: true,
      showPhone: false,
      showAddress: false,
      birthDate: false,
      notifyReplies: 'no',
    });
    expect(bad.statusCode).toBe(400);

    const socket = await joined(quiet.token);
    const arrived: LiveNotification[] = [];
    socket.on('newNotification', (notice) => arrived.push(notice));
    const firstId = savedId(await api.write(quiet.token, article.number, { body: 'Do not ping me' }));
    expect(
      (await api.write(helper.token, article.number, { body: 'Pinging anyway', replyTo: firstId })).statusCode,
    ).toBe(201);
    expect((await inbox(quiet)).totalNotify).toBe(0);

    // Turned back on, the next reply reaches them.
    await call(quiet.token, 'PUT', '/api/profile/updateSettings', {
      showEmail: true,
      showPhone: false,
      showAddress: false,
      birthDate: false,
      notifyReplies: true,
    });
    const next = new Promise<LiveNotification>((resolve) => socket.once('newNotification', resolve));
    savedId(await api.write(helper.token, article.number, { body: 'Now?', replyTo: firstId }));
    expect((await inbox(quiet)).totalNotify).toBe(1);
    // One socket delivers in order: had the reply while it was off been sent, it would have come first.
    expect((await next).message).toContain('Now?');
    expect(arrived.map((notice) => notice.message)).toEqual([(await next).message]);
  });

  it('keeps the reply when its notification cannot be stored', async () => {
    const asker = await member(t.database, { name: 'Unlucky Asker' });
    const helper = await member(t.database, { name: 'Helper' });
    const firstId = savedId(await api.write(asker.token, article.number, { body: 'Anyone?' }));
    // Every new notification fails from here on (existing rows are left alone).
    await t.database.db.execute(sql`alter table notifications add constraint refuse_new check (false) not valid`);
    try {
      const reply = await api.write(helper.token, article.number, { body: 'Here!', replyTo: firstId });
      expect(reply.statusCode).toBe(201);
    } finally {
      await t.database.db.execute(sql`alter table notifications drop constraint refuse_new`);
    }
    const [thread] = (await api.list(article.number)).threads.filter((entry) => entry.id === firstId);
    expect(thread!.replies.map((reply) => reply.body)).toEqual(['Here!']);
    expect((await inbox(asker)).totalNotify).toBe(0);
    expect(logs.join('\n')).toContain('notification not stored');
  });
});
