import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { createRepositories } from '../src/repositories.ts';
import { userRow } from './accounts.fixtures.ts';
import { adminCall, approvePost, staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, databaseForInstances } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';

/**
 * Pages of cards and post pages are reused for a few seconds (ADR 021): what a member or the
 * staff change through the site shows at once all the same, and a change made elsewhere (another
 * instance) within those seconds.
 */
describe.each(ONE_DRIVER)('answers kept for a few seconds on %s', (driver) => {
  const openShared = databaseForInstances(driver);

  async function setUp(answerCacheMs: number) {
    const { db, start } = await openShared({ answerCacheMs });
    const repos = createRepositories(db.database.db);
    const owner = await repos.users.insert(userRow());
    const add = async (title: string, status: 'approved' | 'pending') => {
      const row = await repos.posts.insert(
        postRow(owner.id, { title, status, ...(status === 'approved' ? { approvedAt: new Date() } : {}) }),
        postImagesFor(title.replace(/\W/g, '-')),
      );
      return publicPostId(row);
    };
    return { db, add, start, ownerId: owner.id };
  }

  const titles = async (app: FastifyInstance) => {
    const answer = await app.inject({ method: 'GET', url: '/api/posts?type=sell&limit=24' });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ posts: { postTitle: string }[] }>().posts.map((card) => card.postTitle);
  };
  const page = (app: FastifyInstance, postId: string) => app.inject({ method: 'GET', url: `/api/posts/${postId}` });

  it('lists a post once support approves it, and hides an owner’s posts once they are suspended', async () => {
    const { db, add, start, ownerId } = await setUp(60_000);
    const app = await start();
    const shown = await add('Flat in Boalia', 'approved');
    const waiting = await add('Plot in Paba', 'pending');
    expect(await titles(app)).toEqual(['Flat in Boalia']);
    expect((await page(app, shown)).statusCode).toBe(200);

    const support = await staffMember(app, db.database, 'support');
    await approvePost(app, support.token, waiting);
    expect((await titles(app)).sort()).toEqual(['Flat in Boalia', 'Plot in Paba']);

    const admin = await staffMember(app, db.database, 'admin');
    const suspended = await adminCall(app, admin.token, 'POST', `/api/admin/users/${ownerId}/suspend`, {
      until: null,
      reason: 'Spam posts',
    });
    expect(suspended.statusCode).toBe(200);
    expect(await titles(app)).toEqual([]);
    expect((await page(app, shown)).statusCode).toBe(404);
  });

  it('shows a change made elsewhere once the few seconds are up, and counts every view meanwhile', async () => {
    const { db, add, start } = await setUp(1500);
    // The instance reads the time from a clock that stands until the test moves it: an answer's age is counted on it.
    let clock = new Date();
    const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
    const app = await start({ now: () => clock });
    const postId = await add('Flat in Boalia', 'approved');
    const views: number[] = [];
    for (let visit = 0; visit < 3; visit += 1) {
      views.push((await page(app, postId)).json<{ post: { viewCount: number } }>().post.viewCount);
    }
    expect(views).toEqual([1, 2, 3]);
    expect(await titles(app)).toEqual(['Flat in Boalia']);

    // Another instance renames it: a statement this process did not make.
    await db.database.db.execute(sql`update posts set title = 'Flat in Boalia, renamed'`);
    expect(await titles(app)).toEqual(['Flat in Boalia']);
    // A request that writes nothing public (a visit recorded) leaves the kept answers as they are.
    const visit = await app.inject({
      method: 'POST',
      url: '/api/dvd',
      payload: { month: 'November', deviceType: 'mobile' },
    });
    expect(visit.statusCode).toBe(201);
    expect(await titles(app)).toEqual(['Flat in Boalia']);
    // Still kept just before the few seconds are up, and not once they are.
    later(1499);
    expect(await titles(app)).toEqual(['Flat in Boalia']);
    later(1);
    expect(await titles(app)).toEqual(['Flat in Boalia, renamed']);
    const renamed = (await page(app, postId)).json<{ post: { postTitle: string; viewCount: number } }>().post;
    expect(renamed).toMatchObject({ postTitle: 'Flat in Boalia, renamed', viewCount: 4 });
  });
});
