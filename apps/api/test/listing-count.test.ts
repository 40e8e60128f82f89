import { LIMITS } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';

interface Listing {
  posts: { PostID: string }[];
  pagination: { page: number; limit: number; total: number; totalPages: number; moreThanTotal: boolean };
}

/**
 * A listing's count at scale (issue 42, ADR 055): matches are counted up to
 * LIMITS.listing.countedUpTo; past it the listing says "10,000+", and its pages go on.
 */
describe.each(ONE_DRIVER)('a listing counted up to %s posts', (driver) => {
  const upTo = LIMITS.listing.countedUpTo;
  let t: TestApp;
  let ownerId: string;
  const addPost = async () =>
    t.repos.posts.insert(postRow(ownerId, { status: 'approved', approvedAt: new Date() }), postImagesFor('count'));
  const list = async (query = ''): Promise<Listing> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/posts?type=sell&limit=25${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<Listing>();
  };

  beforeAll(async () => {
    t = await buildTestApp(driver);
    ownerId = (await t.repos.users.insert(userRow())).id;
    const first = await addPost();
    // Ten thousand posts one by one would take minutes: the rest are copies of the first, older
    // each by a minute, in one statement.
    await t.database.db.execute(sql`
      insert into posts (owner_id, type, status, title, description, primary_phone, division, district,
                         sub_district, price, price_units, size, property_type, bedrooms, bathrooms,
                         listed_at, approved_at)
      select owner_id, type, status, title, description, primary_phone, division, district, sub_district,
             price + copy, price_units, size, property_type, bedrooms, bathrooms,
             listed_at - copy * interval '1 minute', approved_at
      from posts, generate_series(1, ${upTo - 1}::int) as copy
      where id = ${first.id}`);
  });
  afterAll(() => t.close());

  it('counts every match up to the limit, then says there are more, and still offers the next pages', async () => {
    // 25 cards a page: the 10,000 posts counted fill 400 pages.
    const exactly = await list();
    expect(exactly.pagination).toEqual({ page: 1, limit: 25, total: upTo, totalPages: 400, moreThanTotal: false });

    // One post more: "10,000+", and the pages as far as counted.
    await addPost();
    const more = await list();
    expect(more.pagination).toEqual({ page: 1, limit: 25, total: upTo, totalPages: 400, moreThanTotal: true });
    expect(more.posts).toHaveLength(25);

    // The last page counted counts a little further, and offers the page after it, which ends the list.
    const last = await list('&page=400');
    expect(last.posts).toHaveLength(25);
    expect(last.pagination).toEqual({ page: 400, limit: 25, total: upTo + 1, totalPages: 401, moreThanTotal: false });
    expect((await list('&page=401')).posts).toHaveLength(1);
  });
});
