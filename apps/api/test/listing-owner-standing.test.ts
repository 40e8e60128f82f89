import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { users } from '../src/modules/accounts/accounts.schema.ts';
import { effectiveStatus } from '../src/modules/accounts/account-status.ts';
import type { UserRow } from '../src/modules/accounts/users.types.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { userRow } from './accounts.fixtures.ts';
import { adminCall, staffMember } from './admin.fixtures.ts';
import { buildTestApp, DRIVERS, type TestApp } from './helpers.ts';
import { untilWaitingForLocks } from './lock-waits.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';
import { startSmtp } from './smtp.ts';

/**
 * Issue 42 item 7, ADR 058: each post carries until when its owner's account hides it, kept by
 * the database's triggers, so that a listing reads it on its index entries. It must never list a
 * post of a suspended or disabled owner, whatever happens at the same moment, and must say what
 * the account rule says (account-status.ts), a suspension that has run out included. PostgreSQL
 * only: PGlite runs one transaction at a time, so the races cannot happen there.
 */
describe.runIf(DRIVERS.includes('postgres'))('an owner’s standing in the listings, on postgres', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let support: { token: string };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp('postgres', { smtpUrl: smtp.url });
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The PostIDs the public sell listing shows. */
  async function listed(): Promise<string[]> {
    const answer = await t.app.inject({ method: 'GET', url: '/api/posts?type=sell&limit=48' });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ posts: { PostID: string }[] }>().posts.map((post) => post.PostID);
  }
  const suspend = (userId: string) =>
    adminCall(t.app, support.token, 'POST', `/api/admin/users/${userId}/suspend`, {
      until: null,
      reason: 'Scam report',
    });
  const reinstate = (userId: string) =>
    adminCall(t.app, support.token, 'POST', `/api/admin/users/${userId}/reinstate`, { reason: 'Appeal accepted' });

  /**
   * Sends `other` while the test's transaction `tx` is open, and waits until it is either answered
   * or waiting for a row lock of that transaction. The answer comes wrapped: an async function's
   * promise would otherwise wait for it.
   */
  async function sentDuring<T>(tx: Tx, other: () => Promise<T>): Promise<{ answer: Promise<T> }> {
    let answered = false;
    const answer = other().finally(() => (answered = true));
    await untilWaitingForLocks(tx, () => (answered ? 0 : 1), 'the request');
    return { answer };
  }

  it('a post saved while its owner is being suspended is not listed, and is again once lifted', async () => {
    const owner = await t.repos.users.insert(userRow({ name: 'Racing Owner' }));
    let suspension: { answer: Promise<{ statusCode: number }> } | undefined;
    const post = await t.database.transaction(async (tx) => {
      const row = await t.repos.posts.insert(
        postRow(owner.id, { status: 'approved', title: 'Flat saved at the moment of a suspension' }),
        postImagesFor('racing-owner'),
        tx,
      );
      // The suspension reads the account while the post is not yet committed.
      suspension = await sentDuring(tx, () => suspend(owner.id));
      return row;
    });
    expect((await suspension!.answer).statusCode).toBe(200);
    expect(await listed()).not.toContain(publicPostId(post));
    expect((await reinstate(owner.id)).statusCode).toBe(200);
    expect(await listed()).toContain(publicPostId(post));
  });

  it('a post saved just as its owner’s suspension is being written is not listed', async () => {
    const owner = await t.repos.users.insert(userRow({ name: 'Second Racing Owner' }));
    let saving: { answer: Promise<{ type: 'sell' | 'rent'; number: number }> } | undefined;
    await t.database.transaction(async (tx) => {
      await tx.update(users).set({ status: 'suspended', statusReason: 'Scam report' }).where(eq(users.id, owner.id));
      saving = await sentDuring(tx, () =>
        t.repos.posts.insert(
          postRow(owner.id, { status: 'approved', title: 'Flat saved during a suspension' }),
          postImagesFor('second-racing-owner'),
        ),
      );
    });
    const post = await saving!.answer;
    expect(await listed()).not.toContain(publicPostId(post));
    expect((await reinstate(owner.id)).statusCode).toBe(200);
    expect(await listed()).toContain(publicPostId(post));
  });

  it('lists the posts of an owner exactly while the account rule says the owner is in standing', async () => {
    const now = Date.now();
    const standings: Pick<UserRow, 'status' | 'suspendedUntil'>[] = [
      { status: 'normal', suspendedUntil: null },
      { status: 'suspended', suspendedUntil: new Date(now + 86_400_000) },
      // A suspension whose date has passed: the posts are back with nothing written.
      { status: 'suspended', suspendedUntil: new Date(now - 1000) },
      { status: 'suspended', suspendedUntil: null },
      { status: 'Disabled', suspendedUntil: null },
    ];
    const expected: Record<string, boolean> = {};
    for (const [index, standing] of standings.entries()) {
      const owner = await t.repos.users.insert(userRow({ name: `Owner ${index}`, ...standing }));
      const post = await t.repos.posts.insert(
        postRow(owner.id, { status: 'approved', title: `Flat of owner ${index}` }),
        postImagesFor(`standing-${index}`),
      );
      expected[publicPostId(post)] = effectiveStatus(standing, new Date()) === 'normal';
    }
    const shown = await listed();
    const seen = Object.fromEntries(Object.keys(expected).map((id) => [id, shown.includes(id)]));
    expect(seen).toEqual(expected);
    expect(Object.values(expected).filter(Boolean)).toHaveLength(2);
  });
});
