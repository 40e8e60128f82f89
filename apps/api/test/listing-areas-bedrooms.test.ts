import type { SavedSearchFilters } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { savedSearches } from '../src/modules/saved-searches/saved-searches.schema.ts';
import { callAs, member } from './accounts.fixtures.ts';
import { approvePost, staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';

interface Listing {
  posts: { PostID: string }[];
  pagination: { total: number };
}
interface Refusal {
  success: false;
  message: string;
}

const dhaka = { division: 'dhaka', district: 'dhaka' } as const;
const mirpur = { ...dhaka, subDistrict: 'dhaka-mirpur' };
const mohammadpur = { ...dhaka, subDistrict: 'dhaka-mohammadpur' };
/** Seven thanas of Dhaka: one more than a search may ask for. */
const SEVEN = ['mirpur', 'badda', 'gulshan', 'banani', 'pallabi', 'kafrul', 'uttara-east']
  .map((area) => `dhaka-${area}`)
  .join(',');

/**
 * Filters that take several (issue 63): "2 or 3 bedrooms in Mirpur or Mohammadpur" is one search,
 * in the listing, in a saved search and in its alerts; a bad list is a 400 in the reader's language.
 */
describe.each(ONE_DRIVER)('several areas and bedroom counts on %s', (driver) => {
  let t: TestApp;
  let ownerId: string;
  const fits: Record<string, string> = {};
  const misses: Record<string, string> = {};

  const rent = async (name: string, overrides: Partial<NewPost>) => {
    const row = await t.repos.posts.insert(
      postRow(ownerId, { type: 'rent', status: 'approved', price: 20_000, ...overrides }),
      postImagesFor(name),
    );
    return publicPostId(row);
  };
  const list = async (query: string, lang = 'en') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/posts?type=rent&limit=48&${query}`,
      headers: { 'accept-language': lang },
    });
    return response;
  };
  const ids = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<Listing>()
      .posts.map((post) => post.PostID)
      .sort();
  };

  beforeAll(async () => {
    t = await buildTestApp(driver);
    ownerId = (await member(t.database)).user.id;
    fits.mirpurTwo = await rent('mirpur-two', { ...mirpur, bedrooms: 2 });
    fits.mohammadpurThree = await rent('mohammadpur-three', { ...mohammadpur, bedrooms: 3 });
    // Mirpur 10, and Mirpur 11: filed under Pallabi, counted in Mirpur.
    fits.mirpurTen = await rent('mirpur-ten', { ...mirpur, neighbourhood: 'dhaka-mirpur-10', bedrooms: 3 });
    fits.mirpurEleven = await rent('mirpur-eleven', {
      ...dhaka,
      subDistrict: 'dhaka-pallabi',
      neighbourhood: 'dhaka-mirpur-11',
      bedrooms: 2,
    });
    misses.mirpurFour = await rent('mirpur-four', { ...mirpur, bedrooms: 4 });
    misses.mohammadpurOne = await rent('mohammadpur-one', { ...mohammadpur, bedrooms: 1 });
    misses.gulshanTwo = await rent('gulshan-two', { ...dhaka, subDistrict: 'dhaka-gulshan', bedrooms: 2 });
    misses.pallabiThree = await rent('pallabi-three', { ...dhaka, subDistrict: 'dhaka-pallabi', bedrooms: 3 });
    misses.mirpurSale = publicPostId(
      await t.repos.posts.insert(
        postRow(ownerId, { ...mirpur, type: 'sell', status: 'approved', bedrooms: 2 }),
        postImagesFor('mirpur-sale'),
      ),
    );
  });
  afterAll(async () => t?.close());

  it('finds 2 or 3 bedrooms in Mirpur or Mohammadpur, and nothing else', async () => {
    const expected = Object.values(fits).sort();
    const asked = 'division=dhaka&district=dhaka&areas=dhaka-mirpur,dhaka-mohammadpur&bedrooms=2,3';
    expect(await ids(asked)).toEqual(expected);
    // A plain form's checkboxes repeat the names; the order of a list does not matter.
    expect(
      await ids('district=dhaka&areas=dhaka-mohammadpur&areas=dhaka-mirpur&bedrooms=3&bedrooms=2&bedrooms=3'),
    ).toEqual(expected);
    // Four or more, with two: the top choice still means that many or more.
    expect(await ids('district=dhaka&areas=dhaka-mirpur&bedrooms=2,4')).toEqual(
      [fits.mirpurTwo!, fits.mirpurEleven!, misses.mirpurFour!].sort(),
    );
  });

  it('takes a neighbourhood among the areas, and keeps one area and one count as they were', async () => {
    expect(await ids('district=dhaka&areas=dhaka-mirpur-10,dhaka-mohammadpur&bedrooms=3')).toEqual(
      [fits.mirpurTen!, fits.mohammadpurThree!].sort(),
    );
    expect(await ids('division=dhaka&district=dhaka&subDistrict=dhaka-mirpur&bedrooms=2')).toEqual(
      [fits.mirpurTwo!, fits.mirpurEleven!].sort(),
    );
  });

  it('refuses a bad list with a 400 in the reader’s language, never a 500', async () => {
    const refusals: [string, string, string][] = [
      ['areas=dhaka-mirpur', 'Choose a district first, then its areas', 'আগে জেলা বেছে নিন, তারপর সেই জেলার এলাকা'],
      [
        'district=dhaka&areas=dhaka-mirpur,gazipur-tongi-east',
        'Those areas are not in the chosen district; please pick them from the list',
        'এই এলাকাগুলো বেছে নেওয়া জেলার মধ্যে পড়ে না, তালিকা থেকে বেছে নিন',
      ],
      [
        'district=dhaka&areas=dhaka-mirpur,dhaka-atlantis',
        'Those areas are not in the chosen district; please pick them from the list',
        'এই এলাকাগুলো বেছে নেওয়া জেলার মধ্যে পড়ে না, তালিকা থেকে বেছে নিন',
      ],
      [`district=dhaka&areas=${SEVEN}`, 'Choose at most 6 areas at once', 'একসাথে সর্বোচ্চ ৬টি এলাকা বেছে নিন'],
      [
        'bedrooms=2,7',
        'Choose the bedrooms from 1, 2, 3 or 4+, one or several',
        'বেডরুমের সংখ্যা ১, ২, ৩ বা ৪+ থেকে বেছে নিন, একটি বা একাধিক',
      ],
    ];
    for (const [query, en, bn] of refusals) {
      const inEnglish = await list(query, 'en');
      expect(inEnglish.statusCode, query).toBe(400);
      expect(inEnglish.json<Refusal>().message, query).toBe(en);
      expect((await list(query, 'bn')).json<Refusal>().message, query).toBe(bn);
    }
  });

  it('saves the search, shows it in words, and alerts its member of a match only', async () => {
    const support = await staffMember(t.app, t.database, 'support');
    const seeker = await member(t.database, { language: 'bn' });
    const poster = await member(t.database);
    const filters = {
      type: 'rent',
      ...dhaka,
      areas: 'dhaka-mohammadpur,dhaka-mirpur',
      bedrooms: '3,2',
    };
    const saved = await callAs(t.app, seeker.token, 'POST', '/api/saved-searches', { filters }, 'bn');
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<{ search: object }>().search).toMatchObject({
      name: 'মিরপুর বা মোহাম্মদপুরে ভাড়ার বিজ্ঞাপন',
      filters: { type: 'rent', ...dhaka, areas: 'dhaka-mirpur,dhaka-mohammadpur', bedrooms: '2,3' },
      summary: 'মিরপুর বা মোহাম্মদপুরে ভাড়ার বিজ্ঞাপন · ২ বা ৩ বেডরুম',
      resultsPath: '/Property-Rent?division=dhaka&district=dhaka&areas=dhaka-mirpur,dhaka-mohammadpur&bedrooms=2,3',
    });
    const english = await callAs(t.app, seeker.token, 'GET', '/api/saved-searches', undefined, 'en');
    expect(english.json<{ searches: { summary: string }[] }>().searches[0]?.summary).toBe(
      'Properties for rent in Mirpur or Mohammadpur · 2 or 3 bedrooms',
    );

    const approve = async (overrides: Partial<NewPost>) => {
      const row = await t.repos.posts.insert(
        postRow(poster.user.id, { type: 'rent', price: 20_000, ...overrides }),
        postImagesFor('alert'),
      );
      await approvePost(t.app, support.token, publicPostId(row));
      await t.app.savedSearchAlerts.settled();
    };
    const alerts = async () =>
      (await callAs(t.app, seeker.token, 'GET', '/api/notifications/getUserNotifications?page=1', undefined, 'bn'))
        .json<{ data: { title: string; link: string | null }[] }>()
        .data.filter((notification) => notification.link?.startsWith('/user/my-searches'));

    // Four bedrooms in Mirpur, or three in Gulshan: no alert.
    await approve({ ...mirpur, bedrooms: 4 });
    await approve({ ...dhaka, subDistrict: 'dhaka-gulshan', bedrooms: 3 });
    expect(await alerts()).toEqual([]);
    // Three in Mohammadpur: one.
    await approve({ ...mohammadpur, bedrooms: 3 });
    expect(await alerts()).toEqual([expect.objectContaining({ title: 'মিরপুর বা মোহাম্মদপুরে একটি নতুন ভাড়ার বিজ্ঞাপন' })]);
  });

  it('reads a search saved before, with one bedroom count, as that count', async () => {
    const saver = await member(t.database);
    const old = { type: 'rent', ...mirpur, bedrooms: 2, sort: 'newest' } as unknown as SavedSearchFilters;
    await t.database.db.insert(savedSearches).values({ userId: saver.user.id, name: 'old', filters: old });
    const listed = await callAs(t.app, saver.token, 'GET', '/api/saved-searches');
    expect(listed.json<{ searches: object[] }>().searches).toEqual([
      expect.objectContaining({
        filters: { type: 'rent', ...mirpur, bedrooms: '2', sort: 'newest' },
        summary: 'Properties for rent in Mirpur · 2 bedrooms',
        resultsPath: '/Property-Rent?division=dhaka&district=dhaka&subDistrict=dhaka-mirpur&bedrooms=2',
      }),
    ]);
  });
});
