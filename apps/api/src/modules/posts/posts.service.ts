import { sha256 } from '../../auth/secrets.ts';
import {
  DAILY_LIMITS,
  expectedGoLive,
  LIMITS,
  type DailyCountKind,
  type PostBasics,
  monthOf,
  type PostListQuery,
  type PostDetail,
} from '@ghorbari/contracts';
import { isLocationChain, isNeighbourhoodOf } from '@ghorbari/contracts/locations';
import type { Database, Tx } from '../../db/client.ts';
import { publicDataGeneration } from '../../db/write-generation.ts';
import { AppError, unauthorized } from '../../errors/app-error.ts';
import { shareCard } from '../../images/share-card.ts';
import type { FileInput } from '../../images/file-input.ts';
import { removePostImages, storePostImages, type StoredImage } from '../../images/post-images.ts';
import { effectiveStatus } from '../accounts/account-status.ts';
import type { DailyCountsRepository, UserRow, UsersRepository } from '../accounts/users.types.ts';
import { queryOf, widerSearches } from '../search/alternatives.ts';
import { planSearch } from '../search/query.ts';
import { understandSearch } from '../search/understand.ts';
import { fitOf, nearPlanOf, type NearPlan } from '../search/near.ts';
import type { ListingFilters } from './listing-query.ts';
import { ANSWERS_KEPT, createAnswerCache } from './answer-cache.ts';
import { dhakaDay } from '../../time/dhaka-day.ts';
import { dailyLimitReached } from '../accounts/daily-limits.ts';
import {
  houseFor,
  parsePostId,
  presentCard,
  presentDetail,
  presentListed,
  presentPaidRecord,
  presentSaved,
  publicPostId,
} from './posts.presenters.ts';
import type {
  AvailabilityRepository,
  ListingRepository,
  PaidPostRecords,
  PostOwner,
  PostRow,
  PostSitemapRepository,
  PostsRepository,
  PostWithImages,
} from './posts.types.ts';
import type { SavedItemSource, SavedPostsRepository } from '../saved-posts/saved-posts.types.ts';
import type { ViewCounts } from './view-counts.ts';
import { editedEntry, unusedImages } from './post-edits.ts';
import { columnsOf, editColumnsOf } from './post-columns.ts';
import type { Storage } from '../../storage/storage.ts';

/** Support and admins: they always see a post's house and road number (issue 41). */
const isStaff = (user: Pick<UserRow, 'role'> | null) => user?.role === 'support' || user?.role === 'admin';

export interface PostsDeps {
  database: Pick<Database, 'transaction'>;
  posts: PostsRepository;
  /** Pages of approved posts and their counts (listing.repository.ts). */
  listing: Pick<ListingRepository, 'listApproved' | 'countApproved' | 'listNear'>;
  /** The post pages the sitemap lists (sitemap.repository.ts). */
  sitemap: Pick<PostSitemapRepository, 'publicPages'>;
  /** The owner's "still available" and "reopen" (issue 41, ADR 048): the posts module's availability repository. */
  availability: Pick<AvailabilityRepository, 'confirmAvailability' | 'confirmByToken' | 'reopen'>;
  /** Who saved a post, to tell them when it is rented or sold: the saved module's repository. */
  saved: Pick<SavedPostsRepository, 'saversOf'>;
  dailyCounts: DailyCountsRepository;
  /** Owners' names and account status: the accounts module's repository, handed in from app.ts. */
  owners: Pick<UsersRepository, 'summariesOf' | 'provenPhonesOf' | 'summaryWithProvenPhones' | 'provenByAnother'>;
  /** Where uploaded files live (ADR 028). */
  storage: Storage;
  /** Tells the members who saved a post that it was rented or sold (in-app and by mail). */
  tellSavers?: (userIds: string[], post: { type: PostRow['type']; postId: string; title: string }) => Promise<void>;
  /** Removes the private land-document files of deleted posts (the documents module, issue 18). */
  removeDocuments?: (postIds: string[]) => Promise<void>;
  /** Views of post pages, counted in memory and written in batches (view-counts.ts). */
  views: Pick<ViewCounts, 'count' | 'pending' | 'flushes'>;
  /** A member saved a sell or rent post (its id): the lister's daily insights count it (issue 19). */
  onSaved?: (postId: string) => void;
  /** How long a page of cards or a post page may be reused (answer-cache.ts, ADR 021); 0: never. */
  answersKeptMs?: number;
  /** Payment records (the payments module): the owner's list says until when a paid post is featured. */
  payments?: PaidPostRecords;
  now?: () => Date;
}

