import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DAILY_LIMITS, LIMITS } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDay } from '../src/time/dhaka-day.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { bearer, member as memberOf, sendForm } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp, clockClearOfHourTurns } from './helpers.ts';
import { approvePost, staffMember } from './admin.fixtures.ts';
import { photo, postForm, postImagesFor, postRow, sellFlat } from './posts.fixtures.ts';

/** The app's clock and the tests' "now": half an hour clear of any hour's turn (issue 32). */
const now = clockClearOfHourTurns();

/**
 * Limits hold under concurrency (issue 11, docs/conventions.md, "Limits are atomic"): requests fired at
 * once, more than a limit allows, and exactly as many as it allows get through — on PostgreSQL,
 * where they really run side by side, as on PGlite.
 */
describe.each(ONE_DRIVER)('limits under concurrent requests on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => void (t = await buildTestApp(driver, { now })));
  afterAll(() => t.close());

  const member = () => memberOf(t.database, { name: 'Sharmin Akter' });
  const storedFiles = async () =>
    new Set(await readdir(path.join(t.config.dataDir, 'uploads', 'posts')).catch(() => [] as string[]));
  const send = (method: 'POST' | 'PUT', url: string, token: string, form: ReturnType<typeof postForm>) =>
    sendForm(t.app, token, method, url, form);

  it('lets concurrent edits of one post win only up to the edit limit, and leaves no stray files', async () => {
    const { token } = await member();
    const before = await storedFiles();
    const created = await send('POST', '/api/posts', token, postForm(sellFlat(), [{ content: await photo() }]));
    expect(created.statusCode).toBe(201);
    const { PostID } = created.json<{ PostID: string }>();
    // Live: edits of a post still waiting for its first approval are not counted (issue 41).
    await approvePost(t.app, (await staffMember(t.app, t.database, 'support')).token, PostID);
    const detail = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/posts/${PostID}`, headers: bearer(token) })).json<{
        post: { updateCount: number; images: { card: string; large: string }[] };
      }>().post;
    const original = (await detail()).images[0]!.large;

    const colors = ['#aa0000', '#00aa00', '#0000aa', '#aaaa00', '#00aaaa', '#aa00aa'];
    const forms = await Promise.all(
      colors.map(async (color, i) =>
        postForm(sellFlat({ postTitle: `Edit number ${i + 1}` }), [{ content: await photo(color) }], [original]),
      ),
    );
    const answers = await Promise.all(forms.map((form) => send('PUT', `/api/posts/${PostID}`, token, form)));

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(LIMITS.post.maxEdits).fill(200),
      ...Array<number>(colors.length - LIMITS.post.maxEdits).fill(409),
    ]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ success: false, message: 'This post has reached the maximum of 2 edits' });
    }
    const live = await detail();
    expect(live.updateCount).toBe(LIMITS.post.maxEdits);
    // The edit that won last waits beside the live post (ADR 048), on the photo it kept.
    const final = (await t.app.inject({ method: 'GET', url: `/api/posts/${PostID}`, headers: bearer(token) })).json<{
      waitingEdit: { images: { card: string; large: string }[] };
    }>().waitingEdit;
    expect(final.images.map((image) => image.large)).toContain(original);
    // The uploads folder holds the waiting edit's files and nothing a losing or superseded edit stored.
    const expected = final.images.flatMap((image) => [image.card, image.large].map((url) => path.basename(url)));
    const added = [...(await storedFiles())].filter((file) => !before.has(file));
    expect(added.sort()).toEqual(expected.sort());
  });

  it('counts at most the daily cap of saves, however many arrive at once', async () => {
    const owner = await member();
    const { user, token } = await member();
    const postIds: string[] = [];
    for (let i = 0; i < 8; i++) {
      const row = await t.repos.posts.insert(postRow(owner.user.id, { status: 'approved' }), postImagesFor(`cap-${i}`));
      postIds.push(publicPostId(row));
    }
    const today = dhakaDay(now());
    await t.repos.dailyCounts.set(user.id, 'save', today, DAILY_LIMITS.save - 3);

    const save = (postId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/savePost',
        headers: bearer(token),
        payload: { type: 'sell', postId },
      });
    const answers = await Promise.all(postIds.map(save));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'You have saved as many items as allowed in one day. Please try again tomorrow.',
    });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.repos.dailyCounts.get(user.id, 'save', today)).toBe(DAILY_LIMITS.save);
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/profile/getSavePostForProfile',
      headers: bearer(token),
    });
    expect(saved.json<{ pagination: { total: number } }>().pagination.total).toBe(3);

    // Saving again what is already saved is not a new save: it answers with the same id.
    const again = answers.find((answer) => answer.statusCode === 200)!;
    const savedPostId = postIds[answers.indexOf(again)]!;
    expect((await save(savedPostId)).json()).toEqual(again.json());
  });

  it('takes at most the daily cap of posts arriving at once, and keeps no photos of the refused', async () => {
    const { user, token } = await member();
    const today = dhakaDay(now());
    await t.repos.dailyCounts.set(user.id, 'post', today, DAILY_LIMITS.post - 2);
    const before = await storedFiles();

    const forms = await Promise.all(
      ['#112233', '#223344', '#334455', '#445566', '#556677'].map(async (color) =>
        postForm(sellFlat(), [{ content: await photo(color) }]),
      ),
    );
    const answers = await Promise.all(forms.map((form) => send('POST', '/api/posts', token, form)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You have submitted as many posts as allowed in one day. Please try again tomorrow.',
    });
    expect(await t.repos.dailyCounts.get(user.id, 'post', today)).toBe(DAILY_LIMITS.post);
    const mine = await t.repos.posts.ofOwner(user.id);
    expect(mine).toHaveLength(2);
    const added = [...(await storedFiles())].filter((file) => !before.has(file));
    const kept = mine.flatMap((entry) => entry.images.flatMap((image) => [image.cardPath, image.largePath]));
    expect(added.sort()).toEqual(kept.map((url) => path.basename(url)).sort());
  });
});
