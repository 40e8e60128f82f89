import { translateMessage } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { userRow } from './accounts.fixtures.ts';
import { DRIVERS, buildTestApp, type TestApp } from './helpers.ts';
import { approvedPost, places, postImagesFor, postRow } from './posts.fixtures.ts';
import { insertSearchPosts, type SearchPostName } from './search.fixtures.ts';

interface Listing {
  posts: { PostID: string }[];
  pagination: { total: number; totalPages: number };
}

/**
 * Finding what Bangladeshis type (issue 17, ADR 019): Bengali, English and Banglish alike,
 * slips, PostIDs, numbers in either digit set, land in any unit, every order, stable pages.
 */
describe.each(DRIVERS)('post search on %s', (driver) => {
  let t: TestApp;
  let repos: Repositories;
  let ids: Record<SearchPostName, string>;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    repos = createRepositories(t.database.db);
    ids = await insertSearchPosts(repos);
  });
  afterAll(async () => t.close());

  const list = async (query: string, lang = 'en'): Promise<Listing> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/posts?limit=48&${query}`,
      headers: { 'accept-language': lang },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Listing>();
  };
  const found = async (query: string) => (await list(query)).posts.map((post) => post.PostID);
  const names = (...keys: SearchPostName[]) => keys.map((key) => ids[key]);
  const search = (type: 'sell' | 'rent', q: string, more = '') =>
    found(`type=${type}&q=${encodeURIComponent(q)}${more}`);

  it('finds the same Mirpur rent flats for Banglish and Bengali, Mirpur ones first', async () => {
    const banglish = await search('rent', 'mirpur flat vara');
    const bengali = await search('rent', 'মিরপুর ফ্ল্যাট ভাড়া');
    const english = await search('rent', 'flat for rent in Mirpur');
    // A place named is a place filter (issue 29): the Gulshan flat that only mentions Mirpur is not
    // in Mirpur. The paid one leads.
    expect(banglish).toEqual(names('mirpurPaid', 'mirpurFlat'));
    expect(bengali).toEqual(banglish);
    expect(english).toEqual(banglish);
    expect(await search('rent', 'mirpur bhara flat')).toEqual(banglish);
  });

  it('finds places by their names in both languages and with slips', async () => {
    const gopalganjLand = names('gopalganjKatha', 'gopalganjBigha', 'kashianiShotok', 'kotaliparaAcre');
    expect(await search('sell', 'Gopalganj')).toEqual(gopalganjLand);
    expect(await search('sell', 'গোপালগঞ্জ')).toEqual(gopalganjLand);
    expect(await search('sell', 'gopalgonj')).toEqual(gopalganjLand);
    expect(await search('rent', 'dhanmandi')).toEqual(names('dhanmondiFlat'));
    expect(await search('rent', 'dhamondi')).toEqual(names('dhanmondiFlat'));
    expect(await search('sell', 'dhanmondi bari bikri')).toEqual(names('dhanmondiHouse'));
    const mirpor = await search('rent', 'mirpor');
    expect(mirpor).toEqual(names('mirpurPaid', 'mirpurFlat', 'mirpurShop'));
    // A trigram match of a long word with a slip the key does not absorb.
    expect(await search('sell', 'kotaliparax')).toEqual(names('kotaliparaAcre'));
    expect(await search('rent', 'generators')).toEqual(names('mirpurPaid'));
    // Several places as alternatives (issue 42): posts in either.
    const either = names('mirpurPaid', 'mirpurFlat', 'mirpurShop', 'dhanmondiFlat').sort();
    expect((await search('rent', 'mirpur ba dhanmondi')).sort()).toEqual(either);
    expect((await search('rent', 'মিরপুর বা ধানমন্ডি')).sort()).toEqual(either);
  });

  it('finds property types by any of their words', async () => {
    const land = names('gopalganjKatha', 'gopalganjBigha', 'kashianiShotok', 'kotaliparaAcre');
    for (const word of ['jomi', 'জমি', 'land', 'plot']) expect(await search('sell', word), word).toEqual(land);
    for (const word of ['dokan', 'দোকান', 'shop'])
      expect(await search('rent', word), word).toEqual(names('mirpurShop'));
    for (const word of ['apartment', 'অ্যাপার্টমেন্ট'])
      expect(await search('sell', word), word).toEqual(names('mirpurSale'));
  });

  it('finds a post by its PostID, however it is typed', async () => {
    const sale = ids.mirpurSale;
    const number = sale.slice(2);
    // In Bengali digits too (issue 39), as the Bengali pages show it.
    const bengali = number.replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
    for (const q of [
      sale,
      `s${number}`,
      `S ${number}`,
      sale.toLowerCase(),
      `S-${bengali}`,
      `s${bengali}`,
      `S ${bengali}`,
    ])
      expect(await search('sell', q), q).toEqual([sale]);
    expect(await search('sell', `S-${bengali} ৩ বেড`)).toEqual([sale]);
    // A number that alone would read as a price ("৯১৭৮০" taka) is still the post's number.
    const high = await approvedPost(repos, 'high-number', { type: 'sell', number: 91_780, price: 50_000_000 });
    for (const q of ['S-91780', 'S-৯১৭৮০', 's৯১৭৮০', 'S ৯১৭৮০'])
      expect(await search('sell', q), q).toEqual([`S-${high.number}`]);
    // Gone again, so the other cases list the same sell posts.
    await t.database.db.execute(sql`delete from posts where id = ${high.id}`);
    expect(await search('rent', ids.mirpurFlat)).toEqual([ids.mirpurFlat]);
    expect(await search('rent', sale)).toEqual([]);
  });

  it('matches numbers in either digit set, as whole numbers', async () => {
    // "৩ বেড" is understood as bedrooms (issue 29): every 3-bedroom post, however its words say it.
    expect(await search('rent', '৩ বেড')).toEqual(names('mirpurFlat'));
    expect(await search('rent', '3 bed')).toEqual(names('mirpurFlat'));
    const threeBedSales = await found('type=sell&bedrooms=3&sort=relevance');
    expect(threeBedSales).toContain(ids.mirpurSale);
    expect(await search('sell', '3 bed')).toEqual(threeBedSales);
    // "৩৩ শতক" is a size: about 33 shotok, which the 1-bigha plot (33.06 shotok) is too.
    expect((await search('sell', '৩৩ শতক')).sort()).toEqual(names('kashianiShotok', 'gopalganjBigha').sort());
    expect(await search('sell', '33')).toEqual(names('kashianiShotok'));
  });

  it('filters land in katha, bigha, shotok and acres alike', async () => {
    const land = (query: string) => found(`type=sell&propertyType=land&sort=size-asc&${query}`);
    // 5 katha; 1 bigha = 20 katha; 33 shotok = 19.97 katha; 1 acre = 60.5 katha.
    expect(await land('minLand=10')).toEqual(names('kashianiShotok', 'gopalganjBigha', 'kotaliparaAcre'));
    expect(await land('minLand=10&landUnit=katha')).toEqual(await land('minLand=10'));
    expect(await land('maxLand=1&landUnit=bigha')).toEqual(names('gopalganjKatha', 'kashianiShotok', 'gopalganjBigha'));
    expect(await land('minLand=1&maxLand=1&landUnit=bigha')).toEqual(names('gopalganjBigha'));
    expect(await land('minLand=33&maxLand=33&landUnit=shotok')).toEqual(names('kashianiShotok'));
    expect(await land('minLand=100&landUnit=shotok')).toEqual(names('kotaliparaAcre'));
    expect(await land('minLand=1&landUnit=acres')).toEqual(names('kotaliparaAcre'));
    expect(await land('maxLand=0.5&landUnit=acres')).toEqual(
      names('gopalganjKatha', 'kashianiShotok', 'gopalganjBigha'),
    );
    expect(await land('minLand=১০')).toEqual(await land('minLand=10'));
  });

  it('orders by newest, price and size (floor area, else land), and by best match with a keyword', async () => {
    const sells = (sort: string) => found(`type=sell&sort=${sort}`);
    expect(await sells('newest')).toEqual(
      names('dhanmondiHouse', 'gopalganjKatha', 'gopalganjBigha', 'kashianiShotok', 'kotaliparaAcre', 'mirpurSale'),
    );
    const byPrice = names(
      'gopalganjKatha',
      'kashianiShotok',
      'gopalganjBigha',
      'mirpurSale',
      'kotaliparaAcre',
      'dhanmondiHouse',
    );
    expect(await sells('price-asc')).toEqual(byPrice);
    expect(await sells('price-desc')).toEqual([...byPrice].reverse());
    // Acre 43,560 sqft, bigha 14,400, 33 shotok 14,378, 5 katha 3,600, house 3,000, flat 1,350.
    const bySize = names(
      'kotaliparaAcre',
      'gopalganjBigha',
      'kashianiShotok',
      'gopalganjKatha',
      'dhanmondiHouse',
      'mirpurSale',
    );
    expect(await sells('size-desc')).toEqual(bySize);
    expect(await sells('size-asc')).toEqual([...bySize].reverse());
    // "relevance" without a keyword is newest first.
    expect(await sells('relevance')).toEqual(await sells('newest'));

    // With a keyword: best match unless a sort is asked for; words that are all understood as
    // filters ("mirpur" is the place) leave every match as good: paid first, then newest.
    const byMatch = names('mirpurPaid', 'mirpurFlat', 'mirpurShop');
    expect(await search('rent', 'mirpur')).toEqual(byMatch);
    expect(await search('rent', 'mirpur', '&sort=relevance')).toEqual(byMatch);
    expect(await search('rent', 'mirpur', '&sort=newest')).toEqual(names('mirpurFlat', 'mirpurPaid', 'mirpurShop'));
    expect(await search('rent', 'mirpur', '&sort=price-asc')).toEqual(names('mirpurShop', 'mirpurPaid', 'mirpurFlat'));
    // Words that match text rank the posts that match more of them first. (With the tenant filter
    // set, "family" is a word to match, not the filter it would set on its own: issue 42.)
    expect((await search('rent', 'generator lift family', '&tenant=family')).sort()).toEqual(
      names('mirpurFlat', 'mirpurPaid').sort(),
    );
  });

  it('combines a keyword with the other filters', async () => {
    expect(await search('rent', 'mirpur', '&maxPrice=20000')).toEqual(names('mirpurPaid', 'mirpurShop'));
    expect(await search('rent', 'flat', '&bedrooms=4')).toEqual(names('gulshanFlat', 'dhanmondiFlat'));
    expect(await search('rent', 'ফ্ল্যাট', '&tenant=bachelor')).toEqual(names('mirpurPaid'));
    expect(await search('rent', 'flat', '&subDistrict=dhaka-mirpur&division=dhaka&district=dhaka')).toEqual(
      names('mirpurPaid', 'mirpurFlat'),
    );
  });

  it('pages without showing a post twice or leaving one out, in every order', async () => {
    const owner = await repos.users.insert(userRow());
    const listedAt = new Date(Date.now() - 30 * 24 * 3600_000);
    // Twenty posts alike in every way an order looks at: only the unique tiebreak tells them apart.
    for (let i = 0; i < 20; i++) {
      await repos.posts.insert(
        postRow(owner.id, {
          type: 'rent',
          status: 'approved',
          ...places.mirpur,
          title: 'মিরপুরে ফ্ল্যাট ভাড়া',
          description: 'একই রকম ফ্ল্যাট',
          price: 20_000,
          size: 1000,
          listedAt,
          createdAt: listedAt,
          paid: i % 3 === 0,
        }),
        postImagesFor(`page-${i}`),
      );
    }
    for (const query of [
      'type=rent',
      'type=rent&sort=price-asc',
      'type=rent&sort=price-desc',
      'type=rent&sort=size-desc',
      'type=rent&sort=size-asc',
      'type=rent&q=mirpur%20flat',
      'type=rent&q=mirpur&sort=newest',
    ]) {
      const first = (await t.app.inject({ method: 'GET', url: `/api/posts?${query}&limit=7` })).json<Listing>();
      const seen: string[] = [];
      for (let page = 1; page <= first.pagination.totalPages; page++) {
        const response = await t.app.inject({ method: 'GET', url: `/api/posts?${query}&limit=7&page=${page}` });
        seen.push(...response.json<Listing>().posts.map((post) => post.PostID));
      }
      expect(new Set(seen).size, query).toBe(seen.length);
      expect(seen.length, query).toBe(first.pagination.total);
      expect(first.pagination.total, query).toBeGreaterThanOrEqual(20);
    }
  });

  it('refuses a range whose lowest is above its highest, in the reader’s language', async () => {
    const cases = [
      ['minPrice=10&maxPrice=5', 'validation.priceRangeInvalid', 'maxPrice'],
      ['minSize=2000&maxSize=1000', 'validation.sizeRangeInvalid', 'maxSize'],
      ['minLand=5&maxLand=2&landUnit=bigha', 'validation.landRangeInvalid', 'maxLand'],
    ] as const;
    for (const lang of ['bn', 'en'] as const)
      for (const [query, key, path] of cases) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/posts?type=sell&${query}`,
          headers: { 'accept-language': lang },
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: translateMessage(lang, key) });
        expect(response.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual([path]);
      }
    const badUnit = await t.app.inject({ method: 'GET', url: '/api/posts?type=sell&minLand=1&landUnit=hectare' });
    expect(badUnit.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/posts?type=sell&q=${'ক'.repeat(101)}`,
      headers: { 'accept-language': 'bn' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: translateMessage('bn', 'validation.searchTooLong') });
    // Words that are only punctuation or stop words search for nothing in particular.
    expect((await list('type=sell&q=%21%3F')).pagination.total).toBe(6);
  });

  it('keeps a place name to its place: "mirpur" finds no Madaripur post, "mirpor" still finds Mirpur', async () => {
    const row = await approvedPost(repos, 'madaripur', {
      type: 'rent',
      division: 'dhaka',
      district: 'madaripur',
      subDistrict: 'madaripur-rajoir',
      title: 'রাজৈরে ৩ বেডরুমের ফ্ল্যাট ভাড়া',
      description: 'মাদারীপুর জেলার রাজৈর বাজারের কাছে পরিবারের জন্য ফ্ল্যাট।',
    });
    const madaripur = `R-${row.number}`;
    expect(await search('rent', 'madaripur')).toContain(madaripur);
    for (const q of ['mirpur', 'Mirpur', 'মিরপুর', 'mirpor', 'mirpur flat vara']) {
      const found = await search('rent', q);
      expect(found, q).not.toContain(madaripur);
      expect(found, q).toContain(ids.mirpurFlat);
    }
  });
});
