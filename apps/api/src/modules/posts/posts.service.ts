import { expectedGoLive, fieldGroupsFor, LIMITS, type PostBasics, type PostListQuery } from '@ghorbari/contracts';
import { isLocationChain } from '@ghorbari/contracts/locations';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { removePostImages, storePostImages, type StoredImage } from '../../images/post-images.ts';
import { effectiveStatus } from '../accounts/presenters.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import { createPostsRepository, type NewPost, type PostWithImages } from './posts.repository.ts';
import { parsePostId, presentCard, presentDetail, presentSaved, publicPostId } from './posts.presenters.ts';

/** The columns of a post from its validated body; fields that do not apply to the type are dropped. */
function columnsOf(body: PostBasics): Omit<NewPost, 'ownerId'> {
  const groups = fieldGroupsFor(body.propertyType);
  return {
    type: body.type,
    title: body.postTitle,
    description: body.description,
    primaryPhone: body.primaryPhone,
    secondaryPhone: body.secondaryPhone ?? null,
    division: body.location.division,
    district: body.location.district,
    subDistrict: body.location.subDistrict,
    street: body.location.street ?? null,
    house: body.location.house ?? null,
    postCode: body.location.postCode ?? null,
    price: body.price,
    previousPrice: body.previousPrice ?? null,
    priceUnits: body.type === 'rent' ? 'total-price' : body.priceUnits,
    size: body.size === undefined ? null : Math.round(body.size),
    landSize: groups.land ? (body.landSize ?? null) : null,
    landUnits: groups.land ? (body.landUnits ?? null) : null,
    landCategory: groups.land ? (body.landCategory ?? null) : null,
    propertyType: body.propertyType,
    constructionStatus: body.constructionStatus ?? null,
    condition: body.condition ?? null,
    roomsTotal: groups.rooms ? (body.rooms?.total ?? null) : null,
    bedrooms: groups.rooms ? (body.rooms?.bedrooms ?? null) : null,
    bathrooms: groups.rooms ? (body.rooms?.bathrooms ?? null) : null,
    balconies: groups.rooms ? (body.rooms?.balconies ?? null) : null,
    drawingRooms: groups.rooms ? (body.rooms?.drawingRooms ?? null) : null,
    garages: groups.rooms ? (body.rooms?.garages ?? null) : null,
    lift: groups.building ? (body.lift ?? null) : null,
    furnishing: groups.building ? (body.furnishing ?? null) : null,
    facing: body.facing ?? null,
    totalUnits: groups.building ? (body.totalUnits ?? null) : null,
    totalFloors: groups.building ? (body.totalFloors ?? null) : null,
    availableFloor: groups.building ? (body.availableFloor ?? null) : null,
    facilities: [...new Set(body.facilities ?? [])],
    paid: body.paid,
  };
}

