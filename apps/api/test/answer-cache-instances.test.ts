import { afterEach, describe, expect, it } from 'vitest';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { createRepositories } from '../src/repositories.ts';
import { userRow } from './accounts.fixtures.ts';
import { approvePost, staffMember } from './admin.fixtures.ts';
import { DRIVERS, openTestDatabase, tempDir } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';
import { killServers, startServer } from './server-process.ts';
import { testEnv } from './test-env.ts';

afterEach(() => killServers());

/**
 * Answers kept for a few seconds (ADR 021) on two server processes sharing PostgreSQL and Redis:
 * a post support approves through one shows at once in the listing the other serves, although
 * that one keeps its listing for a minute here.
 */
describe.runIf(DRIVERS.includes('postgres'))('answers kept by two server processes', () => {
  it('are renewed on the other process as soon as support approves a post through one', async () => {
    const db = await openTestDatabase('postgres');
    const dirs = [await tempDir(), await tempDir()];
    try {
      const repos = createRepositories(db.database.db);
      const owner = await repos.users.insert(userRow());
      await repos.posts.insert(
        postRow(owner.id, { title: 'Flat in Boalia', status: 'approved', approvedAt: new Date() }),
        postImagesFor('listed'),
      );
      const waiting = await repos.posts.insert(postRow(owner.id, { title: 'Plot in Paba' }), postImagesFor('waiting'));

      const other = startServer({
        DATA_DIR: dirs[0]!.dir,
        DATABASE_URL: db.url!,
        REDIS_URL: testEnv.redisUrl,
        ANSWER_CACHE_MS: '60000',
        SEED_DEMO: 'false',
      });
      const here = await buildApp({
        config: testConfig({ dataDir: dirs[1]!.dir, redisUrl: testEnv.redisUrl, answerCacheMs: 60_000 }),
        database: db.database,
      });
      try {
        const url = await other.url;
        const titles = async () => {
          const answer = await fetch(`${url}/api/posts?type=sell&limit=24`);
          const body = (await answer.json()) as { posts: { postTitle: string }[] };
          return body.posts.map((card) => card.postTitle).sort();
        };
        expect(await titles()).toEqual(['Flat in Boalia']);
        // Kept: the same answer again, without asking the database.
        expect(await titles()).toEqual(['Flat in Boalia']);

        const support = await staffMember(here, db.database, 'support');
        await approvePost(here, support.token, publicPostId(waiting));
        await expect.poll(titles, { timeout: 5000 }).toEqual(['Flat in Boalia', 'Plot in Paba']);
      } finally {
        await here.close();
      }
    } finally {
      killServers();
      await db.dispose();
      for (const dir of dirs) await dir.remove();
    }
  }, 90_000);
});
