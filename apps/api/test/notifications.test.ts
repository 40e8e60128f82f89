import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDigits, NOTIFICATION_PAGE_SIZE, type LiveNotification } from '@ghorbari/contracts';
import { io } from 'socket.io-client';
import { users } from '../src/modules/accounts/accounts.schema.ts';
import { notifications } from '../src/modules/notifications/notifications.schema.ts';
import { bearer, registerUser, sendForm, uniqueEmail } from './accounts.fixtures.ts';
import { approvePost, staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { listenLocally, type LiveClient } from './live.fixtures.ts';
import { photo, postForm, sellFlat } from './posts.fixtures.ts';
import { startSmtp } from './smtp.ts';

interface Listed {
  data: { _id: string; title: string; isRead: boolean; createdAt: string }[];
  totalNotify: number;
  counts: { all: number; unread: number; read: number };
}

describe.each(ONE_DRIVER)('notifications on %s', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let reader: { token: string; email: string };
  let other: { token: string; email: string };
  let readerId: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(driver, { smtpUrl: smtp.url });
    reader = await registerUser(t, smtp, uniqueEmail('reader'));
    other = await registerUser(t, smtp, uniqueEmail('other'));
    readerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, reader.email)))[0]!.id;
    // 13 notifications a minute apart: oldest "Notice 1", newest "Notice 13"; two mention a flat.
    const start = Date.now() - 60 * 60_000;
    await t.database.db.insert(notifications).values(
      Array.from({ length: 13 }, (_, i) => ({
        userId: readerId,
        title: `Notice ${i + 1}`,
        message: i === 4 || i === 9 ? `About the flat in Boalia (${i + 1})` : `Message number ${i + 1}`,
        link: i % 2 ? '/user/my-properties' : null,
        createdAt: new Date(start + i * 60_000),
      })),
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token = reader.token, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const list = async (url: string, token = reader.token) => (await call('GET', url, token)).json<Listed>();

  it('refuses every call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications/getUnreadCount'],
      ['GET', '/api/notifications/getUserNotifications?page=1'],
      ['GET', '/api/notifications/getUnreadNotifications?page=1'],
      ['GET', '/api/notifications/getReadNotifications?page=1'],
      ['PUT', '/api/notifications/markAllAsRead'],
      ['PUT', '/api/notifications/markNotificationAsRead/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/notifications/deleteNotification/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists newest first a page at a time, oldest first on request, and searches', async () => {
    const first = await list('/api/notifications/getUserNotifications?page=1');
    expect(first.data).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(first.data[0]!.title).toBe('Notice 13');
    expect(first.totalNotify).toBe(13);
    expect(first.counts).toEqual({ all: 13, unread: 13, read: 0 });
    const second = await list('/api/notifications/getUserNotifications?page=2');
    expect(second.data.map((n) => n.title)).toEqual(['Notice 3', 'Notice 2', 'Notice 1']);
    const oldest = await list('/api/notifications/getUserNotifications?page=1&sort=asc');
    expect(oldest.data[0]!.title).toBe('Notice 1');
    const found = await list('/api/notifications/getUserNotifications?page=1&q=boalia');
    expect(found.data.map((n) => n.title)).toEqual(['Notice 10', 'Notice 5']);
    expect(found.totalNotify).toBe(2);
    expect(found.counts.all).toBe(13);
    expect((await call('GET', '/api/notifications/getUserNotifications?sort=sideways')).statusCode).toBe(400);
    expect((await list('/api/notifications/getUserNotifications?page=1', other.token)).totalNotify).toBe(0);
  });

  it('marks one, several and all as read, with the views and the unread count following', async () => {
    const { data } = await list('/api/notifications/getUserNotifications?page=1');
    const one = await call('PUT', `/api/notifications/markNotificationAsRead/${data[0]!._id}`);
    expect(one.json()).toEqual({ success: true, unreadCount: 12 });
    const many = await call('PUT', '/api/notifications/markManyAsRead', reader.token, {
      ids: [data[0]!._id, data[1]!._id, data[2]!._id],
    });
    expect(many.json()).toEqual({ success: true, changed: 2, unreadCount: 10 });
    const read = await list('/api/notifications/getReadNotifications?page=1');
    expect(read.data.map((n) => n.title)).toEqual(['Notice 13', 'Notice 12', 'Notice 11']);
    expect(read.data.every((n) => n.isRead)).toBe(true);
    const unread = await list('/api/notifications/getUnreadNotifications?page=1');
    expect(unread.totalNotify).toBe(10);
    expect(unread.data.some((n) => n.isRead)).toBe(false);
    expect((await call('GET', '/api/notifications/getUnreadCount')).json()).toEqual({ success: true, unreadCount: 10 });
    const all = await call('PUT', '/api/notifications/markAllAsRead');
    expect(all.json()).toEqual({ success: true, changed: 10, unreadCount: 0 });
    expect((await list('/api/notifications/getUnreadNotifications?page=1')).data).toEqual([]);
  });

  it('keeps one user out of another’s notifications', async () => {
    const { data } = await list('/api/notifications/getUserNotifications?page=1');
    const theirs = data[0]!._id;
    expect((await call('PUT', `/api/notifications/markNotificationAsRead/${theirs}`, other.token)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/notifications/deleteNotification/${theirs}`, other.token)).statusCode).toBe(404);
    expect((await call('POST', '/api/notifications/deleteMany', other.token, { ids: [theirs] })).json()).toMatchObject({
      changed: 0,
    });
    expect(
      (await call('PUT', '/api/notifications/markManyAsRead', other.token, { ids: [theirs] })).json(),
    ).toMatchObject({ changed: 0 });
    expect((await list('/api/notifications/getUserNotifications?page=1')).totalNotify).toBe(13);
  });

  it('deletes one and several, and refuses malformed ids and bodies', async () => {
    await t.database.db.update(notifications).set({ isRead: false }).where(eq(notifications.title, 'Notice 1'));
    const { data } = await list('/api/notifications/getUserNotifications?page=1&sort=asc');
    const removed = await call('DELETE', `/api/notifications/deleteNotification/${data[0]!._id}`);
    expect(removed.json()).toEqual({ success: true, unreadCount: 0 });
    expect((await call('DELETE', `/api/notifications/deleteNotification/${data[0]!._id}`)).statusCode).toBe(404);
    const bulk = await call('POST', '/api/notifications/deleteMany', reader.token, {
      ids: [data[1]!._id, data[2]!._id],
    });
    expect(bulk.json()).toEqual({ success: true, changed: 2, unreadCount: 0 });
    expect((await list('/api/notifications/getUserNotifications?page=1')).totalNotify).toBe(10);
    expect((await call('DELETE', '/api/notifications/deleteNotification/not-a-uuid')).statusCode).toBe(400);
    expect((await call('POST', '/api/notifications/deleteMany', reader.token, { ids: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000');
    expect((await call('PUT', '/api/notifications/markManyAsRead', reader.token, { ids: tooMany })).statusCode).toBe(
      400,
    );
  });

  it('shows a notice stored before with Latin digits with the post’s number in Bengali digits (issue 62)', async () => {
    const [row] = await t.database.db
      .insert(notifications)
      .values({
        userId: readerId,
        key: 'postApproved',
        title: 'আপনার পোস্ট এখন লাইভ',
        message: '“Flat in Rajshahi” (R-2052) অনুমোদিত হয়েছে, এখন সবাই এটি দেখতে পাবেন।',
        titleEn: 'Your post is live',
        messageEn: '“Flat in Rajshahi” (R-2052) was approved and everyone can see it now.',
      })
      .returning({ id: notifications.id });
    const shown = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/notifications/getUserNotifications?q=Rajshahi',
          headers: { ...bearer(reader.token), 'accept-language': language },
        })
      ).json<{ data: { _id: string; message: string }[] }>().data;
    expect(await shown('bn')).toEqual([
      expect.objectContaining({
        _id: row!.id,
        message: '“Flat in Rajshahi” (R-২০৫২) অনুমোদিত হয়েছে, এখন সবাই এটি দেখতে পাবেন।',
      }),
    ]);
    expect((await shown('en'))[0]?.message).toBe(
      '“Flat in Rajshahi” (R-2052) was approved and everyone can see it now.',
    );
    // What is stored stays as it was: only its showing changes.
    const [stored] = await t.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.id, row!.id));
    expect(stored?.message).toContain('(R-2052)');
  });

  it('speaks the reader’s language: the same notice in Bengali and English, listed and live (issue 39)', async () => {
    const lister = await registerUser(t, smtp, uniqueEmail('lister'));
    const url = await listenLocally(t.app);
    const open: LiveClient[] = [];
    // The app names its language in the handshake; without it, the handshake's Accept-Language counts.
    const joined = async (auth: Record<string, string>, language: string) => {
      const socket: LiveClient = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { 'accept-language': language },
        auth: { token: lister.token, ...auth },
      });
      open.push(socket);
      const answer = new Promise<unknown>((resolve, reject) => {
        socket.on('roomJoined', resolve);
        socket.on('connect_error', reject);
      });
      socket.on('connect', () => socket.emit('joinNotificationRoom', lister.token));
      await answer;
      return socket;
    };
    const arrival = (socket: LiveClient) =>
      new Promise<LiveNotification>((resolve) => socket.once('newNotification', resolve));
    try {
      const english = await joined({ lng: 'en' }, 'bn');
      const bengali = await joined({}, 'bn');
      const [toEnglish, toBengali] = [arrival(english), arrival(bengali)];

      const form = postForm(sellFlat({ postTitle: 'Flat by the lake' }), [{ content: await photo() }]);
      const created = await sendForm(t.app, lister.token, 'POST', '/api/posts', form);
      const { PostID } = created.json<{ PostID: string }>();
      const support = await staffMember(t.app, t.database, 'support');
      await approvePost(t.app, support.token, PostID);

      const english1 = { title: 'Your post is live', lang: 'en' };
      const bengali1 = { title: 'আপনার পোস্ট এখন লাইভ', lang: 'bn' };
      expect(await toEnglish).toMatchObject(english1);
      expect((await toEnglish).message).toContain(`“Flat by the lake” (${PostID}) was approved`);
      expect(await toBengali).toMatchObject(bengali1);
      // The post's number in the reader's digits (issue 62): S-202 reads S-২০২ in Bengali.
      expect((await toBengali).message).toContain(`“Flat by the lake” (${localDigits(PostID, 'bn')}) অনুমোদিত হয়েছে`);
      expect(localDigits(PostID, 'bn')).not.toBe(PostID);
      const read = async (language: string) => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/notifications/getUserNotifications?page=1',
          headers: { ...bearer(lister.token), 'accept-language': language },
        });
        return response.json<{ data: { _id: string; title: string; message: string; lang: string }[] }>().data;
      };
      const [inEnglish] = await read('en');
      const [inBengali] = await read('bn');
      expect(inEnglish).toMatchObject({ ...english1, _id: (await toEnglish)._id });
      expect(inBengali).toMatchObject({ ...bengali1, _id: inEnglish!._id });
      expect(inBengali!.message).toContain(`(${localDigits(PostID, 'bn')}) অনুমোদিত হয়েছে`);
      expect(inEnglish!.message).toContain(`(${PostID}) was approved`);
      // Searched in either language.
      expect((await list('/api/notifications/getUserNotifications?q=lake', lister.token)).totalNotify).toBe(1);
      expect((await list('/api/notifications/getUserNotifications?q=লাইভ', lister.token)).totalNotify).toBe(1);

      // A notice from before issue 39 holds one language only: shown as written, and marked so.
      await t.database.db
        .insert(notifications)
        .values({ userId: readerId, title: 'আপনার মন্তব্যের উত্তর এসেছে', message: 'পুরোনো নোটিশ' });
      const old = await t.app.inject({
        method: 'GET',
        url: `/api/notifications/getUserNotifications?q=${encodeURIComponent('পুরোনো')}`,
        headers: { ...bearer(reader.token), 'accept-language': 'en' },
      });
      expect(old.json<{ data: unknown[] }>().data).toEqual([
        expect.objectContaining({ title: 'আপনার মন্তব্যের উত্তর এসেছে', lang: 'bn' }),
      ]);
    } finally {
      open.forEach((socket) => socket.close());
    }
  });
});
