import type { AddressInfo } from 'node:net';
import {
  LIVE_SOCKETS_PER_SESSION,
  LIVE_TOO_MANY_SOCKETS,
  type ClientToServerEvents,
  type LiveNotification,
  type Ready,
  type ServerToClientEvents,
} from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, uniqueEmail } from './accounts.fixtures.ts';
import { adminCall, staffMember } from './admin.fixtures.ts';
import { buildApp } from '../src/app.ts';
import { users } from '../src/modules/accounts/accounts.schema.ts';
import { testConfig } from '../src/config.ts';
import { DRIVERS, buildTestApp, openTestDatabase, tempDir, type TestApp } from './helpers.ts';
import { connectedClient, socketInAnotherProcess } from './live.fixtures.ts';
import { startTcpProxy } from './tcp-proxy.ts';
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

/**
 * Two instances on one PostgreSQL database and one Redis, as behind a load balancer (A reaching Redis
 * at `redisOfA`, a proxy say); `close` ends it all.
 */
async function twoInstances(redisOfA = REDIS_URL) {
  const { database, dispose } = await openTestDatabase('postgres');
  const dirs = [await tempDir(), await tempDir()];
  const smtp = await startSmtp();
  const [a, b] = (await Promise.all(
    [redisOfA, REDIS_URL].map((redisUrl, i) =>
      buildApp({ config: testConfig({ dataDir: dirs[i]!.dir, redisUrl, smtpUrl: smtp.url }), database }),
    ),
  )) as [FastifyInstance, FastifyInstance];
  const sockets: Client[] = [];
  return {
    a,
    b,
    database,
    smtp,
    sockets,
    async close() {
      sockets.forEach((socket) => socket.close());
      await a.close();
      await b.close();
      await dispose();
      await smtp.close();
      await Promise.all(dirs.map((dir) => dir.remove()));
    },
  };
}

