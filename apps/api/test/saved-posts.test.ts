import { savedPostsResponseSchema, translateMessage } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, sendForm, userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { approvePost, staffMember } from './admin.fixtures.ts';
import { photo, postForm, sellFlat } from './posts.fixtures.ts';
import { startSmtp } from './smtp.ts';
import { createRepositories } from '../src/repositories.ts';
import { offerPhotosFor, offerRow } from './group-offers.fixtures.ts';
import { firmPhotosFor, firmRow } from './interior-fixtures.ts';

describe.each(ONE_DRIVER)('saved posts on %s', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: { token: string };
  let reader: { token: string };
  const ids: string[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(driver, { smtpUrl: smtp.url });
    owner = await registerUser(t, smtp);
    reader = await registerUser(t, smtp);
    const support = await staffMember(t.app, t.database, 'support');
    for (let i = 0; i < 7; i++) {
      const rent = i % 2 === 1;
      const form = postForm(
        sellFlat({
          type: rent ? 'rent' : 'sell',
          postTitle: `Flat number ${i + 1}`,
          price: rent ? 25_000 : 5_000_000,
          // The first flat gives its total rooms and garages (spec §3, rooms).
          ...(i === 0 ? { rooms: { total: 6, bedrooms: 3, bathrooms: 2, garages: 1 } } : {}),
        }),
        [{ content: await photo() }],
      );
      const created = await sendForm(t.app, owner.token, 'POST', '/api/posts', form);
      const { PostID } = created.json<{ PostID: string }>();
      await approvePost(t.app, support.token, PostID);
      ids.push(PostID);
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const save = (token: string, type: string, postId: string) =>
    t.app.inject({ method: 'POST', url: '/api/profile/savePost', headers: bearer(token), payload: { type, postId } });
  const page = (token: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/profile/getSavePostForProfile?${query}`, headers: bearer(token) });

  it('saves posts once each and lists them a page at a time, in the order they were saved', async () => {
    for (const id of ids) {
      const response = await save(reader.token, id.startsWith('S') ? 'sell' : 'rent', id);
      expect(response.statusCode).toBe(200);
    }
    const twice = await save(reader.token, 'sell', ids[0]!);
    expect(twice.statusCode).toBe(200);
    const first = (await page(reader.token, 'page=1&limit=5')).json<{
      SavedPosts: { postId: string; postTitle: string; type: string }[];
      pagination: { totalPages: number; total: number };
    }>();
    expect(first.pagination).toMatchObject({ total: 7, totalPages: 2 });
    expect(first.SavedPosts.map((p) => p.postId)).toEqual(ids.slice(0, 5));
    expect(first.SavedPosts[1]).toMatchObject({ type: 'rent', postTitle: 'Flat number 2' });
    const second = (await page(reader.token, 'page=2&limit=5')).json<{ SavedPosts: unknown[] }>();
    expect(second.SavedPosts).toHaveLength(2);
    expect((await page(reader.token, 'limit=7')).statusCode).toBe(400);
    const detail = await t.app.inject({ method: 'GET', url: `/api/posts/${ids[0]}`, headers: bearer(reader.token) });
    expect(detail.json<{ savedId: string | null }>().savedId).toEqual(expect.any(String));
  });

  it('moves a deleted post to the not-available list, and removes saved items on request', async () => {
    await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserPosts/${ids[2]}`,
      headers: bearer(owner.token),
    });
    const listed = (await page(reader.token, 'page=1&limit=10')).json<{
      SavedPosts: { postId: string }[];
      notFoundIds: { _id: string; postId: string }[];
    }>();
    expect(listed.SavedPosts.map((p) => p.postId)).not.toContain(ids[2]);
    expect(listed.notFoundIds.map((n) => n.postId)).toEqual([ids[2]]);

    const stale = listed.notFoundIds[0]!._id;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserSavedPost/${stale}`,
      headers: bearer(owner.token),
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserSavedPost/${stale}`,
      headers: bearer(reader.token),
    });
    expect(removed.json()).toEqual({ success: true });
    const after = (await page(reader.token, 'page=1&limit=10')).json<{
      notFoundIds: unknown[];
      pagination: { total: number };
    }>();
    expect(after.notFoundIds).toEqual([]);
    expect(after.pagination.total).toBe(6);
  });

  it('refuses to save a post that is not live, and needs a signed-in member', async () => {
    expect((await save(reader.token, 'sell', 'S-999999')).statusCode).toBe(404);
    expect((await save(reader.token, 'rent', ids[0]!)).statusCode).toBe(404);
    expect((await save(reader.token, 'castle', ids[0]!)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/profile/savePost',
      payload: { type: 'sell', postId: ids[0] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/getSavePostForProfile' })).statusCode).toBe(401);
  });

  it('checks that the item exists for every purpose: no group or interior item exists yet', async () => {
    const fresh = await registerUser(t, smtp);
    for (const [type, postId] of [
      ['interior', 'IN-1001'],
      ['group', 'G-1001'],
      ['group', ids[0]!],
    ]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/profile/savePost',
        headers: { ...bearer(fresh.token), 'accept-language': 'bn' },
        payload: { type, postId },
      });
      expect(refused.statusCode, `${type} ${postId}`).toBe(404);
      expect(refused.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: translateMessage('bn', 'errors.notFound'),
      });
    }
    const listed = (await page(fresh.token, 'page=1&limit=10')).json<{
      notFoundIds: unknown[];
      pagination: { total: number };
    }>();
    expect(listed.pagination.total).toBe(0);
  });

  it('gives every saved item its details, rooms and garages, and sorts by Asc, Desc and Recent', async () => {
    const repos = createRepositories(t.database.db);
    const fresh = await registerUser(t, smtp);
    const DAY = 24 * 3600_000;
    const offerAt = new Date(Date.now() - 10 * DAY);
    const offer = await repos.groupOffers.insert(
      offerRow({ createdAt: offerAt, updatedAt: offerAt, description: 'Six katha off Nurjahan Road, 14 shares.' }),
      offerPhotosFor('saved'),
    );
    const firmOwner = await repos.users.insert(userRow());
    const firm = await repos.firms.insert(
      firmRow(firmOwner.id, { about: 'Homes and offices since 2012.', approvedAt: new Date(Date.now() - 5 * DAY) }),
      firmPhotosFor('saved'),
    );
    const [sell, rent, group, interior] = [ids[0]!, ids[3]!, `G-${offer.number}`, `I-${firm.number}`];
    // Saved in this order: the group offer, the rent post, the firm, the sell post.
    for (const [type, postId] of [
      ['group', group],
      ['rent', rent],
      ['interior', interior],
      ['sell', sell],
    ] as const)
      expect((await save(fresh.token, type, postId)).statusCode, postId).toBe(200);

    const listed = async (sort?: string) => {
      const response = await page(fresh.token, `page=1&limit=5${sort ? `&sort=${sort}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      return savedPostsResponseSchema.parse(response.json()).SavedPosts;
    };
    const items = new Map((await listed()).map((item) => [item.postId, item]));
    expect(items.get(sell)).toMatchObject({ postDetails: sellFlat().description, rooms: 6, garages: 1 });
    expect(items.get(rent)).toMatchObject({ postDetails: sellFlat().description, rooms: null, garages: null });
    expect(items.get(group)).toMatchObject({
      postDetails: 'Six katha off Nurjahan Road, 14 shares.',
      rooms: null,
      garages: null,
    });
    expect(items.get(interior)).toMatchObject({
      postDetails: 'Homes and offices since 2012.',
      rooms: null,
      garages: null,
    });

    const order = async (sort?: string) => (await listed(sort)).map((item) => item.postId);
    expect(await order()).toEqual([group, rent, interior, sell]);
    expect(await order('Asc')).toEqual([group, rent, interior, sell]);
    expect(await order('Desc')).toEqual([sell, interior, rent, group]);
    // Recent: by each item's post date, newest first; the rent post was approved after the sell post.
    expect(await order('Recent')).toEqual([rent, sell, interior, group]);

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/profile/getSavePostForProfile?sort=newest',
      headers: { ...bearer(fresh.token), 'accept-language': 'bn' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain(translateMessage('bn', 'validation.choiceInvalid'));
  });

  it('filters by kind across every page: the count and the pages are of that kind (issue 39)', async () => {
    const fresh = await registerUser(t, smtp);
    // The live posts, sells first: 0, 4, 6 are for sale, 1, 3, 5 for rent (2 was deleted above).
    const [sells, rents] = [
      [0, 4, 6],
      [1, 3, 5],
    ].map((at) => at.map((i) => ids[i]!));
    for (const id of sells!) expect((await save(fresh.token, 'sell', id)).statusCode).toBe(200);
    for (const id of rents!) expect((await save(fresh.token, 'rent', id)).statusCode).toBe(200);
    const listed = async (query: string) => {
      const response = await page(fresh.token, query);
      expect(response.statusCode, response.body).toBe(200);
      const { SavedPosts, pagination } = savedPostsResponseSchema.parse(response.json());
      return { ids: SavedPosts.map((item) => item.postId), total: pagination.total, pages: pagination.totalPages };
    };
    // Unfiltered, the second page holds the last rent post; filtered, the first page holds all three.
    expect(await listed('page=2&limit=5')).toEqual({ ids: [rents![2]], total: 6, pages: 2 });
    expect(await listed('page=1&limit=5&type=rent')).toEqual({ ids: rents, total: 3, pages: 1 });
    expect(await listed('page=2&limit=5&type=rent')).toEqual({ ids: [], total: 3, pages: 1 });
    expect(await listed('limit=5&type=sell&sort=Desc')).toEqual({ ids: [...sells!].reverse(), total: 3, pages: 1 });
    expect(await listed('limit=5&type=interior&sort=Recent')).toEqual({ ids: [], total: 0, pages: 1 });
    expect(await listed('limit=5&type=all')).toMatchObject({ total: 6, pages: 2 });

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/profile/getSavePostForProfile?type=castle',
      headers: { ...bearer(fresh.token), 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain(translateMessage('en', 'validation.choiceInvalid'));
  });
});
