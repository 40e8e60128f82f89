import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../src/app.ts';
import { DRIVERS, buildTestApp, type TestApp } from './helpers.ts';

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
    await local.database.close();
    const response = await local.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, status: 'degraded', database: { up: false } });
    await local.app.close();
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
