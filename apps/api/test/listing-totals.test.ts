import type { PostListQuery } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingRepository } from '../src/modules/posts/listing.repository.ts';
import { createRepositories } from '../src/repositories.ts';
import { userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, openTestDatabase, type TestDatabase } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';

/**
 * A page of cards is one statement (ADR 020), and a large listing's total may be one counted
 * moments before: pages, featured posts and totals must stay what counting every time gives.
 */
describe.each(ONE_DRIVER)('listing pages and their totals on %s', (driver) => {
  let opened: TestDatabase;
  let addPost: (paid: boolean, daysAgo: number) => Promise<void>;
  beforeAll(async () => {
    opened = await openTestDatabase(driver);
    const repos = createRepositories(opened.database.db);
    const owner = await repos.users.insert(userRow());
    addPost = async (paid, daysAgo) => {
      const at = new Date(Date.now() - daysAgo * 86_400_000);
      await repos.posts.insert(
        postRow(owner.id, { status: 'approved', approvedAt: at, listedAt: at, paid }),
        postImagesFor(`totals-${daysAgo}`),
      );
    };
    for (let day = 1; day <= 9; day += 1) await addPost(day % 3 === 0, day);
  });
  afterAll(() => opened.dispose());

  const query = (page: number): PostListQuery => ({ type: 'sell', sort: 'newest', page, limit: 2 });
  const shown = async (repo: ReturnType<typeof createListingRepository>, page: number) => {
    const { rows, featured, total } = await repo.listApproved(query(page), 3);
    const number = (card: { post: { number: number } }) => card.post.number;
    return { rows: rows.map(number), featured: featured.map(number), total };
  };

  it('shows the same pages, featured posts and totals with a kept total as when counting every time', async () => {
    const counting = createListingRepository(opened.database.db, {
      minTotal: Number.POSITIVE_INFINITY,
      ttlMs: 0,
      kept: 0,
    });
    const keeping = createListingRepository(opened.database.db, { minTotal: 0, ttlMs: 60_000, kept: 10 });
    // Page 6 is past the end: no posts, the total still given.
    for (const page of [1, 2, 3, 4, 5, 6, 1, 2])
      expect(await shown(keeping, page)).toEqual(await shown(counting, page));
    const first = await shown(counting, 1);
    expect(first.total).toBe(9);
    expect(first.rows).toHaveLength(2);
    expect(first.featured).toHaveLength(3);
    expect((await shown(counting, 6)).rows).toEqual([]);
  });

  it('counts again once a post is written', async () => {
    const keeping = createListingRepository(opened.database.db, { minTotal: 0, ttlMs: 60_000, kept: 10 });
    const before = (await shown(keeping, 1)).total;
    await addPost(true, 20);
    expect((await shown(keeping, 1)).total).toBe(before + 1);
    expect((await shown(keeping, 2)).total).toBe(before + 1);
  });
});
