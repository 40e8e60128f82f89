import type { BlogCategory, StaffCommentsResponse } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/repositories.ts';
import { seedDemoComments } from '../src/seed/demo-comments.ts';
import { staffMember } from './admin.fixtures.ts';
import { userRow } from './accounts.fixtures.ts';
import { articleRow, commentsApi } from './blog-comments.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';

const CATEGORIES: BlogCategory[] = ['buying', 'land-documents', 'renting', 'news', 'interior', 'selling'];

/**
 * Issue 16: the demo threads give the article pages and staff's queue something to show. The
 * articles are the previous seed step's; here they are rows, and one number is missing.
 */
describe.each(ONE_DRIVER)('demo comments on %s', (driver) => {
  let t: TestApp;
  const numbers: number[] = [];
  beforeAll(async () => {
    t = await buildTestApp(driver);
    const repos = createRepositories(t.database.db);
    for (const email of ['demo', 'seller1', 'seller2', 'seller3', 'seller4', 'seller5'])
      await repos.users.insert(userRow({ email: `${email}@ghorbari.test`, name: `Demo ${email}` }));
    for (let i = 0; i < 12; i++) {
      const language = i < 6 ? 'bn' : 'en';
      const category = CATEGORIES[i % 6]!;
      // Number 5 is left a draft: the seed skips what it cannot find.
      const article = await articleRow(t.database, { language, category, status: i === 4 ? 'draft' : 'published' });
      numbers.push(article.number);
    }
    await seedDemoComments(repos, new Date());
  });
  afterAll(async () => {
    await t.close();
  });

  it('puts threads with replies in both languages on the demo articles, a deleted one and a reported one', async () => {
    const api = commentsApi(t.app);
    const lists = await Promise.all(numbers.filter((_, i) => i !== 4).map((number) => api.list(number)));
    const threads = lists.flatMap((list) => list.threads);
    expect(threads.length).toBeGreaterThanOrEqual(8);
    expect(threads.filter((thread) => thread.replies.length > 0).length).toBeGreaterThanOrEqual(6);
    const bodies = threads.flatMap((thread) => [thread.body, ...thread.replies.map((reply) => reply.body)]);
    expect(bodies.some((body) => /[\u0980-\u09FF]/.test(body))).toBe(true);
    expect(bodies.some((body) => /^[A-Z][a-z]/.test(body))).toBe(true);
    expect(threads.some((thread) => thread.state === 'deleted' && thread.replies.length > 0)).toBe(true);
    // Replies to a reply name the person answered, and every reply comes after its thread.
    expect(threads.some((thread) => thread.replies.some((reply) => reply.replyTo?.commentId !== thread.id))).toBe(true);
    for (const thread of threads) {
      for (const reply of thread.replies) expect(reply.createdAt > thread.createdAt).toBe(true);
      expect(Date.parse(thread.createdAt)).toBeLessThan(Date.now());
    }

    const support = await staffMember(t.app, t.database, 'support');
    const queue = (await api.queue(support.token)).json<StaffCommentsResponse>();
    expect(queue.comments).toHaveLength(1);
    expect(queue.comments[0]!.reports).toHaveLength(2);
  });
});
