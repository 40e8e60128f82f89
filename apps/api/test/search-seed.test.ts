import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/demo.ts';
import { DRIVERS, buildTestApp, type TestApp } from './helpers.ts';

interface Card {
  PostID: string;
  postTitle: string;
  location: { subDistrict: string };
  propertyType: string;
}

/**
 * Issue 17: the searches a newcomer tries first find something in the demo data, in Bengali and in
 * Banglish alike — Mirpur rent flats, a Dhanmondi house for sale, a flat to rent in Rajshahi, a
 * plot of a bigha or more.
 */
describe.each(DRIVERS)('the demo data answers the first searches on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    const done = await seedDemoData(t.database.db, { now: new Date(), storage: t.storage });
    expect(done).toContain('search-posts');
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/posts?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ posts: Card[]; pagination: { total: number } }>();
  };
  const words = (type: 'sell' | 'rent', q: string) => search(`type=${type}&sort=relevance&q=${encodeURIComponent(q)}`);

  it('finds the same Mirpur rent flats by "mirpur flat vara" and by "মিরপুর ফ্ল্যাট ভাড়া"', async () => {
    const banglish = await words('rent', 'mirpur flat vara');
    const bengali = await words('rent', 'মিরপুর ফ্ল্যাট ভাড়া');
    expect(banglish.pagination.total).toBeGreaterThanOrEqual(3);
    expect(banglish.posts.map((post) => post.PostID)).toEqual(bengali.posts.map((post) => post.PostID));
    expect(banglish.posts.every((post) => post.location.subDistrict === 'dhaka-mirpur')).toBe(true);
  });

  it('finds a Dhanmondi house for sale by "dhanmondi bari bikri", and a Dhanmondi flat to rent', async () => {
    const houses = await words('sell', 'dhanmondi bari bikri');
    expect(houses.posts[0]).toMatchObject({ location: { subDistrict: 'dhaka-dhanmondi' }, propertyType: 'home' });
    expect((await words('sell', 'ধানমন্ডি বাড়ি')).posts[0]?.PostID).toBe(houses.posts[0]?.PostID);
    const flats = await words('rent', 'dhanmondi flat');
    expect(flats.posts.some((post) => post.location.subDistrict === 'dhaka-dhanmondi')).toBe(true);
  });

  it('finds a flat to rent in Rajshahi by "rajshahi vara", and a plot of a bigha or more', async () => {
    const rajshahi = await words('rent', 'rajshahi vara');
    expect(rajshahi.posts.length).toBeGreaterThan(0);
    expect(rajshahi.posts[0]?.postTitle).toContain('রাজশাহী');
    const plots = await search('type=sell&propertyType=land&division=rajshahi&minLand=1&landUnit=bigha');
    expect(plots.posts.map((post) => post.postTitle)).toContain('পবায় এক বিঘা আবাদি জমি বিক্রি');
  });
});
