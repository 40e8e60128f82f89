import { groupCardSchema, groupDetailSchema, toKatha } from '@ghorbari/contracts';
import { isLocationChain } from '@ghorbari/contracts/locations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo-accounts.ts';
import { seedDemoGroupOffers } from '../src/seed/demo-group-offers.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { bearer, signInDirectly, userRow } from './accounts.fixtures.ts';
import { adminCall, staffMember } from './admin.fixtures.ts';
import { offerPhotosFor, offerRow } from './group-offers.fixtures.ts';
import { ONE_DRIVER, buildTestApp, openTestDatabase, tempDir, type TestApp } from './helpers.ts';
import type { NewGroupOffer } from '../src/modules/group/group-offers.repository.ts';
import { openDiskStorage } from '../src/storage/disk.ts';

interface Card {
  PostID: string;
  title: string;
  status: string;
  landKatha: number;
  imageUrl: string | null;
  totalImages: number;
}
interface ListAnswer {
  offers: Card[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

const DAY = 24 * 3600_000;

describe.each(ONE_DRIVER)('the group-wise building list and pages on %s', (driver) => {
  let t: TestApp;
  let repos: Repositories;
  let support: { token: string };
  let reader: string;
  /** Public id by key. */
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp(driver, { publicUrl: 'https://ghorbari.example' });
    repos = createRepositories(t.database.db);
    support = await staffMember(t.app, t.database, 'support');
    reader = await signInDirectly(repos.users, (await repos.users.insert(userRow({ language: 'en' }))).id);
    const now = Date.now();
    const offers: [string, Partial<NewGroupOffer>][] = [
      [
        'mirpur',
        {
          title: 'Mirpur open',
          pricePerShare: 6_500_000,
          flatSizeMin: 1150,
          flatSizeMax: 1350,
          bookingAmount: 500_000,
          instalments: 36,
          handoverMonth: '2029-06',
        },
      ],
      [
        'filled',
        {
          title: 'Gazipur filled',
          status: 'filled',
          district: 'gazipur',
          subDistrict: 'gazipur-gazipur-sadar',
          sharesLeft: 0,
          handoverMonth: '2027-01',
        },
      ],
      ['closed', { title: 'Badda closed', status: 'closed', subDistrict: 'dhaka-badda' }],
      [
        'rajshahi',
        {
          title: 'Rajshahi open',
          division: 'rajshahi',
          district: 'rajshahi',
          subDistrict: 'rajshahi-boalia',
          pricePerShare: 3_800_000,
          flatSizeMin: 1050,
          flatSizeMax: 1250,
          landSize: 2,
          landUnit: 'bigha',
        },
      ],
      [
        'sqft',
        {
          title: 'Khulna by the sqft',
          division: 'khulna',
          district: 'khulna',
          subDistrict: 'khulna-rupsa',
          pricePerShare: null,
          pricePerSqft: 3_600,
          areaPerShare: 1000,
          flatSizeMin: 900,
          flatSizeMax: 1000,
          landSize: 10,
          landUnit: 'shotok',
          handoverMonth: '2028-03',
        },
      ],
      [
        'big',
        {
          title: 'Uttara big flats',
          subDistrict: 'dhaka-uttara-west',
          flatSizeMin: 1800,
          flatSizeMax: 2200,
          handoverMonth: '2028-03',
        },
      ],
    ];
    for (const [index, [key, overrides]] of offers.entries()) {
      const createdAt = new Date(now - (10 - index) * DAY);
      const row = await repos.groupOffers.insert(offerRow({ createdAt, updatedAt: createdAt, ...overrides }), [
        ...offerPhotosFor(key, 1 + (index % 3)),
      ]);
      ids[key] = `G-${row.number}`;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/group-offers?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListAnswer>();
  };
  const listed = async (query = '') => (await list(query)).offers.map((offer) => offer.PostID);
  const page = (offerId: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/group-offers/${offerId}`,
      headers: token ? bearer(token) : { 'accept-language': 'en' },
    });

  it('shows open and filled offers, open ones first and then the newest, never a closed one', async () => {
    const answer = await list();
    for (const card of answer.offers) expect(() => groupCardSchema.parse(card)).not.toThrow();
    expect(answer.offers.map((offer) => offer.PostID)).toEqual([
      ids.big,
      ids.sqft,
      ids.rajshahi,
      ids.mirpur,
      ids.filled,
    ]);
    expect(answer.pagination).toEqual({ page: 1, limit: 12, total: 5, totalPages: 1 });
    expect(await listed('limit=2&page=3')).toEqual([ids.filled]);
    expect((await page(ids.closed!)).statusCode).toBe(404);
    expect((await page('G-999999')).json()).toMatchObject({ code: 'GROUP_OFFER_UNAVAILABLE' });
    const filled = await page(ids.filled!);
    expect(filled.statusCode).toBe(200);
    expect(() => groupDetailSchema.parse(filled.json<{ offer: unknown }>().offer)).not.toThrow();
  });

  it('filters by division, district, price per share and flat size', async () => {
    expect(await listed('division=rajshahi')).toEqual([ids.rajshahi]);
    expect(await listed('division=dhaka&district=gazipur')).toEqual([ids.filled]);
    expect(await listed('district=dhaka')).toEqual([ids.big, ids.mirpur]);
    // The Khulna offer is quoted by the sqft: 3,600 × 1,000 sqft a share = Tk 36 lakh a share.
    expect(await listed('maxPrice=4000000')).toEqual([ids.sqft, ids.rajshahi]);
    // Typed in Bengali digits, grouped, as the price filter allows.
    expect(await listed(`minPrice=3700000&maxPrice=${encodeURIComponent('৪০,০০,০০০')}`)).toEqual([ids.rajshahi]);
    expect(await listed('minPrice=6000000')).toEqual([ids.mirpur]);
    // Flats overlapping the range.
    expect(await listed('minSize=1300')).toEqual([ids.big, ids.mirpur]);
    expect(await listed('maxSize=1000')).toEqual([ids.sqft, ids.filled]);
    expect(await listed('minSize=1200&maxSize=1260')).toEqual([ids.rajshahi, ids.mirpur, ids.filled]);
    expect((await t.app.inject({ method: 'GET', url: '/api/group-offers?division=atlantis' })).statusCode).toBe(400);
  });

  it('sorts by price per sqft and by handover, open offers first, and refuses an order it does not know', async () => {
    // A sqft: Rajshahi 38 lakh / 1,100 = 3,455; Khulna 3,600 as quoted; Uttara 50 lakh / 1,100 = 4,545;
    // Mirpur 65 lakh / 1,100 = 5,909. The filled Gazipur offer (4,545) comes after every open one.
    expect(await listed('sort=price-per-sqft')).toEqual([ids.rajshahi, ids.sqft, ids.big, ids.mirpur, ids.filled]);
    // Uttara and Khulna are both handed over in March 2028 (the newer first); Rajshahi names no month.
    expect(await listed('sort=handover')).toEqual([ids.big, ids.sqft, ids.mirpur, ids.rajshahi, ids.filled]);
    expect(await listed('sort=newest')).toEqual(await listed());
    expect(await listed('sort=handover&district=dhaka')).toEqual([ids.big, ids.mirpur]);
    const refused = await t.app.inject({ method: 'GET', url: '/api/group-offers?sort=cheapest' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false });
  });

  it('gives each card the handover month, the booking money and the number of instalments', async () => {
    const cards = new Map((await list()).offers.map((offer) => [offer.PostID, offer]));
    expect(cards.get(ids.mirpur!)).toMatchObject({ bookingAmount: 500_000, instalments: 36, handoverMonth: '2029-06' });
    expect(cards.get(ids.rajshahi!)).toMatchObject({ bookingAmount: null, instalments: null, handoverMonth: null });
  });

  it('shows the land in katha whatever unit it was entered in', async () => {
    const cards = new Map((await list()).offers.map((offer) => [offer.PostID, offer]));
    expect(cards.get(ids.mirpur!)?.landKatha).toBe(5);
    expect(cards.get(ids.rajshahi!)?.landKatha).toBe(40);
    expect(cards.get(ids.sqft!)?.landKatha).toBe(6.05);
    expect(cards.get(ids.rajshahi!)).toMatchObject({ totalImages: 1, imageUrl: '/uploads/group/rajshahi-0-card.webp' });
  });

  it('saves an offer as type group with the card fields and developer, and drops it once closed', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/profile/savePost',
      headers: bearer(reader),
      payload: { type: 'group', postId: ids.sqft },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const savedId = saved.json<{ _id: string }>()._id;
    expect((await page(ids.sqft!, reader)).json<{ savedId: string | null }>().savedId).toBe(savedId);
    expect((await page(ids.sqft!)).json<{ savedId: string | null }>().savedId).toBeNull();

    const savedList = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/profile/getSavePostForProfile?page=1&limit=10',
          headers: bearer(reader),
        })
      ).json<{ SavedPosts: Record<string, unknown>[]; notFoundIds: { postId: string }[] }>();
    const [item] = (await savedList()).SavedPosts;
    expect(item).toMatchObject({
      _id: savedId,
      postId: ids.sqft,
      type: 'group',
      postTitle: 'Khulna by the sqft',
      imageUrl: '/uploads/group/sqft-0-card.webp',
      totalImages: 2,
      developBy: 'Factory Developers',
      price: 3_600_000,
      priceEstimated: true,
      size: 900,
      division: 'khulna',
      district: 'khulna',
      subDistrict: 'khulna-rupsa',
    });
    expect(typeof item?.postDate).toBe('string');

    for (const postId of [ids.closed, 'G-999999', 'S-1'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/profile/savePost',
            headers: bearer(reader),
            payload: { type: 'group', postId },
          })
        ).statusCode,
      ).toBe(404);

    expect(
      (
        await adminCall(t.app, support.token, 'POST', `/api/admin/group-offers/${ids.sqft}/status`, {
          status: 'closed',
        })
      ).statusCode,
    ).toBe(200);
    const afterClosing = await savedList();
    expect(afterClosing.SavedPosts).toEqual([]);
    expect(afterClosing.notFoundIds.map((entry) => entry.postId)).toEqual([ids.sqft]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserSavedPost/${savedId}`,
      headers: bearer(reader),
    });
    expect(removed.statusCode).toBe(200);
    expect((await savedList()).notFoundIds).toEqual([]);
    await adminCall(t.app, support.token, 'POST', `/api/admin/group-offers/${ids.sqft}/status`, { status: 'open' });
  });