/** Sell and rent posts (issue 4): posting, browsing, owning, editing and saving. */
export function createPostsService({
  database,
  posts: repo,
  listing,
  sitemap,
  availability,
  saved,
  dailyCounts,
  owners,
  storage,
  tellSavers = async () => {},
  removeDocuments = async () => {},
  views,
  onSaved = () => {},
  answersKeptMs = 0,
  payments,
  now = () => new Date(),
}: PostsDeps) {
  /** Posts of a disabled or suspended account leave every public place. */
  const listed = (entry: PostWithImages, owner: PostOwner) =>
    entry.post.status === 'approved' && effectiveStatus(owner, now()) === 'normal';
  async function ownerOf(entry: PostWithImages): Promise<PostOwner> {
    const owner = (await owners.summariesOf([entry.post.ownerId])).get(entry.post.ownerId);
    if (!owner) throw new AppError('POST_UNAVAILABLE');
    return owner;
  }

  function mayPost(user: UserRow): void {
    if (effectiveStatus(user, now()) !== 'normal') throw new AppError('ACCOUNT_SUSPENDED');
    if (!user.phone) throw new AppError('FORBIDDEN', 'errors.phoneRequiredToPost');
  }
  /**
   * A post's primary contact number must be one the poster proved by an SMS code (issue 40), so a
   * post cannot carry someone else's number. An edit that keeps the number it had is let through:
   * posts from before numbers were proven keep theirs until it changes.
   */
  async function checkPrimaryPhone(user: UserRow, body: PostBasics, before?: string): Promise<void> {
    if (body.primaryPhone === before) return;
    if ((await owners.provenPhonesOf(user.id)).includes(body.primaryPhone)) return;
    // An account deleted while its post was on the way has no numbers left: it is signed out, as
    // every other request of a deleted account is, not told to prove its number.
    if (!(await owners.summariesOf([user.id])).has(user.id)) throw unauthorized();
    throw new AppError('VALIDATION_FAILED', 'validation.primaryPhoneUnverified', undefined, [
      { path: 'primaryPhone', messageKey: 'validation.primaryPhoneUnverified' },
    ]);
  }
  /**
   * A post's secondary number needs no proof, but it may not be a number another account proved
   * unless the poster proved it too (issue 62): it is shown "Number verified" only when the poster
   * proved it, and cannot pass another member's proven number off as the poster's. An edit that
   * keeps the number it had is let through.
   */
  async function checkSecondaryPhone(user: UserRow, body: PostBasics, before?: string | null): Promise<void> {
    const phone = body.secondaryPhone;
    if (!phone || phone === before) return;
    if ((await owners.provenPhonesOf(user.id)).includes(phone)) return;
    if (!(await owners.provenByAnother(phone, user.id))) return;
    throw new AppError('VALIDATION_FAILED', 'validation.secondaryPhoneOfAnother', undefined, [
      { path: 'secondaryPhone', messageKey: 'validation.secondaryPhoneOfAnother' },
    ]);
  }
  function checkLocation(body: PostBasics): void {
    const { division, district, subDistrict, neighbourhood } = body.location;
    if (!isLocationChain(division, district, subDistrict)) {
      throw new AppError('VALIDATION_FAILED', 'validation.choiceInvalid');
    }
    // A neighbourhood is optional, but one that is named must lie in the chosen thana (ADR 004).
    if (neighbourhood && !isNeighbourhoodOf(subDistrict, neighbourhood)) {
      throw new AppError('VALIDATION_FAILED', 'validation.neighbourhoodNotInArea', undefined, [
        { path: 'location.neighbourhood', messageKey: 'validation.neighbourhoodNotInArea' },
      ]);
    }
  }
  /** Pages of cards by their query; a post page's post and owner by PostID, until views are written. */
  const listings = createAnswerCache<Awaited<ReturnType<typeof listCards>>>({
    ttlMs: answersKeptMs,
    kept: ANSWERS_KEPT.listings,
    stamp: publicDataGeneration,
    now: () => now().getTime(),
  });
  const pages = createAnswerCache<{
    found: PostWithImages;
    owner: PostOwner;
    provenPhones: readonly string[];
    page: PostDetail;
  }>({
    ttlMs: answersKeptMs,
    kept: ANSWERS_KEPT.posts,
    stamp: () => `${publicDataGeneration()}/${views.flushes()}`,
    now: () => now().getTime(),
  });
  async function listCards(query: PostListQuery & ListingFilters, plan?: NearPlan) {
    const { rows, featured, total, moreThanTotal } = await listing.listApproved(query, LIMITS.listing.featuredPerPage);
    // Fewer exact fits than a page: the nearest fits follow, each saying why (issue 63, ADR 075).
    const near =
      plan && query.page === 1 && total < query.limit
        ? await listing.listNear(plan, query, query.limit - rows.length)
        : [];
    return {
      featured: featured.map(presentListed),
      posts: rows.map(presentListed),
      near: near.map((found) => ({ ...presentListed(found.card), fit: fitOf(found.card.post, plan!, found) })),
      widened: near.length > 0 ? plan!.widened : null,
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
        moreThanTotal,
      },
    };
  }

  async function find(postId: string): Promise<PostWithImages> {
    const parsed = parsePostId(postId);
    const found = parsed ? await repo.byNumber(parsed.type, parsed.number) : undefined;
    if (!found) throw new AppError('POST_UNAVAILABLE');
    return found;
  }
  async function owned(user: UserRow, postId: string): Promise<PostWithImages> {
    const found = await find(postId);
    if (found.post.ownerId !== user.id) throw new AppError('FORBIDDEN', 'errors.notOwner');
    return found;
  }
  /** The id of a listed post of this type by its PostID, or undefined when it is not listed. */
  async function listedPostId(type: PostRow['type'], itemId: string): Promise<string | undefined> {
    const parsed = parsePostId(itemId);
    const found = parsed?.type === type ? await repo.byNumber(type, parsed.number) : undefined;
    return found !== undefined && listed(found, await ownerOf(found)) ? found.post.id : undefined;
  }
  const storedOf = (entry: Pick<PostWithImages, 'images'>): StoredImage[] =>
    entry.images.map((image) => ({ card: image.cardPath, large: image.largePath, hash: image.photoHash }));

  /** Daily limits (issue 11): the message and the wait until the next Dhaka day when one is reached. */
  const overDailyLimit = (kind: DailyCountKind) => dailyLimitReached(kind, now());
  /** Counts one `kind` for the user today, in the caller's transaction, or refuses with 429. */
  async function takeDaily(user: UserRow, kind: DailyCountKind, tx: Tx) {
    if (!(await dailyCounts.take(user.id, kind, dhakaDay(now()), DAILY_LIMITS[kind], tx))) throw overDailyLimit(kind);
  }

  /** When a post sent for review now should go live (1 to 5 support hours, spec §1). */
  function goLiveWindow() {
    const live = expectedGoLive(now());
    return { from: live.from.toISOString(), to: live.to.toISOString() };
  }

  /**
   * Counts an edit of a live post and puts it beside the post for support (ADR 048), in the
   * caller's transaction: the post and its photos stay as approved. Returns the new edit count
   * and the photos of a replaced edit that neither the new edit nor the live post uses.
   */
  async function holdLiveEdit(
    current: PostWithImages,
    body: PostBasics,
    keep: string[],
    added: StoredImage[],
    countImages: (images: StoredImage[]) => void,
    tx: Tx,
  ): Promise<{ updateCount: number; dropped: StoredImage[] }> {
    const updateCount = await repo.countLiveEdit(current.post.id, LIMITS.post.maxEdits, tx);
    if (updateCount === undefined) {
      // Still live: the limit was reached; otherwise support took it down meanwhile.
      if ((await repo.stateOf(current.post.id, tx))?.status === 'approved')
        throw new AppError('CONFLICT', 'errors.editLimitReached');
      throw new AppError('CONFLICT', 'errors.postChangedMeanwhile');
    }
    // Read after the count took the row's lock: the edit a concurrent winner left, if any.
    const replaced = await repo.editOf(current.post.id, tx);
    const liveImages = storedOf({ images: await repo.imagesOf(current.post.id, tx) });
    const base = replaced?.images ?? liveImages;
    countImages(base);
    const images = [...base.filter((image) => keep.includes(image.large)), ...added].map((image) => ({
      card: image.card,
      large: image.large,
      hash: image.hash ?? null,
    }));
    // Paid or free, and the package, were settled with support when the post went live: an edit
    // does not change them.
    const columns = {
      ...editColumnsOf(body, current.post, now()),
      paid: current.post.paid,
      paidPackage: current.post.paidPackage,
    };
    await repo.holdEdit({ postId: current.post.id, columns, images, submittedAt: now() }, tx);
    return { updateCount, dropped: replaced ? unusedImages(replaced.images, images, liveImages) : [] };
  }

  return {
    async create(user: UserRow, body: PostBasics, photos: readonly FileInput[]) {
      mayPost(user);
      checkLocation(body);
      await checkPrimaryPhone(user, body);
      await checkSecondaryPhone(user, body);
      if (photos.length < LIMITS.post.minImages)
        throw new AppError('VALIDATION_FAILED', 'validation.postImageRequired');
      if (photos.length > LIMITS.post.maxImages) throw new AppError('VALIDATION_FAILED', 'validation.postImageMax');
      // A cheap early refusal before the photos are processed; the count itself is taken below.
      if ((await dailyCounts.get(user.id, 'post', dhakaDay(now()))) >= DAILY_LIMITS.post) throw overDailyLimit('post');
      const images = await storePostImages(photos, storage);
      try {
        const post = await database.transaction(async (tx) => {
          await takeDaily(user, 'post', tx);
          const row = await repo.insert({ ...columnsOf(body), ownerId: user.id }, images, tx);
          await repo.recordPhotoMatches(row.id, tx);
          return row;
        });
        // A paid post's confirmation names its package, its price and how to pay (issue 64).
        return { PostID: publicPostId(post), expectedLive: goLiveWindow(), paidPackage: post.paidPackage };
      } catch (error) {
        await removePostImages(images, storage);
        throw error;
      }
    },

    /**
     * Edit: owner only (issue 4, issue 41, ADR 048). Kept images are named by their large path.
     * - A live post keeps its approved version public: the edit waits beside it for support, in
     *   place of one already waiting (whose photos nothing else uses are removed), and counts as
     *   one of the 2 edits. Kept photos are those of the waiting edit if one waits, else the post's.
     * - A post waiting for its first approval has its submission replaced, not counted.
     * - Any other post (rejected, or back in review) changes and goes back to review, counted.
     * A count is checked and taken in the statement that changes the post (`countEdit`,
     * `countLiveEdit`), and the images are read and replaced after it in the same transaction, so
     * of concurrent edits only as many as the limit allows win, each on the images the previous
     * winner left; a losing edit removes the photos it stored (issue 11).
     */
    async update(user: UserRow, postId: string, body: PostBasics, keep: string[], photos: readonly FileInput[]) {
      mayPost(user);
      const current = await owned(user, postId);
      const limitReached = () => new AppError('CONFLICT', 'errors.editLimitReached');
      const live = current.post.status === 'approved';
      const firstSubmission = current.post.status === 'pending' && current.post.approvedAt === null;
      if (!firstSubmission && current.post.updateCount >= LIMITS.post.maxEdits) throw limitReached();
      if (body.type !== current.post.type) throw new AppError('VALIDATION_FAILED', 'validation.choiceInvalid');
      checkLocation(body);
      await checkPrimaryPhone(user, body, current.post.primaryPhone);
      await checkSecondaryPhone(user, body, current.post.secondaryPhone);
      const countImages = (images: StoredImage[]) => {
        const total = images.filter((image) => keep.includes(image.large)).length + photos.length;
        if (total < LIMITS.post.minImages) throw new AppError('VALIDATION_FAILED', 'validation.postImageKeepOne');
        if (total > LIMITS.post.maxImages) throw new AppError('VALIDATION_FAILED', 'validation.postImageMax');
      };
      const waiting = live ? await repo.editOf(current.post.id) : undefined;
      countImages(waiting?.images ?? storedOf(current));
      const added = await storePostImages(photos, storage);
      let outcome: { updateCount: number; dropped: StoredImage[] };
      try {
        outcome = await database.transaction(async (tx) => {
          if (live) return holdLiveEdit(current, body, keep, added, countImages, tx);
          const changes = {
            ...editColumnsOf(body, current.post, now()),
            status: 'pending' as const,
            rejectionReason: null,
            rejectionNote: null,
            submittedAt: now(),
          };
          let updateCount: number | undefined = current.post.updateCount;
          if (firstSubmission) {
            // Approved meanwhile: the owner edits the live post afresh.
            if (!(await repo.replaceSubmission(current.post.id, changes, tx)))
              throw new AppError('CONFLICT', 'errors.postChangedMeanwhile');
          } else {
            updateCount = await repo.countEdit(current.post.id, LIMITS.post.maxEdits, changes, tx);
            if (updateCount === undefined) throw limitReached();
          }
          const images = storedOf({ images: await repo.imagesOf(current.post.id, tx) });
          countImages(images);
          const kept = images.filter((image) => keep.includes(image.large));
          await repo.replaceImages(current.post.id, [...kept, ...added], tx);
          await repo.recordPhotoMatches(current.post.id, tx);
          return { updateCount, dropped: images.filter((image) => !keep.includes(image.large)) };
        });
      } catch (error) {
        await removePostImages(added, storage);
        throw error;
      }
      await removePostImages(outcome.dropped, storage);
      // In review from now: the same go-live window as a new post (issue 12).
      return {
        PostID: postId,
        updateCount: outcome.updateCount,
        expectedLive: goLiveWindow(),
        editWaiting: live,
      };
    },

    /** The owner marks a live post rented or sold: it leaves the listings, and its savers are told. */
    async close(user: UserRow, postId: string): Promise<{ closedAt: string; type: PostRow['type'] }> {
      const current = await owned(user, postId);
      const closedAt = await repo.close(current.post.id, now());
      if (!closedAt) throw new AppError('POST_NOT_LIVE');
      const id = publicPostId(current.post);
      const savers = (await saved.saversOf(current.post.type, id)).filter((saver) => saver !== user.id);
      if (savers.length > 0)
        await tellSavers(savers, { type: current.post.type, postId: id, title: current.post.title });
      return { closedAt: closedAt.toISOString(), type: current.post.type };
    },

    /** The owner says a live post's home is still free (issue 41, ADR 048): shown on its page from now. */
    async confirmAvailable(user: UserRow, postId: string): Promise<{ confirmedAt: string; type: PostRow['type'] }> {
      const current = await owned(user, postId);
      const at = await availability.confirmAvailability(current.post.id, now());
      if (!at) throw new AppError('POST_NOT_LIVE');
      return { confirmedAt: at.toISOString(), type: current.post.type };
    },

    /**
     * The SMS's one-tap link (issue 41): its token, single-purpose, confirms its own post once and
     * until it expires, without a session. Only the token's SHA-256 is stored.
     */
    async confirmAvailableByLink(
      token: string,
    ): Promise<{ postId: string; confirmedAt: string; type: PostRow['type'] }> {
      const at = now();
      const outcome = await availability.confirmByToken(sha256(token), at);
      if (!outcome) throw new AppError('AVAILABILITY_LINK_INVALID');
      if ('expired' in outcome) throw new AppError('AVAILABILITY_LINK_EXPIRED');
      return { postId: publicPostId(outcome.confirmed), confirmedAt: at.toISOString(), type: outcome.confirmed.type };
    },

    /** A closed post of the owner's goes live again, confirmed now; it is not an edit (issue 41). */
    async reopen(user: UserRow, postId: string): Promise<{ confirmedAt: string }> {
      const current = await owned(user, postId);
      const at = await availability.reopen(current.post.id, now());
      if (!at) throw new AppError('POST_NOT_CLOSED');
      return { confirmedAt: at.toISOString() };
    },

    /** After LIMITS.repostAfterDays, the owner may put a live post back at the top of "newest first". */
    async repost(user: UserRow, postId: string): Promise<{ postDate: string }> {
      const current = await owned(user, postId);
      if (current.post.status !== 'approved' || current.post.closedAt) throw new AppError('POST_NOT_LIVE');
      const at = now();
      const due = new Date(at.getTime() - LIMITS.repostAfterDays * 24 * 3600_000);
      if (!(await repo.repost(current.post.id, at, due))) throw new AppError('REPOST_TOO_SOON');
      return { postDate: at.toISOString() };
    },

    async remove(user: UserRow, postId: string): Promise<void> {
      const current = await owned(user, postId);
      const edit = await repo.editOf(current.post.id);
      await repo.remove(current.post.id);
      await removePostImages(storedOf(current), storage);
      if (edit) await removePostImages(unusedImages(edit.images, storedOf(current)), storage);
      await removeDocuments([current.post.id]);
    },

    /**
     * An account's deletion, for the accounts module: `removeOwner` deletes the account (its posts
     * go with it, by cascade), then the photo files of those posts are removed, so the uploads
     * folder stops serving them, and their land documents' files.
     */
    async removeWithOwner(ownerId: string, removeOwner: () => Promise<void>): Promise<void> {
      const [owned, edits] = await Promise.all([repo.ofOwner(ownerId), repo.editsOfOwner(ownerId)]);
      await removeOwner();
      const live = owned.flatMap(storedOf);
      await removePostImages(
        [
          ...live,
          ...unusedImages(
            edits.flatMap((edit) => edit.images),
            live,
          ),
        ],
        storage,
      );
      await removeDocuments(owned.map((entry) => entry.post.id));
    },

    /**
     * A page of a listing. With a keyword and no sort asked for (`sortAsked` false), the best
     * matches come first; "relevance" without a keyword is newest first (ADR 019).
     */
    async list(query: PostListQuery, { sortAsked = true }: { sortAsked?: boolean } = {}) {
      // What the words say of place, type, rooms, price and size: the exact fits have it all
      // (issue 29, ADR 037); the near fits after them, some of it (issue 63, ADR 075).
      const understanding = understandSearch(query);
      const { search, pieces, question } = understanding;
      const { page: _page, limit: _limit, ...wanted } = query;
      const plan = nearPlanOf(wanted, understanding);
      const keyword = planSearch(search.q) !== undefined || pieces.length > 0;
      const sort = keyword && !sortAsked ? 'relevance' : !keyword && query.sort === 'relevance' ? 'newest' : query.sort;
      // A move-in filter counts from this month in Dhaka; the month is part of the kept answer's key.
      const asked = { ...search, sort, ...(search.moveIn ? { month: monthOf(now()) } : {}) };
      return {
        understood: pieces,
        // The words matched as text, once the understood ones are out (issue 42: an empty result
        // asks to check the spelling only of these).
        words: search.q ?? null,
        placeQuestion: question ?? null,
        ...(await listings.read(JSON.stringify(asked), () => listCards(asked, plan))),
      };
    },

    /** The searches one step wider than this one, with how many posts each finds (issue 29: no dead ends). */
    async alternatives(query: PostListQuery) {
      const { page: _page, limit: _limit, ...asked } = query;
      const wider = widerSearches(asked);
      const month = monthOf(now());
      const totals = await listing.countApproved(
        wider.map((entry) => ({ ...understandSearch(entry.search).search, month })),
      );
      return wider.map(({ search, ...entry }, index) => ({ ...entry, query: queryOf(search), total: totals[index]! }));
    },

    /**
     * Every post page anyone may open — the ones `detail` answers for a visitor — as its PostID,
     * type and when it last changed, most recent first, at most `limit` (the sitemap).
     */
    async publicPages(limit: number) {
      const rows = await sitemap.publicPages(limit);
      return rows.map((row) => ({ postId: publicPostId(row), type: row.type, changedAt: row.changedAt }));
    },

    /** An approved post's photo as a share-preview image (see images/share-card.ts); null if it is gone. */
    shareCard: (largePath: string) => shareCard(storage, largePath),

    /** An approved post for anyone; the owner also sees their own pending or rejected post. */
    async detail(postId: string, viewer: UserRow | null) {
      const { found, owner, provenPhones, page } = await pages.read(postId, async () => {
        const entry = await find(postId);
        // The owner and the numbers they proved ("Number verified"), in one statement.
        const ownerOfEntry = await owners.summaryWithProvenPhones(entry.post.ownerId);
        if (!ownerOfEntry) throw new AppError('POST_UNAVAILABLE');
        return {
          found: entry,
          owner: ownerOfEntry,
          provenPhones: ownerOfEntry.provenPhones,
          // The cached answer is the one every visitor may get: without a house number kept private.
          page: presentDetail(entry, ownerOfEntry, ownerOfEntry.provenPhones, 'public'),
        };
      });
      const own = viewer?.id === found.post.ownerId;
      if (!own && !listed(found, owner)) throw new AppError('POST_UNAVAILABLE');
      // Counted in memory, written in batches: a page read writes nothing. The count shown is the
      // stored one plus the views this instance has not written yet, this one included.
      if (!own) views.count(found.post.id);
      const viewCount = found.post.viewCount + views.pending(found.post.id);
      // The owner and staff see the house and road number too, on a copy: the cached page stays public.
      const house = own || isStaff(viewer) ? houseFor(found.post, 'private') : page.location.house;
      // The owner also gets their edit waiting beside the live post, read apart from the kept
      // answer every visitor shares, so it never shows to anyone else (ADR 048).
      const edit = own && found.post.status === 'approved' ? await repo.editOf(found.post.id) : undefined;
      const waitingEdit = edit
        ? { waitingEdit: { ...presentDetail(editedEntry(found, edit), owner, provenPhones, 'private'), viewCount } }
        : {};
      return { post: { ...page, location: { ...page.location, house }, viewCount }, ...waitingEdit };
    },

    async ofOwner(user: UserRow) {
      const entries = await repo.ofOwner(user.id);
      const [edits, records] = await Promise.all([
        repo.editsOf(entries.filter((entry) => entry.post.status === 'approved').map((e) => e.post.id)),
        payments?.ofPosts(entries.filter((entry) => entry.post.paidPackage !== null).map((e) => e.post.id)),
      ]);
      // A live post with an edit waiting shows as it is live, marked "Edit under review" (ADR 048);
      // a paid one says until when it is featured, or since when it no longer is (ADR 049), and
      // what support recorded of its payment, TrxID included: this list is its owner's alone (issue 64).
      const mine = entries.map((entry) => {
        const record = records?.get(entry.post.id);
        return {
          ...presentCard(entry),
          editWaiting: edits.has(entry.post.id),
          featuredUntil: record?.featuredUntil.toISOString() ?? null,
          paidPackage: entry.post.paidPackage,
          payment: record ? presentPaidRecord(record) : null,
        };
      });
      const pick = (type: string, approved: boolean) =>
        mine.filter((p) => p.type === type && (p.status === 'approved') === approved);
      return {
        approvedUserSellPosts: pick('sell', true),
        nonApprovedUserSellPosts: pick('sell', false),
        approvedUserRentPosts: pick('rent', true),
        nonApprovedUserRentPosts: pick('rent', false),
      };
    },

    /**
     * The dashboard's numbers: listing = all posts; pending = waiting for support's approval;
     * hidden = rejected, the only posts visitors cannot see (issue 64: a post waiting for approval
     * was counted as hidden).
     */
    async countsOf(userId: string) {
      const rows = await repo.countsOf(userId);
      const sum = (test: (row: { type: string; status: string }) => boolean) =>
        rows.filter(test).reduce((n, row) => n + row.n, 0);
      return {
        listing: sum(() => true),
        sell: sum((r) => r.type === 'sell'),
        rent: sum((r) => r.type === 'rent'),
        pending: sum((r) => r.status === 'pending'),
        hidden: sum((r) => r.status === 'rejected'),
      };
    },

    /** A post's facts for the lister's insights (issue 19): its id, owner, kind and place, and whether it is listed. */
    async facts(postId: string) {
      const entry = await find(postId);
      const { id, ownerId, type, status, propertyType, division, district, subDistrict, createdAt } = entry.post;
      const isListed = listed(entry, await ownerOf(entry));
      return { id, ownerId, type, status, propertyType, division, district, subDistrict, createdAt, listed: isListed };
    },

    /** Sell or rent posts as items members save (spec §3, Saved post): for the saved module's registry. */
    savedItems: (type: PostRow['type']): SavedItemSource => ({
      liveId: (itemId) => listedPostId(type, itemId),
      async savedFields(itemIds) {
        const numbers = itemIds.flatMap((itemId) => {
          const parsed = parsePostId(itemId);
          return parsed?.type === type ? [parsed.number] : [];
        });
        const entries = (await repo.approvedByNumbers(numbers)).filter((entry) => entry.post.type === type);
        const ownersById = await owners.summariesOf(entries.map((entry) => entry.post.ownerId));
        return new Map(
          entries.flatMap((entry) => {
            const owner = ownersById.get(entry.post.ownerId);
            return owner ? [[publicPostId(entry.post), presentSaved(entry, owner)] as const] : [];
          }),
        );
      },
      missing: 'POST_UNAVAILABLE',
      onSaved,
    }),
  };
}
export type PostsService = ReturnType<typeof createPostsService>;