describe.runIf(DRIVERS.includes('postgres'))('two API instances sharing PostgreSQL and Redis', () => {
  it('deliver a notification created on one to a socket connected to the other', async () => {
    const { a, b, database, smtp, sockets, close } = await twoInstances();
    try {
      await b.listen({ host: '127.0.0.1', port: 0 });
      const reader = await registerUser(a, smtp, uniqueEmail('multi'));
      const support = await staffMember(a, database, 'support');
      const readerId = (await database.db.select({ id: users.id }).from(users).where(eq(users.email, reader.email)))[0]!
        .id;
      const socket = await joinedAt(b, reader.token);
      sockets.push(socket);
      const arrival = new Promise<LiveNotification>((resolve, reject) => {
        socket.on('newNotification', resolve);
        setTimeout(() => reject(new Error('nothing arrived on instance B within 2 seconds')), 2000);
      });
      const sent = await adminCall(a, support.token, 'POST', '/api/admin/notifications', {
        userId: readerId,
        title: 'From instance A',
        message: 'Hello B',
      });
      expect(sent.statusCode).toBe(201);
      await expect(arrival).resolves.toMatchObject({ title: 'From instance A', message: 'Hello B' });
    } finally {
      await close();
    }
  }, 60_000);

  it('close a socket on one when its session signs out on the other', async () => {
    const { a, b, smtp, sockets, close } = await twoInstances();
    try {
      await b.listen({ host: '127.0.0.1', port: 0 });
      const reader = await registerUser(a, smtp, uniqueEmail('multi-out'));
      const socket = await joinedAt(b, reader.token);
      sockets.push(socket);
      const closed = new Promise<string>((resolve, reject) => {
        socket.on('disconnect', resolve);
        setTimeout(() => reject(new Error('still connected to instance B after 2 seconds')), 2000);
      });
      const out = await a.inject({ method: 'POST', url: '/api/logout', headers: bearer(reader.token) });
      expect(out.statusCode).toBe(200);
      await expect(closed).resolves.toBe('io server disconnect');
      // Instance B had checked that session for the first socket; it does not trust it again (ADR 031).
      await expect(joinedAt(b, reader.token)).rejects.toThrow('unauthorized');
    } finally {
      await close();
    }
  }, 60_000);

  it('hold 20 sockets of one session between them, and take a new one once one has dropped', async () => {
    const { a, b, smtp, sockets, close } = await twoInstances();
    try {
      await Promise.all([a.listen({ host: '127.0.0.1', port: 0 }), b.listen({ host: '127.0.0.1', port: 0 })]);
      const [atA, atB] = [a, b].map((app) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      const reader = await registerUser(a, smtp, uniqueEmail('multi-cap'));
      const half = LIVE_SOCKETS_PER_SESSION / 2;
      // Half on each instance, one of B's on a phone that drops without a word.
      const phone = await socketInAnotherProcess(atB!, reader.token);
      try {
        await Promise.all([
          ...Array.from({ length: half }, () => connectedClient(atA!, reader.token, sockets)),
          ...Array.from({ length: half - 1 }, () => connectedClient(atB!, reader.token, sockets)),
        ]);
        for (const at of [atA!, atB!]) {
          await expect(connectedClient(at, reader.token, sockets)).rejects.toThrow(LIVE_TOO_MANY_SOCKETS);
        }
        await phone.kill();
        await expect
          .poll(() => connectedClient(atA!, reader.token, sockets).then(() => 'connected', String), { timeout: 5000 })
          .toBe('connected');
        await expect(connectedClient(atB!, reader.token, sockets)).rejects.toThrow(LIVE_TOO_MANY_SOCKETS);
      } finally {
        await phone.kill();
      }
    } finally {
      await close();
    }
  }, 60_000);

  it('count the sockets that closed while Redis was cut once it is back', async () => {
    const redis = new URL(REDIS_URL);
    const proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    const { a, b, smtp, sockets, close } = await twoInstances(`redis://127.0.0.1:${proxy.port}`);
    const limitsOfA = async () => (await a.inject({ method: 'GET', url: '/api/ready' })).json<Ready>().rateLimits;
    try {
      await Promise.all([a.listen({ host: '127.0.0.1', port: 0 }), b.listen({ host: '127.0.0.1', port: 0 })]);
      const [atA, atB] = [a, b].map((app) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      const reader = await registerUser(a, smtp, uniqueEmail('multi-cut'));
      await expect.poll(limitsOfA, { timeout: 10_000 }).toBe('shared');
      const onA = await Promise.all(Array.from({ length: 10 }, () => connectedClient(atA!, reader.token, sockets)));

      // Redis away: four of A's sockets close, which only A knows.
      proxy.set('cut');
      await expect.poll(limitsOfA, { timeout: 10_000 }).toBe('local-fallback');
      onA.slice(0, 4).forEach((socket) => socket.close());
      await expect.poll(async () => (await a.live.local.fetchSockets()).length).toBe(6);

      // Back: A's count in Redis is its 6, so B takes the other 14, not 10.
      proxy.set('pass');
      await expect.poll(limitsOfA, { timeout: 20_000 }).toBe('shared');
      await Promise.all(
        Array.from({ length: LIVE_SOCKETS_PER_SESSION - 6 }, () => connectedClient(atB!, reader.token, sockets)),
      );
      await expect(connectedClient(atB!, reader.token, sockets)).rejects.toThrow(LIVE_TOO_MANY_SOCKETS);
    } finally {
      await close();
      await proxy.close();
    }
  }, 60_000);
});

describe('with Redis unreachable', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  const sockets: Client[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    // Port 1: nothing listens there, so every Redis command fails.
    t = await buildTestApp('pglite', { redisUrl: 'redis://127.0.0.1:1', smtpUrl: smtp.url });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await t.close();
    await smtp.close();
  });

  it('keeps serving and still delivers to the sockets of this instance', async () => {
    const reader = await registerUser(t, smtp, uniqueEmail('offline'));
    const support = await staffMember(t.app, t.database, 'support');
    const readerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, reader.email)))[0]!
      .id;
    const socket = await joinedAt(t.app, reader.token);
    sockets.push(socket);
    const arrival = new Promise<LiveNotification>((resolve) => socket.on('newNotification', resolve));
    const sent = await adminCall(t.app, support.token, 'POST', '/api/admin/notifications', {
      userId: readerId,
      title: 'Still here',
      message: 'Redis is down',
    });
    expect(sent.statusCode).toBe(201);
    await expect(arrival).resolves.toMatchObject({ title: 'Still here' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('still holds a session to 20 sockets, counted by this instance alone', async () => {
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const reader = await registerUser(t, smtp, uniqueEmail('offline-cap'));
    await Promise.all(
      Array.from({ length: LIVE_SOCKETS_PER_SESSION }, () => connectedClient(url, reader.token, sockets)),
    );
    await expect(connectedClient(url, reader.token, sockets)).rejects.toThrow(LIVE_TOO_MANY_SOCKETS);
  });
});
