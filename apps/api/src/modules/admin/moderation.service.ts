import {
  contractResources,
  isOverdue,
  type Language,
  type ModerationPost,
  type ModerationQueueQuery,
  officeMinutesBetween,
  type PostStatus,
  type QueueItem,
  rejectionNoteMissing,
  type RejectionReason,
  type RejectPostBody,
  siteHref,
  sitePaths,
} from '@ghorbari/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { effectiveStatus } from '../accounts/account-status.ts';
import type { UserRow, UsersRepository } from '../accounts/users.types.ts';
import { parsePostId, presentCard, presentDetail, publicPostId } from '../posts/posts.presenters.ts';
import type { PostChanges, PostGuard, PostRow, PostsRepository, PostWithImages } from '../posts/posts.types.ts';
import type { AuditRepository, NewAuditEntry } from '../audit/audit.types.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Notifier } from '../notifications/notices.ts';
import { changesSince, snapshotOf } from '../posts/post-snapshot.ts';
import { createPostSignals } from './post-signals.ts';
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

const reasonLabel = (language: Language, reason: RejectionReason) =>
  contractResources[language].enums.rejectionReason[reason];

export interface ModerationDeps {
  database: Pick<Database, 'transaction'>;
  /** The posts module's repository, handed in from app.ts (ADR 009). */
  posts: PostsRepository;
  /** The accounts module's repository: posters and staff names. */
  users: Pick<UsersRepository, 'byId' | 'summariesOf' | 'provenPhonesOf'>;
  audit: AuditRepository;
  history: Pick<AuditService, 'history'>;
  tell: Notifier;
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
  users,
  audit,
  history,
  tell,
  onApproved,
  priceChanges,
  now = () => new Date(),
}: ModerationDeps) {
  const postSignals = createPostSignals({ posts, users, now });
  async function find(postId: string): Promise<PostWithImages> {
    const parsed = parsePostId(postId);
    const found = parsed ? await posts.byNumber(parsed.type, parsed.number) : undefined;
    if (!found) throw new AppError('POST_UNAVAILABLE');
    return found;
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

  return {
    async queue(query: ModerationQueueQuery) {
      const at = now();
      const [{ rows, total }, submitted] = await Promise.all([posts.pendingPage(query), posts.pendingSubmittedAt()]);
      const [posters, signals] = await Promise.all([
        users.summariesOf(rows.map((row) => row.post.ownerId)),
        postSignals.forQueue(rows.map((row) => row.post)),
      ]);
      const items: QueueItem[] = rows.map((entry) => {
        const { post } = entry;
        const { waitedMinutes: _, ...wait } = waitOf(post, at);
        const poster = posters.get(post.ownerId);
        return {
          ...presentCard(entry),
          edited: post.updateCount > 0,
          wait,
          poster: {
            _id: post.ownerId,
            name: poster?.name ?? '',
            email: poster?.email ?? null,
            phone: poster?.phone ?? null,
          },
          payment: { called: post.callRecordedAt !== null, confirmed: post.paymentConfirmedAt !== null },
          signals: signals.get(post.id) ?? { photoMatches: 0, phoneAccounts: 1, phoneOfDisabledAccount: false },
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
      const entry = await find(postId);
      const { post } = entry;
      const owner = await poster(entry);
      const [counts, rejectedBefore, entries, names, signals, provenPhones] = await Promise.all([
        posts.countsOf(owner.id),
        audit.rejectionsOf(owner.id),
        history.history('post', publicPostId(post)),
        users.summariesOf([post.callRecordedBy, post.paymentConfirmedBy].flatMap((id) => id ?? [])),
        postSignals.forPost(post),
        users.provenPhonesOf(owner.id),
      ]);
      const countOf = (status: PostStatus) =>
        counts.filter((row) => row.status === status).reduce((n, row) => n + row.n, 0);
      const staff = (id: string | null) => (id ? { _id: id, name: names.get(id)?.name ?? '' } : null);
      let wait = null;
      if (post.status === 'pending') {
        const { waitedMinutes: _, ...rest } = waitOf(post, now());
        wait = rest;
      }
      return {
        // Support always sees the house and road number, shown to visitors or not (issue 41).
        post: presentDetail(entry, owner, provenPhones, 'private'),
        edited: post.updateCount > 0,
        wait,
        payment: {
          callRecordedAt: post.callRecordedAt?.toISOString() ?? null,
          callNote: post.callNote,
          callBy: staff(post.callRecordedBy),
          paymentConfirmedAt: post.paymentConfirmedAt?.toISOString() ?? null,
          paymentReference: post.paymentReference,
          paymentBy: staff(post.paymentConfirmedBy),
        },
        changes: post.approvedSnapshot && post.status === 'pending' ? changesSince(post.approvedSnapshot, entry) : null,
        poster: {
          _id: owner.id,
          name: owner.name,
          email: owner.email,
          phone: owner.phone,
          status: effectiveStatus(owner, now()),
          joinDate: owner.createdAt.toISOString(),
          posts: { approved: countOf('approved'), pending: countOf('pending'), rejected: countOf('rejected') },
          rejectedBefore,
        },
        history: entries,
        signals,
      };
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
      const id = publicPostId(post);
      await tell(
        await poster(entry),
        'postApproved',
        { title: post.title, postId: id },
        siteHref.postDetails(post.type, id),
      );
    },

    /** Pending or live → rejected, with a reason the poster sees so they can correct and repost. */
    async reject(staff: UserRow, postId: string, body: RejectPostBody): Promise<void> {
      if (rejectionNoteMissing(body)) {
        const note = { path: 'note', messageKey: 'validation.reasonRequired' };
        throw new AppError('VALIDATION_FAILED', 'validation.reasonRequired', undefined, [note]);
      }
      const entry = await find(postId);
      const { post } = entry;
      if (post.status === 'rejected') throw new AppError('CONFLICT', 'errors.postNotPending');
      const at = now();
      const { officeMinutes, waitedMinutes } = waitOf(post, at);
      const note = body.note ? body.note : null;
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
      );
      const owner = await poster(entry);
      await tell(
        owner,
        'postRejected',
        (language) => ({
          title: post.title,
          postId: publicPostId(post),
          reason: reasonLabel(language, body.reason),
          note: note ? ` “${note}”` : '',
        }),
        sitePaths.userProperties,
      );
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

    async confirmPayment(staff: UserRow, postId: string, reference: string): Promise<void> {
      const entry = await find(postId);
      const { post } = entry;
      if (!post.paid) throw new AppError('CONFLICT');
      await decide(
        entry,
        { status: ['pending'], paymentConfirmedAt: post.paymentConfirmedAt },
        { paymentConfirmedAt: now(), paymentConfirmedBy: staff.id, paymentReference: reference },
        { actorId: staff.id, action: 'post.payment-confirmed', details: { reference } },
      );
      await tell(
        await poster(entry),
        'paymentConfirmed',
        { title: post.title, postId: publicPostId(post) },
        sitePaths.userProperties,
      );
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
