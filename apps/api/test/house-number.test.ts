import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, member, sendForm } from './accounts.fixtures.ts';
import { adminCall, approvePost, staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { photo, postForm, sellFlat } from './posts.fixtures.ts';

/**
 * The house and road number is private unless the owner shows it (issue 41, ADR 050): a visitor's
 * page, listing and search never carry it; the owner and support always see it. Post pages are
 * cached (answer-cache.ts), so the owner's and staff's view must not leak into a visitor's.
 */
describe.each(ONE_DRIVER)('the house and road number on %s', (driver) => {
  let t: TestApp;
  let owner: { token: string };
  let stranger: { token: string };
  let support: { token: string };
  beforeAll(async () => {
    // Answers kept for a minute, as in production, so a cached page is what the next reader gets.
    t = await buildTestApp(driver, { answerCacheMs: 60_000 });
    owner = await member(t.database);
    stranger = await member(t.database, { phone: '01811223344' });
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(async () => {
    await t.close();
  });

  const HOUSE = 'বাড়ি ২১, রোড ৯/এ';
  const location = (extra: Record<string, unknown>) => ({
    location: {
      division: 'rajshahi',
      district: 'rajshahi',
      subDistrict: 'rajshahi-boalia',
      street: 'সাহেব বাজার রোড',
      house: HOUSE,
      ...extra,
    },
  });
  async function livePost(data: Record<string, unknown>): Promise<string> {
    const created = await sendForm(
      t.app,
      owner.token,
      'POST',
      '/api/posts',
      postForm(data, [{ content: await photo() }]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { PostID } = created.json<{ PostID: string }>();
    await approvePost(t.app, support.token, PostID);
    return PostID;
  }
  const detail = (postId: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: token ? bearer(token) : {} });
  const locationOf = async (postId: string, token?: string) => {
    const answer = await detail(postId, token);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ post: { location: { street: string; house: string | null; showHouse: boolean } } }>().post
      .location;
  };

  it('keeps it from visitors unless the owner chose to show it; the owner and support always see it', async () => {
    const hidden = await livePost(sellFlat(location({})));
    // The owner reads first: their page, with the house number, must not become the cached visitors' page.
    expect(await locationOf(hidden, owner.token)).toMatchObject({ house: HOUSE, showHouse: false });
    for (const token of [undefined, stranger.token]) {
      const answer = await detail(hidden, token);
      expect(answer.json().post.location).toMatchObject({ street: 'সাহেব বাজার রোড', house: null, showHouse: false });
      expect(answer.body).not.toContain('রোড ৯/এ');
    }
    // Support sees it, on the post's page and in the queue's review of it.
    expect(await locationOf(hidden, support.token)).toMatchObject({ house: HOUSE });
    const review = await adminCall(t.app, support.token, 'GET', `/api/admin/posts/${hidden}`);
    expect(review.json().post.location).toMatchObject({ house: HOUSE, showHouse: false });
    // Still not a visitor's, after staff read it.
    expect((await detail(hidden)).body).not.toContain('রোড ৯/এ');

    const shown = await livePost(
      sellFlat({ postTitle: 'Flat with its address shown', ...location({ showHouse: true }) }),
    );
    expect(await locationOf(shown)).toMatchObject({ house: HOUSE, showHouse: true });

    // Cards, the listing and a search for the number itself carry it for neither.
    const listing = await t.app.inject({ method: 'GET', url: '/api/posts?type=sell&division=rajshahi&limit=48' });
    const ids = listing.json<{ posts: { PostID: string }[] }>().posts.map((post) => post.PostID);
    expect(ids).toEqual(expect.arrayContaining([hidden, shown]));
    expect(listing.body).not.toContain('রোড ৯/এ');
    const search = await t.app.inject({ method: 'GET', url: `/api/posts?type=sell&q=${encodeURIComponent('৯/এ')}` });
    expect(search.json<{ posts: { PostID: string }[] }>().posts.map((post) => post.PostID)).not.toContain(hidden);
  });

  it('lets the owner change the choice by an edit, which support sees among the changes', async () => {
    const postId = await livePost(sellFlat({ postTitle: 'Flat whose owner shows the address later', ...location({}) }));
    const mine = await detail(postId, owner.token);
    const large = mine.json<{ post: { images: { large: string }[] } }>().post.images[0]!.large;
    const form = postForm(sellFlat({ ...location({ showHouse: true }) }), [], [large]);
    const edited = await sendForm(t.app, owner.token, 'PUT', `/api/posts/${postId}`, form);
    expect(edited.statusCode, edited.body).toBe(200);
    const review = await adminCall(t.app, support.token, 'GET', `/api/admin/posts/${postId}`);
    expect(review.json().changes).toEqual(expect.arrayContaining([{ field: 'showHouse', before: false, after: true }]));
    // The live post keeps its choice until support approves the edit (ADR 048).
    expect(await locationOf(postId)).toMatchObject({ house: null, showHouse: false });
    const approved = await adminCall(t.app, support.token, 'POST', `/api/admin/posts/${postId}/edit/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await locationOf(postId)).toMatchObject({ house: HOUSE, showHouse: true });
  });
});
