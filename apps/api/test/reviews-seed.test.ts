import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firms } from '../src/modules/interior/interior.schema.ts';
import { reviewCodes } from '../src/modules/review-codes/review-codes.schema.ts';
import { reviews } from '../src/modules/reviews/reviews.schema.ts';
import { buildDemoTestApp, demoMember, type DemoTestApp } from './demo.fixtures.ts';
import { ONE_DRIVER } from './helpers.ts';
import { reviewsApi } from './reviews.fixtures.ts';

/** Issue 14: the demo reviews give every screen something to show, and the firms' totals match them. */
describe.each(ONE_DRIVER)('demo reviews on %s', (driver) => {
  let t: DemoTestApp;
  beforeAll(async () => {
    t = await buildDemoTestApp(driver);
    expect(t.seeded.indexOf('reviews')).toBeGreaterThan(t.seeded.indexOf('firms'));
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const tokenOf = async (email: string) => (await demoMember(t.database, email)).token;

  it('gives every demo firm a budget in taka per sqft that rises with its tier (issue 44)', async () => {
    const rows = await t.database.db
      .select({ tier: firms.budgetTier, min: firms.budgetMinPerSqft, max: firms.budgetMaxPerSqft })
      .from(firms);
    for (const row of rows) {
      expect(row.min).not.toBeNull();
      expect(row.min!).toBeLessThanOrEqual(row.max!);
    }
    const highest = (tier: string) => Math.max(...rows.filter((row) => row.tier === tier).map((row) => row.min!));
    const lowest = (tier: string) => Math.min(...rows.filter((row) => row.tier === tier).map((row) => row.min!));
    expect(highest('low-budget')).toBeLessThan(lowest('budget-friendly'));
    expect(highest('budget-friendly')).toBeLessThan(lowest('luxury'));
  });

  it('keeps each firm’s running totals equal to its approved reviews', async () => {
    const approved = (what: string) =>
      `(select ${what} from reviews r where r.firm_id = firms.id and r.status = 'approved')`;
    const rows = await t.database.db
      .select({
        count: firms.ratingCount,
        halves: firms.ratingHalves,
        approved: sql.raw(approved('count(*)')).mapWith(Number),
        sum: sql.raw(approved('coalesce(sum(r.rating_halves), 0)')).mapWith(Number),
      })
      .from(firms);
    expect(rows.filter((row) => row.count > 0).length).toBeGreaterThan(10);
    for (const row of rows)
      expect({ count: row.count, halves: row.halves }).toEqual({ count: row.approved, halves: row.sum });
    const distinct = await t.database.db.selectDistinct({ halves: reviews.ratingHalves }).from(reviews);
    expect(distinct.some((row) => row.halves % 2 === 1)).toBe(true);
  });

  it('says each text once, about work the firm does, mostly in Bengali, replies in the client’s language', async () => {
    const rows = await t.database.db
      .select({
        text: reviews.text,
        response: reviews.response,
        category: reviewCodes.category,
        categories: firms.categories,
      })
      .from(reviews)
      .innerJoin(reviewCodes, eq(reviewCodes.id, reviews.codeId))
      .innerJoin(firms, eq(firms.id, reviews.firmId));
    expect(rows.length).toBeGreaterThan(50);
    expect(new Set(rows.map((row) => row.text)).size).toBe(rows.length);
    for (const row of rows) expect(row.categories).toContain(row.category);
    const bengali = (text: string) => /[\u0980-\u09FF]/.test(text);
    expect(rows.filter((row) => bengali(row.text)).length).toBeGreaterThan(rows.length / 2);
    // A firm answers in the language the client wrote in.
    for (const row of rows.filter((entry) => entry.response !== null))
      expect(bengali(row.response!)).toBe(bengali(row.text));
  });

  it('gives support a suspicious pair, the designer’s firm its reviews, the demo member each state', async () => {
    const api = reviewsApi(t.app);
    const queue = await api.queue(await tokenOf('support@ghorbari.test'));
    const pending = queue.json<{ reviews: { signals: { kind: string }[] }[] }>().reviews;
    expect(pending.length).toBeGreaterThanOrEqual(4);
    const kinds = pending.flatMap((review) => review.signals.map((signal) => signal.kind));
    expect(kinds).toEqual(expect.arrayContaining(['same-address', 'burst', 'linked-phone', 'quick-code']));

    const shown = (await api.list('I-1')).json<{ reviews: { response: unknown }[]; pagination: { total: number } }>();
    expect(shown.pagination.total).toBeGreaterThanOrEqual(5);

    const mine = (await api.mine(await tokenOf('demo@ghorbari.test'))).json<{ reviews: { status: string }[] }>();
    expect(mine.reviews.map((review) => review.status).sort()).toEqual(['approved', 'pending', 'rejected']);
    // Support's note is in the language the member reads, beside a reason from the list.
    const rejected = (await api.mine(await tokenOf('demo@ghorbari.test')))
      .json<{ reviews: { status: string; rejection: { reason: string; note: string | null } | null }[] }>()
      .reviews.find((review) => review.status === 'rejected');
    expect(rejected?.rejection?.reason).toBe('guideline-breach');
    expect(rejected?.rejection?.note).toMatch(/ফোন নম্বর/);
  });
});
