import { LIMITS } from '@ghorbari/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationClaims } from '../src/modules/admin/admin.schema.ts';
import { auditLog } from '../src/modules/audit/audit.schema.ts';
import { posts } from '../src/modules/posts/posts.schema.ts';
import { adminCall, staffMember } from './admin.fixtures.ts';
import { DRIVERS, buildTestApp, type TestApp } from './helpers.ts';
import { untilWaitingForLocks } from './lock-waits.ts';
import { livePost } from './reports.fixtures.ts';

const MINUTE = 60_000;

/**
 * Issue 41 item 7, ADR 052: a staff member claims a post of the queue before working it. The first
 * claim wins, it lapses after 15 minutes, and a decision by anyone else while it holds is refused.
 * PostgreSQL only: PGlite runs one transaction at a time, so the race cannot happen there.
 */
describe.runIf(DRIVERS.includes('postgres'))('claiming a post of the queue, on postgres', () => {
  let t: TestApp;
  // The app's clock: a test moves it on past a claim's lapse.
  let ahead = 0;
  let rahim: { token: string };
  let karim: { token: string };
  beforeAll(async () => {
    t = await buildTestApp('postgres', { now: () => new Date(Date.now() + ahead) });
    rahim = await staffMember(t.app, t.database, 'support', 'Rahim Uddin');
    karim = await staffMember(t.app, t.database, 'support', 'Karim Hossain');
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * Sends the requests while the test holds the post's row: a claim points at the post, so each
   * waits there (the first) or behind the first claim (the others), in the order sent. Then the
   * row is let go and they are decided at once.
   */
  async function atOnce(postId: string, requests: (() => Promise<LightMyRequestResponse>)[]) {
    const sent = await t.database.transaction(async (tx) => {
      await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
      const answers: Promise<LightMyRequestResponse>[] = [];
      for (const send of requests) {
        answers.push(send());
        await untilWaitingForLocks(tx, () => answers.length, 'the claims');
      }
      return answers;
    });
    return Promise.all(sent);
  }

  const url = (listingId: string, action: string) => `/api/admin/posts/${listingId}/${action}`;
  const claimsOn = (postId: string) =>
    t.database.db.select().from(moderationClaims).where(eq(moderationClaims.postId, postId));
  const statusOf = async (postId: string) =>
    (await t.database.db.select({ status: posts.status }).from(posts).where(eq(posts.id, postId)))[0]?.status;
  const decisionsOn = async (listingId: string) =>
    t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'post'), eq(auditLog.targetId, listingId)));

  it('two claims at once: the first wins, the other is told who works the post; the loser cannot decide', async () => {
    const post = await livePost(t.database, undefined, 'pending');
    const before = Date.now() + ahead;
    const [won, lost] = await atOnce(post.id, [
      () => adminCall(t.app, rahim.token, 'POST', url(post.listingId, 'claim')),
      () => adminCall(t.app, karim.token, 'POST', url(post.listingId, 'claim')),
    ]);
    expect(won?.statusCode).toBe(200);
    const { claim } = won!.json<{ claim: { staff: { name: string }; until: string } }>();
    expect(claim.staff.name).toBe('Rahim Uddin');
    // Held for the claim's minutes from the moment it was made, on the app's clock.
    const held = LIMITS.moderationClaim.minutes * MINUTE;
    expect(new Date(claim.until).getTime()).toBeGreaterThanOrEqual(before + held);
    expect(new Date(claim.until).getTime()).toBeLessThanOrEqual(Date.now() + ahead + held);
    expect(lost?.statusCode).toBe(409);
    expect(lost?.json()).toMatchObject({ code: 'POST_CLAIMED' });
    expect(lost?.json<{ message: string }>().message).toMatch(/^Rahim Uddin is working on this post \(until .+\)/);
    expect(await claimsOn(post.id)).toHaveLength(1);

    // The queue and the preview say who works it.
    const queue = await adminCall(t.app, karim.token, 'GET', '/api/admin/posts/queue?limit=50');
    const item = queue
      .json<{ items: { PostID: string; claim: unknown }[] }>()
      .items.find((row) => row.PostID === post.listingId);
    expect(item?.claim).toMatchObject({ staff: { name: 'Rahim Uddin' } });
    const preview = await adminCall(t.app, karim.token, 'GET', `/api/admin/posts/${post.listingId}`);
    expect(preview.json()).toMatchObject({ claim: { staff: { name: 'Rahim Uddin' }, until: claim.until } });

    // A decision of the other staff member is refused while the claim holds, and changes nothing.
    const approve = await adminCall(t.app, karim.token, 'POST', url(post.listingId, 'approve'));
    expect(approve.statusCode).toBe(409);
    expect(approve.json<{ message: string }>().message).toMatch(/^Rahim Uddin is working on this post/);
    const reject = await adminCall(t.app, karim.token, 'POST', url(post.listingId, 'reject'), { reason: 'duplicate' });
    expect(reject.statusCode).toBe(409);
    expect(await statusOf(post.id)).toBe('pending');
    expect(await decisionsOn(post.listingId)).toEqual([]);
  });

  it('a claim lapses after 15 minutes: then another takes the post, and approving it ends the claim', async () => {
    const post = await livePost(t.database, undefined, 'pending');
    expect((await adminCall(t.app, rahim.token, 'POST', url(post.listingId, 'claim'))).statusCode).toBe(200);
    ahead += 14 * MINUTE;
    expect((await adminCall(t.app, karim.token, 'POST', url(post.listingId, 'claim'))).statusCode).toBe(409);
    ahead += 2 * MINUTE;
    const taken = await adminCall(t.app, karim.token, 'POST', url(post.listingId, 'claim'));
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ claim: { staff: { name: 'Karim Hossain' } } });
    // Now the first one is refused, and the new holder decides.
    const late = await adminCall(t.app, rahim.token, 'POST', url(post.listingId, 'approve'));
    expect(late.json<{ message: string }>().message).toMatch(/^Karim Hossain is working on this post/);
    expect((await adminCall(t.app, karim.token, 'POST', url(post.listingId, 'approve'))).statusCode).toBe(200);
    expect(await statusOf(post.id)).toBe('approved');
    expect(await claimsOn(post.id)).toEqual([]);
    // A post out of the queue cannot be claimed.
    expect((await adminCall(t.app, rahim.token, 'POST', url(post.listingId, 'claim'))).statusCode).toBe(409);
  });
});
