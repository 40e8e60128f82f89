import {
  firmId as publicFirmId,
  LIMITS,
  type MyReviewsResponse,
  type ReviewBody,
  type ReviewCodeMatch,
  siteHref,
} from '@ghorbari/contracts';
import { sha256 } from '../../auth/secrets.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { FileInput } from '../../images/file-input.ts';
import { removeReviewImages, storeReviewImages } from '../../images/review-images.ts';
import { effectiveStatus } from '../accounts/account-status.ts';
import type { UserRow, UsersRepository } from '../accounts/users.types.ts';
import type { Notifier } from '../notifications/notices.ts';
import type { DailyLimits } from '../accounts/daily-limits.ts';
import type { FirmRow, FirmsAccess } from './reviews.types.ts';
import type { ReviewCodesRepository } from '../review-codes/review-codes.types.ts';
import type { Guesser, ReviewCodesService } from '../review-codes/review-codes.service.ts';
import type { ReviewEdit } from './review-form.ts';
import { halvesOf, presentMyReview, presentPublicReview } from './reviews.presenters.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';
import type { Storage } from '../../storage/storage.ts';

/**
 * The client address a review came from, hashed: staff see how many reviews of a firm share one
 * (a signal), nobody sees the address. The fixed prefix keeps these hashes apart from others.
 */
export const addressHashOf = (address: string): string => sha256(`ghorbari:review-address:${address}`);

const imagesIssue = (key: 'validation.reviewImageMax' | 'validation.reviewNoChanges') =>
  new AppError('VALIDATION_FAILED', key, undefined, [
    { path: key === 'validation.reviewImageMax' ? 'images' : 'review', messageKey: key },
  ]);

export interface ReviewsDeps {
  database: Pick<Database, 'transaction'>;
  /** The per-account daily caps (issue 28: review photos, each one counted), in the review's transaction. */
  dailyLimits: DailyLimits;
  reviews: ReviewsRepository;
  codes: ReviewCodesRepository;
  codeChecks: Pick<ReviewCodesService, 'openCode' | 'listedFirm'>;
  /** The interior module's repository (H1): a review's firm and its running rating totals. */
  firms: Pick<FirmsAccess, 'byId' | 'adjustRating' | 'photosByFirm'>;
  users: Pick<UsersRepository, 'byId' | 'summariesOf'>;
  tell: Notifier;
  /** Where uploaded files live (ADR 028). */
  storage: Storage;
  now?: () => Date;
}

/**
 * Reviews of design firms (issue 14, spec §3–§5, §7, ADR 016): writing with a code, the firm's
 * public list, the firm's reply, and the member's own reviews (edit, delete).
 */
