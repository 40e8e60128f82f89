import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, LiveNotification, ServerToClientEvents } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { registerUser, uniqueEmail } from './accounts.fixtures.ts';
import { adminCall, staffMember } from './admin.fixtures.ts';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { DRIVERS, buildTestApp, openTestDatabase, tempDir, type TestApp } from './helpers.ts';
import { startSmtp } from './smtp.ts';
import { testEnv } from './test-env.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

describe('the live channel', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let url: string;
  const open: Client[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp('pglite', { smtpUrl: smtp.url });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    open.forEach((socket) => socket.close());
    await t.close();
    await smtp.close();
  });

  const connect = (token?: string): Client => {
    const socket: Client = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { 'accept-language': 'en' },
      reconnection: false,
      ...(token ? { auth: { token } } : {}),
    });
    open.push(socket);
    return socket;
  };
  const connected = (socket: Client) =>
    new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
  const joined = async (token: string) => {
    const socket = connect(token);
    await connected(socket);
    const answer = new Promise<{ room: string }>((resolve) => socket.on('roomJoined', resolve));
    socket.emit('joinNotificationRoom', token);
    await answer;
    return socket;
  };
  const userIdOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it('refuses a socket without a valid session token', async () => {
    await expect(connected(connect())).rejects.toThrow('unauthorized');
    await expect(connected(connect('x'.repeat(43)))).rejects.toThrow('unauthorized');
  });

  it('lets a socket join only its own user’s room', async () => {
    const alice = await registerUser(t.app, smtp, uniqueEmail('alice'));
    const bob = await registerUser(t.app, smtp, uniqueEmail('bob'));
    const socket = connect(alice.token);
    await connected(socket);
    const refused = new Promise<{ message: string }>((resolve) => socket.on('roomError', resolve));
    socket.emit('joinNotificationRoom', bob.token);
    await expect(refused).resolves.toEqual({ message: 'Please sign in to continue' });
    const accepted = new Promise<{ room: string }>((resolve) => socket.on('roomJoined', resolve));
    socket.emit('joinNotificationRoom', alice.token);
    await expect(accepted).resolves.toEqual({ room: `user:${await userIdOf(alice.email)}` });
  });

  it('delivers a staff message to every open socket of the user within a second', async () => {
    const reader = await registerUser(t.app, smtp, uniqueEmail('reader'));
    const support = await staffMember(t.app, t.database, 'support');
    const [phone, laptop] = [await joined(reader.token), await joined(reader.token)];
    const arrivals = [phone, laptop].map(
      (socket) => new Promise<LiveNotification>((resolve, reject) => {
        socket.on('newNotification', resolve);
        setTimeout(() => reject(new Error('no notification within a second')), 1000);
      }),
    );
    const sent = await adminCall(t.app, support.token, 'POST', '/api/admin/notifications', {
      userId: await userIdOf(reader.email),
      title: 'Your visit is booked',
      message: 'The owner expects you on Friday at 4 PM.',
    });
    expect(sent.statusCode).toBe(201);
    for (const arrival of await Promise.all(arrivals)) {
      expect(arrival).toMatchObject({ title: 'Your visit is booked', message: 'The owner expects you on Friday at 4 PM.', isRead: false });
    }
  });

  it('closes the live connections of an account disabled for fraud', async () => {
    const fraud = await registerUser(t.app, smtp, uniqueEmail('fraud'));
    const admin = await staffMember(t.app, t.database, 'admin');
    const socket = await joined(fraud.token);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    await adminCall(t.app, admin.token, 'POST', `/api/admin/users/${await userIdOf(fraud.email)}/disable`, { reason: 'Fake listings with stolen photos' });
    await expect(closed).resolves.toBe('io server disconnect');
    await expect(connected(connect(fraud.token))).rejects.toThrow('unauthorized');
  });

  it('tells the user’s other tabs when one of them reads a notification', async () => {
    const reader = await registerUser(t.app, smtp, uniqueEmail('tabs'));
    const stranger = await registerUser(t.app, smtp, uniqueEmail('stranger'));
    const support = await staffMember(t.app, t.database, 'support');
    const readerId = await userIdOf(reader.email);
    const [tabA, tabB, elsewhere] = [await joined(reader.token), await joined(reader.token), await joined(stranger.token)];
    const arrived = new Promise<LiveNotification>((resolve) => tabA.on('newNotification', resolve));
    await adminCall(t.app, support.token, 'POST', '/api/admin/notifications', { userId: readerId, title: 'Read me', message: 'Once' });
    const { _id } = await arrived;

    const seenByB = new Promise<{ notificationId: string }>((resolve) => tabB.on('notificationRead', resolve));
    let strangerHeard = false;
    elsewhere.on('notificationRead', () => (strangerHeard = true));
    // Someone else's id, or a user id that is not the socket's own, is not relayed.
    tabA.emit('notificationRead', { userId: await userIdOf(stranger.email), notificationId: _id });
    tabA.emit('notificationRead', { userId: readerId, notificationId: _id });
    await expect(seenByB).resolves.toEqual({ notificationId: _id });

    // Marking it read through the API announces it too.
    const viaApi = new Promise<{ notificationId: string }>((resolve) => tabA.on('notificationRead', resolve));
    const marked = await t.app.inject({ method: 'PUT', url: `/api/notifications/markNotificationAsRead/${_id}`, headers: { authorization: `Bearer ${reader.token}` } });
    expect(marked.json()).toEqual({ success: true, unreadCount: 0 });
    await expect(viaApi).resolves.toEqual({ notificationId: _id });
    expect(strangerHeard).toBe(false);
  });

  it('refuses the long-polling transport (websocket only)', async () => {
    const response = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBe(400);
  });
});

