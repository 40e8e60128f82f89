import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDiskStorage } from '../src/storage/disk.ts';
import type { Notifier } from '../src/modules/notifications/notices.ts';
import { createAuditService } from '../src/modules/audit/audit.service.ts';
import { createModerationService, type ModerationDeps } from '../src/modules/admin/moderation.service.ts';
import type { UserRow } from '../src/modules/accounts/users.types.ts';
import { parsePostId, publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, openTestDatabase, type TestDatabase } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';

/**
 * The moderation rules of issue 5, on the service itself over a real database (docs/conventions.md §6):
 * what a decision changes, what it writes to the audit log, and when it is refused. The HTTP
 * side (roles, status codes, mails) is admin.test.ts's.
 */
describe.each(ONE_DRIVER)('moderation rules on %s', (driver) => {
  let test: TestDatabase;
  let repos: Repositories;
  let moderation: ReturnType<typeof createModerationService>;
  let staff: UserRow;
  let poster: UserRow;
  const told: { userId: string; key: string }[] = [];
  const tell: Notifier = async (user, key) => void told.push({ userId: user.id, key });

  beforeAll(async () => {
    test = await openTestDatabase(driver);
    repos = createRepositories(test.database.db);
    const deps: ModerationDeps = {
      database: test.database,
      posts: repos.posts,
      queue: repos.moderationQueue,
      users: repos.users,
      audit: repos.audit,
      payments: repos.payments,
      claims: repos.moderationClaims,
      history: createAuditService({ audit: repos.audit, users: repos.users }),
      tell,
      // Nothing here stores photos: a folder no test reads.
      storage: openDiskStorage(path.join(tmpdir(), 'ghorbari-moderation-rules')),
    };
    moderation = createModerationService(deps);
    staff = await repos.users.insert(userRow({ role: 'support', name: 'Tanvir Support' }));
    poster = await repos.users.insert(userRow({ name: 'Sharmin Akter' }));
  });
  afterAll(async () => {
    await test.dispose();
  });

  let posted = 0;
  const submitted = async (overrides: Parameters<typeof postRow>[1] = {}) =>
    publicPostId(await repos.posts.insert(postRow(poster.id, overrides), postImagesFor(`moderation-${posted++}`)));
  const stored = async (postId: string) => {
    const { type, number } = parsePostId(postId)!;
    return (await repos.posts.byNumber(type, number))!.post;
  };
  const actions = async (postId: string) =>
    (await repos.audit.ofTarget('post', postId)).map((row) => row.action).reverse();

  it('approves a pending post: it goes live, the decision is audited and the poster is told', async () => {
    const postId = await submitted();
    await moderation.approve(staff, postId);

    const post = await stored(postId);
    expect(post.status).toBe('approved');
    expect(post.approvedAt).toBeInstanceOf(Date);
    expect(post.approvedSnapshot).toMatchObject({
      postTitle: post.title,
      images: ['/uploads/posts/moderation-0-card.webp'],
    });
    const [entry, ...more] = await repos.audit.ofTarget('post', postId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'post.approved', actorId: staff.id, targetLabel: post.title });
    expect(entry?.details).toMatchObject({ ownerId: poster.id, paid: false, edited: false });
    expect(told).toContainEqual({ userId: poster.id, key: 'postApproved' });
  });

  it('refuses to decide a post that is no longer pending (409) and changes nothing', async () => {
    const postId = await submitted();
    await moderation.approve(staff, postId);
    const before = await stored(postId);
    const tellsBefore = told.length;

    await expect(moderation.approve(staff, postId)).rejects.toMatchObject({
      code: 'CONFLICT',
      status: 409,
      messageKey: 'errors.postNotPending',
    });
    await moderation.reject(staff, postId, { reason: 'duplicate' });
    await expect(moderation.reject(staff, postId, { reason: 'duplicate' })).rejects.toMatchObject({
      code: 'CONFLICT',
      status: 409,
    });

    const after = await stored(postId);
    expect(after).toMatchObject({ status: 'rejected', rejectionReason: 'duplicate', approvedAt: before.approvedAt });
    expect(await actions(postId)).toEqual(['post.approved', 'post.rejected']);
    expect(told.length).toBe(tellsBefore + 1);
  });

  it('lets only one of two staff members deciding at once win', async () => {
    const postId = await submitted();
    const results = await Promise.allSettled([moderation.approve(staff, postId), moderation.approve(staff, postId)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((result) => result.status === 'rejected');
    expect(lost?.reason).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(await actions(postId)).toEqual(['post.approved']);
  });

  it('does not approve a paid post before the staff call and the payment record are stored', async () => {
    const postId = await submitted({ paid: true });
    const refused = { code: 'CONFLICT', status: 409, messageKey: 'errors.paymentNotConfirmed' };
    await expect(moderation.approve(staff, postId)).rejects.toMatchObject(refused);
    await moderation.recordCall(staff, postId, 'Spoke to the owner, paying by bKash');
    await expect(moderation.approve(staff, postId)).rejects.toMatchObject(refused);
    expect((await stored(postId)).status).toBe('pending');

    await moderation.confirmPayment(staff, postId, {
      method: 'bkash',
      amountTaka: 500,
      package: 'featured-7',
      trxId: 'BKASHTX7781',
    });
    await moderation.approve(staff, postId);
    const post = await stored(postId);
    expect(post).toMatchObject({
      status: 'approved',
      callRecordedBy: staff.id,
      paymentConfirmedBy: staff.id,
    });
    const record = (await repos.payments.ofPosts([post.id])).get(post.id);
    expect(record).toMatchObject({ postPublicId: postId, method: 'bkash', trxId: 'BKASHTX7781', amountTaka: 500 });
    expect(await actions(postId)).toEqual(['post.call-recorded', 'post.payment-confirmed', 'post.approved']);
  });

  it('needs a note of its own to reject for "other"', async () => {
    const postId = await submitted();
    const needsNote = { code: 'VALIDATION_FAILED', status: 400, messageKey: 'validation.reasonRequired' };
    await expect(moderation.reject(staff, postId, { reason: 'other' })).rejects.toMatchObject(needsNote);
    await expect(moderation.reject(staff, postId, { reason: 'other', note: '  ok  ' })).rejects.toMatchObject(
      needsNote,
    );
    expect((await stored(postId)).status).toBe('pending');
    expect(await actions(postId)).toEqual([]);

    await moderation.reject(staff, postId, { reason: 'other', note: 'The photos show another building.' });
    expect(await stored(postId)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'other',
      rejectionNote: 'The photos show another building.',
    });
    expect(await actions(postId)).toEqual(['post.rejected']);
  });
});
