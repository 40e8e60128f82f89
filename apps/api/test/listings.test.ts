import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { bearer, registerUser, sendForm } from './accounts.fixtures.ts';
import { adminCall, approvePost, staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { photo, postForm, postImagesFor, postRow, sellFlat } from './posts.fixtures.ts';
import { startSmtp } from './smtp.ts';

interface Listing {
  featured: { PostID: string; paid: boolean }[];
  posts: { PostID: string; paid: boolean; price: number }[];
  pagination: { total: number; totalPages: number };
}

/**
 * The rent and sale listings as a renter uses them (issue 12): rooms and furnishing filters, the
 * sort, and paid posts kept to a few at the top of each page instead of burying new posts.
 */
describe.each(ONE_DRIVER)('listings on %s', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let repos: Repositories;
  let ownerId: string;
  let owner: { token: string; email: string };
  let saver: { token: string; email: string };
  const day = 24 * 3600_000;
  const now = Date.now();

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(driver, { smtpUrl: smtp.url });
    repos = createRepositories(t.database.db);
    owner = await registerUser(t, smtp);
    saver = await registerUser(t, smtp);
    ownerId = (await repos.users.byEmail(owner.email))!.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** An approved rent post in Dhaka, created `daysAgo` days ago; returns its PostID. */
  async function rentPost(daysAgo: number, overrides: Partial<NewPost> = {}): Promise<string> {
    const row = await repos.posts.insert(
      postRow(ownerId, {
        type: 'rent',
        status: 'approved',
        division: 'dhaka',
        district: 'dhaka',
        subDistrict: 'dhaka-mirpur',
        createdAt: new Date(now - daysAgo * day),
        listedAt: new Date(now - daysAgo * day),
        ...overrides,
      }),
      postImagesFor(`r${daysAgo}`),
    );
    return `R-${row.number}`;
  }
  const list = async (query: string): Promise<Listing> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/posts?type=rent&division=dhaka&${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<Listing>();
  };
  const ids = (listing: Listing) => listing.posts.map((post) => post.PostID);

  it('filters by bedrooms (4 means 4 or more), bathrooms and furnishing, and sorts by price', async () => {
    const two = await rentPost(1, { bedrooms: 2, bathrooms: 1, price: 18_000, furnishing: 'unfurnished' });
    const three = await rentPost(2, { bedrooms: 3, bathrooms: 2, price: 28_000, furnishing: 'furnished' });
    const five = await rentPost(3, { bedrooms: 5, bathrooms: 4, price: 90_000, furnishing: 'semi-furnished' });
    const four = await rentPost(4, { bedrooms: 4, bathrooms: 3, price: 45_000, furnishing: 'furnished' });

    expect(ids(await list('bedrooms=3'))).toEqual([three]);
    expect(ids(await list('bedrooms=4'))).toEqual([five, four]);
    expect(ids(await list('bathrooms=2'))).toEqual([three]);
    expect(ids(await list('furnishing=furnished'))).toEqual([three, four]);
    expect(ids(await list('bedrooms=3&maxPrice=30000&furnishing=furnished'))).toEqual([three]);

    expect(ids(await list('sort=newest'))).toEqual([two, three, five, four]);
    expect(ids(await list('sort=price-asc'))).toEqual([two, three, four, five]);
    expect(ids(await list('sort=price-desc'))).toEqual([five, four, three, two]);
    // Pages of a price sort neither skip nor repeat a post.
    const paged = [...ids(await list('sort=price-asc&limit=3')), ...ids(await list('sort=price-asc&limit=3&page=2'))];
    expect(paged).toEqual([two, three, four, five]);
  });

  it('refuses rooms, furnishing and sort it does not know, with a 400', async () => {
    for (const query of ['bedrooms=0', 'bedrooms=5', 'bedrooms=two', 'furnishing=luxury', 'sort=cheapest']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/posts?type=rent&${query}`,
        headers: { 'accept-language': 'bn' },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
  });

  it('shows new posts first and at most 3 paid ones above them, taken in turn page by page', async () => {
    const chittagong = { division: 'chittagong', district: 'chittagong', subDistrict: 'chittagong-kotwali' } as const;
    const paid: string[] = [];
    for (let week = 1; week <= 5; week += 1) paid.push(await rentPost(7 * week, { ...chittagong, paid: true }));
    const fresh: string[] = [];
    for (let hour = 1; hour <= 6; hour += 1) fresh.push(await rentPost(hour / 24, { ...chittagong }));
    const page = async (n: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/posts?type=rent&division=chittagong&limit=4&page=${n}` })
      ).json<Listing>();

    const first = await page(1);
    // The page itself is newest first: weeks-old paid posts do not push today's posts down.
    expect(ids(first)).toEqual(fresh.slice(0, 4));
    expect(first.featured.map((post) => post.PostID)).toEqual(paid.slice(0, 3));
    expect(first.featured.every((post) => post.paid)).toBe(true);
    // A paid post already on the page is not repeated above it; the others are taken in turn.
    const second = await page(2);
    expect(ids(second)).toEqual([...fresh.slice(4, 6), ...paid.slice(0, 2)]);
    expect(second.featured.map((post) => post.PostID)).toEqual(paid.slice(2, 5));
    const third = await page(3);
    expect(ids(third)).toEqual(paid.slice(2, 5));
    expect(third.featured.map((post) => post.PostID)).toEqual(paid.slice(0, 2));
    expect(first.pagination.total).toBe(11);
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string) =>
    t.app.inject({ method, url, headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) } });
  const submitted = async (data: unknown) => {
    const form = postForm(data, [{ content: await photo() }]);
    const response = await sendForm(t.app, owner.token, 'POST', '/api/posts', form);
    expect(response.statusCode).toBe(201);
    return response.json<{ PostID: string }>().PostID;
  };

  it('keeps what a renter asks first on a rent post, and drops the rent facts from a sale post', async () => {
    const facts = {
      negotiable: true,
      listedBy: 'caretaker',
      parking: true,
      advanceMonths: '২',
      serviceCharge: '২,৫০০',
      billsIncluded: false,
      gas: 'line',
      tenants: ['family', 'family', 'female'],
      availableFrom: '2026-12',
      constructionStatus: 'ready',
      condition: 'new',
    };
    const rentId = await submitted(sellFlat({ type: 'rent', price: 28_000, ...facts }));
    const rent = (await call('GET', `/api/posts/${rentId}`, owner.token)).json<{ post: Record<string, unknown> }>()
      .post;
    expect(rent).toMatchObject({
      negotiable: true,
      listedBy: 'caretaker',
      parking: true,
      advanceMonths: 2,
      serviceCharge: 2500,
      billsIncluded: false,
      gas: 'line',
      tenants: ['family', 'female'],
      availableFrom: '2026-12',
      closedAt: null,
      // Sale facts mean nothing for a home to rent.
      constructionStatus: null,
      condition: null,
    });
    const saleId = await submitted(sellFlat({ ...facts }));
    const sale = (await call('GET', `/api/posts/${saleId}`, owner.token)).json<{ post: Record<string, unknown> }>()
      .post;
    expect(sale).toMatchObject({
      negotiable: true,
      listedBy: 'caretaker',
      constructionStatus: 'ready',
      advanceMonths: null,
      gas: null,
      tenants: [],
    });

    for (const wrong of [
      { gas: 'biogas' },
      { tenants: ['pets'] },
      { availableFrom: '2026-13' },
      { advanceMonths: 30 },
    ]) {
      const form = postForm(sellFlat({ type: 'rent', price: 20_000, ...wrong }), [{ content: await photo() }]);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { ...bearer(owner.token), ...form.headers, 'accept-language': 'bn' },
        payload: form.payload,
      });
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
    }
  });

  it('finds homes by who may rent them', async () => {
    const sylhet = { division: 'sylhet', district: 'sylhet', subDistrict: 'sylhet-sylhet-sadar' } as const;
    const family = await rentPost(1, { ...sylhet, tenants: ['family'] });
    const bachelor = await rentPost(2, { ...sylhet, tenants: ['bachelor', 'sublet'] });
    const list = async (query: string) =>
      ids((await call('GET', `/api/posts?type=rent&division=sylhet&${query}`)).json<Listing>());
    expect(await list('tenant=family')).toEqual([family]);
    expect(await list('tenant=sublet')).toEqual([bachelor]);
    expect((await call('GET', '/api/posts?type=rent&tenant=pets')).statusCode).toBe(400);
  });

  it('lets the owner mark a post rented once: it leaves the lists, and whoever saved it is told', async () => {
    const khulna = { division: 'khulna', district: 'khulna', subDistrict: 'khulna-sonadanga' } as const;
    const postId = await rentPost(3, { ...khulna, title: 'Sonadanga 2 bed flat' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/profile/savePost',
      headers: bearer(saver.token),
      payload: { type: 'rent', postId },
    });
    expect(saved.statusCode).toBe(200);
    const inKhulna = async () => ids((await call('GET', '/api/posts?type=rent&division=khulna')).json<Listing>());
    expect(await inKhulna()).toEqual([postId]);

    expect((await call('POST', `/api/posts/${postId}/close`, saver.token)).statusCode).toBe(403);
    // Two taps at once: one closes it, the other is told it is no longer live.
    const taps = await Promise.all([1, 2].map(() => call('POST', `/api/posts/${postId}/close`, owner.token)));
    expect(taps.map((tap) => tap.statusCode).sort()).toEqual([200, 409]);
    const done = taps.find((tap) => tap.statusCode === 200)!.json<{ message: string; closedAt: string }>();
    expect(done.message).toBe('Marked as rented: the post has left the listings');

    expect(await inKhulna()).toEqual([]);
    const page = (await call('GET', `/api/posts/${postId}`)).json<{ post: { closedAt: string | null } }>();
    expect(page.post.closedAt).toBe(done.closedAt);
    const inbox = (await call('GET', '/api/notifications/getUserNotifications?page=1', saver.token)).json<{
      data: { title: string; message: string; link: string }[];
    }>().data;
    const told = inbox.filter((notice) => notice.message.includes('Sonadanga 2 bed flat'));
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(`/Property-Rent-Details/${postId}`);
    await expect
      .poll(() =>
        smtp.mails.some(
          (mail) => mail.to.includes(saver.email) && mail.raw.includes('A home you saved has been rented'),
        ),
      )
      .toBe(true);
  });

  it('reposts a post only after 30 days up, once for two taps at once, to the top of the list', async () => {
    const barishal = { division: 'barishal', district: 'barishal', subDistrict: 'barishal-barishal-sadar' } as const;
    const old = await rentPost(31, { ...barishal });
    const recent = await rentPost(5, { ...barishal });
    const inBarishal = async () => ids((await call('GET', '/api/posts?type=rent&division=barishal')).json<Listing>());
    expect(await inBarishal()).toEqual([recent, old]);

    const early = await call('POST', `/api/posts/${recent}/repost`, owner.token);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe('A post can be reposted once it has been up for 30 days');
    expect((await call('POST', `/api/posts/${old}/repost`, saver.token)).statusCode).toBe(403);

    const taps = await Promise.all([1, 2].map(() => call('POST', `/api/posts/${old}/repost`, owner.token)));
    expect(taps.map((tap) => tap.statusCode).sort()).toEqual([200, 409]);
    expect(await inBarishal()).toEqual([old, recent]);
  });

  it('shows support the rent facts an edit changed; one the approved version lacked counts if given', async () => {
    const support = await staffMember(t.app, t.database, 'support');
    const rentId = await submitted(sellFlat({ type: 'rent', price: 30_000, advanceMonths: 2, gas: 'line' }));
    await approvePost(t.app, support.token, rentId);
    // As a post approved before the rent facts existed would have it: no tenants, no gas, no advance.
    const { post } = (await call('GET', `/api/posts/${rentId}`, owner.token)).json<{
      post: { images: { large: string }[] };
    }>();
    const row = await repos.posts.byNumber('rent', Number(rentId.slice(2)));
    const old = { ...(row!.post.approvedSnapshot ?? {}) };
    delete old.tenants;
    delete old.gas;
    await repos.posts.updateIf(row!.post.id, ['approved'], { approvedSnapshot: { ...old, advanceMonths: 2 } });

    const form = postForm(
      sellFlat({ type: 'rent', price: 30_000, advanceMonths: 3, gas: 'line' }),
      [],
      post.images.map((image) => image.large),
    );
    const edited = await sendForm(t.app, owner.token, 'PUT', `/api/posts/${rentId}`, form);
    expect(edited.statusCode).toBe(200);
    const preview = (await adminCall(t.app, support.token, 'GET', `/api/admin/posts/${rentId}`)).json<{
      changes: { field: string; before: unknown; after: unknown }[];
    }>();
    expect(preview.changes).toEqual([
      { field: 'advanceMonths', before: 2, after: 3 },
      { field: 'gas', before: null, after: 'line' },
    ]);
  });
});
