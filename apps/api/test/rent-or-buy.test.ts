import type { RentOrBuy } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { places, postImagesFor, postRow } from './posts.fixtures.ts';

const { rajpara, mirpur } = places;

describe.each(ONE_DRIVER)('rent or buy on %s', (driver) => {
  let t: TestApp;
  let repos: Repositories;
  let owner: string;

  /** An approved post (a 3-bed, 1,350 sqft flat in Boalia unless told): its PostID. */
  async function approved(overrides: Partial<NewPost> = {}): Promise<string> {
    const row = await repos.posts.insert(
      postRow(owner, { status: 'approved', approvedAt: new Date(), ...overrides }),
      postImagesFor('p'),
    );
    return `${row.type === 'sell' ? 'S' : 'R'}-${row.number}`;
  }
  const rent = (monthly: number, overrides: Partial<NewPost> = {}) =>
    approved({ type: 'rent', price: monthly, ...overrides });
  const rentOrBuy = async (postId: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/posts/${postId}/rent-or-buy` });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ rentOrBuy: RentOrBuy | null }>().rentOrBuy;
  };

  let flat: string;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    repos = createRepositories(t.database.db);
    owner = (await repos.users.insert(userRow())).id;
    flat = await approved();
    // Like it in Boalia: 20,000, 24,000 and 30,000 a month; two say their service charge.
    await rent(20_000, { serviceCharge: 2_000 });
    await rent(24_000, { size: 1_200, serviceCharge: 3_000 });
    await rent(30_000);
    // Each of these is out.
    await rent(90_000, { bedrooms: 5 });
    await rent(95_000, { size: 2_500 });
    await rent(99_000, { propertyType: 'home' });
    await rent(98_000, { status: 'pending' });
    await rent(97_000, { closedAt: new Date() });
    await rent(96_000, { approvedAt: new Date(Date.now() - 400 * 24 * 60 * 60_000) });
    await rent(94_000, mirpur);
    await approved({ price: 9_000_000 });
  });
  afterAll(async () => t.close());

  it('gives the median rent of live flats like it in its sub-district, with their service charge', async () => {
    expect(await rentOrBuy(flat)).toEqual({
      propertyType: 'apartment',
      district: 'rajshahi',
      subDistrict: 'rajshahi-boalia',
      bedrooms: 3,
      medianRent: 24_000,
      count: 3,
      serviceCharge: 2_500,
      neighbourhood: null,
      local: null,
    });
  });

  it('takes the district when its sub-district has too few, and says nothing with too few there', async () => {
    const inRajpara = await approved(rajpara);
    expect(await rentOrBuy(inRajpara)).toMatchObject({ subDistrict: null, medianRent: 24_000, count: 3 });
    const inMirpur = await approved(mirpur);
    expect(await rentOrBuy(inMirpur)).toBeNull();
  });

  it("sets the district's figure beside what the thana's own rent posts of any size ask", async () => {
    // A larger flat of three beds in Rajpara: not like a 1,350 sqft one, but what Rajpara asks.
    await rent(40_000, { ...rajpara, size: 2_400 });
    const inRajpara = await approved(rajpara);
    expect(await rentOrBuy(inRajpara)).toMatchObject({
      subDistrict: null,
      medianRent: 24_000,
      local: { subDistrict: 'rajshahi-rajpara', medianRent: 40_000, count: 1 },
    });
  });

  it('takes the neighbourhood when it has three like it, before its sub-district', async () => {
    const shahebBazar = { neighbourhood: 'rajshahi-shaheb-bazar' };
    for (const monthly of [40_000, 42_000, 45_000]) await rent(monthly, shahebBazar);
    expect(await rentOrBuy(await approved(shahebBazar))).toMatchObject({
      subDistrict: 'rajshahi-boalia',
      neighbourhood: 'rajshahi-shaheb-bazar',
      medianRent: 42_000,
      count: 3,
      local: null,
    });
    // A flat of Boalia in no neighbourhood still has the whole thana's: six like it now.
    expect(await rentOrBuy(flat)).toMatchObject({ neighbourhood: null, count: 6 });
  });

  it('says nothing for land, and answers 404 for a rent post, an unknown or a pending one', async () => {
    expect(
      await rentOrBuy(await approved({ propertyType: 'land', size: null, landSize: 5, landUnits: 'katha' })),
    ).toBeNull();
    const pending = await approved({ status: 'pending' });
    for (const id of ['R-1', 'S-999999', pending]) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/posts/${id}/rent-or-buy` });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, code: 'POST_UNAVAILABLE' });
    }
  });
});
