import { addMonths, monthOf } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../src/modules/posts/posts.schema.ts';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import { bearer, member, sendForm } from './accounts.fixtures.ts';
import { adminCall, staffMember } from './admin.fixtures.ts';
import { clockClearOfHourTurns, ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { postForm, postImagesFor, postRow } from './posts.fixtures.ts';

/**
 * An edit changes only what the owner changed (issue 62): the edit form sends the whole post but
 * the facts it does not ask of it (a rent post's construction status and new/used, which demo and
 * older rent posts carry), and the API keeps those instead of dropping them as for a new post.
 * Where the form cannot tell a value from the stored one (an unticked "negotiable" over "not
 * said", "from now" over a move-in month gone by), the stored one stays. ADR 073.
 */
describe.each(ONE_DRIVER)('what an edit keeps on %s', (driver) => {
  let t: TestApp;
  let support: { token: string };
  const clock = clockClearOfHourTurns();
  const thisMonth = monthOf(clock());
  const monthsAgo = addMonths(thisMonth, -2);
  beforeAll(async () => {
    t = await buildTestApp(driver, { now: clock });
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(() => t.close());

  /** A live rent flat as the demo seed writes one: ready and used, "negotiable" not said, free since two months. */
  const rentFlatRow = (ownerId: string, overrides: Partial<NewPost> = {}): NewPost =>
    postRow(ownerId, {
      type: 'rent',
      status: 'approved',
      approvedAt: clock(),
      title: 'Family flat to let in Boalia',
      price: 34_500,
      constructionStatus: 'ready',
      condition: 'used',
      bathrooms: 2,
      balconies: 2,
      lift: 'lift',
      furnishing: 'semi-furnished',
      facing: 'south',
      totalFloors: 6,
      facilities: ['generator', 'security'],
      negotiable: null,
      listedBy: 'owner',
      parking: true,
      advanceMonths: 2,
      serviceCharge: 2_000,
      billsIncluded: false,
      gas: 'line',
      tenants: ['family'],
      availableFrom: monthsAgo,
      // Its featured days are over (ADR 049): free now, the package it bought still on record.
      paid: false,
      paidPackage: 'featured-7',
      ...overrides,
    });

  /**
   * The body the rent edit form sends for that flat (posting/post-form-values.ts): no construction
   * status or new/used (not asked of a rent post), "negotiable" unticked, and "from now" for a
   * month gone by (the month picker offers no past month).
   */
  const rentForm = (overrides: Record<string, unknown> = {}) => ({
    type: 'rent',
    postTitle: 'Family flat to let in Boalia',
    description: 'South facing flat on the 4th floor, 1350 sqft, lift and generator.',
    primaryPhone: '01711223344',
    location: { division: 'rajshahi', district: 'rajshahi', subDistrict: 'rajshahi-boalia', neighbourhood: '' },
    price: 34_500,
    priceUnits: 'total-price',
    size: 1350,
    propertyType: 'apartment',
    rooms: { bedrooms: 3, bathrooms: 2, balconies: 2 },
    lift: 'lift',
    furnishing: 'semi-furnished',
    facing: 'south',
    totalFloors: 6,
    facilities: ['generator', 'security'],
    negotiable: false,
    listedBy: 'owner',
    parking: true,
    advanceMonths: 2,
    serviceCharge: 2_000,
    billsIncluded: false,
    gas: 'line',
    tenants: ['family'],
    availableFrom: thisMonth,
    paid: false,
    ...overrides,
  });

  async function liveRentFlat(overrides: Partial<NewPost> = {}) {
    const owner = await member(t.database);
    const row = await t.repos.posts.insert(rentFlatRow(owner.user.id, overrides), postImagesFor('edit-facts'));
    return { owner, row, PostID: `R-${row.number}`, keep: [postImagesFor('edit-facts')[0]!.large] };
  }
  const edit = (token: string, postId: string, data: unknown, keep: string[]) =>
    sendForm(t.app, token, 'PUT', `/api/posts/${postId}`, postForm(data, [], keep));
  const ownView = async (token: string, postId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: bearer(token) })).json<{
      post: Record<string, unknown>;
      waitingEdit?: Record<string, unknown>;
    }>();
  const supportView = async (postId: string) =>
    (await adminCall(t.app, support.token, 'GET', `/api/admin/posts/${postId}`)).json<{
      changes: { field: string; before: unknown; after: unknown }[] | null;
    }>();
  const stored = async (id: string) => (await t.database.db.select().from(posts).where(eq(posts.id, id)))[0]!;

  it('an edit of the rent alone differs in its rent alone, and once approved the ad keeps its facts', async () => {
    const { owner, row, PostID, keep } = await liveRentFlat();

    const sent = await edit(owner.token, PostID, rentForm({ price: 32_000 }), keep);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ editWaiting: true });

    // Support's "changes since approval": the rent, and nothing else.
    expect((await supportView(PostID)).changes).toEqual([{ field: 'price', before: 34_500, after: 32_000 }]);
    // The owner's waiting version reads as the live one but for the rent.
    const { post, waitingEdit } = await ownView(owner.token, PostID);
    const facts = (detail: Record<string, unknown>) => {
      const { price: _, updateCount: __, lastUpdated: ___, ...rest } = detail;
      return rest;
    };
    expect(waitingEdit).toMatchObject({ price: 32_000, constructionStatus: 'ready', condition: 'used' });
    expect(facts(waitingEdit!)).toEqual(facts(post));

    // Approved, the live ad has the new rent and keeps all it said.
    expect((await adminCall(t.app, support.token, 'POST', `/api/admin/posts/${PostID}/edit/approve`)).statusCode).toBe(
      200,
    );
    expect(await stored(row.id)).toMatchObject({
      price: 32_000,
      constructionStatus: 'ready',
      condition: 'used',
      negotiable: null,
      availableFrom: monthsAgo,
      paid: false,
      paidPackage: 'featured-7',
      advanceMonths: 2,
      tenants: ['family'],
    });
  });

  it('says what the owner did change: a ticked "negotiable", a later move-in month', async () => {
    const { owner, PostID, keep } = await liveRentFlat();
    const later = addMonths(thisMonth, 1);

    const sent = await edit(owner.token, PostID, rentForm({ negotiable: true, availableFrom: later }), keep);
    expect(sent.statusCode, sent.body).toBe(200);

    expect((await supportView(PostID)).changes).toEqual([
      { field: 'negotiable', before: null, after: true },
      { field: 'availableFrom', before: monthsAgo, after: later },
    ]);
  });

  it('a post sent back to review keeps what its form does not ask too', async () => {
    const { owner, row, PostID, keep } = await liveRentFlat({
      status: 'rejected',
      rejectionReason: 'untrue-information',
    });

    const sent = await edit(owner.token, PostID, rentForm({ price: 30_000 }), keep);
    expect(sent.statusCode, sent.body).toBe(200);

    expect(await stored(row.id)).toMatchObject({
      status: 'pending',
      price: 30_000,
      constructionStatus: 'ready',
      condition: 'used',
    });
  });

  it('a fact the form asks and the owner cleared is cleared', async () => {
    const { owner, PostID, keep } = await liveRentFlat();
    const { facing: _, gas: __, ...cleared } = rentForm();

    expect((await edit(owner.token, PostID, cleared, keep)).statusCode).toBe(200);

    const changes = (await supportView(PostID)).changes!;
    expect(changes.map((change) => change.field).sort()).toEqual(['facing', 'gas']);
    expect(changes.every((change) => change.after === null)).toBe(true);
  });

  it('a new property type describes the post anew: what it is not asked goes', async () => {
    const { owner, PostID, keep } = await liveRentFlat();
    const { rooms: _, lift: __, furnishing: ___, ...shop } = rentForm({ propertyType: 'shop', tenants: ['office'] });

    expect((await edit(owner.token, PostID, shop, keep)).statusCode).toBe(200);

    const { waitingEdit } = await ownView(owner.token, PostID);
    expect(waitingEdit).toMatchObject({ propertyType: 'shop', constructionStatus: null, condition: null });
  });
});
