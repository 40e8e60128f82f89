import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, buildTestApp, type TestApp } from './helpers.ts';

// The location API reads no database, so one driver is enough here.
describe.each(DRIVERS.slice(0, 1))('locations API (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t.close());

  it('serves the whole country, cacheable for a day', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/locations' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=86400');
    const body = response.json<{ divisions: unknown[]; districts: unknown[]; upazilas: { kind: string }[] }>();
    expect(body.divisions).toHaveLength(8);
    expect(body.districts).toHaveLength(64);
    expect(body.upazilas.filter((u) => u.kind === 'upazila')).toHaveLength(495);
  });

  it("lists Rajshahi division's eight districts with Bengali names", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/locations/divisions/rajshahi/districts' });
    expect(response.statusCode).toBe(200);
    const { districts } = response.json<{ districts: { id: string; bn: string; divisionId: string }[] }>();
    expect(districts).toHaveLength(8);
    expect(districts.every((d) => d.divisionId === 'rajshahi')).toBe(true);
    expect(districts).toContainEqual(expect.objectContaining({ id: 'rajshahi', bn: 'রাজশাহী' }));
  });

  it("lists Dhaka district's city areas and upazilas", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/locations/districts/dhaka/sub-districts' });
    expect(response.statusCode).toBe(200);
    const { subDistricts } = response.json<{ subDistricts: { en: string; kind: string }[] }>();
    expect(subDistricts).toContainEqual(expect.objectContaining({ en: 'Gulshan', kind: 'thana' }));
    expect(subDistricts).toContainEqual(expect.objectContaining({ en: 'Savar', kind: 'upazila' }));
  });

  it('answers an unknown division with 400 and an unknown district with 404', async () => {
    const division = await t.app.inject({ method: 'GET', url: '/api/locations/divisions/atlantis/districts' });
    expect(division.statusCode).toBe(400);
    expect(division.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const district = await t.app.inject({ method: 'GET', url: '/api/locations/districts/atlantis/sub-districts' });
    expect(district.statusCode).toBe(404);
    expect(district.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const odd = await t.app.inject({ method: 'GET', url: '/api/locations/districts/%3Cscript%3E/sub-districts' });
    expect(odd.statusCode).toBe(400);
  });
});