const REDIS_URL = testEnv.redisUrl;

/** A socket on a listening app, signed in with `token` and in its notification room. */
async function joinedAt(app: FastifyInstance, token: string): Promise<Client> {
  const socket: Client = io(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  const joinedRoom = new Promise((resolve) => socket.on('roomJoined', resolve));
  socket.emit('joinNotificationRoom', token);
  await joinedRoom;
  return socket;
}

describe.runIf(DRIVERS.includes('postgres'))('two API instances sharing PostgreSQL and Redis', () => {
  it('deliver a notification created on one to a socket connected to the other', async () => {
    const { database, dispose } = await openTestDatabase('postgres');
    const dirs = [await tempDir(), await tempDir()];
    const smtp = await startSmtp();
    const [a, b] = await Promise.all(
      dirs.map((dir) => buildApp({ config: testConfig({ dataDir: dir.dir, redisUrl: REDIS_URL, smtpUrl: smtp.url }), database })),
    );
    const sockets: Client[] = [];
    try {
      await b!.listen({ host: '127.0.0.1', port: 0 });
      const reader = await registerUser(a!, smtp, uniqueEmail('multi'));
      const support = await staffMember(a!, database, 'support');
      const readerId = (await database.db.select({ id: users.id }).from(users).where(eq(users.email, reader.email)))[0]!.id;
      const socket = await joinedAt(b!, reader.token);
      sockets.push(socket);
      const arrival = new Promise<LiveNotification>((resolve, reject) => {
        socket.on('newNotification', resolve);
        setTimeout(() => reject(new Error('nothing arrived on instance B within 2 seconds')), 2000);
      });
      const sent = await adminCall(a!, support.token, 'POST', '/api/admin/notifications', { userId: readerId, title: 'From instance A', message: 'Hello B' });
      expect(sent.statusCode).toBe(201);
      await expect(arrival).resolves.toMatchObject({ title: 'From instance A', message: 'Hello B' });
    } finally {
      sockets.forEach((socket) => socket.close());
      await a!.close();
      await b!.close();
      await dispose();
      await smtp.close();
      await Promise.all(dirs.map((dir) => dir.remove()));
    }
  }, 60_000);
});

describe('with Redis unreachable', () => {
  it('keeps serving and still delivers to the sockets of this instance', async () => {
    const smtp = await startSmtp();
    // Port 1: nothing listens there, so every Redis command fails.
    const t = await buildTestApp('pglite', { redisUrl: 'redis://127.0.0.1:1', smtpUrl: smtp.url });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const reader = await registerUser(t.app, smtp, uniqueEmail('offline'));
      const support = await staffMember(t.app, t.database, 'support');
      const readerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, reader.email)))[0]!.id;
      const socket = await joinedAt(t.app, reader.token);
      try {
        const arrival = new Promise<LiveNotification>((resolve) => socket.on('newNotification', resolve));
        const sent = await adminCall(t.app, support.token, 'POST', '/api/admin/notifications', { userId: readerId, title: 'Still here', message: 'Redis is down' });
        expect(sent.statusCode).toBe(201);
        await expect(arrival).resolves.toMatchObject({ title: 'Still here' });
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        socket.close();
      }
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 60_000);
});
