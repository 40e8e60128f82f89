import type { NewUser } from '../src/modules/accounts/users.types.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../src/modules/saved-searches/saved-searches.schema.ts';
import { createRepositories } from '../src/repositories.ts';
import { member as memberOf } from './accounts.fixtures.ts';
import { boaliaFlats, postImagesFor, postRow } from './posts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';

interface Saved {
  _id: string;
  name: string;
  summary: string;
  resultsPath: string;
  paused: boolean;
  mailDigest: boolean;
  newMatches: number;
  filters: Record<string, string | number>;
}

describe.each(ONE_DRIVER)('saved searches on %s', (driver) => {
  let t: TestApp;
  let repos: ReturnType<typeof createRepositories>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    repos = createRepositories(t.database.db);
  });
  afterAll(async () => t?.close());

  const member = (overrides: Partial<NewUser> = {}) => memberOf(t.database, overrides);
  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const list = async (token: string, lang = 'en') =>
    (await call(token, 'GET', '/api/saved-searches', undefined, lang)).json<{ searches: Saved[]; limit: number }>()
      .searches;
  const save = async (token: string, body: object, lang = 'en') =>
    call(token, 'POST', '/api/saved-searches', body, lang);

  it('saves, lists, renames, pauses, switches the digest and deletes, in the member’s language', async () => {
    const me = await member();
    const created = await save(me.token, { filters: boaliaFlats });
    expect(created.statusCode).toBe(201);
    const search = created.json<{ message: string; search: Saved }>();
    expect(search.message).toBe('Search saved. We will tell you when new matches are approved.');
    expect(search.search).toMatchObject({
      name: 'Flats for sale in Boalia, under Tk 70 lakh',
      paused: false,
      mailDigest: false,
      newMatches: 0,
      resultsPath:
        '/Property-Buy-Sell?division=rajshahi&district=rajshahi&subDistrict=rajshahi-boalia' +
        '&propertyType=apartment&maxPrice=7000000',
    });
    // The stored filters are the post search without its page and size.
    expect(search.search.filters).not.toHaveProperty('page');
    expect(search.search.filters).not.toHaveProperty('limit');

    const bn = await save(
      me.token,
      {
        filters: {
          type: 'rent',
          division: 'dhaka',
          district: 'dhaka',
          subDistrict: 'dhaka-mirpur',
          propertyType: 'apartment',
          maxPrice: 25_000,
          bedrooms: 3,
        },
      },
      'bn',
    );
    expect(bn.json<{ search: Saved }>().search.name).toBe('মিরপুরে ভাড়ার ফ্ল্যাট, ২৫,০০০ টাকার মধ্যে');
    const named = await save(me.token, { name: '  Near my office ', filters: { type: 'rent', q: 'lake view' } });
    expect(named.json<{ search: Saved }>().search.name).toBe('Near my office');

    let mine = await list(me.token);
    expect(mine.map((s) => s.name)).toEqual([
      'Near my office',
      'মিরপুরে ভাড়ার ফ্ল্যাট, ২৫,০০০ টাকার মধ্যে',
      'Flats for sale in Boalia, under Tk 70 lakh',
    ]);
    // Summaries follow the language of the request, whatever the name was saved in.
    expect(mine[1]?.summary).toBe('Flats for rent in Mirpur · under Tk 25,000 · 3 bedrooms');
    expect((await list(me.token, 'bn'))[1]?.summary).toBe('মিরপুরে ভাড়ার ফ্ল্যাট · ২৫,০০০ টাকার মধ্যে · ৩টি বেডরুম');
    expect(mine[0]?.summary).toBe('Properties for rent · “lake view”');

    const id = search.search._id;
    const renamed = await call(me.token, 'PATCH', `/api/saved-searches/${id}`, { name: 'Boalia flats' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ search: Saved }>().search.name).toBe('Boalia flats');
    await call(me.token, 'PATCH', `/api/saved-searches/${id}`, { paused: true, mailDigest: true });
    mine = await list(me.token);
    expect(mine.find((s) => s._id === id)).toMatchObject({ name: 'Boalia flats', paused: true, mailDigest: true });

    const removed = await call(me.token, 'DELETE', `/api/saved-searches/${id}`);
    expect(removed.json()).toMatchObject({ success: true, message: 'Saved search deleted' });
    expect((await list(me.token)).map((s) => s._id)).not.toContain(id);
    expect((await call(me.token, 'DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(404);
  });

  it('asks for sign-in, and answers 404 for another member’s search or an id that names none', async () => {
    const owner = await member();
    const other = await member();
    const id = (await save(owner.token, { filters: boaliaFlats })).json<{ search: Saved }>().search._id;
    expect((await call(null, 'GET', '/api/saved-searches')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/saved-searches', { filters: boaliaFlats })).statusCode).toBe(401);
    expect((await call(null, 'PATCH', `/api/saved-searches/${id}`, { paused: true })).statusCode).toBe(401);
    for (const [method, url, body] of [
      ['PATCH', `/api/saved-searches/${id}`, { name: 'Mine now' }],
      ['POST', `/api/saved-searches/${id}/visit`, undefined],
      ['DELETE', `/api/saved-searches/${id}`, undefined],
    ] as const) {
      const answer = await call(other.token, method, url, body);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({
        code: 'SAVED_SEARCH_UNAVAILABLE',
        message: 'This saved search no longer exists',
      });
    }
    expect((await call(other.token, 'PATCH', '/api/saved-searches/not-an-id', { paused: true })).statusCode).toBe(404);
    expect(await list(other.token)).toEqual([]);
    expect((await list(owner.token))[0]).toMatchObject({ _id: id, paused: false });
  });

  it('refuses a bad name or bad filters with a message in the reader’s language', async () => {
    const me = await member();
    const long = 'x'.repeat(61);
    const cases = [
      [{ name: long, filters: boaliaFlats }, 'Keep the name to 60 characters or fewer', 'নাম ৬০ অক্ষরের মধ্যে রাখুন'],
      [{ filters: { ...boaliaFlats, minPrice: 9_000_000 } }, 'The lowest price cannot be more than the highest', null],
      [{ filters: { type: 'group' } }, null, null],
      [{}, null, null],
    ] as const;
    for (const [body, en, bn] of cases) {
      const answer = await save(me.token, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      if (en) expect(JSON.stringify(answer.json())).toContain(en);
      if (bn) expect(JSON.stringify((await save(me.token, body, 'bn')).json())).toContain(bn);
    }
    const bnRange = await save(me.token, { filters: { ...boaliaFlats, minPrice: 9_000_000 } }, 'bn');
    expect(JSON.stringify(bnRange.json())).not.toContain('The lowest price');
    const id = (await save(me.token, { filters: boaliaFlats })).json<{ search: Saved }>().search._id;
    const blank = await call(me.token, 'PATCH', `/api/saved-searches/${id}`, { name: '   ' }, 'bn');
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('খোঁজটির একটি নাম দিন');
    expect((await call(me.token, 'PATCH', `/api/saved-searches/${id}`, {})).statusCode).toBe(400);
    expect((await call(me.token, 'PATCH', `/api/saved-searches/${id}`, { paused: 'yes' })).statusCode).toBe(400);
  });

  it('keeps at most 20 per member, even when two saves race at 19', async () => {
    const me = await member({ language: 'bn' });
    await t.database.db.insert(savedSearches).values(
      Array.from({ length: 19 }, (_, i) => ({
        userId: me.user.id,
        name: `Search ${i + 1}`,
        filters: { type: 'sell' as const, sort: 'newest' as const },
      })),
    );
    const answers = await Promise.all([
      save(me.token, { filters: boaliaFlats }, 'bn'),
      save(me.token, { filters: { ...boaliaFlats, type: 'rent' } }, 'bn'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'SAVED_SEARCH_LIMIT',
      message: 'সর্বোচ্চ ২০টি খোঁজ সংরক্ষণ করা যায়। নতুন একটি রাখতে আগে একটি মুছে ফেলুন।',
    });
    expect(await list(me.token)).toHaveLength(20);
    const english = await save(me.token, { filters: boaliaFlats });
    expect(english.statusCode).toBe(409);
    expect(english.json<{ message: string }>().message).toBe(
      'You can keep up to 20 saved searches. Delete one to save a new one.',
    );
    // Another member is not held back by this one's searches.
    const other = await member();
    expect((await save(other.token, { filters: boaliaFlats })).statusCode).toBe(201);
  });

  it('counts the new matches approved since the results were last opened, not one’s own', async () => {
    const me = await member();
    const poster = await member();
    const id = (await save(me.token, { filters: boaliaFlats })).json<{ search: Saved }>().search._id;
    const hourAgo = new Date(Date.now() - 3600_000);
    await t.database.db.execute(
      sql`update saved_searches set last_visited_at = ${hourAgo.toISOString()} where id = ${id}`,
    );
    const approved = (ownerId: string, overrides: Parameters<typeof postRow>[1] = {}) =>
      repos.posts.insert(
        postRow(ownerId, { status: 'approved', approvedAt: new Date(), ...overrides }),
        postImagesFor('x'),
      );
    await approved(poster.user.id);
    await approved(poster.user.id, { price: 6_000_000 });
    await approved(poster.user.id, { price: 9_000_000 }); // over the budget
    await approved(poster.user.id, { subDistrict: 'rajshahi-rajpara' }); // elsewhere
    await approved(poster.user.id, { approvedAt: new Date(Date.now() - 2 * 3600_000) }); // before the last visit
    await approved(poster.user.id, { status: 'pending', approvedAt: null }); // not live
    await approved(me.user.id); // my own
    expect((await list(me.token)).find((s) => s._id === id)?.newMatches).toBe(2);
    const visited = await call(me.token, 'POST', `/api/saved-searches/${id}/visit`);
    expect(visited.statusCode).toBe(200);
    expect(visited.json<{ search: Saved }>().search.newMatches).toBe(0);
    expect((await list(me.token)).find((s) => s._id === id)?.newMatches).toBe(0);
    await approved(poster.user.id);
    expect((await list(me.token)).find((s) => s._id === id)?.newMatches).toBe(1);
  });

  it('suggests a name for any post search, and refuses bad filters there too', async () => {
    const bn = await call(
      null,
      'GET',
      '/api/saved-searches/suggested-name?type=rent&division=rajshahi&district=rajshahi&minPrice=10000&maxPrice=20000',
      undefined,
      'bn',
    );
    expect(bn.json()).toMatchObject({ name: 'রাজশাহীতে ভাড়ার বিজ্ঞাপন, ১০,০০০ থেকে ২০,০০০ টাকা' });
    const en = await call(
      null,
      'GET',
      '/api/saved-searches/suggested-name?type=sell&propertyType=land' +
        '&minLand=3&maxLand=5&landUnit=katha&minPrice=15000000',
    );
    expect(en.json()).toMatchObject({
      name: 'Plots of land for sale, from Tk 1.5 crore',
      summary: 'Plots of land for sale · from Tk 1.5 crore · 3 to 5 Katha',
    });
    expect(
      (await call(null, 'GET', '/api/saved-searches/suggested-name?type=sell&minSize=9&maxSize=2')).statusCode,
    ).toBe(400);
  });
});
