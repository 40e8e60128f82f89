import { DAILY_LIMITS, LIMITS, type BlogComment } from '@ghorbari/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dhakaDay } from '../src/time/dhaka-day.ts';
import { createRepositories } from '../src/repositories.ts';
import { member, type Member } from './accounts.fixtures.ts';
import { articleRow, commentRow, commentsApi, savedId } from './blog-comments.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp, clockClearOfHourTurns } from './helpers.ts';

/** The app's clock and the tests' "now": half an hour clear of any hour's turn (issue 32). */
const now = clockClearOfHourTurns();

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(ONE_DRIVER)('blog comments and replies on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof commentsApi>;
  let article: { id: string; number: number };
  let otherArticle: { id: string; number: number };
  // Fresh members for each test: each account may post only a few comments a minute.
  let anika: Member;
  let babul: Member;
  let chaity: Member;
  beforeAll(async () => {
    t = await buildTestApp(driver, { now });
    api = commentsApi(t.app);
    article = await articleRow(t.database);
    otherArticle = await articleRow(t.database, { language: 'en', title: 'Renting in Dhaka: your rights' });
  });
  beforeEach(async () => {
    anika = await member(t.database, { name: 'Anika Rahman' });
    babul = await member(t.database, { name: 'Babul Mia' });
    chaity = await member(t.database, { name: 'Chaity Das' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 for articles that are not published and for ids that are no article, never 500', async () => {
    const draft = await articleRow(t.database, { status: 'draft' });
    const down = await articleRow(t.database, { status: 'unpublished' });
    for (const id of [draft.number, down.number, 999_999, 'abc', '0', '-3', '1.5', '99999999999999']) {
      const listed = await api.listRaw(id);
      expect(listed.statusCode, `GET ${id}`).toBe(404);
      expect(listed.json()).toMatchObject({ success: false, code: 'ARTICLE_UNAVAILABLE' });
      const written = await api.write(anika.token, id, { body: 'Hello' });
      expect(written.statusCode, `POST ${id}`).toBe(404);
      expect(written.json<{ message: string }>().message).toBe('This article is not available');
    }
    expect((await api.listRaw(article.number, '?page=0')).statusCode).toBe(400);
    expect((await api.listRaw(article.number, '?page=x')).statusCode).toBe(400);
    for (const id of ['not-a-uuid', MISSING]) {
      for (const answer of [
        await api.edit(anika.token, id, { body: 'New text' }),
        await api.remove(anika.token, id),
        await api.report(babul.token, id),
      ]) {
        expect(answer.statusCode, id).toBe(404);
        expect(answer.json()).toMatchObject({
          code: 'COMMENT_UNAVAILABLE',
          message: 'This comment is no longer available',
        });
      }
    }
  });

  it('lets anyone read and only signed-in members write', async () => {
    const empty = await api.list(article.number);
    expect(empty).toEqual({
      success: true,
      threads: [],
      pagination: { page: 1, limit: LIMITS.blog.threadsPageSize, total: 0, totalPages: 1 },
      total: 0,
    });
    const anonymous = await api.write(undefined, article.number, { body: 'Hello' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await api.write('x'.repeat(43), article.number, { body: 'Hello' });
    expect(forged.statusCode).toBe(401);
  });

  it('keeps text as typed; a reply to a reply joins the first comment’s thread, addressed to that person', async () => {
    const typed = '  <b>Is the khatian enough?</b> <script>alert(1)</script> https://example.com  ';
    const first = await api.write(anika.token, article.number, { body: typed });
    expect(first.statusCode).toBe(201);
    const saved = first.json<{ message: string; comment: BlogComment; threadId: string }>();
    expect(saved.message).toBe('Your comment is posted');
    expect(saved.comment).toMatchObject({
      body: '<b>Is the khatian enough?</b> <script>alert(1)</script> https://example.com',
      state: 'visible',
      author: { id: anika.user.id, name: 'Anika Rahman', proPic: null },
      replyTo: null,
      editedAt: null,
    });
    expect(saved.threadId).toBe(saved.comment.id);

    const reply = await api.write(
      babul.token,
      article.number,
      { body: 'Check the namjari too.', replyTo: saved.threadId },
      'bn',
    );
    expect(reply.statusCode).toBe(201);
    const replied = reply.json<{ message: string; comment: BlogComment; threadId: string }>();
    expect(replied.message).toBe('আপনার উত্তর যোগ হয়েছে');
    expect(replied.threadId).toBe(saved.threadId);
    expect(replied.comment.replyTo).toEqual({ commentId: saved.comment.id, name: 'Anika Rahman' });

    const deeper = await api.write(chaity.token, article.number, {
      body: 'Babul, where?',
      replyTo: replied.comment.id,
    });
    const nested = deeper.json<{ comment: BlogComment; threadId: string }>();
    expect(nested.threadId).toBe(saved.threadId);
    expect(nested.comment.replyTo).toEqual({ commentId: replied.comment.id, name: 'Babul Mia' });

    const listed = await api.list(article.number);
    expect(listed.threads).toHaveLength(1);
    expect(listed.total).toBe(3);
    expect(listed.threads[0]!.body).toBe(saved.comment.body);
    expect(listed.threads[0]!.replies.map((r) => [r.author?.name, r.replyTo?.name])).toEqual([
      ['Babul Mia', 'Anika Rahman'],
      ['Chaity Das', 'Babul Mia'],
    ]);

    // A reply only to a visible comment of the same article.
    const elsewhere = await api.write(anika.token, otherArticle.number, { body: 'Hi', replyTo: saved.threadId });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'COMMENT_UNAVAILABLE' });
    expect((await api.write(anika.token, article.number, { body: 'Hi', replyTo: MISSING })).statusCode).toBe(404);
    const malformed = await api.write(anika.token, article.number, { body: 'Hi', replyTo: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe('This comment is no longer available');
  });

  it('says what is wrong with the text in Bengali and English', async () => {
    const writer = await member(t.database);
    const cases = [
      [{ body: '   ' }, 'Please write your comment', 'মন্তব্য লিখুন'],
      [{}, 'Please write your comment', 'মন্তব্য লিখুন'],
      [{ body: 'x'.repeat(1001) }, 'A comment can be at most 1000 characters', 'মন্তব্য সর্বোচ্চ ১০০০ অক্ষরের হতে পারে'],
    ] as const;
    for (const [payload, en, bn] of cases) {
      const english = await api.write(writer.token, article.number, payload, 'en');
      expect(english.statusCode).toBe(400);
      expect(english.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: en });
      const bengali = await api.write(writer.token, article.number, payload, 'bn');
      expect(bengali.statusCode).toBe(400);
      const message = bengali.json<{ message: string }>().message;
      expect(message).toBe(bn);
    }
    const longest = await api.write(writer.token, article.number, { body: ` ${'ক'.repeat(1000)} ` });
    expect(longest.statusCode).toBe(201);
  });

  it('pages threads newest first with all their replies oldest first, and counts visible comments', async () => {
    const paged = await articleRow(t.database, { language: 'en', title: 'Paging' });
    const base = now().getTime() - 3600_000;
    const firsts = [];
    for (let i = 0; i < LIMITS.blog.threadsPageSize + 2; i++) {
      firsts.push(
        await commentRow(t.database, {
          articleId: paged.id,
          authorId: anika.user.id,
          body: `Thread ${i + 1}`,
          createdAt: new Date(base + i * 60_000),
        }),
      );
    }
    const oldest = firsts[0]!;
    for (const [i, minutes] of [30, 10, 20].entries()) {
      await commentRow(t.database, {
        articleId: paged.id,
        authorId: babul.user.id,
        threadId: oldest.id,
        replyToId: oldest.id,
        replyToUserId: anika.user.id,
        body: `Reply ${i + 1}`,
        createdAt: new Date(base + minutes * 60_000),
      });
    }
    const one = await api.list(paged.number, 1);
    expect(one.threads.map((thread) => thread.body)).toEqual(
      Array.from({ length: LIMITS.blog.threadsPageSize }, (_, i) => `Thread ${LIMITS.blog.threadsPageSize + 2 - i}`),
    );
    expect(one.pagination).toEqual({
      page: 1,
      limit: LIMITS.blog.threadsPageSize,
      total: LIMITS.blog.threadsPageSize + 2,
      totalPages: 2,
    });
    expect(one.total).toBe(LIMITS.blog.threadsPageSize + 5);
    const two = await api.list(paged.number, 2);
    expect(two.threads.map((thread) => thread.body)).toEqual(['Thread 2', 'Thread 1']);
    expect(two.threads[1]!.replies.map((reply) => reply.body)).toEqual(['Reply 2', 'Reply 3', 'Reply 1']);
    expect((await api.list(paged.number, 3)).threads).toEqual([]);
  });

  it('lets only the author edit or delete, and keeps a deleted first comment with replies as “deleted”', async () => {
    const topic = await articleRow(t.database, { language: 'en', title: 'Owners' });
    const firstId = savedId(await api.write(anika.token, topic.number, { body: 'First' }));
    const replyId = savedId(await api.write(babul.token, topic.number, { body: 'Reply', replyTo: firstId }));
    const answerId = savedId(await api.write(chaity.token, topic.number, { body: 'To Babul', replyTo: replyId }));

    const notMine = await api.edit(babul.token, firstId, { body: 'Hijacked' });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ message: 'Only the person who wrote this comment can change it' });
    expect((await api.remove(babul.token, firstId)).statusCode).toBe(403);
    expect((await api.edit(undefined, firstId, { body: 'x' })).statusCode).toBe(401);
    expect((await api.remove(undefined, firstId)).statusCode).toBe(401);
    expect((await api.edit(anika.token, firstId, { body: '  ' })).statusCode).toBe(400);

    const edited = await api.edit(anika.token, firstId, { body: '  First, corrected  ' });
    expect(edited.statusCode).toBe(200);
    const after = edited.json<{ message: string; comment: BlogComment; threadId: string }>();
    expect(after.message).toBe('Comment updated');
    expect(after.comment.body).toBe('First, corrected');
    expect(after.comment.editedAt).not.toBeNull();
    expect(after.threadId).toBe(firstId);

    // Babul deletes his reply: it goes, and Chaity's answer still names him.
    const gone = await api.remove(babul.token, replyId);
    expect(gone.json()).toEqual({ success: true, message: 'Comment deleted' });
    let listed = await api.list(topic.number);
    expect(listed.threads[0]!.replies.map((r) => [r.id, r.replyTo])).toEqual([
      [answerId, { commentId: null, name: 'Babul Mia' }],
    ]);
    expect((await api.edit(babul.token, replyId, { body: 'back' })).statusCode).toBe(404);

    // Anika deletes her first comment: it stays as "deleted" while a reply is there.
    expect((await api.remove(anika.token, firstId)).statusCode).toBe(200);
    listed = await api.list(topic.number);
    expect(listed.threads).toHaveLength(1);
    expect(listed.threads[0]).toMatchObject({ id: firstId, state: 'deleted', body: '', author: null });
    expect(listed.total).toBe(1);
    expect((await api.edit(anika.token, firstId, { body: 'Again' })).statusCode).toBe(404);
    expect((await api.remove(anika.token, firstId)).statusCode).toBe(404);
    const late = await api.write(babul.token, topic.number, { body: 'Late', replyTo: firstId });
    expect(late.json()).toMatchObject({ code: 'COMMENT_UNAVAILABLE' });

    // The last reply goes, and the deleted first comment with it.
    expect((await api.remove(chaity.token, answerId)).statusCode).toBe(200);
    listed = await api.list(topic.number);
    expect(listed.threads).toEqual([]);
    expect(listed.total).toBe(0);

    // A first comment without replies is simply removed.
    const lone = savedId(await api.write(chaity.token, topic.number, { body: 'Alone' }));
    expect((await api.remove(chaity.token, lone)).statusCode).toBe(200);
    expect((await api.list(topic.number)).threads).toEqual([]);
  });

  it('shows an author whose account is gone as nobody, and a reply to them addressed to no one', async () => {
    const topic = await articleRow(t.database, { language: 'en', title: 'Gone' });
    const leaver = await member(t.database, { name: 'Leaving Member' });
    const firstId = savedId(await api.write(leaver.token, topic.number, { body: 'Bye soon' }));
    savedId(await api.write(anika.token, topic.number, { body: 'Answer', replyTo: firstId }));
    await createRepositories(t.database.db).users.remove(leaver.user.id);
    const [thread] = (await api.list(topic.number)).threads;
    expect(thread).toMatchObject({ body: 'Bye soon', state: 'visible', author: null });
    expect(thread!.replies[0]).toMatchObject({ body: 'Answer', replyTo: null, author: { name: 'Anika Rahman' } });
  });

  it('refuses suspended and disabled accounts with the suspended message', async () => {
    const until = new Date(now().getTime() + 7 * 24 * 3600_000);
    const suspended = await member(t.database, { status: 'suspended', suspendedUntil: until });
    const target = savedId(await api.write(chaity.token, article.number, { body: 'Report me if you can' }));
    const answer = await api.write(suspended.token, article.number, { body: 'Hello' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      success: false,
      code: 'ACCOUNT_SUSPENDED',
      message: "Your Account is Suspended. You don't have access to this page.",
    });
    expect((await api.report(suspended.token, target)).statusCode).toBe(403);
    expect((await api.edit(suspended.token, target, { body: 'Changed' })).statusCode).toBe(403);
    // A disabled account's session ends at once.
    const disabled = await member(t.database, { status: 'Disabled' });
    const refused = await api.write(disabled.token, article.number, { body: 'Hello' });
    expect(refused.statusCode).toBe(401);
    expect((await api.list(article.number)).threads.map((thread) => thread.body)).not.toContain('Hello');
    // A suspension whose date has passed is over.
    const over = await member(t.database, { status: 'suspended', suspendedUntil: new Date(now().getTime() - 1000) });
    expect((await api.write(over.token, article.number, { body: 'Back again' })).statusCode).toBe(201);
  });

  it('stops a burst of comments from one account at the sixth in a minute, not other accounts', async () => {
    const topic = await articleRow(t.database, { language: 'en', title: 'Burst' });
    const fast = await member(t.database);
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await api.write(fast.token, topic.number, { body: `Spam ${i}` })).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await api.write(fast.token, topic.number, { body: 'One more' });
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    const other = await member(t.database);
    expect((await api.write(other.token, topic.number, { body: 'Not spam' })).statusCode).toBe(201);
  });

  it('counts comments and replies in the daily cap, atomically when they arrive together', async () => {
    const topic = await articleRow(t.database, { language: 'en', title: 'Daily cap' });
    const busy = await member(t.database);
    const repos = createRepositories(t.database.db);
    const day = dhakaDay(now());
    await repos.dailyCounts.set(busy.user.id, 'comment', day, DAILY_LIMITS.comment - 2);
    const firstId = savedId(await api.write(chaity.token, topic.number, { body: 'Ask me' }));
    const answers = await Promise.all([
      api.write(busy.token, topic.number, { body: 'One' }),
      api.write(busy.token, topic.number, { body: 'Two', replyTo: firstId }),
      api.write(busy.token, topic.number, { body: 'Three' }),
      api.write(busy.token, topic.number, { body: 'Four', replyTo: firstId }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You have written as many comments as allowed in one day. Please try again tomorrow.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
    expect(await repos.dailyCounts.get(busy.user.id, 'comment', day)).toBe(DAILY_LIMITS.comment);
    const mine = (await api.list(topic.number)).threads.flatMap((thread) => [thread, ...thread.replies]);
    expect(mine.filter((c) => c.author?.id === busy.user.id)).toHaveLength(2);
  });
});