export function createReviewsService({
  database,
  dailyLimits,
  reviews: repo,
  codes,
  codeChecks,
  firms,
  users,
  tell,
  storage,
  now = () => new Date(),
}: ReviewsDeps) {
  function mayAct(user: UserRow): void {
    if (effectiveStatus(user, now()) !== 'normal') throw new AppError('ACCOUNT_SUSPENDED');
  }
  async function firmOf(review: Pick<ReviewRow, 'firmId'>): Promise<FirmRow> {
    const firm = await firms.byId(review.firmId);
    if (!firm) throw new AppError('FIRM_UNAVAILABLE');
    return firm;
  }
  async function found(reviewId: string): Promise<ReviewRow> {
    const review = await repo.byId(reviewId);
    if (!review) throw new AppError('NOT_FOUND');
    return review;
  }
  /** The review photos a member sends, as they count against the daily cap (issue 28); none without photos. */
  const photoTake = (user: UserRow, photos: readonly FileInput[]) =>
    photos.length > 0 ? ({ userId: user.id, kind: 'reviewPhoto', at: now(), amount: photos.length } as const) : null;
  /** The member's own review; another member's is refused (403), as posts do. */
  async function authored(user: UserRow, reviewId: string): Promise<ReviewRow> {
    const review = await found(reviewId);
    if (review.authorId !== user.id) throw new AppError('FORBIDDEN', 'errors.notReviewAuthor');
    return review;
  }

  return {
    /**
     * A new review, pending until support approves it. The code is checked as in the code step,
     * then claimed by one guarded UPDATE in the transaction that inserts the review: of two
     * submits with one code at once, exactly one review is written.
     */
    async create(
      guesser: Guesser,
      firmId: string,
      body: ReviewBody,
      photos: readonly FileInput[],
    ): Promise<{ reviewId: string; match: ReviewCodeMatch }> {
      const { firm, code, match } = await codeChecks.openCode(guesser, firmId, body.code);
      if (photos.length > LIMITS.review.maxImages) throw imagesIssue('validation.reviewImageMax');
      const photoCount = photoTake(guesser.user, photos);
      if (photoCount) await dailyLimits.check(photoCount);
      const images = await storeReviewImages(photos, storage);
      try {
        const review = await database.transaction(async (tx) => {
          const at = now();
          if (photoCount) await dailyLimits.take(photoCount, tx);
          if (!(await codes.claim(code.id, firm.id, guesser.user.id, at, tx))) {
            const current = await codes.byHash(code.codeHash, tx);
            throw new AppError(current?.usedAt ? 'REVIEW_CODE_USED' : 'REVIEW_CODE_EXPIRED');
          }
          return repo.insert(
            {
              firmId: firm.id,
              authorId: guesser.user.id,
              codeId: code.id,
              ratingHalves: halvesOf(body.rating),
              text: body.review,
              images,
              status: 'pending',
              addressHash: addressHashOf(guesser.address),
              // A code issued for a number the writer has not proved: held for support, never "verified client".
              codeMatch: match,
              createdAt: at,
              updatedAt: at,
            },
            tx,
          );
        });
        return { reviewId: review.id, match };
      } catch (error) {
        await removeReviewImages(images, storage);
        throw error;
      }
    },

    /** A listed firm's approved reviews, newest approved first, with the kind of job each code was for. */
    async ofFirm(firmId: string, query: { page: number; limit: number; withPhotos?: boolean | undefined }) {
      const firm = await codeChecks.listedFirm(firmId);
      const { rows, total } = await repo.approvedOfFirm(firm.id, query);
      const [codesById, authors] = await Promise.all([
        codes.byIds(rows.map((row) => row.codeId)),
        users.summariesOf(rows.flatMap((row) => row.authorId ?? [])),
      ]);
      return {
        reviews: rows.map((row) =>
          presentPublicReview(
            row,
            firm,
            codesById.get(row.codeId),
            row.authorId ? authors.get(row.authorId) : undefined,
          ),
        ),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: Math.max(1, Math.ceil(total / query.limit)),
        },
      };
    },

    /**
     * The firm's one public reply to an approved review; writing again replaces it. The reviewer
     * is told of the first reply only, so polishing the wording does not send a notice each time.
     */
    async respond(user: UserRow, reviewId: string, text: string): Promise<void> {
      mayAct(user);
      const review = await found(reviewId);
      const firm = await firmOf(review);
      if (firm.ownerId !== user.id) throw new AppError('FORBIDDEN');
      if (review.status !== 'approved') throw new AppError('REVIEW_NOT_APPROVED');
      const saved = await repo.updateIf(review.id, 'approved', { response: text, respondedAt: now() });
      if (!saved) throw new AppError('REVIEW_NOT_APPROVED');
      const author = review.respondedAt === null && review.authorId ? await users.byId(review.authorId) : undefined;
      if (author) {
        const id = publicFirmId(firm.number);
        await tell(author, 'reviewAnswered', { firm: firm.name, firmId: id }, siteHref.interiorDetails(id));
      }
    },

    /** Spec §7 GET /api/profile/getUserPostsReview: every review of the member, and the firms they are of. */
    async mine(user: UserRow): Promise<Omit<MyReviewsResponse, 'success' | 'message'>> {
      const rows = await repo.ofAuthor(user.id);
      const firmIds = [...new Set(rows.map((row) => row.firmId))];
      const firmRows = (await Promise.all(firmIds.map((id) => firms.byId(id)))).filter((firm) => firm !== null);
      const byId = new Map(firmRows.map((firm) => [firm.id, firm]));
      const photos = await firms.photosByFirm(firmRows.map((firm) => firm.id));
      return {
        interiorPosts: firmRows.map((firm) => ({
          PostID: publicFirmId(firm.number),
          companyName: firm.name,
          logoUrl: firm.logoPath,
          imageUrl: photos.get(firm.id)?.[0]?.cardPath ?? null,
        })),
        reviews: rows.flatMap((row) => {
          const firm = byId.get(row.firmId);
          return firm ? [presentMyReview(row, firm)] : [];
        }),
      };
    },

    /**
     * Spec §7's edit: new text, rating or photos (kept + new at most 2). Nothing changed is refused.
     * The review goes back to pending; if it was approved, it leaves the firm's totals in the same
     * transaction, read under the review's lock so the change counts once.
     */
    async update(user: UserRow, reviewId: string, edit: ReviewEdit, photos: readonly FileInput[]): Promise<void> {
      mayAct(user);
      if (edit.reviewId !== undefined && edit.reviewId !== reviewId) throw new AppError('VALIDATION_FAILED');
      const current = await authored(user, reviewId);
      const keptOf = (images: string[]) =>
        images.filter(
          (image) =>
            (edit.keepImages === undefined || edit.keepImages.includes(image)) && !edit.removeImages.includes(image),
        );
      const halves = edit.rating === undefined ? current.ratingHalves : halvesOf(edit.rating);
      const countImages = (kept: string[]) => {
        if (kept.length + photos.length > LIMITS.review.maxImages) throw imagesIssue('validation.reviewImageMax');
      };
      const kept = keptOf(current.images);
      countImages(kept);
      const unchanged =
        edit.review === current.text &&
        halves === current.ratingHalves &&
        photos.length === 0 &&
        kept.length === current.images.length;
      if (unchanged) throw imagesIssue('validation.reviewNoChanges');

      const photoCount = photoTake(user, photos);
      if (photoCount) await dailyLimits.check(photoCount);
      const added = await storeReviewImages(photos, storage);
      let dropped: string[];
      try {
        dropped = await database.transaction(async (tx) => {
          if (photoCount) await dailyLimits.take(photoCount, tx);
          const locked = await repo.lock(reviewId, tx);
          if (!locked || locked.authorId !== user.id) throw new AppError('NOT_FOUND');
          const keep = keptOf(locked.images);
          countImages(keep);
          await repo.update(
            locked.id,
            {
              text: edit.review,
              ratingHalves: halves,
              images: [...keep, ...added],
              status: 'pending',
              approvedAt: null,
              rejectionReason: null,
              rejectionNote: null,
            },
            tx,
          );
          if (locked.status === 'approved') await firms.adjustRating(locked.firmId, -1, -locked.ratingHalves, tx);
          return locked.images.filter((image) => !keep.includes(image));
        });
      } catch (error) {
        await removeReviewImages(added, storage);
        throw error;
      }
      await removeReviewImages(dropped, storage);
    },

    /** The author deletes their review; an approved one leaves the firm's totals in the same transaction. */
    async remove(user: UserRow, reviewId: string): Promise<void> {
      await authored(user, reviewId);
      const removed = await database.transaction(async (tx) => {
        const locked = await repo.lock(reviewId, tx);
        if (!locked || locked.authorId !== user.id) throw new AppError('NOT_FOUND');
        await repo.remove(locked.id, tx);
        if (locked.status === 'approved') await firms.adjustRating(locked.firmId, -1, -locked.ratingHalves, tx);
        return locked;
      });
      await removeReviewImages(removed.images, storage);
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
