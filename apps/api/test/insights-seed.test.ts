import type { PaidViews, PostInsights } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './accounts.fixtures.ts';
import { buildDemoTestApp, demoMember } from './demo.fixtures.ts';
import { ONE_DRIVER, type TestApp } from './helpers.ts';

/**
 * Issue 19: on a fresh demo the insights chart and the paid/free ratio show real numbers: thirty
 * days of daily counts for the approved demo posts, paid ones seen more.
 */
describe.each(ONE_DRIVER)('demo insights on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => void (t = await buildDemoTestApp(driver)), 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('measures paid posts seen more often than free ones', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stats/paid-views' });
    const body = response.json<PaidViews>();
    expect(body.paidPosts).toBeGreaterThan(3);
    expect(body.freePosts).toBeGreaterThan(body.paidPosts);
    expect(body.ratio).toBeGreaterThan(1.5);
    expect(body.ratio).toBeLessThan(5);
  });

  it('gives the demo member’s approved posts days of views to chart', async () => {
    const { token } = await demoMember(t.database, 'demo@ghorbari.test');
    const mine = await t.app.inject({ method: 'GET', url: '/api/profile/getUserPosts', headers: bearer(token) });
    const approved = mine.json<{ userPosts: { approvedUserSellPosts: { PostID: string }[] } }>().userPosts
      .approvedUserSellPosts;
    expect(approved.length).toBeGreaterThan(0);
    const insights = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${approved[0]!.PostID}/insights`,
      headers: bearer(token),
    });
    const body = insights.json<PostInsights>();
    expect(body.days).toHaveLength(30);
    expect(body.totals.views).toBeGreaterThan(0);
    expect(body.days.filter((day) => day.views > 0).length).toBeGreaterThan(1);
  });
});
