import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, REQUEST_TIMEOUT_MS } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openStorage, type Storage } from '../src/storage/index.ts';
import { DRIVERS, buildTestApp, openTestDatabase, tempDir, type TestApp, type TestDatabase } from './helpers.ts';
import { closedPort } from './tcp-proxy.ts';
import { testEnv } from './test-env.ts';

describe.each(DRIVERS)('health and basics on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t.close());

  it('reports the server up with its database driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 'ok', database: { driver, up: true } });
  });

  it('reports the database down as 503 once it is closed', async () => {
    const local = await buildTestApp(driver);
    try {
      await local.database.close();
      const response = await local.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, status: 'degraded', database: { up: false } });
    } finally {
      // Its database is closed already (closing it again may throw): the rest still goes, data folder included.
      await local.close().catch(() => undefined);
    }
  });

  it('gives a request ten minutes to arrive, no longer', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(600_000);
  });

  it('sends security headers, including a content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('answers an unknown API path with a translated JSON 404', async () => {
    const bn = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(bn.statusCode).toBe(404);
    expect(bn.json()).toEqual({ success: false, code: 'ROUTE_NOT_FOUND', message: 'এই এপিআই ঠিকানাটি নেই' });
    const en = await t.app.inject({
      method: 'DELETE',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: 'This API address does not exist' });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/dvd', '/api/locations']));
  });
});

/** A bucket on a port nothing listens on: the file storage "down" (MinIO stopped, say). */
async function unreachableBucket(dataDir: string) {
  const url = `s3://key:secret@ghorbari-test?endpoint=http://127.0.0.1:${await closedPort()}&region=auto&forcePathStyle=true`;
  return openStorage({ storageUrl: url, dataDir });
}

describe.each(DRIVERS)('readiness on %s', (driver) => {
  let database: TestDatabase;
  let data: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    data = await tempDir('ghorbari-data-');
  });
  afterAll(async () => {
    await database.dispose();
    await data.remove();
  });

  /** The app on the shared database, with the Redis and storage of the case. */
  async function appWith(options: { redisUrl?: string; storage?: Storage } = {}) {
    const config = testConfig({ dataDir: data.dir, redisUrl: options.redisUrl });
    const app = await buildApp({ config, database: database.database, storage: options.storage });
    await app.ready();
    return app;
  }

  /** What readiness says of SMS codes on an app that sent none (issue 40), when the database answers. */
  const NO_SMS = { sent: 0, verified: 0, alarm: false };
  /** Readiness as a load balancer reads it when a part is missing: 503, the reason and every part's state. */
  async function expectNotReady(
    app: FastifyInstance,
    body: { status: string; checks: Record<string, string>; rateLimits?: string; sms?: typeof NO_SMS },
  ) {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, ...body });
  }

  it('is ready when the database and the file storage answer, naming only the parts it has', async () => {
    const app = await appWith();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        status: 'ready',
        checks: { database: 'up', storage: 'up' },
        sms: NO_SMS,
      });
    } finally {
      await app.close();
    }
  });

  it('counts in Redis when REDIS_URL is set', async () => {
    const app = await appWith({ redisUrl: testEnv.redisUrl });
    try {
      // Redis may still be connecting right after start: ready once it answers.
      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/api/ready' })).json(), { timeout: 10_000 })
        .toEqual({
          success: true,
          status: 'ready',
          checks: { database: 'up', redis: 'up', storage: 'up' },
          rateLimits: 'shared',
          sms: NO_SMS,
        });
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming Redis when REDIS_URL points at nothing, while health stays up', async () => {
    const app = await appWith({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    try {
      await expectNotReady(app, {
        status: 'not-ready',
        checks: { database: 'up', redis: 'down', storage: 'up' },
        // The limits still hold, each instance counting on its own meanwhile (ADR 034).
        rateLimits: 'local-fallback',
        sms: NO_SMS,
      });
      // Liveness is another question: the process is fine, and restarting it would not bring Redis.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the storage when its bucket does not answer', async () => {
    const bucket = await unreachableBucket(data.dir);
    const app = await appWith({ storage: bucket });
    try {
      await expectNotReady(app, { status: 'not-ready', checks: { database: 'up', storage: 'down' }, sms: NO_SMS });
    } finally {
      await app.close();
      await bucket.close();
    }
  });

  it('answers 503 naming the database when it is closed', async () => {
    const own = await openTestDatabase(driver);
    const app = await buildApp({ config: testConfig({ dataDir: data.dir }), database: own.database });
    try {
      await own.database.close();
      await expectNotReady(app, { status: 'not-ready', checks: { database: 'down', storage: 'up' } });
    } finally {
      await app.close();
      await own.dispose().catch(() => undefined);
    }
  });

  it('answers 503 from the moment it starts shutting down, with every part still up', async () => {
    const app = await appWith();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      app.beginShutdown();
      await expectNotReady(app, {
        status: 'shutting-down',
        checks: { database: 'up', storage: 'up' },
        sms: NO_SMS,
      });
    } finally {
      await app.close();
    }
  });
});
