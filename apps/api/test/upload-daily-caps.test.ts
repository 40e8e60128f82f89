import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DAILY_LIMITS } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDay } from '../src/time/dhaka-day.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { bearer, member, sendForm } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp, clockClearOfHourTurns } from './helpers.ts';
import { photo, postImagesFor, postRow } from './posts.fixtures.ts';
import { firmOf, phonePhoto, reviewsApi } from './reviews.fixtures.ts';
import { multipartForm } from './uploads.fixtures.ts';

/** The app's clock and the tests' "now": half an hour clear of any hour's turn (issue 32). */
const now = clockClearOfHourTurns();

/**
 * Issue 28, item 8: profile pictures, land documents and review photos have per-account daily
 * caps, like posts (issue 11). Each is counted in one conditional upsert in the transaction that
 * records the upload: of uploads fired at once past the cap, exactly as many as it allows are
 * kept (on PostgreSQL they really run side by side), the rest answer 429 with the cap's message,
 * and keep no file.
 */
describe.each(ONE_DRIVER)('daily caps on uploads on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => void (t = await buildTestApp(driver, { now })));
  afterAll(() => t.close());

  const today = () => dhakaDay(now());
  const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode).sort();
  const filesIn = async (folder: string) =>
    (await readdir(path.join(t.config.dataDir, folder)).catch(() => [] as string[])).length;

  it('keeps exactly as many profile pictures as the day has left', async () => {
    const { user, token } = await member(t.database);
    await t.repos.dailyCounts.set(user.id, 'profilePicture', today(), DAILY_LIMITS.profilePicture - 2);
    const forms = await Promise.all(
      ['#aa3300', '#33aa00', '#0033aa', '#aaaa00', '#00aaaa'].map(async (colour) =>
        multipartForm({}, [{ field: 'image', content: await photo(colour, 400, 400) }]),
      ),
    );
    const answers = await Promise.all(
      forms.map((form) => sendForm(t.app, token, 'POST', '/api/profile/picture', form)),
    );
    expect(statuses(answers)).toEqual([200, 200, 429, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You have changed your profile picture as many times as allowed in one day. Please try again tomorrow.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.repos.dailyCounts.get(user.id, 'profilePicture', today())).toBe(DAILY_LIMITS.profilePicture);
    // The refused pictures were stored only until they were refused.
    const avatars = await readdir(path.join(t.config.dataDir, 'uploads', 'avatars'));
    expect(avatars.filter((name) => name.startsWith(user.id))).toHaveLength(2);
  });

  it('keeps exactly as many land documents as the day has left', async () => {
    const owner = await member(t.database);
    const row = await t.repos.posts.insert(
      postRow(owner.user.id, { status: 'approved', propertyType: 'land', title: 'A 5 katha plot in Keraniganj' }),
      postImagesFor('plot'),
    );
    const postId = publicPostId(row);
    await t.repos.dailyCounts.set(owner.user.id, 'document', today(), DAILY_LIMITS.document - 2);
    const kinds = ['deed', 'khatian', 'namjari', 'khajna'];
    const answers = await Promise.all(
      kinds.map(async (kind, index) => {
        const form = multipartForm({ kind }, [{ field: 'file', content: await photo(`#${index}0a0c0`, 600, 800) }]);
        return sendForm(t.app, owner.token, 'POST', `/api/posts/${postId}/documents`, form, {
          'accept-language': 'bn',
        });
      }),
    );
    expect(statuses(answers)).toEqual([201, 201, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)!.json()).toMatchObject({
      message: 'একদিনে যতগুলো জমির কাগজ আপলোড করা যায়, আপনি ততগুলো করে ফেলেছেন। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন।',
    });
    expect(await t.repos.dailyCounts.get(owner.user.id, 'document', today())).toBe(DAILY_LIMITS.document);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${postId}/documents`,
      headers: bearer(owner.token),
    });
    expect(list.json<{ documents: unknown[] }>().documents).toHaveLength(2);
    expect(await filesIn(path.join('private', 'documents', row.id))).toBe(2);
  });

  it('counts every review photo, and keeps exactly as many as the day has left', async () => {
    const api = reviewsApi(t.app);
    const firmOwner = await member(t.database);
    const firm = await firmOf(t.database, firmOwner.user.id, { name: `Nakshi ${Math.random()}` });
    const client = await member(t.database);
    // Three photos left today: three reviews of two photos each arrive at once, and one fits.
    await t.repos.dailyCounts.set(client.user.id, 'reviewPhoto', today(), DAILY_LIMITS.reviewPhoto - 3);
    const before = await filesIn(path.join('uploads', 'reviews'));
    const codes = await Promise.all([1, 2, 3, 4].map(() => api.code(firmOwner.token, firm.PostID)));
    const review = (code: string) => ({ code, rating: 4, review: 'Neat work on our kitchen, done on time.' });
    const twoPhotos = async (seed: number) => [
      { name: `kitchen-${seed}a.jpg`, content: await phonePhoto(`#${seed}4${seed}4${seed}4`, 800, 600) },
      { name: `kitchen-${seed}b.jpg`, content: await phonePhoto(`#${seed}8${seed}8${seed}8`, 800, 600) },
    ];
    const answers = await Promise.all(
      codes
        .slice(0, 3)
        .map(async (code, index) => api.write(client.token, firm.PostID, review(code), await twoPhotos(index + 1))),
    );
    expect(statuses(answers)).toEqual([201, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)!.json()).toMatchObject({
      message: 'You have added as many review photos as allowed in one day. Please try again tomorrow.',
    });
    expect(await t.repos.dailyCounts.get(client.user.id, 'reviewPhoto', today())).toBe(DAILY_LIMITS.reviewPhoto - 1);
    // The last photo of the day still fits; a review without photos is not counted at all.
    const last = await api.write(client.token, firm.PostID, review(codes[3]!), (await twoPhotos(5)).slice(0, 1));
    expect(last.statusCode).toBe(201);
    expect(await t.repos.dailyCounts.get(client.user.id, 'reviewPhoto', today())).toBe(DAILY_LIMITS.reviewPhoto);
    expect(await filesIn(path.join('uploads', 'reviews'))).toBe(before + 3);
  });
});
