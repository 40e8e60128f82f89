import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { addMonths, AUTH, LIMITS } from '@ghorbari/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { notifications } from '../src/modules/notifications/notifications.schema.ts';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import { bearer, member as memberOf, type Member } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';

const DAY = 24 * 3600_000;
interface Card {
  PostID: string;
  closedAt: string | null;
  availability: { confirmedAt: string | null; unconfirmed: boolean };
}

/**
 * Availability confirmed by the owner (issue 41, ADR 048): the owner confirms a live post, the
 * SMS's one-tap link confirms it once without a session, and the sweep on a handed-in clock asks,
 * marks "Not confirmed" and closes, each once even when two instances sweep at the same moment.
 */
describe.each(ONE_DRIVER)('availability confirmed by the owner on %s', (driver) => {
  let t: TestApp;
  // The app's clock: the routes read it; sweeps are handed their own moment.
  // Sessions are made for the machine's day, so routes with one run at `today`; the posts' dates
  // and the sweeps count from `start`, two months back.
  const today = new Date();
  const start = new Date(today.getTime() - 60 * DAY);
  let clock = today;
  beforeAll(async () => {
    t = await buildTestApp(driver, { now: () => clock });
  });
  afterAll(() => t.close());

  let counter = 0;
  /** A live post of `owner` (its proven number as the primary), last confirmed at `confirmedAt`. */
  async function livePost(owner: Member, overrides: Partial<NewPost> = {}) {
    counter += 1;
    const row = await t.repos.posts.insert(
      postRow(owner.user.id, {
        status: 'approved',
        type: 'rent',
        priceUnits: 'total-price',
        price: 20_000,
        primaryPhone: owner.user.phone!,
        title: `Flat to let ${counter}`,
        approvedAt: start,
        listedAt: new Date(start.getTime() - counter * 60_000),
        availabilityConfirmedAt: start,
        ...overrides,
      }),
      postImagesFor(`availability-${counter}`),
    );
    return `${row.type === 'rent' ? 'R' : 'S'}-${row.number}`;
  }
  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown, language = 'en') =>
    t.app.inject({
      method,
      url,
      headers: token ? { ...bearer(token), 'accept-language': language } : { 'accept-language': language },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  const card = async (postId: string, token?: string) =>
    (await call('GET', `/api/posts/${postId}`, token)).json<{ post: Card }>().post;
  const inbox = async (userId: string, key: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.key, key)))
    ).length;
  const smsTexts = async () => {
    const dir = path.join(t.config.dataDir, 'sms-outbox');
    const files = await readdir(dir).catch(() => []);
    return Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  };
  const linkIn = (texts: string[], postId: string) => {
    const text = texts.find((sms) => sms.includes(postId));
    return text ? new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token') : null;
  };
  const sweep = (days: number) => t.app.availabilitySweep.runOnce(new Date(start.getTime() + days * DAY));

  it('lets only the owner confirm, and only a live post; its page shows when', async () => {
    const owner = await memberOf(t.database, { phone: '01711000001' });
    const stranger = await memberOf(t.database, { phone: '01711000002' });
    const postId = await livePost(owner);
    expect((await call('POST', `/api/posts/${postId}/still-available`)).statusCode).toBe(401);
    const foreign = await call('POST', `/api/posts/${postId}/still-available`, stranger.token, undefined, 'bn');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<{ message: string }>().message).toMatch(/[\u0980-\u09FF]/);
    const confirmed = await call('POST', `/api/posts/${postId}/still-available`, owner.token);
    expect(confirmed.statusCode).toBe(200);
    expect((await card(postId)).availability).toEqual({ confirmedAt: clock.toISOString(), unconfirmed: false });

    const pending = await livePost(owner, { status: 'pending', approvedAt: null, availabilityConfirmedAt: null });
    expect((await call('POST', `/api/posts/${pending}/still-available`, owner.token)).statusCode).toBe(409);
    const closed = await livePost(owner, { closedAt: start });
    expect((await call('POST', `/api/posts/${closed}/still-available`, owner.token)).statusCode).toBe(409);
    clock = today;
  });

  it('asks once after 14 days of a rent post, by notice and by an SMS whose link works once', async () => {
    const owner = await memberOf(t.database, { phone: '01711000003' });
    const postId = await livePost(owner);
    const sale = await livePost(owner, { type: 'sell', priceUnits: 'total-price', price: 6_500_000 });
    // A post whose number the owner never proved gets the notice but no SMS.
    const unproven = await livePost(owner, { primaryPhone: '01811999999' });

    await sweep(LIMITS.availability.rent.askDays - 1);
    expect(await inbox(owner.user.id, 'availabilityAsked')).toBe(0);
    await sweep(LIMITS.availability.rent.askDays);
    expect(await inbox(owner.user.id, 'availabilityAsked')).toBe(2);
    await sweep(LIMITS.availability.rent.askDays + 1);
    expect(await inbox(owner.user.id, 'availabilityAsked')).toBe(2);
    const texts = await smsTexts();
    expect(linkIn(texts, sale)).toBeNull();
    expect(linkIn(texts, unproven)).toBeNull();
    const token = linkIn(texts, postId);
    expect(token).toBeTruthy();

    clock = new Date(start.getTime() + 15 * DAY);
    const used = await call('POST', '/api/posts/still-available', undefined, { token });
    expect(used.statusCode).toBe(200);
    expect(used.json<{ PostID: string }>().PostID).toBe(postId);
    expect((await card(postId)).availability.confirmedAt).toBe(clock.toISOString());
    const again = await call('POST', '/api/posts/still-available', undefined, { token }, 'bn');
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toMatch(/[\u0980-\u09FF]/);
    const forged = await call('POST', '/api/posts/still-available', undefined, { token: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(404);
    const malformed = await call('POST', '/api/posts/still-available', undefined, { token: 'short' });
    expect(malformed.statusCode).toBe(400);
    // A session's token is no link token, nor the other way round.
    expect((await call('POST', '/api/posts/still-available', undefined, { token: owner.token })).statusCode).toBe(404);
    clock = today;
  });

  it('refuses an expired link with a translated 410', async () => {
    const owner = await memberOf(t.database, { phone: '01711000004' });
    const postId = await livePost(owner, { availabilityConfirmedAt: new Date(start.getTime() - 100 * DAY) });
    const other = await livePost(owner, { availabilityConfirmedAt: new Date(start.getTime() - 100 * DAY) });
    // The sweep of 100 days back: both asked at day 14, their links good until day 35.
    await t.app.availabilitySweep.runOnce(new Date(start.getTime() - 100 * DAY + 14 * DAY));
    const texts = await smsTexts();
    const token = linkIn(texts, postId);
    clock = new Date(start.getTime() - 100 * DAY + LIMITS.availability.rent.closeDays * DAY + 1000);
    const expired = await call('POST', '/api/posts/still-available', undefined, { token }, 'bn');
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ message: string }>().message).toMatch(/[\u0980-\u09FF]/);
    expect(linkIn(texts, other)).toBeTruthy();
    clock = today;
  });

  it('marks an unconfirmed post, ranks it lower, closes it, and the owner reopens it without an edit', async () => {
    const owner = await memberOf(t.database, { phone: '01711000005' });
    // Listed after the post it is compared with: newest first, it would come first.
    const postId = await livePost(owner, { listedAt: new Date(start.getTime() + DAY) });
    const fresh = await livePost(owner, { availabilityConfirmedAt: new Date(start.getTime() + 20 * DAY) });
    const sale = await livePost(owner, { type: 'sell', priceUnits: 'total-price', price: 6_500_000 });
    const order = async () =>
      (await call('GET', '/api/posts?type=rent&limit=48')).json<{ posts: Card[] }>().posts.map((c) => c.PostID);

    expect((await order()).indexOf(postId)).toBeLessThan((await order()).indexOf(fresh));
    await sweep(LIMITS.availability.rent.unconfirmedDays);
    expect((await card(postId)).availability.unconfirmed).toBe(true);
    expect((await card(fresh)).availability.unconfirmed).toBe(false);
    // A sale has longer: 45 days before "Not confirmed".
    expect((await card(sale)).availability.unconfirmed).toBe(false);
    expect(await inbox(owner.user.id, 'availabilityUnconfirmed')).toBe(1);
    const ranked = await order();
    expect(ranked.indexOf(postId)).toBeGreaterThan(ranked.indexOf(fresh));

    await sweep(LIMITS.availability.rent.closeDays);
    const closedAt = new Date(start.getTime() + LIMITS.availability.rent.closeDays * DAY).toISOString();
    expect((await card(postId)).closedAt).toBe(closedAt);
    expect(await inbox(owner.user.id, 'availabilityClosed')).toBe(1);
    expect(await order()).not.toContain(postId);

    const reopened = await call('POST', `/api/posts/${postId}/reopen`, owner.token);
    expect(reopened.statusCode).toBe(200);
    const after = await card(postId, owner.token);
    expect(after).toMatchObject({
      closedAt: null,
      availability: { confirmedAt: clock.toISOString(), unconfirmed: false },
    });
    expect((await card(postId, owner.token)) as unknown as { updateCount: number }).toMatchObject({ updateCount: 0 });
    expect((await call('POST', `/api/posts/${postId}/reopen`, owner.token)).statusCode).toBe(409);
    // A post its owner marked rented stays closed: reopening is for posts the sweep closed.
    const rented = await livePost(owner);
    expect((await call('POST', `/api/posts/${rented}/close`, owner.token)).statusCode).toBe(200);
    expect((await call('POST', `/api/posts/${rented}/reopen`, owner.token)).statusCode).toBe(409);
    clock = today;
  });

  it('asks, marks and closes each post once when two instances sweep at the same moment', async () => {
    const owner = await memberOf(t.database, { phone: '01711000006' });
    const base = new Date(start.getTime() - 400 * DAY);
    const ids = { ask: [] as string[], mark: [] as string[], close: [] as string[] };
    for (let i = 0; i < 4; i++) {
      ids.ask.push(await livePost(owner, { availabilityConfirmedAt: new Date(base.getTime() - 15 * DAY) }));
      ids.mark.push(
        await livePost(owner, {
          availabilityConfirmedAt: new Date(base.getTime() - 22 * DAY),
          availabilityAskedAt: new Date(base.getTime() - DAY),
        }),
      );
      ids.close.push(await livePost(owner, { availabilityConfirmedAt: new Date(base.getTime() - 36 * DAY) }));
    }
    const second = await buildApp({ config: t.config, database: t.database, storage: t.storage, now: () => clock });
    await second.ready();
    try {
      const smsBefore = (await smsTexts()).length;
      const rounds = await Promise.all([t.app.availabilitySweep.runOnce(base), second.availabilitySweep.runOnce(base)]);
      const total = (key: 'asked' | 'marked' | 'closed') => rounds.reduce((n, round) => n + round[key], 0);
      expect({ asked: total('asked'), marked: total('marked'), closed: total('closed') }).toEqual({
        asked: 4,
        marked: 4,
        closed: 4,
      });
      expect(await inbox(owner.user.id, 'availabilityAsked')).toBe(4);
      expect(await inbox(owner.user.id, 'availabilityUnconfirmed')).toBe(4);
      expect(await inbox(owner.user.id, 'availabilityClosed')).toBe(4);
      expect((await smsTexts()).length - smsBefore).toBe(4);
    } finally {
      await second.close();
    }
  });
  it('asks the owner at once when two different visitors report the home taken, once however many report', async () => {
    const owner = await memberOf(t.database, { phone: '01711000007' });
    // Confirmed yesterday: no sweep would ask for two weeks.
    const postId = await livePost(owner, { availabilityConfirmedAt: new Date(today.getTime() - DAY) });
    const report = (address: string, reason = 'sold-or-rented') =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports',
        remoteAddress: address,
        payload: { kind: 'post', listingId: postId, reason },
      });
    const smsBefore = (await smsTexts()).length;
    expect((await report('198.51.100.1')).statusCode).toBe(201);
    expect((await report('198.51.100.2', 'broker')).statusCode).toBe(201);
    expect(await inbox(owner.user.id, 'availabilityReported')).toBe(0);

    // Four more visitors at once: the second "taken" report asks; the others find it asked.
    const answers = await Promise.all(
      ['198.51.100.3', '198.51.100.4', '198.51.100.5', '198.51.100.6'].map((a) => report(a)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await inbox(owner.user.id, 'availabilityReported')).toBe(1);
    const texts = (await smsTexts()).slice(smsBefore);
    expect(texts.filter((sms) => sms.includes(postId))).toHaveLength(1);
    const token = linkIn(texts, postId);
    expect(token).toBeTruthy();

    // The one-tap link confirms it; reports from before the confirmation no longer count.
    clock = new Date(today.getTime() + 60_000);
    expect((await call('POST', '/api/posts/still-available', undefined, { token })).statusCode).toBe(200);
    expect((await card(postId)).availability.confirmedAt).toBe(clock.toISOString());
    clock = new Date(today.getTime() + 120_000);
    expect((await report('198.51.100.7')).statusCode).toBe(201);
    expect(await inbox(owner.user.id, 'availabilityReported')).toBe(1);
    clock = today;
  });
  it('texts an owner within their daily notices and the SMS budget; the notice comes all the same', async () => {
    const owner = await memberOf(t.database, { phone: '01711000010' });
    const posts: string[] = [];
    for (let i = 0; i < AUTH.smsNoticesPerOwnerPerDay + 2; i++)
      posts.push(await livePost(owner, { availabilityConfirmedAt: new Date(today.getTime() - DAY) }));
    const reportTaken = async (postId: string) => {
      for (let n = 0; n < LIMITS.availability.reportersToAsk; n++) {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/reports',
          remoteAddress: `198.51.101.${n + 1}`,
          payload: { kind: 'post', listingId: postId, reason: 'sold-or-rented' },
        });
        expect(answer.statusCode).toBe(201);
      }
    };
    const smsBefore = (await smsTexts()).length;
    // Visitors report every post of the owner taken: each is asked about, by SMS only as often as
    // the owner's daily notices allow (issue 62).
    for (const postId of posts) await reportTaken(postId);
    expect(await inbox(owner.user.id, 'availabilityReported')).toBe(posts.length);
    const texted = (await smsTexts()).slice(smsBefore).filter((sms) => posts.some((postId) => sms.includes(postId)));
    expect(texted).toHaveLength(AUTH.smsNoticesPerOwnerPerDay);

    // Notices take at most their share of the hour's SMS budget: codes keep the rest.
    const other = await memberOf(t.database, { phone: '01711000011' });
    const postId = await livePost(other, { availabilityConfirmedAt: new Date(today.getTime() - DAY) });
    const share = Math.floor(t.config.smsHourlyBudget * AUTH.smsNoticeShareOfBudget);
    await t.database.db.execute(
      sql`insert into sms_sends (kind, phone, created_at)
          select 'code', '01711000012', ${clock.toISOString()}::timestamptz from generate_series(1, ${share})`,
    );
    const before = (await smsTexts()).length;
    await reportTaken(postId);
    expect(await inbox(other.user.id, 'availabilityReported')).toBe(1);
    expect((await smsTexts()).slice(before).filter((sms) => sms.includes(postId))).toEqual([]);
    await t.database.db.execute(sql`delete from sms_sends where phone = '01711000012'`);
  });
  it('finds rent posts one can move into now or from next month, by their month in Dhaka', async () => {
    const owner = await memberOf(t.database, { phone: '01711000008' });
    // The last hour of a month in UTC is already the next month in Dhaka.
    clock = new Date(Date.UTC(2031, 0, 31, 20));
    const month = (ahead: number) => addMonths('2031-02', ahead);
    const ids = {
      unsaid: await livePost(owner, { availableFrom: null }),
      past: await livePost(owner, { availableFrom: month(-2) }),
      current: await livePost(owner, { availableFrom: month(0) }),
      next: await livePost(owner, { availableFrom: month(1) }),
      later: await livePost(owner, { availableFrom: month(2) }),
    };
    const found = async (moveIn: string) => {
      const answer = await call('GET', `/api/posts?type=rent&moveIn=${moveIn}&limit=48`);
      expect(answer.statusCode).toBe(200);
      const listed = answer.json<{ posts: { PostID: string; availableFrom: string | null }[] }>().posts;
      return Object.entries(ids).flatMap(([name, id]) => (listed.some((post) => post.PostID === id) ? [name] : []));
    };
    expect(await found('now')).toEqual(['unsaid', 'past', 'current']);
    expect(await found('next-month')).toEqual(['next']);
    const wrong = await call('GET', '/api/posts?type=rent&moveIn=tomorrow', undefined, undefined, 'bn');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(/[\u0980-\u09FF]/);
    clock = today;
  });
});
