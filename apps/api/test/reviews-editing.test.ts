import { access } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/modules/reviews/reviews.schema.ts';
import { member, type Member } from './accounts.fixtures.ts';
import { staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { firmOf, firmTotals, phonePhoto, reviewsApi, writtenReview, type ReviewsApi } from './reviews.fixtures.ts';

/** Issue 14, spec §4, §5, §7: a member edits or deletes their own review, and the firm's totals follow. */
describe.each(ONE_DRIVER)('editing and deleting reviews on %s', (driver) => {
  let t: TestApp;
  let api: ReviewsApi;
  let owner: Member;
  let author: Member;
  let stranger: Member;
  let support: { token: string };
  beforeAll(async () => {
    t = await buildTestApp(driver);
    api = reviewsApi(t.app);
    owner = await member(t.database, { name: 'Nadia Karim' });
    author = await member(t.database, { name: 'Farhana Rahman' });
    stranger = await member(t.database, { name: 'Imran Hossain' });
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(async () => {
    await t.close();
  });

  const rowOf = async (id: string) => (await t.database.db.select().from(reviews).where(eq(reviews.id, id)))[0];
  const totalsOf = (firmId: string) => firmTotals(t.database, firmId);
  const exists = (publicPath: string) =>
    access(path.join(t.config.dataDir, publicPath.slice(1))).then(
      () => true,
      () => false,
    );

  it('edits text, rating and photos: kept plus new at most 2, removed files deleted, back to pending', async () => {
    const firm = await firmOf(t.database, owner.user.id);
    const photos = [{ content: await phonePhoto() }, { content: await phonePhoto('#224466') }];
    const id = await writtenReview(api, owner, firm.PostID, author, { rating: 4 }, photos);
    const [first, second] = (await rowOf(id))!.images as [string, string];

    const tooMany = await api.edit(
      author.token,
      id,
      { review: 'Updated text here.', keepImages: JSON.stringify([first]) },
      [{ content: await phonePhoto('#111111') }, { content: await phonePhoto('#222222') }],
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: 'Maximum 2 images allowed.' });
    const notImage = await api.edit(
      author.token,
      id,
      { review: 'Updated text here.', keepImages: JSON.stringify([first]) },
      [{ name: 'notes.jpg', content: Buffer.from('plain text') }],
    );
    expect(notImage.json()).toMatchObject({ message: 'Please upload only image files.' });

    const answer = await api.edit(
      author.token,
      id,
      {
        review: '  They came back to fix the cabinet door too.  ',
        rating: '3.5',
        keepImages: JSON.stringify([first]),
        removeImages: JSON.stringify([second]),
      },
      [{ content: await phonePhoto('#335577') }],
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'Review updated successfully!' });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      text: 'They came back to fix the cabinet door too.',
      ratingHalves: 7,
      status: 'pending',
    });
    expect(row?.images[0]).toBe(first);
    expect(row?.images).toHaveLength(2);
    expect(await exists(second)).toBe(false);
    expect(await exists(row!.images[1]!)).toBe(true);
  });

  it('refuses an edit that changes nothing', async () => {
    const firm = await firmOf(t.database, owner.user.id);
    const id = await writtenReview(api, owner, firm.PostID, author, {
      rating: 4,
      review: 'Neat work on the false ceiling.',
    });
    const same = await api.edit(author.token, id, {
      review: '  Neat work on the false ceiling. ',
      rating: '4',
      keepImages: '[]',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ success: false, message: 'No changes made to the review' });
    const blank = await api.edit(author.token, id, { review: '   ' });
    expect(blank.json()).toMatchObject({ message: 'Please write a review' });
    const long = await api.edit(author.token, id, { review: 'z'.repeat(501) });
    expect(long.json()).toMatchObject({ message: 'Review cannot be more than 500 characters' });
    expect(
      (await api.edit(author.token, id, { review: 'Neat work on the false ceiling.', rating: '5' })).statusCode,
    ).toBe(200);
  });

  it('lets only the author edit or delete, and answers 404 for a review that is not there', async () => {
    const firm = await firmOf(t.database, owner.user.id);
    const id = await writtenReview(api, owner, firm.PostID, author);
    expect((await api.edit(undefined, id, { review: 'Changed by nobody.' })).statusCode).toBe(401);
    const other = await api.edit(stranger.token, id, { review: 'Changed by someone else.' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: 'Only the person who wrote this review can change it' });
    expect((await api.edit(owner.token, id, { review: 'Changed by the firm.' })).statusCode).toBe(403);
    expect((await api.remove(undefined, id)).statusCode).toBe(401);
    expect((await api.remove(stranger.token, id)).statusCode).toBe(403);
    expect((await rowOf(id))?.text).toBe('They finished our flat on time and left it clean.');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api.remove(author.token, missing)).statusCode).toBe(404);
    expect((await api.edit(author.token, missing, { review: 'Nothing here.' })).statusCode).toBe(404);
  });

  it('takes an edited approved review out of the firm’s totals until support approves it again', async () => {
    const firm = await firmOf(t.database, owner.user.id);
    const keep = await writtenReview(api, owner, firm.PostID, stranger, { rating: 5 });
    const id = await writtenReview(api, owner, firm.PostID, author, { rating: 4 });
    for (const review of [keep, id]) await api.decide(support.token, review, 'approve');
    expect(await totalsOf(firm.id)).toEqual({ count: 2, halves: 18 });

    expect((await api.edit(author.token, id, { review: 'Changed my mind a little.', rating: '2' })).statusCode).toBe(
      200,
    );
    expect(await totalsOf(firm.id)).toEqual({ count: 1, halves: 10 });
    expect((await api.list(firm.PostID)).json<{ reviews: unknown[] }>().reviews).toHaveLength(1);
    // A second edit while pending leaves the totals alone.
    expect((await api.edit(author.token, id, { review: 'Changed my mind a lot.' })).statusCode).toBe(200);
    expect(await totalsOf(firm.id)).toEqual({ count: 1, halves: 10 });

    await api.decide(support.token, id, 'approve');
    expect(await totalsOf(firm.id)).toEqual({ count: 2, halves: 14 });
    expect((await api.firm(firm.PostID)).json()).toMatchObject({ firm: { averageRating: 3.5, totalRatings: 2 } });
  });

  it('deletes the author’s review with its photos; an approved one leaves the totals', async () => {
    const firm = await firmOf(t.database, owner.user.id);
    const id = await writtenReview(api, owner, firm.PostID, author, { rating: 3.5 }, [{ content: await phonePhoto() }]);
    await api.decide(support.token, id, 'approve');
    expect(await totalsOf(firm.id)).toEqual({ count: 1, halves: 7 });
    const [image] = (await rowOf(id))!.images;

    const answer = await api.remove(author.token, id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'Review deleted successfully!' });
    expect(await rowOf(id)).toBeUndefined();
    expect(await totalsOf(firm.id)).toEqual({ count: 0, halves: 0 });
    expect(await exists(image!)).toBe(false);
    expect((await api.remove(author.token, id)).statusCode).toBe(404);

    const pending = await writtenReview(api, owner, firm.PostID, author, { rating: 1 });
    expect((await api.remove(author.token, pending)).statusCode).toBe(200);
    expect(await totalsOf(firm.id)).toEqual({ count: 0, halves: 0 });
  });
});
