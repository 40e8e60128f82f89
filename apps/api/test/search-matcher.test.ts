import { postListQuerySchema, type PostListQuery } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { posts } from '../src/modules/posts/posts.schema.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import type { PostRow } from '../src/modules/posts/posts.types.ts';
import { SEARCH_VERSION } from '../src/modules/search/document.ts';
import { postMatchesSearch } from '../src/modules/search/matcher.ts';
import { createRepositories } from '../src/repositories.ts';
import { ONE_DRIVER, buildTestApp, openTestDatabase, tempDir, type TestApp } from './helpers.ts';
import { approvedPost, places } from './posts.fixtures.ts';
import { insertSearchPosts } from './search.fixtures.ts';

type Search = Omit<PostListQuery, 'page' | 'limit'>;

/** Searches over every filter of the listing, and keywords of every kind the matcher must agree on. */
const SEARCHES: Record<string, string | number>[] = [
  { type: 'rent' },
  { type: 'sell' },
  { type: 'rent', division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur' },
  { type: 'sell', district: 'gopalganj' },
  { type: 'rent', neighbourhood: 'dhaka-mirpur-10' },
  { type: 'sell', propertyType: 'land' },
  { type: 'rent', minPrice: 18_000, maxPrice: 40_000 },
  { type: 'rent', minSize: 1000 },
  { type: 'sell', maxSize: 2000 },
  { type: 'sell', minLand: 10 },
  { type: 'sell', maxLand: 1, landUnit: 'bigha' },
  { type: 'sell', minLand: 33, maxLand: 33, landUnit: 'shotok' },
  { type: 'sell', minLand: 1, landUnit: 'acres' },
  { type: 'rent', bedrooms: 3 },
  { type: 'rent', bedrooms: 4 },
  { type: 'rent', bathrooms: 2 },
  // Several areas and bedroom counts (issue 63).
  { type: 'rent', bedrooms: '2,3' },
  { type: 'rent', bedrooms: '2,4' },
  { type: 'rent', division: 'dhaka', district: 'dhaka', areas: 'dhaka-mirpur,dhaka-dhanmondi' },
  { type: 'rent', district: 'dhaka', areas: 'dhaka-mirpur,dhaka-gulshan', bedrooms: '3,4' },
  { type: 'rent', district: 'dhaka', areas: 'dhaka-mirpur-10,dhaka-dhanmondi' },
  { type: 'rent', district: 'dhaka', areas: 'dhaka-pallabi,dhaka-gulshan' },
  { type: 'sell', district: 'gopalganj', areas: 'gopalganj-kashiani,gopalganj-kotalipara' },
  { type: 'rent', district: 'dhaka', areas: 'dhaka-mirpur,dhaka-dhanmondi', q: '৩ বেড' },
  { type: 'rent', district: 'dhaka', areas: 'dhaka-dhanmondi,dhaka-gulshan', q: 'mirpur', bedrooms: '4' },
  { type: 'rent', furnishing: 'furnished' },
  { type: 'rent', tenant: 'bachelor' },
  ...[
    'mirpur flat vara',
    'মিরপুর ফ্ল্যাট ভাড়া',
    'mirpor',
    'dhanmandi',
    'dhamondi',
    'generators',
    'generatr',
    'kotaliparax',
    'gopalgonj',
    'dokan',
    'bhara',
    '3 bed',
    '৩ বেড',
    'flat for rent in Mirpur',
    'লিফট',
    'stadium',
    'xyzzy',
    'mirpur 10',
    'gulshan',
    'মিরপুর ফ্যামিলি ৩ বেড',
    'family flat',
    'generator lift family',
    'bachelor',
    '৩০০০০ টাকার মধ্যে',
    '5 katha',
    'dhaka jomi 1 bigha',
    'mirpur basa',
    'bachelor basa',
  ].flatMap((q) => [
    { type: 'rent', q },
    { type: 'sell', q },
  ]),
  { type: 'sell', q: 'jomi', minLand: 10, maxPrice: 5_000_000 },
  { type: 'rent', q: 'flat', bedrooms: 4, maxPrice: 50_000 },
  // Words the SQL leaves out (every post of the type holds them) or tests after the others.
  { type: 'rent', propertyType: 'apartment', q: 'flat vara' },
  { type: 'sell', propertyType: 'land', q: 'jomi bikri' },
  { type: 'rent', q: 'generator flat bhara' },
  { type: 'sell', q: 'bari bikroy dhanmondi' },
];

describe.each(ONE_DRIVER)('search matcher on %s', (driver) => {
  let t: TestApp;
  let rows: PostRow[];

  beforeAll(async () => {
    t = await buildTestApp(driver);
    const repos = createRepositories(t.database.db);
    const ids = await insertSearchPosts(repos);
    expect(Object.keys(ids)).not.toHaveLength(0);
    rows = await t.database.db.select().from(posts);
  });
  afterAll(async () => t.close());

  it('agrees with the SQL of GET /api/posts on every filter and keyword', async () => {
    for (const raw of SEARCHES) {
      const query = new URLSearchParams(Object.entries(raw).map(([k, v]): [string, string] => [k, String(v)]));
      const response = await t.app.inject({ method: 'GET', url: `/api/posts?${query}&limit=48` });
      expect(response.statusCode, query.toString()).toBe(200);
      const bySql = response
        .json<{ posts: { PostID: string }[] }>()
        .posts.map((post) => post.PostID)
        .sort();
      const search: Search = postListQuerySchema.parse(raw);
      const inMemory = rows
        .filter((row) => postMatchesSearch(search, row))
        .map(publicPostId)
        .sort();
      expect(inMemory, query.toString()).toEqual(bySql);
    }
  });
});

describe.each(ONE_DRIVER)('search refill on %s', (driver) => {
  it('rebuilds, after start and in the background, a post whose search document is of an older build', async () => {
    const { database, dispose } = await openTestDatabase(driver);
    const data = await tempDir('ghorbari-refill-');
    try {
      const repos = createRepositories(database.db);
      const inserted = await approvedPost(repos, 'refill', {
        type: 'rent',
        ...places.mirpur,
        title: 'পরিবারের জন্য বাসা',
      });
      // As a row written before this build of the document: nothing to find it by.
      await database.db
        .update(posts)
        .set({ searchText: '', searchRoman: '', searchVersion: 0 })
        .where(eq(posts.id, inserted.id));

      const app = await buildApp({ config: testConfig({ dataDir: data.dir }), database });
      await app.ready();
      try {
        const find = async () =>
          (await app.inject({ method: 'GET', url: '/api/posts?type=rent&q=mirpur%20flat%20vara' })).json<{
            posts: { PostID: string }[];
          }>().posts;
        await expect
          .poll(find, { timeout: 10_000, interval: 100 })
          .toEqual([expect.objectContaining({ PostID: publicPostId(inserted) })]);
        // The words may all be read as filters (place, type, rent), which find the post before its
        // document is rebuilt: the row is waited for on its own.
        const row = async () => (await database.db.select().from(posts).where(eq(posts.id, inserted.id)))[0];
        await expect
          .poll(async () => (await row())?.searchVersion, { timeout: 10_000, interval: 100 })
          .toBe(SEARCH_VERSION);
        expect((await row())?.searchText).toContain('mirpur');
      } finally {
        await app.close();
      }
    } finally {
      await dispose();
      await data.remove();
    }
  });
});
