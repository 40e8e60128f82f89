import {
  firmId as publicFirmId,
  type Language,
  type ModerationReview,
  type RejectionReason,
  type ReviewSignal,
  type ReviewStatus,
  siteHref,
  sitePaths,
} from '@ghorbari/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { localDigits } from '../../mail/templates.ts';
import type { UserRow, UsersRepository } from '../accounts/users.types.ts';

import type { Notifier } from '../notifications/notices.ts';
import { rejectionValues, requireRejectionNote } from '../notifications/rejection-notice.ts';
import type { AuditWriter } from '../audit/audit-writer.ts';
import type { FirmRow, FirmsAccess } from './reviews.types.ts';
import type { ReviewCodeRow, ReviewCodesRepository } from '../review-codes/review-codes.types.ts';
import { starsOf } from './reviews.presenters.ts';
import type { QueuedReview, ReviewRow, ReviewsRepository } from './reviews.repository.ts';

/** A code used within this many minutes of being issued is shown to staff (ADR 016). */
export const QUICK_CODE_MINUTES = 10;
const QUEUE_PAGE_SIZE = 20;

export interface ReviewModerationDeps {
  database: Pick<Database, 'transaction'>;
  reviews: ReviewsRepository;
  codes: Pick<ReviewCodesRepository, 'byIds'>;
  firms: Pick<FirmsAccess, 'byId' | 'adjustRating'>;
  users: Pick<UsersRepository, 'byId'>;
  /** The audit log's writer (the audit module's repository, handed in from app.ts). */
  audit: AuditWriter<'review'>;
  tell: Notifier;
  now?: () => Date;
}

type Signal = { kind: ReviewSignal; count: number };

/**
 * What may point at a bought or faked review (ADR 016), for staff to weigh: other reviews of the
 * firm from the same address or within an hour, a reviewer whose phone is the firm's or its
 * owner's, a code used within minutes of being issued.
 */
export function signalsOf(
  entry: Pick<QueuedReview, 'sameAddress' | 'burst'>,
  author: Pick<UserRow, 'phone'> | undefined,
  firm: Pick<FirmRow, 'phone' | 'pendingPhone'>,
  owner: Pick<UserRow, 'phone'> | undefined,
  code: Pick<ReviewCodeRow, 'createdAt' | 'usedAt'> | undefined,
): Signal[] {
  const signals: Signal[] = [];
  if (entry.sameAddress > 0) signals.push({ kind: 'same-address', count: entry.sameAddress });
  if (entry.burst > 0) signals.push({ kind: 'burst', count: entry.burst });
  const firmPhones = [firm.phone, firm.pendingPhone, owner?.phone].filter(Boolean);
  if (author?.phone && firmPhones.includes(author.phone)) signals.push({ kind: 'linked-phone', count: 1 });
  if (code?.usedAt) {
    const minutes = Math.max(0, Math.floor((code.usedAt.getTime() - code.createdAt.getTime()) / 60_000));
    if (minutes < QUICK_CODE_MINUTES) signals.push({ kind: 'quick-code', count: minutes });
  }
  return signals;
}

/**
 * Support's reviews queue and decisions (issue 14). Each decision changes the review, moves the
 * firm's rating totals and writes its audit row in one transaction, then tells the reviewer.
 */
