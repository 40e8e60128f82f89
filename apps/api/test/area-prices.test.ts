import type { PostAreaPrice } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowStart } from '../src/modules/market/market.service.ts';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { userRow } from './accounts.fixtures.ts';
import { approvePost, staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { places, postImagesFor, postRow } from './posts.fixtures.ts';

const DAY = 24 * 3600_000;
const { boalia, rajpara, sylhet } = places;

describe.each(ONE_DRIVER)('area prices on %s', (driver) => {
  let t: TestApp;
  let repos: Repositories;
  let ownerId: string;
  let support: { token: string };

  /** An approved sell flat (by default) in Boalia, approved a day ago: its PostID. */
  async function approved(overrides: Partial<NewPost> = {}): Promise<string> {
    const row = await repos.posts.insert(
      postRow(ownerId, { ...boalia, status: 'approved', approvedAt: new Date(Date.now() - DAY), ...overrides }),
      postImagesFor('area'),
    );
    return `${row.type === 'sell' ? 'S' : 'R'}-${row.number}`;
  }
  /** A flat at `perSqft` taka per sqft, as a total price over 1,000 sqft. */
  const flat = (perSqft: number, overrides: Partial<NewPost> = {}) =>
    approved({ price: perSqft * 1000, size: 1000, priceUnits: 'total-price', ...overrides });
  const refresh = () => repos.areaPrices.refresh(windowStart(new Date()));
  const areaPriceOf = async (postId: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/posts/${postId}/area-price` });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ areaPrice: PostAreaPrice | null }>().areaPrice;
  };
  const district = (query: string) => t.app.inject({ method: 'GET', url: `/api/area-prices?${query}` });

  beforeAll(async () => {
    t = await buildTestApp(driver);
    repos = createRepositories(t.database.db);
    ownerId = (await repos.users.insert(userRow())).id;
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(async () => t.close());

  it('takes the median per sqft of an odd count, totals and per-sqft prices alike; the post is below', async () => {
    const cheap = await flat(6_000);
    await flat(5_000);
    await approved({ price: 7_000, priceUnits: 'per-sqft', size: null });
    await flat(8_000, { size: 1500, price: 12_000_000 });
    await flat(9_000);
    // No price per unit (a total with no size): left out of the median.
    await approved({ price: 9_999_999, size: null });
    await refresh();
    expect(await areaPriceOf(cheap)).toEqual({
      propertyType: 'apartment',
      district: 'rajshahi',
      subDistrict: 'rajshahi-boalia',
      unit: 'sqft',
      median: 7_000,
      count: 5,
      postPrice: 6_000,
      standing: 'below',
      percent: 14,
    });
  });

  it('averages the middle two of an even count, and says near within 5% and above beyond', async () => {
    const near = await flat(7_700);
    await refresh();
    // 5,000 6,000 7,000 7,700 8,000 9,000 → (7,000 + 7,700) / 2
    expect(await areaPriceOf(near)).toMatchObject({ median: 7_350, count: 6, standing: 'near', percent: 5 });
    const dear = await flat(9_000);
    await refresh();
    expect(await areaPriceOf(dear)).toMatchObject({ median: 7_700, count: 7, standing: 'above', percent: 17 });
  });

  it('falls back to the district when the sub-district has fewer than 5 posts', async () => {
    const elsewhere = await flat(7_700, rajpara);
    await refresh();
    expect(await areaPriceOf(elsewhere)).toMatchObject({
      district: 'rajshahi',
      subDistrict: null,
      count: 8,
      median: 7_700,
      standing: 'near',
      percent: 0,
    });
  });

  it('hides the median below 5 posts, for rent posts, and for a post with no price per unit', async () => {
    const few = await flat(4_000, sylhet);
    for (const perSqft of [4_100, 4_200, 4_300]) await flat(perSqft, sylhet);
    const noSize = await approved({ price: 8_000_000, size: null });
    const rent = await approved({ type: 'rent', price: 25_000 });
    await refresh();
    expect(await areaPriceOf(few)).toBeNull();
    expect(await areaPriceOf(noSize)).toBeNull();
    expect(await areaPriceOf(rent)).toBeNull();
    expect((await district('district=sylhet')).json()).toEqual({ success: true, areaPrices: [] });
    // The fifth post makes it.
    await flat(4_400, sylhet);
    await refresh();
    expect(await areaPriceOf(few)).toMatchObject({ median: 4_200, count: 5, subDistrict: 'sylhet-sylhet-sadar' });
  });

  it('prices land per katha, whatever unit its size was given in', async () => {
    const land = (overrides: Partial<NewPost>) =>
      approved({ propertyType: 'land', size: null, landUnits: 'katha', ...boalia, ...overrides });
    const fiveKatha = await land({ landSize: 5, price: 5_000_000 }); // 10 lakh a katha
    await land({ landSize: 1, landUnits: 'bigha', price: 30_000_000 }); // 20 katha: 15 lakh
    await land({ landSize: 10, landUnits: 'shotok', price: 6_050_000 }); // 6.05 katha: 10 lakh
    await land({ landSize: 3, price: 3_600_000 }); // 12 lakh
    await land({ price: 2_000, priceUnits: 'per-sqft', landSize: 4 }); // 720 sqft a katha: 14.4 lakh
    await refresh();
    expect(await areaPriceOf(fiveKatha)).toMatchObject({
      propertyType: 'land',
      unit: 'katha',
      median: 1_200_000,
      count: 5,
      postPrice: 1_000_000,
      standing: 'below',
      percent: 17,
    });
  });

  it('counts only posts approved within the last 12 months, sold ones too', async () => {
    const old = await flat(20_000, { ...sylhet, approvedAt: new Date(Date.now() - 400 * DAY) });
    await flat(20_000, { ...sylhet, closedAt: new Date() });
    await refresh();
    // 4,000 4,100 4,200 4,300 4,400 and the sold 20,000; the one from 13 months ago is out.
    expect(await areaPriceOf(old)).toMatchObject({ count: 6, median: 4_250 });
  });

  it('recomputes a place when support approves a sell post there', async () => {
    const before = (await district('district=sylhet&propertyType=apartment')).json<{
      areaPrices: { count: number }[];
    }>();
    expect(before.areaPrices[0]?.count).toBe(6);
    const pending = await repos.posts.insert(
      postRow(ownerId, { ...sylhet, price: 4_000_000, size: 1000, status: 'pending' }),
      postImagesFor('pending'),
    );
    await approvePost(t.app, support.token, `S-${pending.number}`);
    await t.app.areaPriceRefresh.settled();
    const after = (await district('district=sylhet&propertyType=apartment')).json<{
      areaPrices: { count: number; median: number }[];
    }>();
    expect(after.areaPrices).toEqual([
      { propertyType: 'apartment', district: 'sylhet', subDistrict: null, unit: 'sqft', median: 4_200, count: 7 },
    ]);
  });

  it("lists a district's medians per property type, or the one asked for", async () => {
    const all = await district('district=rajshahi');
    expect(all.statusCode).toBe(200);
    expect(all.json<{ areaPrices: { propertyType: string; unit: string }[] }>().areaPrices).toEqual([
      expect.objectContaining({ propertyType: 'apartment', unit: 'sqft', count: 8 }),
      expect.objectContaining({ propertyType: 'land', unit: 'katha', count: 5, median: 1_200_000 }),
    ]);
    const land = await district('district=rajshahi&propertyType=land');
    expect(land.json<{ areaPrices: unknown[] }>().areaPrices).toHaveLength(1);
    expect((await district('district=Raj%20shahi')).statusCode).toBe(400);
    expect((await district('district=rajshahi&propertyType=castle')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown, pending or rejected post', async () => {
    const pending = await repos.posts.insert(postRow(ownerId, { status: 'pending' }), postImagesFor('p'));
    const rejected = await repos.posts.insert(postRow(ownerId, { status: 'rejected' }), postImagesFor('r'));
    for (const id of ['S-999999', `S-${pending.number}`, `S-${rejected.number}`]) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/posts/${id}/area-price` });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, code: 'POST_UNAVAILABLE' });
    }
  });
});

