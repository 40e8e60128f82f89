import {
  type ConfirmPaymentBody,
  contractResources,
  isOverdue,
  localDigits,
  PAID_PACKAGE_TERMS,
  type Language,
  type ModerationClaim,
  type ModerationPost,
  type ModerationQueueQuery,
  officeMinutesBetween,
  type PostStatus,
  priceUnitOf,
  type QueueItem,
  type RejectPostBody,
  siteHref,
  sitePaths,
} from '@ghorbari/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { AppError, namingError } from '../../errors/app-error.ts';
import type { PaymentsRepository } from '../payments/payments.types.ts';
import { effectiveStatus } from '../accounts/account-status.ts';
import type { UserRow, UsersRepository } from '../accounts/users.types.ts';
import { parsePostId, presentCard, presentDetail, presentPaidRecord, publicPostId } from '../posts/posts.presenters.ts';
import type {
  ModerationQueueRepository,
  PostChanges,
  PostGuard,
  PostRow,
  PostsRepository,
  PostWithImages,
} from '../posts/posts.types.ts';
import type { AuditRepository, NewAuditEntry } from '../audit/audit.types.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { noticeDate, paidRecordText, type NoticeKey } from '../../mail/templates.ts';
import type { Notifier } from '../notifications/notices.ts';
import { rejectionValues, requireRejectionNote } from '../notifications/rejection-notice.ts';
import { changesSince, snapshotOf } from '../posts/post-snapshot.ts';
import { editedEntry, unusedImages, type PostEdit } from '../posts/post-edits.ts';
import { removePostImages } from '../../images/post-images.ts';
import type { Storage } from '../../storage/storage.ts';
import { createPostSignals } from './post-signals.ts';
import type { ModerationClaimsRepository } from './moderation-claims.repository.ts';
import { createClaimKeeper } from './moderation-claims.ts';
import { createStaffSearch } from './staff-search.ts';
import type { PricePlan } from '../price-drops/price-drops.service.ts';

/** How long a post has waited: support minutes against the 5-hour target, and wall-clock minutes. */
function waitOf(post: Pick<PostRow, 'submittedAt'>, now: Date) {
  const officeMinutes = officeMinutesBetween(post.submittedAt, now);
  return {
    submittedAt: post.submittedAt.toISOString(),
    officeMinutes,
    overdue: isOverdue(post.submittedAt, now),
    waitedMinutes: Math.max(0, Math.floor((now.getTime() - post.submittedAt.getTime()) / 60_000)),
  };
}

const DAY_MS = 86_400_000;

export interface ModerationDeps {
  database: Pick<Database, 'transaction'>;
  /** The posts module's repository, handed in from app.ts (ADR 009). */
  posts: PostsRepository;
  /** The moderation queue's page and waiting times: the posts module's queue repository. */
  queue: Pick<ModerationQueueRepository, 'pendingPage' | 'pendingSubmittedAt'>;
  /** The accounts module's repository: posters and staff names. */
  users: Pick<UsersRepository, 'byId' | 'summariesOf' | 'provenPhonesOf' | 'idsWithPhoneLike'>;
  audit: AuditRepository;
  /** Payment records of paid posts (issue 41): the payments module's repository. */
  payments: Pick<PaymentsRepository, 'insertUnlessUsed' | 'ofPosts'>;
  history: Pick<AuditService, 'history'>;
  tell: Notifier;
  /** Who is working which post of the queue (ADR 052): the admin module's own repository. */
  claims: ModerationClaimsRepository;
  /** Where post photos live: an edit's photos nothing uses any more are removed after a decision (ADR 048). */
  storage: Storage;
  /**
   * Told after an approval has committed (issue 17: saved-search alerts). It must return at once
   * and never throw: the work it starts runs in the background.
   */
  onApproved?: (post: PostRow) => void;
  /**
   * A change of the live price at approval (issue 19: price-drop alerts): planned before, recorded
   * in the approval's transaction, told after it committed.
   */
  priceChanges?: { planApproval(entry: PostWithImages, at: Date): Promise<PricePlan | undefined> };
  now?: () => Date;
}

