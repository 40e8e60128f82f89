import { randomUUID } from 'node:crypto';
import { AUTH, translateMessage, type Ready } from '@ghorbari/contracts';
import { describe, expect, it } from 'vitest';
import { VISIT_RATE_LIMIT_PER_MINUTE } from '../src/modules/visitors/visitors.routes.ts';
import { buildTestApp, freshAddress, type TestApp } from './helpers.ts';
import { closedPort, startTcpProxy } from './tcp-proxy.ts';
import { testEnv } from './test-env.ts';

const REDIS_URL = testEnv.redisUrl;

const visit = (t: TestApp, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dvd',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ month: 'June', deviceType: 'mobile' }),
  });

describe('rate limits with REDIS_URL', () => {
  it('are shared by two instances of the server', async () => {
    const one = await buildTestApp('pglite', { redisUrl: REDIS_URL });
    const two = await buildTestApp('pglite', { redisUrl: REDIS_URL });
    // A fresh address keeps runs from sharing a counter.
    const address = freshAddress();
    try {
      // Until an instance has reached Redis it counts alone (ADR 034): the count is shared from then on.
      for (const t of [one, two]) {
        await expect.poll(async () => (await readiness(t)).rateLimits, { timeout: 10_000 }).toBe('shared');
        await expect.poll(async () => (await readiness(t)).checks.redis, { timeout: 10_000 }).toBe('up');
      }
      // Batches of concurrent requests, alternating instances: the count must still add up.
      const statuses: number[] = [];
      for (let start = 0; start < VISIT_RATE_LIMIT_PER_MINUTE; start += 25) {
        const batch = Array.from({ length: Math.min(25, VISIT_RATE_LIMIT_PER_MINUTE - start) }, (_, i) =>
          visit((start + i) % 2 === 0 ? one : two, address),
        );
        statuses.push(...(await Promise.all(batch)).map((response) => response.statusCode));
      }
      expect(statuses.every((status) => status === 201)).toBe(true);
      expect((await visit(one, address)).statusCode).toBe(429);
      expect((await visit(two, address)).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  }, 120_000);

  /** Sign-ins of accounts that do not exist, from one address: counted by the address's per-minute limit only. */
  const signIns = async (t: TestApp, address: string, count: number, together = false) => {
    const one = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: address,
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: JSON.stringify({ email: `nobody-${randomUUID()}@example.com`, password: 'not-the-password' }),
      });
    const responses = together ? await Promise.all(Array.from({ length: count }, one)) : [];
    while (responses.length < count) responses.push(await one());
    return responses.map((response) =>
      response.statusCode === 429 ? `429 ${response.json<{ message: string }>().message}` : String(response.statusCode),
    );
  };
  const LIMIT = AUTH.signInPerMinutePerIp;
  const refused = `429 ${translateMessage('en', 'errors.rateLimited')}`;
  const wrongPasswords = (count: number) => Array.from({ length: count }, () => '401');
  const readiness = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/ready' })).json<Ready>();

  it('still refuse sign-ins past the limit while Redis is unreachable, and /api/ready says so', async () => {
    const t = await buildTestApp('pglite', { redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    try {
      // Before issue 28 every one of them went through (skipOnError).
      expect(await signIns(t, '192.0.2.10', LIMIT + 1)).toEqual([...wrongPasswords(LIMIT), refused]);
      expect(await readiness(t)).toMatchObject({
        status: 'not-ready',
        checks: { redis: 'down' },
        rateLimits: 'local-fallback',
      });
    } finally {
      await t.close();
    }
  }, 90_000);

  it('count on the instance alone while Redis is cut or stalls, and share counts again once it is back', async () => {
    const proxy = await startTcpProxy({
      host: new URL(REDIS_URL).hostname,
      port: Number(new URL(REDIS_URL).port || 6379),
    });
    const cut = await buildTestApp('pglite', { redisUrl: `redis://127.0.0.1:${proxy.port}` });
    const other = await buildTestApp('pglite', { redisUrl: REDIS_URL });
    const address = freshAddress();
    const limits = async (t: TestApp) => (await readiness(t)).rateLimits;
    try {
      await expect.poll(() => limits(cut), { timeout: 10_000 }).toBe('shared');
      // Half the limit through the other instance, counted in Redis.
      expect(await signIns(other, address, LIMIT / 2)).toEqual(wrongPasswords(LIMIT / 2));

      proxy.set('cut');
      await expect.poll(() => limits(cut), { timeout: 10_000 }).toBe('local-fallback');
      // Its own count from zero: the whole limit, then refused.
      expect(await signIns(cut, address, LIMIT + 1)).toEqual([...wrongPasswords(LIMIT), refused]);

      proxy.set('pass');
      await expect.poll(() => limits(cut), { timeout: 20_000 }).toBe('shared');
      // Redis's count again (half the limit so far), not the instance's (past it): the other half,
      // then refused on both.
      expect(await signIns(cut, address, LIMIT / 2 + 1)).toEqual([...wrongPasswords(LIMIT / 2), refused]);
      expect(await signIns(other, address, 1)).toEqual([refused]);

      // A Redis that stops answering without closing: each waits a command's timeout at most, then counts here.
      proxy.set('stall');
      const stalled = freshAddress();
      expect((await signIns(cut, stalled, LIMIT + 1, true)).sort()).toEqual([...wrongPasswords(LIMIT), refused]);
    } finally {
      await cut.close();
      await other.close();
      await proxy.close();
    }
  }, 120_000);
});
