import type { PostCard } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { places, postImagesFor, postRow } from './posts.fixtures.ts';

const { boalia, rajpara, mirpur } = places;

describe.each(ONE_DRIVER)('similar homes on %s', (driver) => {
  let t: TestApp;
  let repos: Repositories;
  let owner: string;
  let other: string;

  /** An approved sell flat of `other` in Boalia: its PostID. */
  async function approved(title: string, overrides: Partial<NewPost> = {}): Promise<string> {
    const row = await repos.posts.insert(
      postRow(other, { ...boalia, title, status: 'approved', approvedAt: new Date(), ...overrides }),
      postImagesFor(title.replace(/\W+/g, '-')),
    );
    return `${row.type === 'sell' ? 'S' : 'R'}-${row.number}`;
  }
  /** A flat of `size` sqft at `perSqft` a sqft, as a total price. */
  const flat = (title: string, perSqft: number, size: number, overrides: Partial<NewPost> = {}) =>
    approved(title, { price: perSqft * size, size, ...overrides });
  const similar = (postId: string) => t.app.inject({ method: 'GET', url: `/api/posts/${postId}/similar` });
  const titlesOf = async (postId: string) => {
    const answer = await similar(postId);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ posts: PostCard[] }>().posts.map((card) => card.postTitle);
  };

  let target: string;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    repos = createRepositories(t.database.db);
    owner = (await repos.users.insert(userRow())).id;
    other = (await repos.users.insert(userRow({ name: 'Karim Uddin' }))).id;
    // The post: 1,300 sqft at 5,000 a sqft.
    target = await flat('Target', 5_000, 1_300, { ownerId: owner });
    await flat('Close in Boalia', 5_200, 1_250);
    await flat('Same in Rajpara', 5_000, 1_300, rajpara);
    await approved('Per sqft in Boalia, no size', { price: 5_100, priceUnits: 'per-sqft', size: null });
    // Each of these is out.
    await flat('Too dear', 8_000, 1_300);
    await flat('Too big', 5_000, 2_000);
    await flat('Pending', 5_000, 1_300, { status: 'pending' });
    await flat('Rejected', 5_000, 1_300, { status: 'rejected' });
    await flat('Sold', 5_000, 1_300, { closedAt: new Date() });
    await flat('For rent', 5_000, 1_300, { type: 'rent' });
    await flat('A house', 5_000, 1_300, { propertyType: 'home' });
    await flat('Same owner', 5_000, 1_300, { ownerId: owner });
    await flat('Other district', 5_000, 1_300, mirpur);
  });
  afterAll(async () => t.close());

  it('lists its own sub-district first, closest first, then the district, within the price and size band', async () => {
    expect(await titlesOf(target)).toEqual(['Close in Boalia', 'Per sqft in Boalia, no size', 'Same in Rajpara']);
  });

  it('answers listing cards', async () => {
    const [card] = (await similar(target)).json<{ posts: PostCard[] }>().posts;
    expect(card).toMatchObject({
      type: 'sell',
      status: 'approved',
      postTitle: 'Close in Boalia',
      price: 6_500_000,
      priceUnits: 'total-price',
      size: 1_250,
      firstImageUrl: '/uploads/posts/Close-in-Boalia-card.webp',
    });
    expect(card?.PostID).toMatch(/^S-\d+$/);
  });

  it('shows at most 6, its sub-district before the rest of the district', async () => {
    const mirpurTarget = await flat('Mirpur target', 9_000, 1_000, { ...mirpur, ownerId: owner });
    for (let i = 0; i < 4; i++) await flat(`Mirpur ${i}`, 9_000 + i * 100, 1_000, mirpur);
    for (let i = 0; i < 4; i++) await flat(`Pallabi ${i}`, 9_000, 1_000, { ...mirpur, subDistrict: 'dhaka-pallabi' });
    const titles = await titlesOf(mirpurTarget);
    expect(titles).toEqual(['Mirpur 0', 'Mirpur 1', 'Mirpur 2', 'Mirpur 3', 'Pallabi 3', 'Pallabi 2']);
  });

  it('compares rent by the monthly rent', async () => {
    const rent = await flat('Rent target', 20, 1_000, { type: 'rent', ownerId: owner });
    await flat('Rent close', 22, 1_100, { type: 'rent' });
    await flat('Rent dear', 40, 1_000, { type: 'rent' });
    // "For rent" (6,500,000 a month in this test's make-believe) is far off.
    expect(await titlesOf(rent)).toEqual(['Rent close']);
  });

  it('compares land per katha and by its size in katha', async () => {
    const land = (title: string, katha: number, price: number, overrides: Partial<NewPost> = {}) =>
      approved(title, { propertyType: 'land', size: null, landSize: katha, landUnits: 'katha', price, ...overrides });
    const plot = await land('Plot', 5, 5_000_000, { ownerId: owner });
    await land('Plot close', 6, 6_300_000);
    await land('Plot too small', 2, 2_000_000);
    await land('Plot in bigha', 0.25, 5_000_000, { landUnits: 'bigha' }); // 5 katha
    expect(await titlesOf(plot)).toEqual(['Plot in bigha', 'Plot close']);
  });

  it('answers 404 for an unknown, pending or rejected post', async () => {
    const pending = await repos.posts.insert(postRow(owner, { status: 'pending' }), postImagesFor('p'));
    for (const id of ['S-999999', 'R-999999', `S-${pending.number}`]) {
      const answer = await similar(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, code: 'POST_UNAVAILABLE' });
    }
  });
});
