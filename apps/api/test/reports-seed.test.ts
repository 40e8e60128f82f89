import type { StaffReportsResponse } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postDocuments } from '../src/modules/documents/documents.schema.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { createRepositories } from '../src/repositories.ts';
import { buildDemoTestApp, demoMember, demoUser } from './demo.fixtures.ts';
import { ONE_DRIVER, type TestApp } from './helpers.ts';
import { inboxOf, reportsApi } from './reports.fixtures.ts';

/**
 * Issue 18: the demo's open reports give support's queue something to decide, and demo@ an
 * outcome to read; its land posts show the documents badge, and one deed waits for a check.
 */
describe.each(ONE_DRIVER)('demo reports and land documents on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => void (t = await buildDemoTestApp(driver)), 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('shows support a post reported three times for advance money and a broker, a second post and a firm', async () => {
    const demo = await demoUser(t.database, 'demo@ghorbari.test');
    const api = reportsApi(t.app);
    const { token } = await demoMember(t.database, 'support@ghorbari.test');
    const { groups, openReports } = (await api.queue(token)).json<StaffReportsResponse>();
    expect(openReports).toBe(5);
    expect(groups.map((group) => [group.kind, group.count, group.live])).toEqual(
      expect.arrayContaining([
        ['post', 3, true],
        ['post', 1, true],
        ['firm', 1, true],
      ]),
    );
    const busiest = groups.find((group) => group.count === 3);
    expect(busiest?.reasons[0]).toEqual({ reason: 'advance-money', count: 2 });
    expect(busiest?.reports.some((report) => report.reporter?._id === demo.id)).toBe(true);

    // Support dismisses it; demo@, who reported as a member, reads the outcome in the inbox.
    const decided = await api.decide(token, 'post', busiest?.listingId ?? '', { outcome: 'dismissed' });
    expect(decided.statusCode).toBe(200);
    const [told] = await inboxOf(t.database, demo.id);
    expect(told?.message).toContain(busiest?.listingId);
  });

  it('shows buyers two land posts whose papers support checked, and gives support a deed to check', async () => {
    const repos = createRepositories(t.database.db);
    const land = (await repos.postAlerts.approvedSince(new Date(0), 10_000)).filter(
      (post) => post.documentsChecked.length > 0,
    );
    expect(land.map((post) => [post.propertyType, [...post.documentsChecked].sort()])).toEqual(
      expect.arrayContaining([
        ['land', ['deed', 'khajna', 'khatian']],
        ['land', ['deed', 'namjari']],
      ]),
    );
    const [first] = land;
    const page = await t.app.inject({ method: 'GET', url: `/api/posts/${publicPostId(first!)}` });
    expect(page.json<{ post: { documentsChecked: string[] } }>().post.documentsChecked.length).toBeGreaterThan(1);
    const waiting = await t.database.db.select().from(postDocuments).where(eq(postDocuments.status, 'waiting'));
    expect(waiting).toHaveLength(1);
  });
});
