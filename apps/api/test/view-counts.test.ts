import { describe, expect, it } from 'vitest';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { createRepositories } from '../src/repositories.ts';
import { bearer, signInDirectly, userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, databaseForInstances } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';

/**
 * Views of a post page (issue 17, ADR 020): reading a page writes nothing; each instance counts
 * views in memory and adds them to the stored count every few seconds and when it closes.
 */
describe.each(ONE_DRIVER)('post page views on %s', (driver) => {
  const openShared = databaseForInstances(driver);

  /** A database with one approved post, and the means to start instances of the app on it. */
  async function setUp() {
    const { db, start } = await openShared();
    const repos = createRepositories(db.database.db);
    const owner = await repos.users.insert(userRow());
    const row = await repos.posts.insert(
      postRow(owner.id, { status: 'approved', approvedAt: new Date() }),
      postImagesFor('views'),
    );
    const stored = async () => (await repos.posts.byNumber('sell', row.number))?.post.viewCount;
    const ownerToken = await signInDirectly(repos.users, owner.id);
    return { start, stored, postId: publicPostId(row), ownerToken };
  }

  it('counts each view at once on the page, and stores them when the app closes', async () => {
    const { start, stored, postId, ownerToken } = await setUp();
    const app = await start();
    const seen: number[] = [];
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await app.inject({ method: 'GET', url: `/api/posts/${postId}` });
      seen.push(response.json<{ post: { viewCount: number } }>().post.viewCount);
    }
    expect(seen).toEqual([1, 2, 3]);
    // The owner sees the views counted so far; their own visit is not one.
    const own = await app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: bearer(ownerToken) });
    expect(own.json<{ post: { viewCount: number } }>().post.viewCount).toBe(3);
    // Reading the page wrote nothing yet.
    expect(await stored()).toBe(0);

    await app.close();
    expect(await stored()).toBe(3);
  });

  it('adds up the views of several instances, none lost and none counted twice', async () => {
    const { start, stored, postId } = await setUp();
    const [first, second] = [await start(), await start()];
    const view = (app: typeof first) => app.inject({ method: 'GET', url: `/api/posts/${postId}` });
    for (let visit = 0; visit < 2; visit += 1) await view(first);
    for (let visit = 0; visit < 3; visit += 1) await view(second);
    await first.close();
    expect(await stored()).toBe(2);
    // The second instance shows what is stored plus its own views not written yet.
    const page = await view(second);
    expect(page.json<{ post: { viewCount: number } }>().post.viewCount).toBe(6);
    await second.close();
    expect(await stored()).toBe(6);
    const later = await start();
    const again = await later.inject({ method: 'GET', url: `/api/posts/${postId}` });
    expect(again.json<{ post: { viewCount: number } }>().post.viewCount).toBe(7);
    await later.close();
  });
});
