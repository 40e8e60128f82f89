import { LIMITS, type ModerationPost, type QueueItem } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/repositories.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { bearer, signInDirectly, userRow } from './accounts.fixtures.ts';
import { adminCall, staffMember } from './admin.fixtures.ts';
import { DRIVERS, buildTestApp, type TestApp } from './helpers.ts';
import { photo, postForm, postImagesFor, postRow, sellFlat } from './posts.fixtures.ts';

/**
 * Reused phone numbers (issue 18): the contact numbers of posts are compared across accounts in
 * one normal form, and support sees on a pending post when its number is on the posts of three
 * or more accounts, or on a disabled account's posts.
 */
describe.each(DRIVERS)('reused phone numbers on %s', (driver) => {
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

  /** A new account, signed in. */
  const member = async (name: string) => {
    const user = await repos.users.insert(userRow({ name }));
    return { id: user.id, token: await signInDirectly(repos.users, user.id) };
  };
  /** A post submitted through the API, as the form sends it. */
  const submit = async (token: string, phones: Record<string, string>) => {
    const form = postForm(sellFlat(phones), [{ content: await photo() }]);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ PostID: string }>().PostID;
  };
  const queued = async (postId: string) => {
    const answer = await adminCall(t.app, support.token, 'GET', '/api/admin/posts/queue?limit=50');
    expect(answer.statusCode).toBe(200);
    return answer.json<{ items: QueueItem[] }>().items.find((item) => item.PostID === postId)?.signals;
  };
  const review = async (postId: string) => {
    const answer = await adminCall(t.app, support.token, 'GET', `/api/admin/posts/${postId}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<ModerationPost>().signals;
  };

  it('finds one number typed three ways on three accounts, and flags it to support', async () => {
    const [first, second, third] = [await member('Rafiq Hasan'), await member('Selim Reza'), await member('Nasir')];
    await repos.posts.insert(
      postRow(first.id, { primaryPhone: '01755000111', status: 'approved', approvedAt: new Date() }),
      postImagesFor('older'),
    );
    await submit(second.token, { primaryPhone: '+880 1755-000111' });
    const postId = await submit(third.token, { primaryPhone: '০১৭৫৫০০০১১১', secondaryPhone: '01999000222' });

    expect(await queued(postId)).toEqual({ phoneAccounts: 3, phoneOfDisabledAccount: false });
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
    const postId = await submit(newcomer.token, { primaryPhone: '01866000333' });

    expect(await queued(postId)).toEqual({ phoneAccounts: 2, phoneOfDisabledAccount: true });
    const [phone] = (await review(postId)).phones;
    expect(phone).toEqual({
      phone: '01866000333',
      accounts: [{ _id: banned.id, name: 'Kamal Uddin', status: 'Disabled' }],
      flagged: true,
    });
  });

  it('shows nothing to worry about for a number only its owner uses, on several of their posts', async () => {
    const owner = await member('Shirin Akter');
    await submit(owner.token, { primaryPhone: '01677000444' });
    const postId = await submit(owner.token, { primaryPhone: '01677000444' });
    expect(await queued(postId)).toEqual({ phoneAccounts: 1, phoneOfDisabledAccount: false });
    expect((await review(postId)).phones).toEqual([{ phone: '01677000444', accounts: [], flagged: false }]);
  });
});

/** The demo's morning queue shows support one post to look at, not a wall of warnings. */
describe('the demo queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await seedDemoData(t.database.db, { now: new Date(), uploadsDir: `${t.config.dataDir}/uploads` });
  }, 180_000);
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
      ['রানা প্রপার্টিজ', { phoneAccounts: 2, phoneOfDisabledAccount: true }],
    ]);
  });
});
