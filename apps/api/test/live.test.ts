import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, LiveNotification, ServerToClientEvents } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { registerUser, uniqueEmail } from './accounts.fixtures.ts';
import { adminCall, staffMember } from './admin.fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { startSmtp } from './smtp.ts';

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

  it('refuses the long-polling transport (websocket only)', async () => {
    const response = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBe(400);
  });
});
