import type { PaidPackage, PaymentMethod } from '@ghorbari/contracts';
import type { AnyColumn, SQL, SQLWrapper } from 'drizzle-orm';
import type { postImages, posts } from './posts.schema.ts';
import type { UserSummary } from '../accounts/users.types.ts';
import type { LISTED_COLUMNS } from './listed-columns.ts';

/**
 * The posts module's records, for the modules it hands its repositories to (ADR 009): they name
 * these types, never the repository files themselves.
 */
export type PostRow = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
/**
 * What other modules read of a post they point at (land documents, reports): how to name and
 * link it, whether it is live, and whose it is.
 */
export type PostReference = Pick<PostRow, 'id' | 'type' | 'number' | 'title' | 'status' | 'ownerId'>;
export type PostChanges = Partial<Omit<NewPost, 'id' | 'number' | 'ownerId' | 'createdAt'>>;
export type ImageRow = typeof postImages.$inferSelect;
/**
 * What a staff decision on a post was made on (ADR 032): its status (one of these) and, where the
 * decision is about them, the staff call and payment confirmation as they were read.
 */
/**
 * What a search of the moderation queue names, read by the admin module (issue 41): one post by
 * its number, or a phone number (digits as typed) with the accounts that number belongs to.
 */
export type QueueSearch =
  { post: { type: PostRow['type']; number: number } } | { phone: string; ownerIds: readonly string[] };

export interface PostGuard {
  status: readonly PostRow['status'][];
  callRecordedAt?: Date | null;
  paymentConfirmedAt?: Date | null;
}

/** A post with its photos in order. Who posted it is the accounts module's to say. */
export interface PostWithImages {
  post: PostRow;
  images: ImageRow[];
}

/** A post as listings read it: only what its card shows (listed-columns.ts). */
export type ListedPost = Pick<PostRow, (typeof LISTED_COLUMNS)[number]>;

/** A post on a page of cards: its first photo's card image and how many photos it has. */
export interface ListedCard {
  post: ListedPost;
  firstImage: string | null;
  imageCount: number;
}

/** What a post's page shows of its owner, and what decides whether the post may be listed. */
export type PostOwner = Pick<UserSummary, 'id' | 'name' | 'proPic' | 'status' | 'suspendedUntil'>;

/**
 * What the posts module reads of tables it does not own, inside its own single statements: SQL
 * the owner module writes, handed in from repositories.ts, as `ownerListed` is (ADR 009). The
 * payments and reports modules sit above posts (their rows name posts), so posts cannot import them.
 */
export interface OtherOwnersReads {
  /** The ids of the posts whose paid featured days are over at `now` (the payments module's records). */
  featuredEndedPosts(now: Date): SQLWrapper;
  /**
   * How many different people (a member by account, a visitor by address) reported the post
   * `postId` "already rented or sold" in reports still open and made after `since` (the reports module's).
   */
  soldOrRentedReporters(postId: AnyColumn, since: AnyColumn): SQL;
}

/**
 * A paid post's payment record as support confirmed it (issue 41, ADR 049): what the posts module
 * reads of the payments module's rows, so it never names their type (ADR 009).
 */
export interface PaidPostRecord {
  method: PaymentMethod;
  /** Null for cash taken without a receipt number. */
  trxId: string | null;
  amountTaka: number;
  package: PaidPackage;
  confirmedAt: Date;
  featuredUntil: Date;
}

/**
 * What the posts service reads of payment records: the payments module's repository, handed in
 * from services.ts, so the owner's list shows what was paid and until when a paid post is
 * featured (ADR 049, issue 64).
 */
export interface PaidPostRecords {
  ofPosts(postIds: readonly string[]): Promise<ReadonlyMap<string, PaidPostRecord>>;
}

export type { PostsRepository } from './posts.repository.ts';
export type { AvailabilityRepository } from './availability.repository.ts';
export type { ListingRepository } from './listing.repository.ts';
export type { PostSearchIndexRepository } from './search-index.repository.ts';
export type { PostSitemapRepository } from './sitemap.repository.ts';
export type { ModerationQueueRepository } from './moderation-queue.repository.ts';
export type { ViewCountsRepository } from './view-counts.repository.ts';
export type { PostAlertsRepository } from './alerts.repository.ts';
export type { PostBackfillRepository } from './backfill.repository.ts';
