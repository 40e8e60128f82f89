import { readdir } from 'node:fs/promises';
import { expectedGoLive, translateMessage } from '@ghorbari/contracts';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/accounts/accounts.schema.ts';
import { bearer, registerUser, sendForm } from './accounts.fixtures.ts';
import { DRIVERS, buildTestApp, type TestApp } from './helpers.ts';
import { approvePost, staffMember } from './admin.fixtures.ts';
import { photo, postForm, sellFlat } from './posts.fixtures.ts';
import { startSmtp } from './smtp.ts';

describe.each(DRIVERS)('sell and rent posts on %s', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: { token: string; email: string };
  let stranger: { token: string; email: string };
  let support: { token: string };
  const moderate = (postId: string, _decision: 'approved') => approvePost(t.app, support.token, postId);
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(driver, { smtpUrl: smtp.url });
    owner = await registerUser(t, smtp);
    stranger = await registerUser(t, smtp);
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const stored = async () => (await readdir(path.join(t.config.dataDir, 'uploads', 'posts')).catch(() => [])).length;
  const submit = async (token: string, data: unknown, files: Parameters<typeof postForm>[1]) => {
    const form = postForm(data, files);
    return sendForm(t.app, token, 'POST', '/api/posts', form);
  };
  const edit = async (
    token: string,
    postId: string,
    data: unknown,
    files: Parameters<typeof postForm>[1],
    keep: string[],
  ) => {
    const form = postForm(data, files, keep);
    return sendForm(t.app, token, 'PUT', `/api/posts/${postId}`, form);
  };
  const detail = (postId: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/posts/${postId}`,
      headers: token ? bearer(token) : { 'accept-language': 'en' },
    });

  it('takes a post with photos, keeps it pending, and tells when it should go live', async () => {
    const response = await submit(owner.token, sellFlat(), [
      { content: await photo() },
      { content: await photo('#884422') },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; PostID: string; expectedLive: { from: string; to: string } }>();
    expect(body.message).toBe('Post uploaded successfully (wait for admin approval)');
    expect(body.PostID).toMatch(/^S-\d+$/);
    expect(new Date(body.expectedLive.to).getTime()).toBeGreaterThan(new Date(body.expectedLive.from).getTime());

    expect((await detail(body.PostID)).statusCode).toBe(404);
    const mine = await detail(body.PostID, owner.token);
    expect(mine.json()).toMatchObject({
      post: { status: 'pending', imageUrls: 2, price: 6_500_000, facilities: ['generator', 'security'] },
    });

    const lists = await t.app.inject({ method: 'GET', url: '/api/profile/getUserPosts', headers: bearer(owner.token) });
    expect(
      lists
        .json<{ userPosts: { nonApprovedUserSellPosts: { PostID: string }[] } }>()
        .userPosts.nonApprovedUserSellPosts.map((p) => p.PostID),
    ).toContain(body.PostID);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(owner.token) });
    expect(profile.json()).toMatchObject({
      userData: { counts: { listing: 1, sell: 1, rent: 0, pending: 1, hidden: 0 } },
    });
  });

  it('stores small WebP images with the camera and GPS data removed', async () => {
    const response = await submit(owner.token, sellFlat(), [{ content: await photo('#123456', 3000, 2000) }]);
    const { PostID } = response.json<{ PostID: string }>();
    const { post } = (await detail(PostID, owner.token)).json<{
      post: { images: { card: string; large: string }[] };
    }>();
    const card = await sharp(path.join(t.config.dataDir, post.images[0]!.card)).metadata();
    const large = await sharp(path.join(t.config.dataDir, post.images[0]!.large)).metadata();
    expect(card).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(large).toMatchObject({ format: 'webp', width: 1280 });
    expect(card.exif).toBeUndefined();
    expect(large.exif).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: post.images[0]!.card })).statusCode).toBe(200);
  });

  it('explains each invalid field, and stores nothing', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ primaryPhone: '1711223344' }, 'primaryPhone', 'Please enter a valid phone number'],
      [{ description: 'x'.repeat(500) }, 'description', 'The description must be under 500 characters'],
      [{ postTitle: '' }, 'postTitle', 'Please give your post a title'],
      [{ propertyType: 'castle' }, 'propertyType', 'Please choose one of the options'],
      [{ price: -1 }, 'price', 'Please enter a valid price in Tk'],
    ];
    for (const [override, field, message] of cases) {
      const response = await submit(owner.token, sellFlat(override), [{ content: await photo() }]);
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ issues: unknown[] }>().issues, field).toContainEqual({ path: field, message });
    }
    const noImages = await submit(owner.token, sellFlat(), []);
    expect(noImages.json()).toMatchObject({ message: 'Please select at least one image.' });
    const six = await submit(
      owner.token,
      sellFlat(),
      await Promise.all(Array.from({ length: 6 }, async () => ({ content: await photo() }))),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({ message: 'You can add at most 5 images.' });
    const wrongPlace = await submit(
      owner.token,
      sellFlat({ location: { division: 'sylhet', district: 'rajshahi', subDistrict: 'rajshahi-boalia' } }),
      [{ content: await photo() }],
    );
    expect(wrongPlace.statusCode).toBe(400);
    const notJson = await submit(owner.token, '{broken', [{ content: await photo() }]);
    expect(notJson.json()).toMatchObject({ message: 'The post details could not be read' });
    expect(await stored()).toBe(before);
  });

  it('refuses bad files — HTML named .jpg, over 10 MB, too many pixels — and keeps nothing', async () => {
    const before = await stored();
    const html = await submit(owner.token, sellFlat(), [
      { content: await photo() },
      { name: 'flat.jpg', content: Buffer.from('<html><script>alert(1)</script></html>') },
    ]);
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ message: 'Please choose a JPEG, PNG or WebP image' });
    // Starts like a JPEG, so it is its size that is refused (bytes that are no image are refused by their first bytes).
    const bigJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * 1024 * 1024, 7)]);
    const big = await submit(owner.token, sellFlat(), [{ content: bigJpeg }]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: 'Each image must be smaller than 10 MB' });
    const huge = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pixels = await submit(owner.token, sellFlat(), [{ name: 'pano.png', type: 'image/png', content: huge }]);
    expect(pixels.statusCode).toBe(413);
    expect(pixels.json()).toMatchObject({ message: 'This image is too large in pixels; please use a smaller photo' });
    expect(await stored()).toBe(before);
  });

  it('lets only a member in good standing with a phone number post', async () => {
    expect((await submit('x'.repeat(43), sellFlat(), [{ content: await photo() }])).statusCode).toBe(401);
    const suspended = await registerUser(t, smtp);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.email, suspended.email));
    const refused = await submit(suspended.token, sellFlat(), [{ content: await photo() }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: "Your Account is Suspended. You don't have access to this page." });
    const noPhone = await registerUser(t, smtp);
    await t.database.db.update(users).set({ phone: null }).where(eq(users.email, noPhone.email));
    expect((await submit(noPhone.token, sellFlat(), [{ content: await photo() }])).json()).toMatchObject({
      message: 'Add a phone number to your profile before posting',
    });
  });

  it('lists approved posts only, newest first, with filters and pages, and counts views', async () => {
    const ids: string[] = [];
    for (const [override, paid] of [
      [
        {
          propertyType: 'land',
          price: 3_000_000,
          size: undefined,
          landSize: 5,
          landUnits: 'katha',
          location: { division: 'dhaka', district: 'gazipur', subDistrict: 'gazipur-kaliakair' },
        },
        false,
      ],
      [{ price: 9_000_000 }, false],
      [{ price: 12_000_000 }, true],
    ] as const) {
      const response = await submit(owner.token, sellFlat({ ...override, paid }), [{ content: await photo() }]);
      ids.push(response.json<{ PostID: string }>().PostID);
    }
    for (const id of ids) await moderate(id, 'approved');
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/posts?type=sell&${query}` })).json<{
        posts: { PostID: string; paid: boolean; rooms?: unknown; bedrooms: number | null }[];
        pagination: { total: number; totalPages: number };
      }>();

    const all = await list('limit=48');
    expect(all.posts[0]?.PostID).toBe(ids[2]);
    expect(all.posts.map((p) => p.PostID)).toEqual(expect.arrayContaining(ids));
    expect((await list('division=dhaka')).posts.map((p) => p.PostID)).toEqual([ids[0]]);
    expect((await list('propertyType=land')).posts.map((p) => p.PostID)).toEqual([ids[0]]);
    expect((await list('minPrice=8000000&maxPrice=10000000')).posts.map((p) => p.PostID)).toEqual([ids[1]]);
    const land = (await list('propertyType=land')).posts[0];
    expect(land?.bedrooms).toBeNull();
    const paged = await list('limit=1&page=2');
    expect(paged.posts).toHaveLength(1);
    expect(paged.pagination.totalPages).toBe(paged.pagination.total);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/posts?type=sell&minPrice=10&maxPrice=5',
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts?type=lease' })).statusCode).toBe(400);
    expect((await list('minSize=1000&maxSize=1400')).posts.map((p) => p.PostID)).toEqual(
      expect.arrayContaining([ids[1], ids[2]]),
    );
    const sizes = await t.app.inject({
      method: 'GET',
      url: '/api/posts?type=sell&minSize=2000&maxSize=1000',
      headers: { 'accept-language': 'bn' },
    });
    expect(sizes.statusCode).toBe(400);
    expect(sizes.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: translateMessage('bn', 'validation.sizeRangeInvalid'),
    });
    expect(sizes.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual(['maxSize']);

    const first = (await detail(ids[1]!)).json<{ post: { viewCount: number } }>().post.viewCount;
    const second = (await detail(ids[1]!, stranger.token)).json<{ post: { viewCount: number } }>().post.viewCount;
    expect(second).toBe(first + 1);
  });

  it('allows the owner two edits of a live post, each waiting for review beside it, and then stops', async () => {
    const created = await submit(owner.token, sellFlat(), [
      { content: await photo() },
      { content: await photo('#999') },
    ]);
    const { PostID } = created.json<{ PostID: string }>();
    await moderate(PostID, 'approved');
    const images = (await detail(PostID, owner.token)).json<{ post: { images: { large: string }[] } }>().post.images;

    const foreign = await edit(
      stranger.token,
      PostID,
      sellFlat({ price: 1 }),
      [],
      images.map((i) => i.large),
    );
    expect(foreign.statusCode).toBe(403);
    expect((await detail(PostID)).json()).toMatchObject({ post: { price: 6_500_000 } });

    const noImages = await edit(owner.token, PostID, sellFlat(), [], []);
    expect(noImages.json()).toMatchObject({ message: 'You must have at least 1 image.' });

    const first = await edit(
      owner.token,
      PostID,
      sellFlat({ price: 6_200_000, previousPrice: 6_500_000 }),
      [{ content: await photo('#333') }],
      [images[0]!.large],
    );
    expect(first.json()).toMatchObject({ message: 'Post updated successfully', updateCount: 1, editWaiting: true });
    // The live version stays as approved (issue 41); the owner also gets the edit that waits.
    const afterFirst = (await detail(PostID, owner.token)).json<{
      post: { status: string; price: number };
      waitingEdit: { price: number; previousPrice: number; images: { large: string }[] };
    }>();
    expect(afterFirst.post).toMatchObject({ status: 'approved', price: 6_500_000 });
    expect(afterFirst.waitingEdit).toMatchObject({ price: 6_200_000, previousPrice: 6_500_000 });
    expect(afterFirst.waitingEdit.images.map((i) => i.large)[0]).toBe(images[0]!.large);
    expect(afterFirst.waitingEdit.images).toHaveLength(2);
    // The photo the edit drops stays while the live version shows it.
    expect((await t.app.inject({ method: 'GET', url: images[1]!.large })).statusCode).toBe(200);

    expect((await edit(owner.token, PostID, sellFlat(), [], [images[0]!.large])).json()).toMatchObject({
      updateCount: 2,
    });
    const third = await edit(owner.token, PostID, sellFlat(), [], [images[0]!.large]);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ message: 'This post has reached the maximum of 2 edits' });
  });

  it('takes amounts typed grouped, in Bengali or Latin digits, and keeps Bengali digits in free text', async () => {
    const rent = sellFlat({
      type: 'rent',
      price: '২৫,০০০',
      previousPrice: '28,000',
      size: '১,২০০',
      location: { ...sellFlat().location, street: 'রোড ৭', house: 'বাড়ি ১২' },
    });
    const created = await submit(owner.token, rent, [{ content: await photo() }]);
    expect(created.statusCode).toBe(201);
    const { post } = (await detail(created.json<{ PostID: string }>().PostID, owner.token)).json<{
      post: { price: number; previousPrice: number; size: number; location: { street: string; house: string } };
    }>();
    expect(post).toMatchObject({ price: 25_000, previousPrice: 28_000, size: 1200 });
    expect(post.location).toMatchObject({ street: 'রোড ৭', house: 'বাড়ি ১২' });

    const listing = await t.app.inject({ method: 'GET', url: `/api/posts?type=rent&maxPrice=${encodeURI('৩০,০০০')}` });
    expect(listing.statusCode).toBe(200);
  });

  it('tells after an edit of a live post when the edit should go live, by the same support-hours rule', async () => {
    const created = await submit(owner.token, sellFlat(), [{ content: await photo() }]);
    const { PostID } = created.json<{ PostID: string }>();
    await moderate(PostID, 'approved');
    const images = (await detail(PostID, owner.token)).json<{ post: { images: { large: string }[] } }>().post.images;

    const before = expectedGoLive(new Date());
    const edited = await edit(owner.token, PostID, sellFlat({ price: 6_000_000 }), [], [images[0]!.large]);
    const after = expectedGoLive(new Date());

    expect(edited.statusCode).toBe(200);
    const { expectedLive } = edited.json<{ expectedLive: { from: string; to: string } }>();
    const from = new Date(expectedLive.from).getTime();
    const to = new Date(expectedLive.to).getTime();
    // 1 to 5 support hours from the moment of the edit: between the windows of just before and just after.
    expect(from).toBeGreaterThanOrEqual(before.from.getTime());
    expect(from).toBeLessThanOrEqual(after.from.getTime());
    expect(to).toBeGreaterThanOrEqual(before.to.getTime());
    expect(to).toBeLessThanOrEqual(after.to.getTime());
    expect((await detail(PostID, owner.token)).json()).toMatchObject({
      post: { status: 'approved', price: 6_500_000 },
      waitingEdit: { price: 6_000_000 },
    });
  });

  it('deletes only for the owner, removing the post and its images from everywhere', async () => {
    const created = await submit(owner.token, sellFlat({ postTitle: 'Plot to delete' }), [{ content: await photo() }]);
    const { PostID } = created.json<{ PostID: string }>();
    await moderate(PostID, 'approved');
    const { images } = (await detail(PostID)).json<{ post: { images: { card: string }[] } }>().post;

    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserPosts/${PostID}`,
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(403);
    expect((await detail(PostID)).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserPosts/${PostID}`,
      headers: bearer(owner.token),
    });
    expect(removed.json()).toMatchObject({ success: true, message: 'Post Removed' });
    expect((await detail(PostID)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: images[0]!.card })).statusCode).toBe(404);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/posts?type=sell&limit=48' })).json<{
      posts: { PostID: string }[];
    }>();
    expect(listed.posts.map((p) => p.PostID)).not.toContain(PostID);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserPosts/${PostID}`,
      headers: bearer(owner.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it("says 'User Posts not found' for a member with no posts", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/getUserPosts',
      headers: bearer(stranger.token),
    });
    expect(response.json()).toEqual({ success: true, message: 'User Posts not found' });
  });
});