type DecisionLog = Omit<NewAuditEntry, 'targetType' | 'targetId' | 'targetLabel'>;

/** Why a decision lost: the post left the queue, or (a take-down, a call, a payment) someone decided first. */
const lostKey = (from: PostGuard) =>
  from.status.join() === 'pending' && from.callRecordedAt === undefined && from.paymentConfirmedAt === undefined
    ? 'errors.postNotPending'
    : 'errors.decidedMeanwhile';

/**
 * The moderation queue and support's decisions (issue 5). Each decision changes the post and
 * writes its audit row in one transaction, then tells the poster in-app and by mail.
 */
export function createModerationService({
  database,
  posts,
  queue,
  users,
  audit,
  payments,
  history,
  tell,
  storage,
  claims,
  onApproved,
  priceChanges,
  now = () => new Date(),
}: ModerationDeps) {
  const postSignals = createPostSignals({ posts, users, now });
  const claimKeeper = createClaimKeeper({ claims, users });
  const staffSearch = createStaffSearch({ posts, users });
  async function find(postId: string): Promise<PostWithImages> {
    const parsed = parsePostId(postId);
    const found = parsed ? await posts.byNumber(parsed.type, parsed.number) : undefined;
    if (!found) throw new AppError('POST_UNAVAILABLE');
    return found;
  }

  /**
   * In a decision's transaction, after the post's row is taken: the deciding staff member takes or
   * holds the post's claim, or the decision is refused naming whoever works it (ADR 052); a
   * decision that takes the post out of the queue lets the claim go with it.
   */
  async function holdClaim(postId: string, log: DecisionLog, leaves: boolean, tx: Tx): Promise<void> {
    if (!log.actorId) return;
    await claimKeeper.hold(log.actorId, postId, now(), tx);
    if (leaves) await claims.clear(postId, tx);
  }

  /** Whether the post is in the queue: waiting for its first approval, or live with an edit waiting (ADR 048). */
  async function inQueue(entry: PostWithImages): Promise<boolean> {
    const { post } = entry;
    return post.status === 'pending' || (post.status === 'approved' && (await posts.editOf(post.id)) !== undefined);
  }

  /**
   * Applies a change if the post is still as the decision read it, with its audit entry,
   * atomically (ADR 032): of decisions at once the first wins, the others get 409 and tell nobody.
   */
  async function decide(
    entry: PostWithImages,
    from: PostGuard,
    changes: PostChanges,
    log: DecisionLog,
    alsoWithin?: (tx: Tx) => Promise<void>,
  ) {
    await database.transaction(async (tx) => {
      const changed = await posts.updateIf(entry.post.id, from, changes, tx);
      if (!changed) throw new AppError('CONFLICT', lostKey(from));
      // A call or a payment keeps the post with whoever works it; an approval or a rejection ends the work.
      await holdClaim(entry.post.id, log, changes.status !== undefined && changes.status !== 'pending', tx);
      const target = { targetType: 'post', targetId: publicPostId(entry.post), targetLabel: entry.post.title } as const;
      await audit.insert({ ...log, ...target, details: { ownerId: entry.post.ownerId, ...log.details } }, tx);
      await alsoWithin?.(tx);
    });
  }

  async function poster(entry: PostWithImages): Promise<UserRow> {
    const owner = await users.byId(entry.post.ownerId);
    if (!owner) throw new AppError('POST_UNAVAILABLE');
    return owner;
  }

  /**
   * Tells a post's owner of a decision on it, naming the post by title and public id (with
   * `more` values per language), with a link to the live post (`post`) or to their own posts (`mine`).
   */
  async function tellPoster(
    entry: PostWithImages,
    key: NoticeKey,
    link: 'post' | 'mine',
    more: (language: Language) => Record<string, string> = () => ({}),
  ): Promise<void> {
    const { post } = entry;
    const postId = publicPostId(post);
    const href = link === 'post' ? siteHref.postDetails(post.type, postId) : sitePaths.userProperties;
    await tell(await poster(entry), key, (language) => ({ title: post.title, postId, ...more(language) }), href);
  }

  /** A live post and the edit waiting beside it, as a decision on the edit reads them (ADR 048). */
  async function findEdit(postId: string): Promise<{ entry: PostWithImages; edit: PostEdit }> {
    const entry = await find(postId);
    const edit = entry.post.status === 'approved' ? await posts.editOf(entry.post.id) : undefined;
    if (!edit) throw new AppError('CONFLICT', 'errors.noEditWaiting');
    return { entry, edit };
  }

  /**
   * Takes the edit a decision was made on off the post, with the decision's audit entry and what
   * else the decision changes, atomically: the post's row is locked first (as an owner's edit
   * locks it), then the edit is taken only if it is still the one read, so of two staff members
   * deciding at once, or a decision and a newer edit, one wins; the other gets 409 (ADR 032).
   */
  async function decideEdit(
    entry: PostWithImages,
    edit: PostEdit,
    log: DecisionLog,
    alsoWithin?: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    await database.transaction(async (tx) => {
      await posts.lockPost(entry.post.id, tx);
      if (!(await posts.takeEdit(entry.post.id, edit.submittedAt, tx)))
        throw new AppError('CONFLICT', 'errors.decidedMeanwhile');
      await holdClaim(entry.post.id, log, true, tx);
      const target = { targetType: 'post', targetId: publicPostId(entry.post), targetLabel: entry.post.title } as const;
      await audit.insert({ ...log, ...target, details: { ownerId: entry.post.ownerId, ...log.details } }, tx);
      await alsoWithin?.(tx);
    });
  }

  const storedOf = (entry: PostWithImages) =>
    entry.images.map((image) => ({ card: image.cardPath, large: image.largePath, hash: image.photoHash }));

  return {
    async queue(query: ModerationQueueQuery) {
      const at = now();
      // A post id or a phone number typed into the queue's search box (issue 41).
      const search = await staffSearch.queue(query.q);
      const [{ rows, total }, submitted] = await Promise.all([
        queue.pendingPage(query, search),
        queue.pendingSubmittedAt(),
      ]);
      const [posters, signals, edits, claimed] = await Promise.all([
        users.summariesOf(rows.map((row) => row.post.ownerId)),
        postSignals.forQueue(rows.map((row) => row.post)),
        posts.editsOf(rows.filter((row) => row.post.status === 'approved').map((row) => row.post.id)),
        claimKeeper.liveOf(
          rows.map((row) => row.post.id),
          at,
        ),
      ]);
      const items: QueueItem[] = rows.map((row) => {
        // A live post's waiting edit shows as the edited version, waiting from when it was sent (ADR 048).
        const edit = edits.get(row.post.id);
        const entry = edit ? editedEntry(row, edit) : row;
        const { post } = entry;
        const { waitedMinutes: _, ...wait } = waitOf(edit ?? post, at);
        const poster = posters.get(post.ownerId);
        return {
          ...presentCard(entry),
          edited: post.updateCount > 0 || edit !== undefined,
          liveEdit: edit !== undefined,
          wait,
          poster: {
            _id: post.ownerId,
            name: poster?.name ?? '',
            email: poster?.email ?? null,
            phone: poster?.phone ?? null,
          },
          payment: { called: post.callRecordedAt !== null, confirmed: post.paymentConfirmedAt !== null },
          signals: signals.get(post.id) ?? { photoMatches: 0, phoneAccounts: 1, phoneOfDisabledAccount: false },
          claim: claimed.get(post.id) ?? null,
        };
      });
      return {
        items,
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: Math.max(1, Math.ceil(total / query.limit)),
        },
        counts: { pending: submitted.length, overdue: submitted.filter((when) => isOverdue(when, at)).length },
      };
    },

    async preview(postId: string): Promise<Omit<ModerationPost, 'success'>> {
      const live = await find(postId);
      const edit = live.post.status === 'approved' ? await posts.editOf(live.post.id) : undefined;
      // With an edit waiting, support reads the edited version beside what is live (ADR 048).
      const entry = edit ? editedEntry(live, edit) : live;
      const { post } = entry;
      const owner = await poster(entry);
      const at = now();
      const [counts, rejectedBefore, entries, names, signals, provenPhones, records, claimed] = await Promise.all([
        posts.countsOf(owner.id),
        audit.rejectionsOf(owner.id),
        history.history('post', publicPostId(post)),
        users.summariesOf([post.callRecordedBy, post.paymentConfirmedBy].flatMap((id) => id ?? [])),
        postSignals.forPost(post),
        users.provenPhonesOf(owner.id),
        payments.ofPosts([post.id]),
        // Who works the post, while it is in the queue (ADR 052).
        post.status === 'pending' || edit ? claimKeeper.liveOf([post.id], at) : new Map<string, never>(),
      ]);
      const record = records.get(post.id);
      const countOf = (status: PostStatus) =>
        counts.filter((row) => row.status === status).reduce((n, row) => n + row.n, 0);
      const staff = (id: string | null) => (id ? { _id: id, name: names.get(id)?.name ?? '' } : null);
      let wait = null;
      if (post.status === 'pending' || edit) {
        const { waitedMinutes: _, ...rest } = waitOf(edit ?? post, now());
        wait = rest;
      }
      let changes = null;
      // Against what was approved (the live version); a post stored live without a record of it, against itself.
      if (edit) changes = changesSince(live.post.approvedSnapshot ?? snapshotOf(live), entry);
      else if (post.approvedSnapshot && post.status === 'pending') changes = changesSince(post.approvedSnapshot, entry);
      return {
        // Support always sees the house and road number, shown to visitors or not (issue 41).
        post: presentDetail(entry, owner, provenPhones, 'private'),
        edited: post.updateCount > 0 || edit !== undefined,
        liveEdit: edit !== undefined,
        wait,
        payment: {
          callRecordedAt: post.callRecordedAt?.toISOString() ?? null,
          callNote: post.callNote,
          callBy: staff(post.callRecordedBy),
          paymentConfirmedAt: post.paymentConfirmedAt?.toISOString() ?? null,
          paymentReference: post.paymentReference,
          paymentBy: staff(post.paymentConfirmedBy),
          package: post.paidPackage,
          record: record ? presentPaidRecord(record) : null,
        },
        changes,
        // The live price as visitors see it, not the struck-through one the edit carries (issue 64).
        livePrice: edit
          ? { price: live.post.price, priceUnits: priceUnitOf(live.post.type, live.post.priceUnits) }
          : null,
        poster: {
          _id: owner.id,
          name: owner.name,
          email: owner.email,
          phone: owner.phone,
          status: effectiveStatus(owner, now()),
          language: owner.language,
          joinDate: owner.createdAt.toISOString(),
          posts: { approved: countOf('approved'), pending: countOf('pending'), rejected: countOf('rejected') },
          rejectedBefore,
        },
        history: entries,
        claim: claimed.get(post.id) ?? null,
        signals,
      };
    },

    /**
     * Takes the post for this staff member, or renews their claim (ADR 052): only a post of the
     * queue, and only while no one else holds a live claim on it (409 naming them).
     */
    async claim(staff: UserRow, postId: string): Promise<ModerationClaim> {
      const entry = await find(postId);
      if (!(await inQueue(entry))) throw new AppError('CONFLICT', 'errors.postNotPending');
      const taken = await claimKeeper.hold(staff.id, entry.post.id, now());
      return { staff: { _id: staff.id, name: staff.name }, until: taken.expiresAt.toISOString() };
    },

    /** Lets go of this staff member's claim on the post, if they hold one; another's stays. */
    async release(staff: UserRow, postId: string): Promise<void> {
      const entry = await find(postId);
      await claims.release(entry.post.id, staff.id);
    },

    /** Pending → approved. A paid post needs the staff call and the payment confirmation first. */
    async approve(staff: UserRow, postId: string): Promise<void> {
      const entry = await find(postId);
      const { post } = entry;
      if (post.status !== 'pending') throw new AppError('CONFLICT', 'errors.postNotPending');
      if (post.paid && (!post.callRecordedAt || !post.paymentConfirmedAt))
        throw new AppError('CONFLICT', 'errors.paymentNotConfirmed');
      const at = now();
      const { officeMinutes, waitedMinutes } = waitOf(post, at);
      // A new live price may move the struck-through one (issue 19); the snapshot holds what goes live.
      const price = await priceChanges?.planApproval(entry, at);
      const struck = price ? { previousPrice: price.previousPrice } : {};
      await decide(
        entry,
        { status: ['pending'] },
        {
          status: 'approved',
          approvedAt: at,
          // Going live counts as the owner's confirmation that the home is free (issue 41, ADR 048).
          availabilityConfirmedAt: at,
          availabilityUnconfirmed: false,
          rejectionReason: null,
          rejectionNote: null,
          ...struck,
          approvedSnapshot: snapshotOf({ ...entry, post: { ...post, ...struck } }),
        },
        {
          actorId: staff.id,
          action: 'post.approved',
          details: { waitedMinutes, officeMinutes, edited: post.updateCount > 0, paid: post.paid },
        },
        price ? (tx) => price.record(tx) : undefined,
      );
      try {
        price?.committed();
        onApproved?.(post);
      } catch {
        // The approval stands whatever its listeners do.
      }
      await tellPoster(entry, 'postApproved', 'post');
    },

    /**
     * A live post's waiting edit → applied (ADR 048): the post takes the edit's columns and
     * photos in one transaction, stays live, and keeps its place in the listings; the photos
     * only the old version used are removed after.
     */
    async approveEdit(staff: UserRow, postId: string): Promise<void> {
      const { entry: live, edit } = await findEdit(postId);
      const entry = editedEntry(live, edit);
      const { post } = entry;
      const at = now();
      const { officeMinutes, waitedMinutes } = waitOf(edit, at);
      // A new live price may move the struck-through one (issue 19), as at any approval.
      const price = await priceChanges?.planApproval(entry, at);
      const struck = price ? { previousPrice: price.previousPrice } : {};
      const changes: PostChanges = {
        ...(edit.columns as PostChanges),
        ...struck,
        updatedAt: at,
        approvedSnapshot: snapshotOf({ ...entry, post: { ...post, ...struck } }),
      };
      await decideEdit(
        live,
        edit,
        { actorId: staff.id, action: 'post.edit-approved', details: { waitedMinutes, officeMinutes } },
        async (tx) => {
          if (!(await posts.updateIf(live.post.id, { status: ['approved'] }, changes, tx)))
            throw new AppError('CONFLICT', 'errors.decidedMeanwhile');
          await posts.replaceImages(live.post.id, edit.images, tx);
          await posts.recordPhotoMatches(live.post.id, tx);
          await price?.record(tx);
        },
      );
      try {
        price?.committed();
      } catch {
        // The approval stands whatever its listeners do.
      }
      await removePostImages(unusedImages(storedOf(live), edit.images), storage);
      await tellPoster(entry, 'postEditApproved', 'post');
    },

    /**
     * A live post's waiting edit → discarded, with a reason the owner is told (ADR 048): the live
     * version stays as it is; photos only the edit used are removed.
     */
    async rejectEdit(staff: UserRow, postId: string, body: RejectPostBody): Promise<void> {
      requireRejectionNote(body);
      const { entry, edit } = await findEdit(postId);
      const at = now();
      const { officeMinutes, waitedMinutes } = waitOf(edit, at);
      const note = body.note ? body.note : null;
      await decideEdit(entry, edit, {
        actorId: staff.id,
        action: 'post.edit-rejected',
        reason: note,
        details: { rejectionReason: body.reason, waitedMinutes, officeMinutes },
      });
      await removePostImages(unusedImages(edit.images, storedOf(entry)), storage);
      await tellPoster(entry, 'postEditRejected', 'mine', (language) => rejectionValues(language, body.reason, note));
    },

    /** Pending or live → rejected, with a reason the poster sees so they can correct and repost. */
    async reject(staff: UserRow, postId: string, body: RejectPostBody): Promise<void> {
      requireRejectionNote(body);
      const entry = await find(postId);
      const { post } = entry;
      if (post.status === 'rejected') throw new AppError('CONFLICT', 'errors.postNotPending');
      const at = now();
      const { officeMinutes, waitedMinutes } = waitOf(post, at);
      const note = body.note ? body.note : null;
      // A live post taken down takes its waiting edit with it: the owner corrects the post itself (ADR 048).
      let discarded: PostEdit | undefined;
      const discard =
        post.status === 'approved'
          ? async (tx: Tx) => void (discarded = await posts.takeEdit(post.id, undefined, tx))
          : undefined;
      // From the status it was decided on: a rejection of a waiting post loses to an approval.
      await decide(
        entry,
        { status: [post.status] },
        { status: 'rejected', rejectionReason: body.reason, rejectionNote: note },
        {
          actorId: staff.id,
          action: 'post.rejected',
          reason: note,
          // A live post taken down is not a queue decision: it has no waiting time.
          details: {
            rejectionReason: body.reason,
            wasLive: post.status === 'approved',
            ...(post.status === 'pending' ? { waitedMinutes, officeMinutes } : {}),
          },
        },
        discard,
      );
      if (discarded) await removePostImages(unusedImages(discarded.images, storedOf(entry)), storage);
      await tellPoster(entry, 'postRejected', 'mine', (language) => rejectionValues(language, body.reason, note));
    },

    /** Support called the poster of a paid post (spec §4: paid leads to staff contact, then approval). */
    async recordCall(staff: UserRow, postId: string, note: string): Promise<void> {
      const entry = await find(postId);
      if (!entry.post.paid) throw new AppError('CONFLICT');
      await decide(
        entry,
        { status: ['pending'], callRecordedAt: entry.post.callRecordedAt },
        { callRecordedAt: now(), callRecordedBy: staff.id, callNote: note },
        { actorId: staff.id, action: 'post.call-recorded', reason: note },
      );
    },

    /**
     * Support confirms a paid post's payment with its record (issue 41): method, amount, package
     * and TrxID. The post's change, the record and the audit entry land together or not at all;
     * a TrxID that already paid for a post under the method is refused, naming that post.
     */
    async confirmPayment(staff: UserRow, postId: string, body: ConfirmPaymentBody): Promise<void> {
      const entry = await find(postId);
      const { post } = entry;
      if (!post.paid) throw new AppError('CONFLICT');
      // The body's schema checks it too; a caller that is not a route is held to it here.
      const terms = PAID_PACKAGE_TERMS[body.package];
      if (body.amountTaka < terms.priceTaka) throw new AppError('VALIDATION_FAILED', 'validation.paymentBelowPrice');
      const at = now();
      const trxId = body.trxId ? body.trxId : null;
      const id = publicPostId(post);
      const featuredUntil = new Date(at.getTime() + terms.days * DAY_MS);
      let usedBy: string | undefined;
      try {
        await decide(
          entry,
          { status: ['pending'], paymentConfirmedAt: post.paymentConfirmedAt },
          { paymentConfirmedAt: at, paymentConfirmedBy: staff.id },
          {
            actorId: staff.id,
            action: 'post.payment-confirmed',
            details: { method: body.method, amountTaka: body.amountTaka, package: body.package, trxId },
          },
          async (tx) => {
            const result = await payments.insertUnlessUsed(
              {
                postId: post.id,
                postPublicId: id,
                method: body.method,
                trxId,
                amountTaka: body.amountTaka,
                package: body.package,
                packageDays: terms.days,
                confirmedBy: staff.id,
                confirmedAt: at,
                featuredUntil,
              },
              tx,
            );
            if ('usedBy' in result) {
              usedBy = result.usedBy;
              throw new AppError('PAYMENT_ALREADY_USED');
            }
          },
        );
      } catch (error) {
        if (usedBy === undefined) throw error;
        const paidFor = usedBy;
        const method = body.method;
        throw namingError(
          'PAYMENT_ALREADY_USED',
          method === 'cash' ? 'errors.receiptUsed' : 'errors.trxIdUsed',
          (language) => ({
            postId: localDigits(paidFor, language),
            method: contractResources[language].enums.paymentMethod[method],
          }),
        );
      }
      // What was paid, as support recorded it, so the owner can check it against their bKash SMS (issue 64).
      await tellPoster(entry, 'paymentConfirmed', 'mine', (language) => ({
        record: paidRecordText(language, { ...body, trxId }),
        until: noticeDate(language, featuredUntil),
      }));
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
