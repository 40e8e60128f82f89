import type { StaffCommentsResponse } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.schema.ts';
import { member, type Member } from './accounts.fixtures.ts';
import { staffMember } from './admin.fixtures.ts';
import { articleRow, commentsApi, savedId } from './blog-comments.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';

describe.each(ONE_DRIVER)('reporting and hiding blog comments on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof commentsApi>;
  let support: { token: string };
  let admin: { token: string };
  beforeAll(async () => {
    t = await buildTestApp(driver);
    api = commentsApi(t.app);
    support = await staffMember(t.app, t.database, 'support');
    admin = await staffMember(t.app, t.database, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const queue = async (state: 'reported' | 'hidden') => {
    const answer = await api.queue(support.token, `?state=${state}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<StaffCommentsResponse>();
  };
  const auditOf = (commentId: string) =>
    t.database.db
      .select({ action: auditLog.action, targetType: auditLog.targetType, reason: auditLog.reason })
      .from(auditLog)
      .where(eq(auditLog.targetId, commentId));
  const members = async (n: number): Promise<Member[]> =>
    Promise.all(Array.from({ length: n }, (_, i) => member(t.database, { name: `Member ${i + 1}` })));

  it('lets a member report someone else’s comment once, even when two reports arrive together', async () => {
    const article = await articleRow(t.database, { language: 'en', title: 'Reports' });
    const [writer, reader] = await members(2);
    const commentId = savedId(await api.write(writer!.token, article.number, { body: 'Buy plots, call now!!!' }));

    expect((await api.report(undefined, commentId)).statusCode).toBe(401);
    const own = await api.report(writer!.token, commentId);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: 'You cannot report your own comment' });
    const badReason = await api.report(reader!.token, commentId, { reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    expect((await api.report(reader!.token, commentId, { reason: 'other', note: 'x'.repeat(301) })).statusCode).toBe(
      400,
    );

    const together = await Promise.all([
      api.report(reader!.token, commentId, { reason: 'spam', note: 'Same text on five articles' }),
      api.report(reader!.token, commentId, { reason: 'spam' }),
    ]);
    expect(together.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(together.find((answer) => answer.statusCode === 200)!.json()).toEqual({
      success: true,
      message: 'Thank you. Our team will look at this comment.',
    });
    expect(together.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      code: 'COMMENT_ALREADY_REPORTED',
      message: 'You have already reported this comment',
    });
    const again = await api.report(reader!.token, commentId, { reason: 'abusive' });
    expect(again.statusCode).toBe(409);

    const listed = (await queue('reported')).comments.find((comment) => comment.id === commentId);
    expect(listed).toMatchObject({
      body: 'Buy plots, call now!!!',
      originalBody: 'Buy plots, call now!!!',
      article: { id: article.number, title: 'Reports' },
      author: { name: 'Member 1' },
      hiddenReason: null,
    });
    expect(listed!.reports).toHaveLength(1);
    expect(listed!.reports[0]!.reason).toBe('spam');
  });

  it('keeps the queue to staff and lists the most reported, then the longest waiting, first', async () => {
    const [writer, ...readers] = await members(4);
    const article = await articleRow(t.database, { language: 'en', title: 'Queue order' });
    const once = savedId(await api.write(writer!.token, article.number, { body: 'Reported once, first' }));
    const thrice = savedId(await api.write(writer!.token, article.number, { body: 'Reported three times' }));
    const laterOnce = savedId(await api.write(writer!.token, article.number, { body: 'Reported once, later' }));
    expect((await api.report(readers[0]!.token, once)).statusCode).toBe(200);
    for (const reader of readers) expect((await api.report(reader.token, thrice)).statusCode).toBe(200);
    expect((await api.report(readers[1]!.token, laterOnce)).statusCode).toBe(200);

    expect((await api.queue(undefined)).statusCode).toBe(401);
    expect((await api.queue(writer!.token)).statusCode).toBe(403);
    expect((await api.hide(writer!.token, once)).statusCode).toBe(403);
    expect((await api.dismiss(writer!.token, once)).statusCode).toBe(403);
    expect((await api.queue(support.token, '?state=everything')).statusCode).toBe(400);

    const ours = (await queue('reported')).comments.filter((comment) => comment.article.id === article.number);
    expect(ours.map((comment) => [comment.body, comment.reports.length])).toEqual([
      ['Reported three times', 3],
      ['Reported once, first', 1],
      ['Reported once, later', 1],
    ]);
    const asAdmin = await api.queue(admin.token);
    expect(asAdmin.statusCode).toBe(200);
  });

  it('hides a comment with a reason: reports resolved, audit written, the public sees it hidden', async () => {
    const [writer, replier, reader] = await members(3);
    const article = await articleRow(t.database, { language: 'en', title: 'Hiding' });
    const firstId = savedId(await api.write(writer!.token, article.number, { body: 'You are all fools' }));
    const replyId = savedId(
      await api.write(replier!.token, article.number, { body: 'Please be kind', replyTo: firstId }),
    );
    const rudeReplyId = savedId(await api.write(writer!.token, article.number, { body: 'Idiot', replyTo: replyId }));
    const loneId = savedId(await api.write(writer!.token, article.number, { body: 'Rude and alone' }));
    expect((await api.report(reader!.token, firstId, { reason: 'abusive' })).statusCode).toBe(200);

    const short = await api.hide(support.token, firstId, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect((await api.hide(support.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api.hide(support.token, 'not-a-comment')).statusCode).toBe(404);

    const hidden = await api.hide(support.token, firstId, { reason: 'Insults other members' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ success: true, message: 'Comment hidden' });
    expect(await auditOf(firstId)).toEqual([
      { action: 'comment.hidden', targetType: 'comment', reason: 'Insults other members' },
    ]);
    expect((await queue('reported')).comments.map((comment) => comment.id)).not.toContain(firstId);
    const inHidden = (await queue('hidden')).comments.find((comment) => comment.id === firstId);
    expect(inHidden).toMatchObject({
      state: 'hidden',
      body: '',
      originalBody: 'You are all fools',
      hiddenReason: 'Insults other members',
    });
    expect(inHidden!.reports).toHaveLength(1);

    expect((await api.hide(support.token, rudeReplyId, { reason: 'Name-calling' })).statusCode).toBe(200);
    expect((await api.hide(admin.token, loneId, { reason: 'Insults other members' })).statusCode).toBe(200);

    const listed = await api.list(article.number);
    // The hidden first comment keeps its thread (it has replies); the hidden one without replies is gone.
    expect(listed.threads.map((thread) => thread.id)).toEqual([firstId]);
    expect(listed.threads[0]).toMatchObject({ state: 'hidden', body: '', author: { name: 'Member 1' } });
    expect(listed.threads[0]!.replies.map((reply) => [reply.id, reply.state, reply.body])).toEqual([
      [replyId, 'visible', 'Please be kind'],
      [rudeReplyId, 'hidden', ''],
    ]);
    expect(listed.total).toBe(1);

    // Hidden is final for members: no edit, no delete, no report, no reply.
    expect((await api.edit(writer!.token, firstId, { body: 'Sorry' })).statusCode).toBe(404);
    expect((await api.remove(writer!.token, firstId)).statusCode).toBe(404);
    expect((await api.report(reader!.token, rudeReplyId)).statusCode).toBe(404);
    expect((await api.write(reader!.token, article.number, { body: 'Hm', replyTo: rudeReplyId })).statusCode).toBe(404);
    const twice = await api.hide(support.token, firstId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'Another staff member has already dealt with this comment.' });
  });

  it('lets one of two staff deciding at once win, the other gets 409', async () => {
    const [writer, reader] = await members(2);
    const article = await articleRow(t.database, { language: 'en', title: 'Races' });
    const toHide = savedId(await api.write(writer!.token, article.number, { body: 'Hide me' }));
    const toKeep = savedId(await api.write(writer!.token, article.number, { body: 'Keep me' }));
    for (const id of [toHide, toKeep]) expect((await api.report(reader!.token, id)).statusCode).toBe(200);

    const hides = await Promise.all([
      api.hide(support.token, toHide, { reason: 'Spam links again' }),
      api.hide(admin.token, toHide, { reason: 'Advertising' }),
    ]);
    expect(hides.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(toHide)).toHaveLength(1);

    const dismissals = await Promise.all([api.dismiss(support.token, toKeep), api.dismiss(admin.token, toKeep)]);
    expect(dismissals.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(dismissals.find((answer) => answer.statusCode === 200)!.json()).toEqual({
      success: true,
      message: 'Reports dismissed: the comment stays',
    });
    expect(await auditOf(toKeep)).toEqual([
      { action: 'comment.reports-dismissed', targetType: 'comment', reason: null },
    ]);
    expect((await queue('reported')).comments.map((comment) => comment.id)).not.toContain(toKeep);
    const kept = (await api.list(article.number)).threads.find((thread) => thread.id === toKeep);
    expect(kept).toMatchObject({ state: 'visible', body: 'Keep me' });
    // Nothing left to dismiss.
    expect((await api.dismiss(support.token, toKeep)).statusCode).toBe(409);
  });
});
