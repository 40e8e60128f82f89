import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dhakaDay } from '../src/time/dhaka-day.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import { createRepositories } from '../src/repositories.ts';
import { bearer, signInDirectly, userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, databaseForInstances } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';

interface Insights {
  postId: string;
  days: { day: string; views: number; phoneReveals: number; saves: number; shares: number }[];
  totals: { views: number; phoneReveals: number; saves: number; shares: number };
  comparison: {
    area: string;
    posts: number;
    medianViewsPerDay: number;
    viewsPerDay: number;
    standing: string;
  } | null;
}

const DAY_MS = 24 * 3600_000;
const daysAgo = (n: number) => dhakaDay(new Date(Date.now() - n * DAY_MS));

/**
 * Insights for the lister (issue 19): a post's views, phone reveals, saves and shares per Dhaka
 * day, counted in memory and written in batches; the owner's 30 days and how they compare with
 * similar posts nearby; the measured ratio of paid to free posts' views.
 */
describe.each(ONE_DRIVER)('insights on %s', (driver) => {
  const openShared = databaseForInstances(driver);

  async function setUp() {
    const { db, start, stop } = await openShared();
    const repos = createRepositories(db.database.db);
    const owner = await repos.users.insert(userRow());
    const approved = (overrides: Partial<NewPost> = {}, ownerId = owner.id) =>
      repos.posts.insert(
        postRow(ownerId, { status: 'approved', approvedAt: new Date(), ...overrides }),
        postImagesFor(`insights-${Math.random()}`),
      );
    const row = await approved();
    const member = async (overrides: Parameters<typeof userRow>[0] = {}) => {
      const user = await repos.users.insert(userRow(overrides));
      return { user, token: await signInDirectly(repos.users, user.id) };
    };
    const ownerToken = await signInDirectly(repos.users, owner.id);
    return { repos, owner, ownerToken, row, postId: publicPostId(row), approved, start, stop, member };
  }

  const event = (app: FastifyInstance, postId: string, kind: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/posts/${postId}/events`, payload: { kind }, headers });
  const insightsOf = (app: FastifyInstance, postId: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/posts/${postId}/insights`, headers });

  it('counts views, reveals, saves and shares in memory and writes them in one row per day on flush', async () => {
    const { repos, row, postId, ownerToken, start, stop, member } = await setUp();
    const app = await start();
    const saver = await member();
    for (let visit = 0; visit < 3; visit += 1) await app.inject({ method: 'GET', url: `/api/posts/${postId}` });
    expect((await event(app, postId, 'phone-reveal')).statusCode).toBe(204);
    expect((await event(app, postId, 'phone-reveal', bearer(saver.token))).statusCode).toBe(204);
    expect((await event(app, postId, 'share')).statusCode).toBe(204);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/profile/savePost',
      headers: bearer(saver.token),
      payload: { type: 'sell', postId },
    });
    expect(saved.statusCode).toBeLessThan(300);
    // The owner's own view and reveal are not counted.
    await app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: bearer(ownerToken) });
    expect((await event(app, postId, 'phone-reveal', bearer(ownerToken))).statusCode).toBe(204);

    // Nothing written yet: not one row per event.
    const today = dhakaDay(new Date());
    expect(await repos.insights.days(row.id, today, today)).toEqual([]);
    // The owner sees them at once (this instance's counts not yet written are added).
    const seen = (await insightsOf(app, postId, bearer(ownerToken))).json<Insights>();
    expect(seen.days.at(-1)).toEqual({ day: today, views: 3, phoneReveals: 2, saves: 1, shares: 1 });

    await stop(app);
    expect(await repos.insights.days(row.id, today, today)).toEqual([
      { day: today, views: 3, phoneReveals: 2, saves: 1, shares: 1 },
    ]);
    const later = await start();
    const again = (await insightsOf(later, postId, bearer(ownerToken))).json<Insights>();
    expect(again.totals).toEqual({ views: 3, phoneReveals: 2, saves: 1, shares: 1 });
    // Two instances of the app and a dozen requests: slow on a busy machine.
  }, 90_000);

  it('adds up what several instances counted, none lost and none counted twice', async () => {
    const { repos, row, postId, start, stop } = await setUp();
    const [first, second] = [await start(), await start()];
    for (let i = 0; i < 2; i += 1) await event(first, postId, 'phone-reveal');
    for (let i = 0; i < 3; i += 1) await event(second, postId, 'phone-reveal');
    await second.inject({ method: 'GET', url: `/api/posts/${postId}` });
    await stop(first);
    const today = dhakaDay(new Date());
    expect((await repos.insights.days(row.id, today, today))[0]?.phoneReveals).toBe(2);
    await stop(second);
    expect(await repos.insights.days(row.id, today, today)).toEqual([
      { day: today, views: 1, phoneReveals: 5, saves: 0, shares: 0 },
    ]);
  });

  it('leaves out a post deleted before its counts were written, and writes the others', async () => {
    const { repos, row, postId, approved, start, stop } = await setUp();
    const gone = await approved();
    const app = await start();
    await event(app, postId, 'share');
    await event(app, publicPostId(gone), 'share');
    await repos.posts.remove(gone.id);
    await stop(app);
    const today = dhakaDay(new Date());
    expect(await repos.insights.days(row.id, today, today)).toEqual([
      { day: today, views: 0, phoneReveals: 0, saves: 0, shares: 1 },
    ]);
    expect(await repos.insights.days(gone.id, today, today)).toEqual([]);
  });

  it('shows the owner 30 Dhaka days with zeros filled, and nobody else', async () => {
    const { repos, row, postId, ownerToken, start, member, approved } = await setUp();
    await repos.insights.addDaily([
      { postId: row.id, day: daysAgo(40), views: 99, phoneReveals: 9, saves: 9, shares: 9 },
      { postId: row.id, day: daysAgo(29), views: 4, phoneReveals: 1, saves: 0, shares: 0 },
      { postId: row.id, day: daysAgo(10), views: 6, phoneReveals: 0, saves: 2, shares: 1 },
    ]);
    const app = await start();
    const response = await insightsOf(app, postId, bearer(ownerToken));
    expect(response.statusCode).toBe(200);
    const body = response.json<Insights>();
    expect(body.days).toHaveLength(30);
    expect(body.days[0]).toEqual({ day: daysAgo(29), views: 4, phoneReveals: 1, saves: 0, shares: 0 });
    expect(body.days[19]).toEqual({ day: daysAgo(10), views: 6, phoneReveals: 0, saves: 2, shares: 1 });
    expect(body.days.at(-1)).toEqual({ day: daysAgo(0), views: 0, phoneReveals: 0, saves: 0, shares: 0 });
    expect(new Set(body.days.map((d) => d.day)).size).toBe(30);
    expect(body.totals).toEqual({ views: 10, phoneReveals: 1, saves: 2, shares: 1 });

    const stranger = await member();
    const staff = await member({ role: 'support' });
    expect((await insightsOf(app, postId)).statusCode).toBe(401);
    const refused = await insightsOf(app, postId, bearer(stranger.token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ success: boolean }>().success).toBe(false);
    expect((await insightsOf(app, postId, bearer(staff.token))).statusCode).toBe(200);
    expect((await insightsOf(app, 'S-999999', bearer(ownerToken))).statusCode).toBe(404);
    // A pending post's insights are its owner's too (all zeros).
    const pending = await approved({ status: 'pending', approvedAt: null });
    expect((await insightsOf(app, publicPostId(pending), bearer(ownerToken))).statusCode).toBe(200);
  });

  it('refuses an unknown kind, a post that is not live and an unknown post', async () => {
    const { postId, approved, start } = await setUp();
    const app = await start();
    const bad = await event(app, postId, 'like', { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string; message: string }>().message).not.toMatch(/^validation\./);
    expect((await app.inject({ method: 'POST', url: `/api/posts/${postId}/events`, payload: {} })).statusCode).toBe(
      400,
    );
    const pending = await approved({ status: 'pending', approvedAt: null });
    expect((await event(app, publicPostId(pending), 'share')).statusCode).toBe(404);
    expect((await event(app, 'S-999999', 'share')).statusCode).toBe(404);
    // A malformed PostID is bad input, as on every post route.
    expect((await event(app, 'nonsense', 'share')).statusCode).toBe(400);
  });

  it('compares with the median of similar posts in the sub-district, or the district when it has too few', async () => {
    const { repos, row, postId, ownerToken, start, member, approved } = await setUp();
    const other = await member();
    const day = daysAgo(3);
    const withViews = async (views: number, overrides: Partial<NewPost> = {}) => {
      const peer = await approved(overrides, other.user.id);
      if (views > 0)
        await repos.insights.addDaily([{ postId: peer.id, day, views, phoneReveals: 0, saves: 0, shares: 0 }]);
      return peer;
    };
    await repos.insights.addDaily([{ postId: row.id, day, views: 30, phoneReveals: 0, saves: 0, shares: 0 }]);
    // Four peers in the same thana: too few, so the district (these and two more elsewhere in it).
    for (const views of [0, 10, 20, 40]) await withViews(views);
    await withViews(50, { subDistrict: 'rajshahi-rajpara' });
    await withViews(60, { subDistrict: 'rajshahi-rajpara' });
    // Not similar: another type, another property type, another district, a pending post.
    await withViews(500, { type: 'rent' });
    await withViews(500, { propertyType: 'land' });
    await withViews(500, { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur' });
    await withViews(500, { status: 'pending', approvedAt: null });

    const app = await start();
    const first = (await insightsOf(app, postId, bearer(ownerToken))).json<Insights>();
    expect(first.comparison).toEqual({
      area: 'district',
      posts: 6,
      medianViewsPerDay: 30,
      viewsPerDay: 30,
      standing: 'near',
    });

    // A fifth peer in the thana: now the thana's median (0, 10, 20, 40, 100 → 20), and 30 is above it.
    await withViews(100);
    const later = await start();
    const second = (await insightsOf(later, postId, bearer(ownerToken))).json<Insights>();
    expect(second.comparison).toEqual({
      area: 'subDistrict',
      posts: 5,
      medianViewsPerDay: 20,
      viewsPerDay: 30,
      standing: 'above',
    });
  });

  it('compares views a day listed: a post of a few days is not measured against posts listed all month', async () => {
    const { repos, ownerToken, start, member, approved } = await setUp();
    const other = await member();
    const daysBack = (n: number) => new Date(Date.now() - n * 24 * 3600_000);
    // A post that went up the day before yesterday: 30 views are 10 a day over its three days.
    const recent = await approved({ createdAt: daysBack(2) });
    await repos.insights.addDaily([
      { postId: recent.id, day: daysAgo(1), views: 30, phoneReveals: 0, saves: 0, shares: 0 },
    ]);
    // Three similar posts listed longer than the whole window, 300 views each: 10 a day; and the
    // owner's other post, listed today and not seen yet.
    for (let i = 0; i < 3; i++) {
      const peer = await approved({ createdAt: daysBack(60) }, other.user.id);
      await repos.insights.addDaily([
        { postId: peer.id, day: daysAgo(5), views: 300, phoneReveals: 0, saves: 0, shares: 0 },
      ]);
    }
    const app = await start();
    const body = (await insightsOf(app, publicPostId(recent), bearer(ownerToken))).json<Insights>();
    expect(body.totals.views).toBe(30);
    // Counted over the whole month it would be 30 against a typical 300: "seen less", wrongly.
    expect(body.comparison).toEqual({
      area: 'district',
      posts: 4,
      medianViewsPerDay: 10,
      viewsPerDay: 10,
      standing: 'near',
    });
  });

  it('makes no comparison with fewer than three similar posts in the district', async () => {
    const { postId, ownerToken, start, member, approved } = await setUp();
    const other = await member();
    await approved({}, other.user.id);
    await approved({}, other.user.id);
    const app = await start();
    expect((await insightsOf(app, postId, bearer(ownerToken))).json<Insights>().comparison).toBeNull();
  });

  it('has no comparison when no similar post is approved nearby', async () => {
    const { postId, ownerToken, start } = await setUp();
    const app = await start();
    expect((await insightsOf(app, postId, bearer(ownerToken))).json<Insights>().comparison).toBeNull();
  });

  it('computes the ratio of views per paid post to views per free post over 30 days', async () => {
    const { repos, row, start, approved } = await setUp();
    const app = await start();
    // Too little data: no ratio claimed.
    const empty = await app.inject({ method: 'GET', url: '/api/stats/paid-views' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json<{ ratio: number | null }>().ratio).toBeNull();

    const day = daysAgo(5);
    const add = (postId: string, views: number, at = day) =>
      repos.insights.addDaily([{ postId, day: at, views, phoneReveals: 0, saves: 0, shares: 0 }]);
    // Listed before the 30 days: each post had all 30 days to be seen.
    const listedAt = new Date(Date.now() - 40 * 86_400_000);
    await repos.posts.updateIf(row.id, ['approved'], { listedAt });
    // Free: the first post (10) and three more (20, 0, 10) → 40 / 4 = 10 per post; one listed 15
    // days ago with 5 views had half the days: 45 views in 135 days listed is 10 per 30 days.
    await add(row.id, 10);
    for (const views of [20, 0, 10]) {
      const free = await approved({ listedAt });
      if (views) await add(free.id, views);
    }
    const newer = await approved({ listedAt: new Date(Date.now() - 14 * 86_400_000) });
    await add(newer.id, 5);
    // Paid: 20, 30, 40 → 30 per post; views older than 30 days do not count.
    for (const views of [20, 30, 40]) {
      const paid = await approved({ paid: true, listedAt });
      await add(paid.id, views);
      await add(paid.id, 1000, daysAgo(31));
    }
    // A pending paid post does not count.
    await add((await approved({ paid: true, status: 'pending', approvedAt: null })).id, 900);

    const fresh = await start();
    const body = (await fresh.inject({ method: 'GET', url: '/api/stats/paid-views' })).json();
    expect(body).toEqual({
      success: true,
      days: 30,
      paidPosts: 3,
      freePosts: 5,
      viewsPerPaid: 30,
      viewsPerFree: 10,
      ratio: 3,
    });
  });
});
