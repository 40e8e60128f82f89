import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../src/modules/visitors/visitors.schema.ts';
import { VISIT_RATE_LIMIT_PER_MINUTE } from '../src/modules/visitors/visitors.routes.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';

async function visitCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(visits);
  return row?.n ?? 0;
}

describe.each(ONE_DRIVER)('POST /api/dvd on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t.close());

  const post = (payload: string | object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/dvd',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('stores a visit without a token', async () => {
    const before = await visitCount(t);
    const response = await post({ month: 'November', deviceType: 'mobile' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    expect(await visitCount(t)).toBe(before + 1);
    const [last] = await t.database.db
      .select({ month: visits.month, deviceType: visits.deviceType })
      .from(visits)
      .orderBy(sql`${visits.createdAt} desc`)
      .limit(1);
    expect(last).toEqual({ month: 'November', deviceType: 'mobile' });
  });

  it.each([
    [
      'an unknown month',
      { month: 'Nov', deviceType: 'mobile' },
      'month',
      'Month must be a month name, such as January',
    ],
    [
      'an unknown device',
      { month: 'May', deviceType: 'tablet' },
      'deviceType',
      'Device type must be mobile or desktop',
    ],
    ['a missing month', { deviceType: 'desktop' }, 'month', 'Month must be a month name, such as January'],
    [
      'a number for a month',
      { month: 5, deviceType: 'desktop' },
      'month',
      'Month must be a month name, such as January',
    ],
  ])('rejects %s with 400 and a clear English message', async (_name, body, field, message) => {
    const before = await visitCount(t);
    const response = await post(body, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    const json = response.json<{
      success: boolean;
      code: string;
      message: string;
      issues: { path: string; message: string }[];
    }>();
    expect(json).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(json.issues).toContainEqual({ path: field, message });
    expect(await visitCount(t)).toBe(before);
  });

  it('answers in Bengali by default', async () => {
    const response = await post({ month: 'Nov', deviceType: 'mobile' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('মাসের নাম সঠিক নয়');
  });

  it('rejects unknown fields instead of silently storing them', async () => {
    const response = await post({ month: 'May', deviceType: 'mobile', admin: true }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it.each([
    ['broken JSON', '{"month": "May",', 'application/json', 400],
    ['an empty body', '', 'application/json', 400],
    ['a JSON array', '[1,2]', 'application/json', 400],
    ['plain text', 'month=May', 'text/plain', 400],
    ['form data', 'month=May', 'application/x-www-form-urlencoded', 415],
  ])('rejects %s with a 4xx and the failure shape, never a 500', async (_name, payload, type, status) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dvd',
      headers: { 'content-type': type, 'accept-language': 'en' },
      payload,
    });
    expect(response.statusCode).toBe(status);
    const json = response.json<{ success: boolean; message: string; code: string }>();
    expect(json.success).toBe(false);
    expect(json.message.length).toBeGreaterThan(0);
    expect(JSON.stringify(json)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('rejects a body over the size limit with 413', async () => {
    const response = await post({ month: 'May', deviceType: 'mobile', padding: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('caps how often one address can record visits', async () => {
    const local = await buildTestApp(driver);
    const send = () =>
      local.app.inject({
        method: 'POST',
        url: '/api/dvd',
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: JSON.stringify({ month: 'May', deviceType: 'desktop' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < VISIT_RATE_LIMIT_PER_MINUTE; i++) statuses.push((await send()).statusCode);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    await local.close();
  });
});