describe.each(ONE_DRIVER)('area prices with answers kept (ADR 021) on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver, { answerCacheMs: 60_000 });
  });
  afterAll(async () => t.close());

  it('shows the median recomputed after an approval at once, not the answer kept before it', async () => {
    const repos = createRepositories(t.database.db);
    const ownerId = (await repos.users.insert(userRow())).id;
    const support = await staffMember(t.app, t.database, 'support');
    const at = new Date(Date.now() - DAY);
    const ids: string[] = [];
    for (const perSqft of [5_000, 6_000, 7_000, 8_000, 9_000]) {
      const row = await repos.posts.insert(
        postRow(ownerId, { ...boalia, status: 'approved', approvedAt: at, price: perSqft * 1000, size: 1000 }),
        postImagesFor('kept'),
      );
      ids.push(`S-${row.number}`);
    }
    await repos.areaPrices.refresh(windowStart(new Date()));
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/posts/${ids[0]}/area-price` })).json<{
        areaPrice: PostAreaPrice | null;
      }>().areaPrice;
    expect(await read()).toMatchObject({ count: 5, median: 7_000 });
    const pending = await repos.posts.insert(
      postRow(ownerId, { ...boalia, price: 10_000_000, size: 1000 }),
      postImagesFor('kept-pending'),
    );
    await approvePost(t.app, support.token, `S-${pending.number}`);
    await t.app.areaPriceRefresh.settled();
    expect(await read()).toMatchObject({ count: 6, median: 7_500 });
  });
});
