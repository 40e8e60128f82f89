import { LIMITS, normalPhone, type ModerationPost, type QueueItem } from '@ghorbari/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MATCH_MAX_DISTANCE } from '../src/images/photo-hash.ts';
import { createRepositories } from '../src/repositories.ts';
import { bearer, sendForm, signInDirectly, userRow } from './accounts.fixtures.ts';
import { adminCall, staffMember } from './admin.fixtures.ts';
import { buildDemoTestApp } from './demo.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { photo, postForm, postImagesFor, postRow, scenePhoto, sellFlat } from './posts.fixtures.ts';

/** Test helpers on an app: a new signed-in account, a post submitted through the API, what support sees. */
function signalHelpers(
  get: () => { t: TestApp; repos: ReturnType<typeof createRepositories>; support: { token: string } },
) {
  return {
    /** A new account, signed in. */
    async member(name: string) {
      const { repos } = get();
      const user = await repos.users.insert(userRow({ name }));
      return { id: user.id, token: await signInDirectly(repos.users, user.id) };
    },
    /**
     * A post submitted through the API, as the form sends it (a flat photo, unless photos are
     * given). The member proved its primary number, as a post needs (issue 40): a number shared by
     * several accounts was proven by each of them.
     */
    async submit(member: { id: string; token: string }, phones: Record<string, string>, photos?: Buffer[]) {
      const { repos } = get();
      if (phones.primaryPhone)
        await repos.users.recordProvenPhone(member.id, normalPhone(phones.primaryPhone), new Date());
      const token = member.token;
      const files = (photos ?? [await photo()]).map((content) => ({ content }));
      const form = postForm(sellFlat(phones), files);
      const answer = await sendForm(get().t.app, token, 'POST', '/api/posts', form);
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json<{ PostID: string }>().PostID;
    },
    /** The post's signals in the moderation queue. */
    async queued(postId: string) {
      const { t, support } = get();
      const answer = await adminCall(t.app, support.token, 'GET', '/api/admin/posts/queue?limit=50');
      expect(answer.statusCode).toBe(200);
      return answer.json<{ items: QueueItem[] }>().items.find((item) => item.PostID === postId)?.signals;
    },
    /** The post's signals on its review page. */
    async review(postId: string) {
      const { t, support } = get();
      const answer = await adminCall(t.app, support.token, 'GET', `/api/admin/posts/${postId}`);
      expect(answer.statusCode).toBe(200);
      return answer.json<ModerationPost>().signals;
    },
  };
}

/**
 * Reused phone numbers (issue 18): the contact numbers of posts are compared across accounts in
 * one normal form, and support sees on a pending post when its number is on the posts of three
 * or more accounts, or on a disabled account's posts.
 */
describe.each(ONE_DRIVER)('reused phone numbers on %s', (driver) => {
  let t: TestApp;
  let support: { token: string };
  let admin: { token: string };
  let repos: ReturnType<typeof createRepositories>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    repos = createRepositories(t.database.db);
    support = await staffMember(t.app, t.database, 'support');
    admin = await staffMember(t.app, t.database, 'admin');
  });
  afterAll(() => t.close());

  const { member, submit, queued, review } = signalHelpers(() => ({ t, repos, support }));

  it('finds one number typed three ways on three accounts, and flags it to support', async () => {
    const [first, second, third] = [await member('Rafiq Hasan'), await member('Selim Reza'), await member('Nasir')];
    await repos.posts.insert(
      postRow(first.id, { primaryPhone: '01755000111', status: 'approved', approvedAt: new Date() }),
      postImagesFor('older'),
    );
    await submit(second, { primaryPhone: '+880 1755-000111' });
    const postId = await submit(third, { primaryPhone: '০১৭৫৫০০০১১১', secondaryPhone: '01999000222' });

    expect(await queued(postId)).toEqual({ photoMatches: 0, phoneAccounts: 3, phoneOfDisabledAccount: false });
    const { phones } = await review(postId);
    expect(phones).toHaveLength(2);
    expect(phones[0]).toMatchObject({ phone: '01755000111', flagged: true });
    expect(phones[0]?.accounts.map((account) => account._id).sort()).toEqual([first.id, second.id].sort());
    expect(phones[1]).toEqual({ phone: '01999000222', accounts: [], flagged: false });
  });

  it('flags a number of a disabled account even when only two accounts use it', async () => {
    const [banned, newcomer] = [await member('Kamal Uddin'), await member('Jamal Uddin')];
    await repos.posts.insert(postRow(banned.id, { primaryPhone: '01866000333' }), postImagesFor('banned'));
    const disabled = await adminCall(t.app, admin.token, 'POST', `/api/admin/users/${banned.id}/disable`, {
      reason: 'Took advance money for a flat that was not his',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const postId = await submit(newcomer, { primaryPhone: '01866000333' });

    expect(await queued(postId)).toEqual({ photoMatches: 0, phoneAccounts: 2, phoneOfDisabledAccount: true });
    const [phone] = (await review(postId)).phones;
    const expected = {
      phone: '01866000333',
      accounts: [{ _id: banned.id, name: 'Kamal Uddin', status: 'Disabled' }],
      flagged: true,
    };
    expect(phone).toEqual(expected);
    // The account page in the staff area says the same of the newcomer's numbers.
    const account = await adminCall(t.app, admin.token, 'GET', `/api/admin/users/${newcomer.id}`);
    expect(account.json<{ phones: unknown[] }>().phones).toEqual([expected]);
  });

  it('shows nothing to worry about for a number only its owner uses, on several of their posts', async () => {
    const owner = await member('Shirin Akter');
    await submit(owner, { primaryPhone: '01677000444' });
    const postId = await submit(owner, { primaryPhone: '01677000444' });
    expect(await queued(postId)).toEqual({ photoMatches: 0, phoneAccounts: 1, phoneOfDisabledAccount: false });
    expect((await review(postId)).phones).toEqual([{ phone: '01677000444', accounts: [], flagged: false }]);
  });
});

