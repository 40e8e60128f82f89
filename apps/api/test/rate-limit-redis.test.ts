import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VISIT_RATE_LIMIT_PER_MINUTE } from '../src/modules/visitors/visitors.routes.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
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
    // A fresh documentation-range address per run keeps runs from sharing a counter.
    const address = `198.51.100.${randomInt(1, 255)}`;
    try {
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

  it('let requests through while Redis is unreachable', async () => {
    const t = await buildTestApp('pglite', { redisUrl: 'redis://127.0.0.1:1' });
    try {
      const response = await visit(t, '192.0.2.10');
      expect(response.statusCode).toBe(201);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 90_000);
});
