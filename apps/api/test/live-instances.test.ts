import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, LiveNotification, ServerToClientEvents } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser, uniqueEmail } from './accounts.fixtures.ts';
import { adminCall, staffMember } from './admin.fixtures.ts';
import { buildApp } from '../src/app.ts';
import { users } from '../src/db/schema.ts';
import { testConfig } from '../src/config.ts';
import { DRIVERS, buildTestApp, openTestDatabase, tempDir } from './helpers.ts';
import { startSmtp } from './smtp.ts';
import { testEnv } from './test-env.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The live channel across server instances (Redis adapter, ADR 007) and without Redis: events
 * and session ends reach sockets on another instance; a lost Redis does not stop this one.
 */
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
      dirs.map((dir) =>
        buildApp({ config: testConfig({ dataDir: dir.dir, redisUrl: REDIS_URL, smtpUrl: smtp.url }), database }),
      ),
    );
    const sockets: Client[] = [];
    try {
      await b!.listen({ host: '127.0.0.1', port: 0 });
      const reader = await registerUser(a!, smtp, uniqueEmail('multi'));
      const support = await staffMember(a!, database, 'support');
      const readerId = (await database.db.select({ id: users.id }).from(users).where(eq(users.email, reader.email)))[0]!
        .id;
      const socket = await joinedAt(b!, reader.token);
      sockets.push(socket);
      const arrival = new Promise<LiveNotification>((resolve, reject) => {
        socket.on('newNotification', resolve);
        setTimeout(() => reject(new Error('nothing arrived on instance B within 2 seconds')), 2000);
      });
      const sent = await adminCall(a!, support.token, 'POST', '/api/admin/notifications', {
        userId: readerId,
        title: 'From instance A',
        message: 'Hello B',
      });
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

  it('close a socket on one when its session signs out on the other', async () => {
    const { database, dispose } = await openTestDatabase('postgres');
    const dirs = [await tempDir(), await tempDir()];
    const smtp = await startSmtp();
    const [a, b] = await Promise.all(
      dirs.map((dir) =>
        buildApp({ config: testConfig({ dataDir: dir.dir, redisUrl: REDIS_URL, smtpUrl: smtp.url }), database }),
      ),
    );
    const sockets: Client[] = [];
    try {
      await b!.listen({ host: '127.0.0.1', port: 0 });
      const reader = await registerUser(a!, smtp, uniqueEmail('multi-out'));
      const socket = await joinedAt(b!, reader.token);
      sockets.push(socket);
      const closed = new Promise<string>((resolve, reject) => {
        socket.on('disconnect', resolve);
        setTimeout(() => reject(new Error('still connected to instance B after 2 seconds')), 2000);
      });
      const out = await a!.inject({ method: 'POST', url: '/api/logout', headers: bearer(reader.token) });
      expect(out.statusCode).toBe(200);
      await expect(closed).resolves.toBe('io server disconnect');
      // Instance B had checked that session for the first socket; it does not trust it again (ADR 031).
      await expect(joinedAt(b!, reader.token)).rejects.toThrow('unauthorized');
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
      const readerId = (
        await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, reader.email))
      )[0]!.id;
      const socket = await joinedAt(t.app, reader.token);
      try {
        const arrival = new Promise<LiveNotification>((resolve) => socket.on('newNotification', resolve));
        const sent = await adminCall(t.app, support.token, 'POST', '/api/admin/notifications', {
          userId: readerId,
          title: 'Still here',
          message: 'Redis is down',
        });
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
