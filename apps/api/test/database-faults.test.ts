import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { isDatabaseBusy } from '../src/db/db-errors.ts';
import { DRIVERS, openTestDatabase, tempDir } from './helpers.ts';
import { startTcpProxy, type ProxyMode } from './tcp-proxy.ts';
import { testEnv } from './test-env.ts';

describe.runIf(DRIVERS.includes('postgres'))('with PostgreSQL out of reach', () => {
  /**
   * A stalled connection answers nothing, ever: only the limits on connecting and on a statement
   * (below) end the wait, with the answer checked here. Without them the calls below would not
   * return and the test would fail on its own time-out.
   */
  it('answers a translated 503 while it is cut off or stalled, and recovers by itself', async () => {
    const server = new URL(testEnv.databaseUrl);
    const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const { url, dispose } = await openTestDatabase('postgres');
    const proxied = new URL(url!);
    proxied.host = `127.0.0.1:${proxy.port}`;
    // Shorter limits than production's (2 s to connect, 5 s a statement) keep the test quick.
    const database = await openDatabase({
      databaseUrl: proxied.toString(),
      timeouts: { connectMs: 1000, queryMs: 2000 },
    });
    const data = await tempDir();
    const app = await buildApp({ config: testConfig({ dataDir: data.dir }), database });
    const call = async (path: string, lang = 'en') => {
      const response = await app.inject({ method: 'GET', url: path, headers: { 'accept-language': lang } });
      return { status: response.statusCode, response };
    };
    try {
      expect((await call('/api/posts?type=sell')).status).toBe(200);
      expect((await call('/api/health')).status).toBe(200);

      for (const fault of ['cut', 'stall'] as ProxyMode[]) {
        proxy.set(fault);
        const posts = await call('/api/posts?type=sell');
        expect(posts.status, fault).toBe(503);
        expect(posts.response.headers['retry-after']).toBe('5');
        expect(posts.response.json()).toEqual({
          success: false,
          code: 'DATABASE_UNAVAILABLE',
          message: 'The service is briefly unavailable. Please try again in a moment.',
        });
        const bn = await call('/api/posts?type=sell', 'bn');
        expect(bn.response.json()).toMatchObject({
          code: 'DATABASE_UNAVAILABLE',
          message: 'সেবাটি কিছুক্ষণের জন্য পাওয়া যাচ্ছে না। একটু পরে আবার চেষ্টা করুন।',
        });
        const health = await call('/api/health');
        expect(health.status, fault).toBe(503);
        expect(health.response.json()).toMatchObject({ status: 'degraded', database: { up: false } });

        proxy.set('pass');
        // The pool makes new connections as calls come: asked again until both answer.
        await vi.waitFor(
          async () => {
            expect((await call('/api/posts?type=sell')).status, `posts back after ${fault}`).toBe(200);
            expect((await call('/api/health')).status, `health back after ${fault}`).toBe(200);
          },
          { timeout: 10_000, interval: 200 },
        );
      }
    } finally {
      await app.close();
      await database.close();
      await proxy.close();
      await dispose();
      await data.remove();
    }
  }, 90_000);
});

/**
 * Issue 39: a flood queued without bound in front of the database (pg-pool's waiting list, PGlite's
 * one connection), and an unrelated visitor waited behind it. Past the queue's bound a statement
 * is turned away at once (the API answers 503 BUSY), and the queue takes statements again after.
 */
describe.each(DRIVERS)('the queue in front of the database on %s', (driver) => {
  it('turns a statement away at once when more wait than the queue holds', async () => {
    // PostgreSQL: 2 connections and 1 waiting; PGlite: the one running and 1 waiting.
    const { database, dispose } = await openTestDatabase(driver, { load: { poolMax: 2, queueMax: 1 } });
    try {
      const taken = driver === 'postgres' ? 3 : 2;
      const settled = await Promise.allSettled(
        Array.from({ length: taken + 1 }, () => database.db.execute(sql`select pg_sleep(0.2)`)),
      );
      expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(taken);
      const refused = settled.find((result) => result.status === 'rejected');
      expect(isDatabaseBusy(refused?.reason), String(refused?.reason)).toBe(true);
      await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await dispose();
    }
  }, 60_000);
});