export function createReviewModerationService({
  database,
  reviews,
  codes,
  firms,
  users,
  audit,
  tell,
  now = () => new Date(),
}: ReviewModerationDeps) {
  async function found(reviewId: string): Promise<{ review: ReviewRow; firm: FirmRow }> {
    const review = await reviews.byId(reviewId);
    const firm = review ? await firms.byId(review.firmId) : null;
    if (!review || !firm) throw new AppError('NOT_FOUND');
    return { review, firm };
  }
  const target = (review: ReviewRow, firm: FirmRow) =>
    ({
      targetType: 'review',
      targetId: review.id,
      targetLabel: `${firm.name} (${publicFirmId(firm.number)}): “${review.text.slice(0, 60)}”`,
    }) as const;

  return {
    async queue(query: { status: ReviewStatus; page: number }) {
      const { rows, total } = await reviews.queue(query.status, query.page, QUEUE_PAGE_SIZE);
      const firmIds = [...new Set(rows.map((row) => row.review.firmId))];
      const firmRows = (await Promise.all(firmIds.map((id) => firms.byId(id)))).filter((firm) => firm !== null);
      const firmById = new Map(firmRows.map((firm) => [firm.id, firm]));
      const people = [
        ...new Set([...rows.flatMap((row) => row.review.authorId ?? []), ...firmRows.map((f) => f.ownerId)]),
      ];
      const userRows = (await Promise.all(people.map((id) => users.byId(id)))).filter((user) => user !== undefined);
      const userById = new Map(userRows.map((user) => [user.id, user]));
      const codeById = await codes.byIds(rows.map((row) => row.review.codeId));

      const items: ModerationReview[] = rows.flatMap((entry) => {
        const { review } = entry;
        const firm = firmById.get(review.firmId);
        const code = codeById.get(review.codeId);
        if (!firm || !code) return [];
        const author = review.authorId ? userById.get(review.authorId) : undefined;
        return [
          {
            _id: review.id,
            firm: { PostID: publicFirmId(firm.number), name: firm.name },
            author: author
              ? {
                  id: author.id,
                  name: author.name,
                  email: author.email,
                  phone: author.phone,
                  language: author.language,
                }
              : null,
            rating: starsOf(review.ratingHalves),
            review: review.text,
            images: review.images,
            status: review.status,
            code: {
              clientName: code.clientName,
              category: code.category,
              issuedAt: code.createdAt.toISOString(),
              usedAt: code.usedAt?.toISOString() ?? null,
              clientPhone: code.clientPhone,
              match: review.codeMatch,
            },
            signals: signalsOf(entry, author, firm, userById.get(firm.ownerId), code),
            createdAt: review.createdAt.toISOString(),
          },
        ];
      });
      return {
        reviews: items,
        pagination: {
          page: query.page,
          limit: QUEUE_PAGE_SIZE,
          total,
          totalPages: Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE)),
        },
      };
    },

    /**
     * Pending → approved, by one guarded UPDATE: of two staff approving at once, one wins and
     * the other gets 409, and the firm's totals move once. The reviewer and the firm's owner are told.
     */
    async approve(staff: UserRow, reviewId: string): Promise<void> {
      const { review, firm } = await found(reviewId);
      if (review.status !== 'pending') throw new AppError('REVIEW_NOT_PENDING');
      const at = now();
      await database.transaction(async (tx) => {
        const approved = await reviews.updateIf(
          review.id,
          'pending',
          { status: 'approved', approvedAt: at, rejectionReason: null, rejectionNote: null },
          tx,
        );
        if (!approved) throw new AppError('REVIEW_NOT_PENDING');
        await firms.adjustRating(approved.firmId, 1, approved.ratingHalves, tx);
        await audit.insert(
          {
            actorId: staff.id,
            action: 'review.approved',
            ...target(approved, firm),
            details: {
              firmId: publicFirmId(firm.number),
              rating: starsOf(approved.ratingHalves),
              authorId: review.authorId,
            },
          },
          tx,
        );
      });
      const id = publicFirmId(firm.number);
      const author = review.authorId ? await users.byId(review.authorId) : undefined;
      if (author) await tell(author, 'reviewApproved', { firm: firm.name, firmId: id }, siteHref.interiorDetails(id));
      const owner = await users.byId(firm.ownerId);
      if (owner) {
        const stars = String(starsOf(review.ratingHalves));
        const values = (language: Language) => ({ firm: firm.name, firmId: id, rating: localDigits(stars, language) });
        await tell(owner, 'newReviewForFirm', values, siteHref.interiorDetails(id));
      }
    },

    /**
     * Pending or published → rejected, with a reason the reviewer reads so they can correct it. A
     * published review taken down leaves the firm's totals in the same transaction.
     */
    async reject(staff: UserRow, reviewId: string, body: { reason: RejectionReason; note?: string | undefined }) {
      requireRejectionNote(body);
      const { review, firm } = await found(reviewId);
      if (review.status === 'rejected') throw new AppError('REVIEW_NOT_PENDING');
      const note = body.note ? body.note : null;
      await database.transaction(async (tx) => {
        const rejected = await reviews.updateIf(
          review.id,
          review.status,
          { status: 'rejected', rejectionReason: body.reason, rejectionNote: note },
          tx,
        );
        if (!rejected) throw new AppError('REVIEW_NOT_PENDING');
        if (review.status === 'approved') await firms.adjustRating(review.firmId, -1, -review.ratingHalves, tx);
        await audit.insert(
          {
            actorId: staff.id,
            action: 'review.rejected',
            ...target(review, firm),
            reason: note,
            details: {
              firmId: publicFirmId(firm.number),
              rejectionReason: body.reason,
              wasLive: review.status === 'approved',
            },
          },
          tx,
        );
      });
      const author = review.authorId ? await users.byId(review.authorId) : undefined;
      if (author) {
        await tell(
          author,
          'reviewRejected',
          (language) => ({
            firm: firm.name,
            firmId: publicFirmId(firm.number),
            ...rejectionValues(language, body.reason, note),
          }),
          sitePaths.userReviews,
        );
      }
    },
  };
}
export type ReviewModerationService = ReturnType<typeof createReviewModerationService>;