  it('lists the group-building page and every public offer in the sitemap, never a closed one', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>https://ghorbari.example/Group-Wise-Building</loc>');
    for (const key of ['mirpur', 'filled', 'rajshahi'])
      expect(sitemap).toContain(`<loc>https://ghorbari.example/Group-Wise-Building-Details/${ids[key]}</loc>`);
    expect(sitemap).not.toContain(`/Group-Wise-Building-Details/${ids.closed}<`);
  });
});

describe.each(ONE_DRIVER)('demo group-building offers on %s', (driver) => {
  it('publishes about twelve offers over the divisions, one filled and one closed, each with photos', async () => {
    const { database, dispose } = await openTestDatabase(driver);
    const uploads = await tempDir();
    try {
      const now = new Date();
      await database.transaction(async (tx) => {
        const repos = createRepositories(tx);
        await seedDemoAccounts(repos, now);
        await seedDemoGroupOffers(repos, now, openDiskStorage(uploads.dir));
      });
      const repos = createRepositories(database.db);
      const { rows } = await repos.groupOffers.staffPage(undefined, 1, 50);
      expect(rows.length).toBeGreaterThanOrEqual(10);
      expect(rows.filter((row) => row.status === 'filled')).toHaveLength(1);
      expect(rows.filter((row) => row.status === 'closed')).toHaveLength(1);
      const divisions = rows.map((row) => row.division);
      expect(new Set(divisions).size).toBeGreaterThanOrEqual(5);
      const most = (division: string) => divisions.filter((d) => d === division).length;
      expect(most('dhaka')).toBeGreaterThanOrEqual(3);
      expect(most('rajshahi')).toBeGreaterThanOrEqual(3);
      expect(new Set(rows.map((row) => row.landUnit))).toEqual(new Set(['katha', 'bigha', 'shotok', 'acres']));
      // Written in Bengali, each with an English twin (ADR 039): both languages read the offer in their own.
      for (const row of rows) {
        expect(row.title, row.title).toMatch(/[\u0980-\u09FF]/);
        expect(row.description, row.title).toMatch(/^[\u0980-\u09FF]/);
        expect(row.titleEn, row.title).toMatch(/^[\x20-\x7E]+$/);
        expect(row.descriptionEn, row.title).toMatch(/^[\x20-\x7E’]+$/);
      }
      const support = await repos.users.byEmail('support@ghorbari.test');
      const photos = await repos.groupOffers.photosByOffer(rows.map((row) => row.id));
      for (const row of rows) {
        expect(isLocationChain(row.division, row.district, row.subDistrict), row.title).toBe(true);
        expect(row.createdBy).toBe(support?.id);
        expect(row.sharesLeft).toBeLessThanOrEqual(row.sharesTotal);
        expect(row.flatSizeMin).toBeLessThanOrEqual(row.flatSizeMax);
        expect(row.pricePerShare ?? row.pricePerSqft).not.toBeNull();
        expect(toKatha(row.landSize, row.landUnit)).toBeGreaterThan(0);
        const count = photos.get(row.id)?.length ?? 0;
        expect(count).toBeGreaterThanOrEqual(2);
        expect(count).toBeLessThanOrEqual(4);
      }
      const created = await repos.audit.page({ action: 'group.created' }, 1, 50);
      expect(created.total).toBe(rows.length);
    } finally {
      await dispose();
      await uploads.remove();
    }
  });
});