/**
 * Duplicate photos (issue 18): photos that look like another account's, even re-encoded, resized
 * or cropped, are flagged on the pending post with the other post beside them.
 */
describe.each(ONE_DRIVER)('photos of another account on %s', (driver) => {
  let t: TestApp;
  let support: { token: string };
  let repos: ReturnType<typeof createRepositories>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    repos = createRepositories(t.database.db);
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(() => t.close());

  const { member, submit, queued, review } = signalHelpers(() => ({ t, repos, support }));
  const signals = async (postId: string) => ({
    queued: (await queued(postId))?.photoMatches,
    photos: (await review(postId)).photos,
  });

  it('flags a resized, re-encoded copy of another account’s photo, but not an owner’s own reuse', async () => {
    const [owner, copier, stranger] = [await member('Nargis Akter'), await member('Babul Mia'), await member('Rina')];
    const original = await scenePhoto(1);
    const first = await submit(owner, { primaryPhone: '01711000101' }, [original, await scenePhoto(2)]);
    const again = await submit(owner, { primaryPhone: '01711000101' }, [original]);
    expect(await signals(again)).toEqual({ queued: 0, photos: [] });

    const copy = await sharp(original).resize(600).webp({ quality: 60 }).toBuffer();
    const copied = await submit(copier, { primaryPhone: '01811000202' }, [await scenePhoto(3), copy]);
    const { queued, photos } = await signals(copied);
    expect(queued).toBe(2);
    expect(photos.map((match) => match.post.PostID).sort()).toEqual([first, again].sort());
    for (const match of photos) {
      expect(match.post.owner).toEqual({ _id: owner.id, name: 'Nargis Akter', status: 'normal' });
      expect(match.distance).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
      expect(match.mine).toMatch(/^\/uploads\/posts\/.+-card\.webp$/);
      expect(match.theirs).not.toBe(match.mine);
    }

    const unrelated = await submit(stranger, { primaryPhone: '01911000303' }, [await scenePhoto(4)]);
    expect(await signals(unrelated)).toEqual({ queued: 0, photos: [] });
  });

  it('forgets the match when the other post is deleted', async () => {
    const [owner, copier] = [await member('Sumon Ali'), await member('Rubel Hossain')];
    const original = await scenePhoto(11);
    const theirs = await submit(owner, { primaryPhone: '01711000404' }, [original]);
    const mine = await submit(copier, { primaryPhone: '01811000505' }, [
      await sharp(original).jpeg({ quality: 50 }).toBuffer(),
    ]);
    expect((await signals(mine)).queued).toBe(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserPosts/${theirs}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await signals(mine)).toEqual({ queued: 0, photos: [] });
  });
});

/** The demo's morning queue shows support one post to look at, not a wall of warnings. */
describe.each(ONE_DRIVER)('the demo queue on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => void (t = await buildDemoTestApp(driver)), 180_000);
  afterAll(() => t.close());

  it('flags only the new account that posts with the number of the account disabled for fraud', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'support@ghorbari.test', password: 'support1234' },
    });
    const token = login.json<{ userToken: string }>().userToken;
    const queue = await adminCall(t.app, token, 'GET', '/api/admin/posts/queue?limit=50');
    const items = queue.json<{ items: QueueItem[] }>().items;
    const flagged = items.filter(
      ({ signals }) => signals.phoneOfDisabledAccount || signals.phoneAccounts >= LIMITS.trust.phoneAccountsFlagged,
    );
    expect(items.length).toBeGreaterThan(3);
    expect(flagged.map((item) => [item.poster.name, item.signals])).toEqual([
      ['রানা প্রপার্টিজ', { photoMatches: 0, phoneAccounts: 2, phoneOfDisabledAccount: true }],
    ]);
  });
});
