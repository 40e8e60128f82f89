import { translateMessage } from '@ghorbari/contracts';
import { neighbourhoodsOf } from '@ghorbari/contracts/locations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../src/modules/posts/posts.schema.ts';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { bearer, registerUser } from './accounts.fixtures.ts';
import { approvePost, staffMember } from './admin.fixtures.ts';
import { buildDemoTestApp } from './demo.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { photo, postForm, postImagesFor, postRow, sellFlat } from './posts.fixtures.ts';
import { startSmtp } from './smtp.ts';

interface Place {
  division: string;
  district: string;
  subDistrict: string;
  neighbourhood: string | null;
}
const mirpur = { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur' };

/**
 * Neighbourhoods below the city thanas (issue 12): a post may name one (Mirpur 10), it must lie in
 * the chosen thana, the cards and details show it, and the listing filters by it.
 */
describe.each(ONE_DRIVER)('neighbourhoods on %s', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let repos: Repositories;
  let owner: { token: string; email: string };
  let support: { token: string };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(driver, { smtpUrl: smtp.url });
    repos = createRepositories(t.database.db);
    owner = await registerUser(t, smtp);
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const send = async (method: 'POST' | 'PUT', url: string, data: unknown, language = 'en', keep?: string[]) => {
    const form = postForm(data, keep ? [] : [{ content: await photo() }], keep);
    return t.app.inject({
      method,
      url,
      headers: { ...bearer(owner.token), 'accept-language': language, ...form.headers },
      payload: form.payload,
    });
  };
  const detail = async (postId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: bearer(owner.token) })).json<{
      post: { location: Place; images: { large: string }[] };
    }>().post;
  const countOwn = async () => (await t.database.db.select({ id: posts.id }).from(posts)).length;

  it('stores a neighbourhood of the chosen thana and shows it on the card and the details', async () => {
    const created = await send(
      'POST',
      '/api/posts',
      sellFlat({ location: { ...mirpur, neighbourhood: 'dhaka-mirpur-10' } }),
    );
    expect(created.statusCode).toBe(201);
    const { PostID } = created.json<{ PostID: string }>();
    await approvePost(t.app, support.token, PostID);
    expect((await detail(PostID)).location).toMatchObject({ ...mirpur, neighbourhood: 'dhaka-mirpur-10' });
    const listing = await t.app.inject({
      method: 'GET',
      url: '/api/posts?type=sell&subDistrict=dhaka-mirpur&neighbourhood=dhaka-mirpur-10',
    });
    const card = listing
      .json<{ posts: { PostID: string; location: Place }[] }>()
      .posts.find((p) => p.PostID === PostID);
    expect(card?.location.neighbourhood).toBe('dhaka-mirpur-10');
  });

  it('keeps posts without a neighbourhood working: none given, or left empty', async () => {
    for (const location of [mirpur, { ...mirpur, neighbourhood: '' }, sellFlat().location]) {
      const created = await send('POST', '/api/posts', sellFlat({ location }));
      expect(created.statusCode, JSON.stringify(location)).toBe(201);
      const { PostID } = created.json<{ PostID: string }>();
      await approvePost(t.app, support.token, PostID);
      expect((await detail(PostID)).location.neighbourhood).toBeNull();
    }
  });

  it('refuses a neighbourhood outside the chosen thana, in the reader’s language, and stores nothing', async () => {
    const before = await countOwn();
    const elsewhere = sellFlat({
      location: { ...mirpur, subDistrict: 'dhaka-pallabi', neighbourhood: 'dhaka-mirpur-10' },
    });
    for (const language of ['en', 'bn'] as const) {
      const refused = await send('POST', '/api/posts', elsewhere, language);
      expect(refused.statusCode).toBe(400);
      const message = translateMessage(language, 'validation.neighbourhoodNotInArea');
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(refused.json<{ issues: unknown[] }>().issues).toContainEqual({ path: 'location.neighbourhood', message });
    }
    // A thana's neighbourhood under an upazila, one that does not exist, and one that is no id at all.
    for (const location of [
      { ...mirpur, subDistrict: 'dhaka-savar', neighbourhood: 'dhaka-mirpur-10' },
      { ...mirpur, neighbourhood: 'dhaka-atlantis' },
      { ...mirpur, neighbourhood: '<b>Mirpur</b>' },
    ]) {
      expect((await send('POST', '/api/posts', sellFlat({ location }))).statusCode, location.neighbourhood).toBe(400);
    }
    expect(await countOwn()).toBe(before);
  });

  it('lets an edit add, change and drop the neighbourhood, with the same check', async () => {
    const created = await send('POST', '/api/posts', sellFlat({ location: mirpur }));
    const { PostID } = created.json<{ PostID: string }>();
    const keep = [(await detail(PostID)).images[0]!.large];
    const moved = await send(
      'PUT',
      `/api/posts/${PostID}`,
      sellFlat({ location: { ...mirpur, neighbourhood: 'dhaka-mirpur-1' } }),
      'en',
      keep,
    );
    expect(moved.statusCode).toBe(200);
    expect((await detail(PostID)).location.neighbourhood).toBe('dhaka-mirpur-1');
    const wrong = sellFlat({ location: { ...mirpur, neighbourhood: 'dhaka-gulshan-2' } });
    expect((await send('PUT', `/api/posts/${PostID}`, wrong, 'en', keep)).statusCode).toBe(400);
    expect((await detail(PostID)).location.neighbourhood).toBe('dhaka-mirpur-1');
    expect((await send('PUT', `/api/posts/${PostID}`, sellFlat({ location: mirpur }), 'en', keep)).statusCode).toBe(
      200,
    );
    expect((await detail(PostID)).location.neighbourhood).toBeNull();
  });

  it('narrows a thana’s listing to one neighbourhood', async () => {
    const ownerId = (await repos.users.byEmail(owner.email))!.id;
    const rent = async (neighbourhood: string | null, overrides: Partial<NewPost> = {}) => {
      const row = await repos.posts.insert(
        postRow(ownerId, { type: 'rent', status: 'approved', price: 25_000, ...mirpur, neighbourhood, ...overrides }),
        postImagesFor(`n-${neighbourhood}`),
      );
      return `R-${row.number}`;
    };
    const ten = await rent('dhaka-mirpur-10');
    const one = await rent('dhaka-mirpur-1');
    const none = await rent(null);
    const twelve = await rent('dhaka-mirpur-12', { subDistrict: 'dhaka-pallabi' });
    const ids = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/posts?type=rent&limit=48&${query}` });
      expect(response.statusCode, query).toBe(200);
      return response.json<{ posts: { PostID: string }[] }>().posts.map((post) => post.PostID);
    };
    expect(await ids('division=dhaka&district=dhaka&subDistrict=dhaka-mirpur')).toEqual(
      expect.arrayContaining([ten, one, none]),
    );
    expect(await ids('division=dhaka&district=dhaka&subDistrict=dhaka-mirpur&neighbourhood=dhaka-mirpur-10')).toEqual([
      ten,
    ]);
    expect(await ids('neighbourhood=dhaka-mirpur-12')).toEqual([twelve]);
    // Mirpur 12 lies in Pallabi, yet people count it as Mirpur: chosen under Mirpur it finds its
    // posts, and Mirpur alone holds them too. A neighbourhood of an unrelated thana finds nothing there.
    expect(await ids('subDistrict=dhaka-mirpur&neighbourhood=dhaka-mirpur-12')).toEqual([twelve]);
    expect(await ids('division=dhaka&district=dhaka&subDistrict=dhaka-mirpur')).toContain(twelve);
    expect(await ids('subDistrict=dhaka-gulshan&neighbourhood=dhaka-mirpur-10')).toEqual([]);
    // A malformed one is refused.
    const odd = await t.app.inject({ method: 'GET', url: '/api/posts?type=rent&neighbourhood=%3Cscript%3E' });
    expect(odd.statusCode).toBe(400);
  });

  it('serves the neighbourhoods of a sub-district, cacheable for a day', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/locations/sub-districts/dhaka-mirpur/neighbourhoods',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=86400');
    const { neighbourhoods } = response.json<{
      neighbourhoods: { id: string; bn: string; subDistrictId: string; alsoIn?: string[] }[];
    }>();
    expect(neighbourhoods).toContainEqual({
      id: 'dhaka-mirpur-10',
      subDistrictId: 'dhaka-mirpur',
      en: 'Mirpur 10',
      bn: 'মিরপুর ১০',
    });
    // Each lies in Mirpur or is counted there: Mirpur 11 lies in Pallabi, yet Dhaka people call it Mirpur (issue 29).
    expect(neighbourhoods.every((n) => n.subDistrictId === 'dhaka-mirpur' || n.alsoIn?.includes('dhaka-mirpur'))).toBe(
      true,
    );
    expect(neighbourhoods).toContainEqual({
      id: 'dhaka-mirpur-11',
      subDistrictId: 'dhaka-pallabi',
      alsoIn: ['dhaka-mirpur'],
      en: 'Mirpur 11',
      bn: 'মিরপুর ১১',
    });

    const upazila = await t.app.inject({
      method: 'GET',
      url: '/api/locations/sub-districts/dhaka-keraniganj/neighbourhoods',
    });
    expect(upazila.statusCode).toBe(200);
    expect(upazila.json()).toEqual({ success: true, neighbourhoods: [] });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/locations/sub-districts/atlantis/neighbourhoods' });
    expect(unknown.statusCode).toBe(404);
    const odd = await t.app.inject({ method: 'GET', url: '/api/locations/sub-districts/%3Cb%3E/neighbourhoods' });
    expect(odd.statusCode).toBe(400);
    const all = (await t.app.inject({ method: 'GET', url: '/api/locations' })).json<{ neighbourhoods: unknown[] }>();
    expect(all.neighbourhoods.length).toBeGreaterThan(60);
  });
});

describe.each(ONE_DRIVER)('demo neighbourhoods on %s', (driver) => {
  it('gives most demo posts in a city thana a neighbourhood, and Mirpur 10 family flats to find', async () => {
    const t = await buildDemoTestApp(driver);
    try {
      const repos = createRepositories(t.database.db);
      const { rows } = await repos.postListing.listApproved(
        { type: 'rent', division: 'dhaka', neighbourhood: 'dhaka-mirpur-10', sort: 'newest', page: 1, limit: 48 },
        0,
      );
      expect(rows.length).toBeGreaterThanOrEqual(2);
      // The renter of issue 12: three bedrooms, under Tk 30,000, with its advance and service charge.
      // A card shows neither: they are read from the post itself.
      const fitting = rows.filter(({ post }) => post.bedrooms === 3 && post.price < 30_000);
      const full = await Promise.all(fitting.map(({ post }) => repos.posts.byNumber(post.type, post.number)));
      expect(full.some((found) => found?.post.advanceMonths != null && found.post.serviceCharge != null)).toBe(true);
      const inCityThanas = (await cityPosts(repos)).filter((post) => neighbourhoodsOf(post.subDistrict).length > 0);
      const named = inCityThanas.filter((post) => post.neighbourhood !== null);
      expect(named.length / inCityThanas.length).toBeGreaterThan(0.6);
      for (const post of named)
        expect(neighbourhoodsOf(post.subDistrict).map((n) => n.id)).toContain(post.neighbourhood);
    } finally {
      await t.close();
    }
  }, 180_000);
});

/** Every approved demo post in the Dhaka and Chittagong districts. */
async function cityPosts(repos: Repositories) {
  const found = [];
  for (const district of ['dhaka', 'chittagong']) {
    for (const type of ['sell', 'rent'] as const) {
      const query = { type, division: district as 'dhaka' | 'chittagong', district, sort: 'newest' as const };
      const { rows } = await repos.postListing.listApproved({ ...query, page: 1, limit: 48 }, 0);
      found.push(...rows.map((row) => row.post));
    }
  }
  return found;
}
