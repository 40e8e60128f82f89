import type { ClientToServerEvents, LiveNotification, ServerToClientEvents } from '@ghorbari/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '@ghorbari/contracts';
import { hashPassword } from '../src/auth/secrets.ts';
import { createOrPromoteStaff } from '../src/modules/admin/create-staff.ts';
import { createRepositories } from '../src/repositories.ts';
import { openStorage } from '../src/storage/index.ts';
import { publicKeyOf, type Storage } from '../src/storage/storage.ts';
import { uniqueEmail, userRow } from './accounts.fixtures.ts';
import { DRIVERS, freshAddress, openTestDatabase, tempDir, type TestDatabase } from './helpers.ts';
import { photo, postForm, sellFlat } from './posts.fixtures.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';
import { killServers, startServer } from './server-process.ts';
import { testEnv } from './test-env.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Server = ReturnType<typeof startServer>;

/**
 * Issue 20, "a test of two instances (no containers needed)": two real server processes on one
 * fresh PostgreSQL database, the Redis server and one S3-compatible store (s3rver), as a load
 * balancer would run them. Whatever one instance is told, the other knows: photos, live
 * notifications, rate limits and sessions.
 */
describe.runIf(DRIVERS.includes('postgres'))('two server processes on PostgreSQL, Redis and S3', () => {
  let database: TestDatabase;
  let s3: S3TestServer;
  let storage: Storage;
  let dirs: Awaited<ReturnType<typeof tempDir>>[] = [];
  let servers: Server[] = [];
  let a: string;
  let b: string;
  const sockets: Client[] = [];
  /** The address the requests come from, through the proxy (TRUST_PROXY): fresh each time, so no counter is shared. */
  const from = freshAddress;
  const member = { email: uniqueEmail('two'), password: 'demo1234', id: '', token: '' };
  const support = { email: uniqueEmail('two-support'), password: 'support1234', token: '' };

  const call = (base: string, path: string, init: RequestInit & { token?: string; address?: string } = {}) => {
    const { token, address, headers, ...rest } = init;
    return fetch(`${base}${path}`, {
      ...rest,
      headers: {
        'accept-language': 'en',
        'x-forwarded-for': address ?? from(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(rest.body && typeof rest.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    });
  };
  const signIn = async (base: string, who: { email: string; password: string }) => {
    const answer = await call(base, '/api/login', {
      method: 'POST',
      body: JSON.stringify({ email: who.email, password: who.password }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    return ((await answer.json()) as { userToken: string }).userToken;
  };

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    s3 = await startS3Server();
    storage = await openStorage({ storageUrl: s3.storageUrl(), dataDir: '/nonexistent' });
    dirs = [await tempDir('ghorbari-a-'), await tempDir('ghorbari-b-')];
    servers = dirs.map((dir) =>
      startServer({
        DATA_DIR: dir.dir,
        DATABASE_URL: database.url!,
        REDIS_URL: testEnv.redisUrl,
        STORAGE_URL: s3.storageUrl(),
        SEED_DEMO: 'false',
        TRUST_PROXY: 'true',
      }),
    );
    [a, b] = (await Promise.all(servers.map((server) => server.url))) as [string, string];

    const repos = createRepositories(database.database.db);
    const user = await repos.users.insert(
      userRow({ email: member.email, passwordHash: await hashPassword(member.password), language: 'en' }),
    );
    member.id = user.id;
    // The member proved the number the post carries (issue 40).
    await repos.users.recordProvenPhone(user.id, user.phone!, new Date());
    await createOrPromoteStaff(repos, {
      email: support.email,
      password: support.password,
      role: 'support',
      name: 'Tanvir Support',
    });
    // Both sessions are made on A.
    member.token = await signIn(a, member);
    support.token = await signIn(a, support);
  }, 120_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    killServers();
    await storage?.close();
    await s3?.stop();
    await database?.dispose();
    await Promise.all(dirs.map((dir) => dir.remove()));
  }, 60_000);

  it('serves through B the photos of a post created through A', async () => {
    const form = postForm(sellFlat({ postTitle: 'Flat posted through instance A' }), [
      { content: await photo() },
      { content: await photo('#884422') },
    ]);
    const created = await call(a, '/api/posts', {
      method: 'POST',
      token: member.token,
      headers: form.headers,
      body: new Uint8Array(form.payload),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { PostID } = (await created.json()) as { PostID: string };
    const approved = await call(a, `/api/admin/posts/${PostID}/approve`, {
      method: 'POST',
      token: support.token,
      body: '{}',
    });
    expect(approved.status, await approved.clone().text()).toBe(200);

    const detail = await call(b, `/api/posts/${PostID}`);
    expect(detail.status).toBe(200);
    const { images } = ((await detail.json()) as { post: { images: { card: string; large: string }[] } }).post;
    expect(images).toHaveLength(2);
    for (const url of images.flatMap((image) => [image.card, image.large])) {
      const served = await fetch(`${b}${url}`);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const stored = await storage.get(publicKeyOf(url)!);
      expect(Buffer.from(await served.arrayBuffer()).equals(stored!.body), url).toBe(true);
    }
  });

  it('delivers a notification created on A to a socket connected to B', async () => {
    const socket: Client = io(b, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: member.token },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const joined = new Promise((resolve) => socket.on('roomJoined', resolve));
    socket.emit('joinNotificationRoom', member.token);
    await joined;
    const arrival = new Promise<LiveNotification>((resolve) => socket.on('newNotification', resolve));

    const sent = await call(a, '/api/admin/notifications', {
      method: 'POST',
      token: support.token,
      body: JSON.stringify({ userId: member.id, title: 'From instance A', message: 'Hello from A to B' }),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    await expect(arrival).resolves.toMatchObject({ title: 'From instance A', message: 'Hello from A to B' });
  });

  it('shares a rate limit: the sign-in after the cap is refused, whichever instance it reaches', async () => {
    const address = from();
    const attempt = (base: string) =>
      call(base, '/api/login', {
        method: 'POST',
        address,
        body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'wrong-password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < AUTH.signInPerMinutePerIp; i++) statuses.push((await attempt(i % 2 === 0 ? a : b)).status);
    // Each instance saw only half of them: alone, neither would refuse yet.
    expect(statuses.every((status) => status === 401)).toBe(true);
    for (const base of [a, b]) {
      const refused = await attempt(base);
      expect(refused.status, base).toBe(429);
      expect(await refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    }
  });

  it('takes on B a session made on A, and ends it on A when it signs out on B', async () => {
    const token = await signIn(a, member);
    const profile = await call(b, '/api/profile', { token });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(await profile.json())).toContain(member.email);
    const out = await call(b, '/api/logout', { method: 'POST', token, body: '{}' });
    expect(out.status).toBe(200);
    expect((await call(a, '/api/profile', { token })).status).toBe(401);
  });
});