/** Sell and rent posts (issue 4): posting, browsing, owning, editing and saving. */
export function createPostsService({ db, uploadsDir, now = () => new Date() }: { db: Db; uploadsDir: string; now?: () => Date }) {
  const repo = createPostsRepository(db);

  function mayPost(user: UserRow): void {
    if (effectiveStatus(user, now()) !== 'normal') throw new AppError('ACCOUNT_SUSPENDED');
    if (!user.phone) throw new AppError('FORBIDDEN', 'errors.phoneRequiredToPost');
  }
  function checkLocation(body: PostBasics): void {
    if (!isLocationChain(body.location.division, body.location.district, body.location.subDistrict)) {
      throw new AppError('VALIDATION_FAILED', 'validation.choiceInvalid');
    }
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
  const storedOf = (entry: PostWithImages): StoredImage[] => entry.images.map((image) => ({ card: image.cardPath, large: image.largePath }));

  return {
    async create(user: UserRow, body: PostBasics, photos: Buffer[]) {
      mayPost(user);
      checkLocation(body);
      if (photos.length < LIMITS.post.minImages) throw new AppError('VALIDATION_FAILED', 'validation.postImageRequired');
      if (photos.length > LIMITS.post.maxImages) throw new AppError('VALIDATION_FAILED', 'validation.postImageMax');
      const images = await storePostImages(photos, uploadsDir);
      try {
        const post = await repo.insert({ ...columnsOf(body), ownerId: user.id }, images);
        const live = expectedGoLive(now());
        return { PostID: publicPostId(post), expectedLive: { from: live.from.toISOString(), to: live.to.toISOString() } };
      } catch (error) {
        await removePostImages(images, uploadsDir);
        throw error;
      }
    },

    /** Edit: owner only, at most 2 times; the post goes back to review. Kept images are named by their large path. */
    async update(user: UserRow, postId: string, body: PostBasics, keep: string[], photos: Buffer[]) {
      mayPost(user);
      const current = await owned(user, postId);
      if (current.post.updateCount >= LIMITS.post.maxEdits) throw new AppError('CONFLICT', 'errors.editLimitReached');
      if (body.type !== current.post.type) throw new AppError('VALIDATION_FAILED', 'validation.choiceInvalid');
      checkLocation(body);
      const kept = storedOf(current).filter((image) => keep.includes(image.large));
      const total = kept.length + photos.length;
      if (total < LIMITS.post.minImages) throw new AppError('VALIDATION_FAILED', 'validation.postImageKeepOne');
      if (total > LIMITS.post.maxImages) throw new AppError('VALIDATION_FAILED', 'validation.postImageMax');
      const added = await storePostImages(photos, uploadsDir);
      try {
        await repo.replace(
          current.post.id,
          { ...columnsOf(body), status: 'pending', rejectionReason: null, rejectionNote: null, submittedAt: now(), updateCount: current.post.updateCount + 1 },
          [...kept, ...added],
        );
      } catch (error) {
        await removePostImages(added, uploadsDir);
        throw error;
      }
      await removePostImages(storedOf(current).filter((image) => !keep.includes(image.large)), uploadsDir);
      return { PostID: postId, updateCount: current.post.updateCount + 1 };
    },

    async remove(user: UserRow, postId: string): Promise<void> {
      const current = await owned(user, postId);
      await repo.remove(current.post.id);
      await removePostImages(storedOf(current), uploadsDir);
    },

    async list(query: PostListQuery) {
      const { rows, total } = await repo.listApproved(query);
      return {
        posts: rows.map(presentCard),
        pagination: { page: query.page, limit: query.limit, total, totalPages: Math.max(1, Math.ceil(total / query.limit)) },
      };
    },

    /** An approved post for anyone; the owner also sees their own pending or rejected post. */
    async detail(postId: string, viewer: UserRow | null) {
      const found = await find(postId);
      const own = viewer?.id === found.post.ownerId;
      // Posts of a disabled or suspended account leave every public place.
      if (!own && (found.post.status !== 'approved' || effectiveStatus(found.owner, now()) !== 'normal')) throw new AppError('POST_UNAVAILABLE');
      if (!own) await repo.countView(found.post.id);
      return presentDetail(own ? found : { ...found, post: { ...found.post, viewCount: found.post.viewCount + 1 } });
    },

    async ofOwner(user: UserRow) {
      const mine = (await repo.ofOwner(user.id)).map(presentCard);
      const pick = (type: string, approved: boolean) => mine.filter((p) => p.type === type && (p.status === 'approved') === approved);
      return {
        approvedUserSellPosts: pick('sell', true),
        nonApprovedUserSellPosts: pick('sell', false),
        approvedUserRentPosts: pick('rent', true),
        nonApprovedUserRentPosts: pick('rent', false),
      };
    },

    /** The dashboard's numbers: listing = all posts, hidden = pending or rejected. */
    async countsOf(userId: string) {
      const rows = await repo.countsOf(userId);
      const sum = (test: (row: { type: string; status: string }) => boolean) => rows.filter(test).reduce((n, row) => n + row.n, 0);
      return { listing: sum(() => true), sell: sum((r) => r.type === 'sell'), rent: sum((r) => r.type === 'rent'), hidden: sum((r) => r.status !== 'approved') };
    },

    async save(user: UserRow, type: string, itemId: string) {
      if (type === 'sell' || type === 'rent') {
        const found = await find(itemId);
        if (found.post.type !== type || found.post.status !== 'approved' || effectiveStatus(found.owner, now()) !== 'normal') throw new AppError('POST_UNAVAILABLE');
      }
      return repo.save(user.id, type, itemId);
    },

    async unsave(user: UserRow, id: string): Promise<void> {
      if (!(await repo.unsave(user.id, id))) throw new AppError('NOT_FOUND');
    },

    async saved(user: UserRow, page: number, limit: number) {
      const { rows, total } = await repo.savedPage(user.id, page, limit);
      const numbers = rows.map((row) => parsePostId(row.itemId)).filter((id) => id !== undefined).map((id) => id.number);
      const found = new Map((await repo.approvedByNumbers(numbers)).map((entry) => [publicPostId(entry.post), entry]));
      const SavedPosts = [];
      const notFoundIds = [];
      for (const row of rows) {
        const entry = found.get(row.itemId);
        if (entry && entry.post.type === row.purpose) SavedPosts.push(presentSaved(row, entry));
        else notFoundIds.push({ _id: row.id, postId: row.itemId, type: row.purpose as 'sell' | 'rent' | 'group' | 'interior' });
      }
      return { SavedPosts, notFoundIds, pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) } };
    },

    savedIds: (user: UserRow, type: string, itemIds: string[]) => repo.savedIds(user.id, type, itemIds),
  };
}
export type PostsService = ReturnType<typeof createPostsService>;
