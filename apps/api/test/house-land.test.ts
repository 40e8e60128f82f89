import { translateMessage } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, member, sendForm } from './accounts.fixtures.ts';
import { approvePost, staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { photo, postForm, sellFlat } from './posts.fixtures.ts';

interface Card {
  PostID: string;
  size: number | null;
  landSize: number | null;
  landUnits: string | null;
}

/**
 * A house for sale has land as well as floor area (issue 41): it is stored, shown on its card and
 * page, and found by the land filter and by words like "5 katha". A flat's and a house's bedrooms
 * and bathrooms are required, so an ad saying "২ বেডরুম" is found by the two-bedroom filter.
 */
describe.each(ONE_DRIVER)('land on houses, rooms on homes, on %s', (driver) => {
  let t: TestApp;
  let owner: { token: string };
  let support: { token: string };
  beforeAll(async () => {
    t = await buildTestApp(driver);
    owner = await member(t.database);
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(async () => {
    await t.close();
  });

  const sylhet = { division: 'sylhet', district: 'sylhet', subDistrict: 'sylhet-sylhet-sadar' };
  const house = (overrides: Record<string, unknown> = {}) =>
    sellFlat({
      postTitle: 'Two-storey house on 5 katha near Zindabazar',
      propertyType: 'home',
      location: sylhet,
      size: 2400,
      landSize: 5,
      landUnits: 'katha',
      rooms: { bedrooms: 4, bathrooms: 3 },
      ...overrides,
    });
  const submit = (data: unknown, lang = 'en') =>
    sendForm(t.app, owner.token, 'POST', '/api/posts', postForm(data, [{ content: photoOnce }]), {
      'accept-language': lang,
    });
  let photoOnce: Buffer;
  async function live(data: unknown): Promise<string> {
    photoOnce ??= await photo();
    const created = await submit(data);
    expect(created.statusCode, created.body).toBe(201);
    const { PostID } = created.json<{ PostID: string }>();
    await approvePost(t.app, support.token, PostID);
    return PostID;
  }
  const cards = async (query: string): Promise<Card[]> => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/posts?type=sell&limit=48&${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ posts: Card[] }>().posts;
  };
  const ids = async (query: string) => (await cards(query)).map((card) => card.PostID);

  it('keeps a house’s land beside its floor area, and finds it by the land filter and by "5 katha"', async () => {
    const onFiveKatha = await live(house());
    const inShotok = await live(
      house({ postTitle: 'Duplex on 10 shotok', propertyType: 'duplex-home', landSize: 10, landUnits: 'shotok' }),
    );
    // A flat for sale has no land of its own, nor has a house to rent: what they send is dropped.
    const flat = await live(sellFlat({ location: sylhet, landSize: 5, landUnits: 'katha' }));
    const rented = await live(house({ type: 'rent', price: 40_000, postTitle: 'House to let' }));

    const page = await t.app.inject({ method: 'GET', url: `/api/posts/${onFiveKatha}`, headers: bearer(owner.token) });
    expect(page.json().post).toMatchObject({ size: 2400, landSize: 5, landUnits: 'katha' });
    const listed = await cards('division=sylhet');
    expect(listed.find((card) => card.PostID === onFiveKatha)).toMatchObject({ size: 2400, landSize: 5 });
    expect(listed.find((card) => card.PostID === flat)).toMatchObject({ landSize: null, landUnits: null });

    const fourToSix = await ids('division=sylhet&minLand=4&maxLand=6');
    expect(fourToSix).toEqual(expect.arrayContaining([onFiveKatha]));
    expect(fourToSix).not.toContain(flat);
    // 10 shotok is about 6.06 katha: in katha terms it is the 6-to-7 house.
    expect(await ids('division=sylhet&minLand=6&maxLand=7')).toContain(inShotok);
    for (const words of ['5 katha house', '৫ কাঠার বাড়ি', 'sylhet 5 katha']) {
      const found = await ids(`q=${encodeURIComponent(words)}`);
      expect(found, words).toContain(onFiveKatha);
      expect(found, words).not.toContain(flat);
    }
    const rentCards = await t.app.inject({ method: 'GET', url: '/api/posts?type=rent&division=sylhet&limit=48' });
    const rentCard = rentCards.json<{ posts: Card[] }>().posts.find((card) => card.PostID === rented);
    expect(rentCard).toMatchObject({ landSize: null });
  });

  it('requires the bedrooms and bathrooms of a flat or a house, in the reader’s language; stores nothing', async () => {
    photoOnce ??= await photo();
    const mine = async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/profile/getUserPosts',
        headers: bearer(owner.token),
      });
      return Object.values(answer.json<{ userPosts: Record<string, unknown[]> }>().userPosts).flat().length;
    };
    const before = await mine();
    for (const [lang, data, key] of [
      ['bn', sellFlat({ location: sylhet, rooms: { bathrooms: 2 } }), 'validation.bedroomsRequired'],
      ['en', house({ rooms: { bedrooms: 3 } }), 'validation.bathroomsRequired'],
      ['en', house({ rooms: undefined }), 'validation.bedroomsRequired'],
    ] as const) {
      const refused = await submit(data, lang);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(translateMessage(lang, key));
    }
    expect(await mine()).toBe(before);
    // A shop has no bedrooms to give.
    const shop = await submit(sellFlat({ location: sylhet, propertyType: 'shop', rooms: undefined }));
    expect(shop.statusCode, shop.body).toBe(201);
  });
});
