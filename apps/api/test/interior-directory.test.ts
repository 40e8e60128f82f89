import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCodes } from '../src/modules/review-codes/review-codes.schema.ts';
import { reviews } from '../src/modules/reviews/reviews.schema.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { bearer, signInDirectly, userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { firmPhotosFor, firmRow } from './interior-fixtures.ts';

interface Card {
  PostID: string;
  name: string;
  averageRating: number;
  totalRatings: number;
  services: string[];
  imageUrl: string | null;
  logoUrl: string | null;
  totalImages: number;
  budgetPerSqft: { min: number; max: number } | null;
}
interface Listing {
  firms: Card[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

const DAY = 24 * 3600_000;

describe.each(ONE_DRIVER)('the design-firm directory, firm pages and saved firms on %s', (driver) => {
  let t: TestApp;
  let repos: Repositories;
  let reader: { token: string };
  let ownerToken: string;
  let ownerId: string;
  const ids: Record<string, string> = {};
  const firmIds: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp(driver, { publicUrl: 'https://ghorbari.example' });
    repos = createRepositories(t.database.db);
    const owner = await repos.users.insert(userRow({ name: 'Mehnaz Kabir' }));
    ownerToken = await signInDirectly(repos.users, owner.id);
    ownerId = owner.id;
    const gone = await repos.users.insert(userRow({ name: 'Disabled Owner', status: 'Disabled' }));
    const readerRow = await repos.users.insert(userRow({ name: 'Rahim Uddin' }));
    reader = { token: await signInDirectly(repos.users, readerRow.id) };
    const at = (days: number) => new Date(Date.now() - days * DAY);
    const firms: [string, Parameters<typeof firmRow>[1], [number, number]?][] = [
      [
        'alpha',
        {
          name: 'Alpha Homes',
          budgetTier: 'luxury',
          budgetMinPerSqft: 2500,
          budgetMaxPerSqft: 6000,
          approvedAt: at(1),
          logoPath: '/uploads/firms/a-logo.webp',
        },
      ],
      [
        'beta',
        {
          name: 'Beta Decor',
          categories: ['home', 'furniture'],
          division: 'rajshahi',
          district: 'rajshahi',
          subDistrict: 'rajshahi-boalia',
          budgetMinPerSqft: 900,
          budgetMaxPerSqft: 1800,
          approvedAt: at(2),
        },
        [1, 10],
      ],
      [
        'gamma',
        {
          name: 'Gamma Offices',
          categories: ['office'],
          district: 'gazipur',
          subDistrict: 'gazipur-gazipur-sadar',
          approvedAt: at(3),
        },
        // Forty ratings averaging 4.8: 32 fives and 8 fours.
        [40, 384],
      ],
      [
        'delta',
        {
          name: 'Delta 100% Gyms',
          categories: ['gym'],
          budgetTier: 'low-budget',
          division: 'sylhet',
          district: 'sylhet',
          subDistrict: 'sylhet-sylhet-sadar',
          budgetMinPerSqft: 400,
          budgetMaxPerSqft: 800,
          approvedAt: at(4),
        },
        [20, 140],
      ],
      [
        'epsilon',
        {
          name: 'Epsilon_Cafe',
          categories: ['cafe'],
          budgetTier: 'luxury',
          division: 'chittagong',
          district: 'chittagong',
          subDistrict: 'chittagong-khulshi',
          budgetMinPerSqft: 2000,
          budgetMaxPerSqft: 4000,
          approvedAt: at(5),
        },
      ],
      ['pending', { name: 'Pending Studio', status: 'pending', approvedAt: null }],
    ];
    for (const [key, overrides, rating] of firms) {
      const row = await repos.firms.insert(firmRow(owner.id, overrides), firmPhotosFor(key));
      if (rating) await repos.firms.adjustRating(row.id, rating[0], rating[1]);
      ids[key] = row.id;
      firmIds[key] = `I-${row.number}`;
    }
    const hidden = await repos.firms.insert(firmRow(gone.id, { name: 'Hidden Owner Interiors' }), firmPhotosFor('h'));
    firmIds.hidden = `I-${hidden.number}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string): Promise<Listing> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/interior?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Listing>();
  };
  const names = async (query: string) => (await list(query)).firms.map((firm) => firm.name);

  it('orders best rated by a Bayesian average: one 5 beats none, but not forty 4.8s', async () => {
    // m = (10 + 384 + 140) / 2 / 61 ≈ 4.38 stars: Gamma 4.75, Beta 4.48, Alpha and Epsilon m, Delta 3.68.
    expect(await names('')).toEqual(['Gamma Offices', 'Beta Decor', 'Alpha Homes', 'Epsilon_Cafe', 'Delta 100% Gyms']);
    expect(await names('sort=most-reviewed')).toEqual([
      'Gamma Offices',
      'Delta 100% Gyms',
      'Beta Decor',
      'Alpha Homes',
      'Epsilon_Cafe',
    ]);
    expect(await names('sort=newest')).toEqual([
      'Alpha Homes',
      'Beta Decor',
      'Gamma Offices',
      'Delta 100% Gyms',
      'Epsilon_Cafe',
    ]);
    const second = await list('limit=2&page=2');
    expect(second.firms.map((firm) => firm.name)).toEqual(['Alpha Homes', 'Epsilon_Cafe']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
  });

  it('filters by category, budget, division, district, minimum rating and part of the name', async () => {
    expect(await names('category=home&sort=newest')).toEqual(['Alpha Homes', 'Beta Decor']);
    expect(await names('budget=luxury&sort=newest')).toEqual(['Alpha Homes', 'Epsilon_Cafe']);
    expect(await names('division=dhaka&sort=newest')).toEqual(['Alpha Homes', 'Gamma Offices']);
    expect(await names('division=dhaka&district=gazipur')).toEqual(['Gamma Offices']);
    expect(await names('minRating=4.5')).toEqual(['Gamma Offices', 'Beta Decor']);
    expect(await names('minRating=3.5&sort=most-reviewed')).toEqual(['Gamma Offices', 'Delta 100% Gyms', 'Beta Decor']);
    expect(await names('q=DECOR')).toEqual(['Beta Decor']);
    // The reader's % and _ are letters, not wildcards.
    expect(await names(`q=${encodeURIComponent('100%')}`)).toEqual(['Delta 100% Gyms']);
    expect(await names('q=_')).toEqual(['Epsilon_Cafe']);
    expect(await names('q=Pending')).toEqual([]);
    expect(await names('q=Hidden')).toEqual([]);
    // By its id, in either digit set (issue 39).
    const beta = firmIds.beta!;
    const number = beta.slice(2);
    const bengali = number.replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
    for (const q of [beta, `i${number}`, `I-${bengali}`, `i${bengali}`, `I ${bengali}`])
      expect(await names(`q=${encodeURIComponent(q)}`), q).toEqual(['Beta Decor']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/interior?category=castle' });
    expect(bad.statusCode).toBe(400);
  });

  it('finds the firms within a budget in taka per sqft, and leaves out a firm that gave none (issue 44)', async () => {
    // From Tk 900 (Beta) and Tk 400 (Delta) a sqft; Gamma gave no range; Alpha starts at 2,500.
    expect(await names('maxBudget=1000&sort=newest')).toEqual(['Beta Decor', 'Delta 100% Gyms']);
    expect(await names('maxBudget=2000&sort=newest')).toEqual(['Beta Decor', 'Delta 100% Gyms', 'Epsilon_Cafe']);
    // Typed on a Bengali keyboard, grouped.
    expect(await names(`maxBudget=${encodeURIComponent('২,০০০')}&sort=newest`)).toEqual(
      await names('maxBudget=2000&sort=newest'),
    );
    expect(await names('maxBudget=900&budget=low-budget')).toEqual(['Delta 100% Gyms']);
    for (const value of ['10', 'cheap', '1.5', '200000']) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/interior?maxBudget=${value}` });
      expect(refused.statusCode, value).toBe(400);
    }
    const cards = new Map((await list('sort=newest')).firms.map((firm) => [firm.name, firm]));
    expect(cards.get('Alpha Homes')?.budgetPerSqft).toEqual({ min: 2500, max: 6000 });
    expect(cards.get('Gamma Offices')?.budgetPerSqft).toBeNull();
  });

  it('shows a card with the rating to one decimal, the first services and the first photo', async () => {
    const gamma = (await list('q=Gamma')).firms[0]!;
    expect(gamma).toMatchObject({
      PostID: firmIds.gamma,
      averageRating: 4.8,
      totalRatings: 40,
      services: ['interior-design', 'lighting', 'painting', 'wallpaper', 'curtains-blinds'],
      imageUrl: '/uploads/firms/gamma-0-card.webp',
      totalImages: 3,
      logoUrl: null,
    });
    expect((await list('q=Alpha')).firms[0]).toMatchObject({ averageRating: 0, totalRatings: 0 });
  });

  it('shows a firm’s page with a bar per star from approved reviews, and hides unlisted firms', async () => {
    // Reviews as the reviews module stores them (a code each), with the firm's running totals moved to match.
    const zeta = await repos.firms.insert(
      firmRow(ownerId, { name: 'Zeta Studio', approvedAt: new Date(Date.now() - 9 * DAY) }),
      firmPhotosFor('zeta'),
    );
    await repos.firms.adjustRating(zeta.id, 3, 9 + 10 + 7);
    const [code1, code2, code3, code4] = await t.database.db
      .insert(reviewCodes)
      .values(
        [1, 2, 3, 4].map((i) => ({
          firmId: zeta.id,
          codeHash: `hash-${driver}-${i}`,
          clientName: 'Client',
          clientPhone: '01711000000',
          category: 'home' as const,
          expiresAt: new Date(Date.now() + DAY),
        })),
      )
      .returning();
    await t.database.db.insert(reviews).values([
      { firmId: zeta.id, codeId: code1!.id, ratingHalves: 9, text: 'Very good work', status: 'approved' },
      { firmId: zeta.id, codeId: code2!.id, ratingHalves: 10, text: 'Excellent', status: 'approved' },
      { firmId: zeta.id, codeId: code3!.id, ratingHalves: 7, text: 'Good', status: 'approved', response: 'Thanks' },
      { firmId: zeta.id, codeId: code4!.id, ratingHalves: 2, text: 'Waiting review', status: 'pending' },
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/api/interior/I-${zeta.number}` });
    expect(page.json()).toMatchObject({
      success: true,
      savedId: null,
      firm: {
        name: 'Zeta Studio',
        status: 'approved',
        isOwner: false,
        rejection: null,
        pendingChanges: null,
        averageRating: 4.3,
        // 4.5, 5 and 3.5 stars: by the star a half rounds up; by the half star each in its own place.
        ratingSummary: { average: 4.3, count: 3, stars: [0, 0, 0, 1, 2], halves: [0, 0, 0, 0, 0, 0, 1, 0, 1, 1] },
        photos: [{ caption: 'zeta 1', category: 'home', card: '/uploads/firms/zeta-0-card.webp' }, {}, {}],
      },
    });
    for (const key of ['pending', 'hidden'])
      expect((await t.app.inject({ method: 'GET', url: `/api/interior/${firmIds[key]}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/interior/I-99999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/interior/S-12' })).statusCode).toBe(400);

    const mine = await t.app.inject({ method: 'GET', url: '/api/profile/my-firms', headers: bearer(ownerToken) });
    const own = mine.json<{ firms: { PostID: string; pendingReviews: number; unansweredReviews: number }[] }>().firms;
    expect(own.find((firm) => firm.PostID === `I-${zeta.number}`)).toMatchObject({
      pendingReviews: 1,
      unansweredReviews: 2,
    });
    expect(own.map((firm) => firm.PostID)).toContain(firmIds.pending);
  });

  it('saves a listed firm with its rating, budget flags and services, and removes it on request', async () => {
    const save = (postId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/savePost',
        headers: bearer(reader.token),
        payload: { type: 'interior', postId },
      });
    const saved = await save(firmIds.gamma!);
    expect(saved.statusCode).toBe(200);
    const savedId = saved.json<{ _id: string }>()._id;
    for (const postId of [firmIds.pending!, firmIds.hidden!, 'I-99999999', 'S-1'])
      expect((await save(postId)).statusCode, postId).toBe(404);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/interior/${firmIds.gamma}`,
      headers: bearer(reader.token),
    });
    expect(page.json<{ savedId: string }>().savedId).toBe(savedId);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/profile/getSavePostForProfile?page=1&limit=10',
      headers: bearer(reader.token),
    });
    const body = listed.json<{ SavedPosts: Record<string, unknown>[]; notFoundIds: unknown[] }>();
    expect(body.notFoundIds).toEqual([]);
    expect(body.SavedPosts).toHaveLength(1);
    const item = body.SavedPosts[0]!;
    expect(item).toMatchObject({
      _id: savedId,
      postId: firmIds.gamma,
      type: 'interior',
      postTitle: 'Gamma Offices',
      imageUrl: '/uploads/firms/gamma-0-card.webp',
      totalImages: 3,
      averageRating: 4.8,
      totalRatings: 40,
      luxury: false,
      budgetFriendly: true,
      lowBudget: false,
      division: 'dhaka',
      district: 'gazipur',
    });
    const selections = item.selections as Record<string, boolean>;
    expect(Object.entries(selections).slice(0, 6)).toEqual([
      ['interior-design', true],
      ['lighting', true],
      ['painting', true],
      ['wallpaper', true],
      ['curtains-blinds', true],
      ['renovation', true],
    ]);
    expect(selections['landscaping']).toBe(false);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserSavedPost/${savedId}`,
      headers: bearer(reader.token),
    });
    expect(removed.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/interior/${firmIds.gamma}`,
      headers: bearer(reader.token),
    });
    expect(after.json<{ savedId: string | null }>().savedId).toBeNull();
  });

  it('lists the directory and every listed firm’s page in the sitemap, never an unlisted one', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>https://ghorbari.example/Interior-Design</loc>');
    for (const key of ['alpha', 'beta', 'gamma', 'delta', 'epsilon'])
      expect(sitemap).toContain(`<loc>https://ghorbari.example/Interior-Details/${firmIds[key]}</loc>`);
    for (const key of ['pending', 'hidden']) expect(sitemap).not.toContain(`/Interior-Details/${firmIds[key]}<`);
  });
});
