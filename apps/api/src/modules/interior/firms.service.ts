import {
  FIRM_ALTERNATIVES,
  firmNumber,
  LIMITS,
  type FirmBody,
  type FirmListQuery,
  type MessageKey,
} from '@ghorbari/contracts';
import { isLocationChain } from '@ghorbari/contracts/locations';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { removeFirmFiles, storeFirmImages } from '../../images/firm-images.ts';
import { shareCard } from '../../images/share-card.ts';
import { effectiveStatus } from '../accounts/account-status.ts';
import type { UserRow, UsersRepository } from '../accounts/users.types.ts';
import { distanceOf, firmQueryOf, widerFirmSearches } from './firm-alternatives.ts';
import type { FirmForm } from './firm-form.ts';
import { presentCard, presentDetail, presentSaved, publicFirmId } from './firms.presenters.ts';
import type { FirmChanges, FirmPhotoInput, FirmPhotoRow, FirmRow, FirmsRepository } from './firms.repository.ts';
import type { Storage } from '../../storage/storage.ts';
import type { FirmReviewCounts } from './firms.types.ts';
import type { SavedItemSource } from '../saved-posts/saved-posts.types.ts';

export interface FirmsDeps {
  database: Pick<Database, 'transaction'>;
  firms: FirmsRepository;
  /** A firm's review counts, per star and waiting: the reviews module's repository, handed in from app.ts. */
  reviews: FirmReviewCounts;
  /** Owners' account status: the accounts module's repository, handed in from app.ts. */
  owners: Pick<UsersRepository, 'summariesOf'>;
  /** Where uploaded files live (ADR 028). */
  storage: Storage;
  now?: () => Date;
}

/** The columns every edit may change at once (name and phone of a listed firm wait for review). */
const openColumnsOf = (body: FirmBody) => ({
  categories: body.categories,
  services: body.services,
  budgetTier: body.budgetTier,
  // Given, changed, or dropped when the owner clears both boxes.
  budgetMinPerSqft: body.budgetPerSqft?.min ?? null,
  budgetMaxPerSqft: body.budgetPerSqft?.max ?? null,
  division: body.location.division,
  district: body.location.district,
  subDistrict: body.location.subDistrict,
  addressMore: body.location.more || null,
  about: body.about,
  // The English twin goes with the about text: given, replaced, or dropped when left empty (ADR 039).
  aboutEn: body.aboutEn ?? null,
});

const isStaff = (user: Pick<UserRow, 'role'> | null) => user?.role === 'support' || user?.role === 'admin';
const photoPaths = (photos: readonly Pick<FirmPhotoRow, 'cardPath' | 'largePath'>[]) =>
  photos.flatMap((photo) => [photo.cardPath, photo.largePath]);

function checkLocation(body: FirmBody): void {
  const { division, district, subDistrict } = body.location;
  if (!isLocationChain(division, district, subDistrict)) {
    throw new AppError('VALIDATION_FAILED', 'validation.choiceInvalid', undefined, [
      { path: 'location', messageKey: 'validation.choiceInvalid' },
    ]);
  }
}

const photoCountError = () =>
  new AppError('VALIDATION_FAILED', 'validation.firmPhotoCount', undefined, [
    { path: 'photos', messageKey: 'validation.firmPhotoCount' },
  ]);

/**
 * The kept photos of an edit, from the firm's own: each id once and of this firm, and with the
 * new ones 3 to 30 in all.
 */
function keptPhotos(body: FirmBody, added: number, current: readonly FirmPhotoRow[]): FirmPhotoInput[] {
  const byId = new Map(current.map((photo) => [photo.id, photo]));
  const seen = new Set<string>();
  const kept = body.keepPhotos.map((keep) => {
    const photo = byId.get(keep.id);
    if (!photo || seen.has(keep.id)) {
      throw new AppError('VALIDATION_FAILED', 'validation.invalidInput', undefined, [
        { path: 'keepPhotos', messageKey: 'validation.invalidInput' },
      ]);
    }
    seen.add(keep.id);
    return {
      id: photo.id,
      caption: keep.caption,
      captionEn: keep.captionEn,
      category: keep.category,
      cardPath: photo.cardPath,
      largePath: photo.largePath,
    };
  });
  const total = kept.length + added;
  if (total < LIMITS.firm.minPhotos || total > LIMITS.firm.maxPhotos) throw photoCountError();
  return kept;
}

/**
 * Design firms (issue 14, ADR 016): members apply and own their firm's page, everyone browses the
 * approved ones. Staff decisions are in firm-moderation.service.ts.
 */
export function createFirmsService({
  database,
  firms: repo,
  reviews,
  owners,
  storage,
  now = () => new Date(),
}: FirmsDeps) {
  async function find(id: string): Promise<FirmRow> {
    const number = firmNumber(id);
    const firm = number === null ? null : await repo.byNumber(number);
    if (!firm) throw new AppError('FIRM_UNAVAILABLE');
    return firm;
  }
  /** Approved, and its owner's account may be listed (a disabled owner's firm leaves every public place). */
  async function isListed(firm: FirmRow): Promise<boolean> {
    if (firm.status !== 'approved') return false;
    const owner = (await owners.summariesOf([firm.ownerId])).get(firm.ownerId);
    return owner !== undefined && effectiveStatus(owner, now()) === 'normal';
  }
  function mayRun(user: UserRow): void {
    if (effectiveStatus(user, now()) !== 'normal') throw new AppError('ACCOUNT_SUSPENDED');
  }
  async function detailOf(firm: FirmRow, photos: readonly FirmPhotoRow[], viewer: UserRow | null) {
    const isOwner = viewer?.id === firm.ownerId;
    const halves = await reviews.starCounts(firm.id);
    return presentDetail(firm, photos, { halves, isOwner, privileged: isOwner || isStaff(viewer) });
  }

  return {
    /** A member applies: the firm waits for support, at most LIMITS.firm.maxPendingPerMember at once. */
    async apply(user: UserRow, form: FirmForm) {
      mayRun(user);
      const { body } = form;
      checkLocation(body);
      const total = form.photos.length;
      if (total < LIMITS.firm.minPhotos || total > LIMITS.firm.maxPhotos) throw photoCountError();
      const limitReached = () => new AppError('CONFLICT', 'errors.firmPendingLimit');
      // A cheap early refusal before the photos are processed; the cap itself is kept by the insert.
      if ((await repo.pendingCountOf(user.id)) >= LIMITS.firm.maxPendingPerMember) throw limitReached();
      const stored = await storeFirmImages(form.photos, form.logo, storage);
      const photos: FirmPhotoInput[] = stored.photos.map((image, index) => ({
        caption: body.photos[index]?.caption ?? '',
        captionEn: body.photos[index]?.captionEn ?? '',
        category: body.photos[index]?.category ?? body.categories[0]!,
        cardPath: image.card,
        largePath: image.large,
      }));
      try {
        const firm = await database.transaction((tx) =>
          repo.insertApplication(
            {
              ...openColumnsOf(body),
              ownerId: user.id,
              name: body.name,
              phone: body.phone,
              logoPath: stored.logo,
              status: 'pending',
              submittedAt: now(),
            },
            photos,
            LIMITS.firm.maxPendingPerMember,
            tx,
          ),
        );
        if (!firm) throw limitReached();
        return { PostID: publicFirmId(firm), status: firm.status, pendingChanges: null };
      } catch (error) {
        await removeFirmFiles([...photoPaths(photos), stored.logo], storage);
        throw error;
      }
    },

    /**
     * The owner edits the page. A listed firm's new name or phone waits for support while the
     * page keeps the approved ones; everything else changes at once. A pending or rejected
     * firm changes whole and (again) waits for review. Replaced photos and logo are removed.
     */
    async update(user: UserRow, id: string, form: FirmForm) {
      const firm = await find(id);
      if (firm.ownerId !== user.id) throw new AppError('FORBIDDEN', 'errors.notOwner');
      mayRun(user);
      const { body } = form;
      checkLocation(body);
      keptPhotos(body, form.photos.length, await repo.photosOf(firm.id));
      const approved = firm.status === 'approved';
      const at = now();
      let changes: FirmChanges;
      if (approved) {
        const pendingName = body.name !== firm.name ? body.name : null;
        const pendingPhone = body.phone !== firm.phone ? body.phone : null;
        const newlyWaiting =
          (pendingName !== null || pendingPhone !== null) &&
          (pendingName !== firm.pendingName || pendingPhone !== firm.pendingPhone);
        changes = { ...openColumnsOf(body), pendingName, pendingPhone, ...(newlyWaiting ? { submittedAt: at } : {}) };
      } else {
        changes = {
          ...openColumnsOf(body),
          name: body.name,
          phone: body.phone,
          pendingName: null,
          pendingPhone: null,
          status: 'pending',
          rejectionReason: null,
          rejectionNote: null,
          ...(firm.status === 'rejected' ? { submittedAt: at } : {}),
        };
      }
      const stored = await storeFirmImages(form.photos, form.logo, storage);
      if (stored.logo) changes.logoPath = stored.logo;
      else if (body.removeLogo) changes.logoPath = null;
      const added: FirmPhotoInput[] = stored.photos.map((image, index) => ({
        caption: body.photos[index]?.caption ?? '',
        captionEn: body.photos[index]?.captionEn ?? '',
        category: body.photos[index]?.category ?? body.categories[0]!,
        cardPath: image.card,
        largePath: image.large,
      }));
      let outcome: { row: FirmRow; dropped: string[] };
      try {
        outcome = await database.transaction(async (tx) => {
          const from = approved ? (['approved'] as const) : (['pending', 'rejected'] as const);
          // A staff decision in between changed what this edit may do: the owner reloads and tries again.
          const row = await repo.updateIfStatus(firm.id, from, changes, tx);
          if (!row) throw new AppError('CONFLICT');
          const current = await repo.photosOf(firm.id, tx);
          const kept = keptPhotos(body, added.length, current);
          await repo.replacePhotos(firm.id, [...kept, ...added], tx);
          const keptIds = new Set(kept.map((photo) => photo.id));
          return { row, dropped: photoPaths(current.filter((photo) => !keptIds.has(photo.id))) };
        });
      } catch (error) {
        await removeFirmFiles([...photoPaths(added), stored.logo], storage);
        throw error;
      }
      const oldLogo = changes.logoPath !== undefined ? firm.logoPath : null;
      await removeFirmFiles([...outcome.dropped, oldLogo], storage);
      const { row } = outcome;
      const waiting = row.pendingName !== null || row.pendingPhone !== null;
      const message: MessageKey =
        row.status === 'pending'
          ? 'success.firmSubmitted'
          : waiting
            ? 'success.firmUpdatedPending'
            : 'success.firmUpdated';
      return {
        message,
        PostID: publicFirmId(row),
        status: row.status,
        pendingChanges: waiting ? { name: row.pendingName, phone: row.pendingPhone } : null,
      };
    },

    async list(query: FirmListQuery) {
      const mean = await repo.meanRating();
      const { rows, total } = await repo.listApproved(query, { weight: LIMITS.firm.bayesianWeight, mean });
      const photos = await repo.photosByFirm(rows.map((row) => row.id));
      return {
        firms: rows.map((row) => presentCard(row, photos.get(row.id) ?? [])),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: Math.max(1, Math.ceil(total / query.limit)),
        },
      };
    },

    /**
     * For a firm search that finds little (issue 63: no dead end), the searches one step wider that
     * find firms it did not: each with its whole query, how many it finds, and the first of the
     * firms it adds, each firm offered once. Nothing when the search found enough.
     */
    async alternatives(query: FirmListQuery) {
      const { page: _page, limit: _limit, ...asked } = query;
      const wider = widerFirmSearches(asked);
      if (wider.length === 0) return [];
      const mean = await repo.meanRating();
      const { found, others } = await repo.alternatives(
        asked,
        wider.map(({ search, ...order }) => ({ query: search, ...order })),
        FIRM_ALTERNATIVES.firmsEach,
        { weight: LIMITS.firm.bayesianWeight, mean },
      );
      if (found >= FIRM_ALTERNATIVES.fewerThan) return [];
      const offered = new Set<string>();
      const chosen = wider
        .map((entry, index) => {
          const fresh = others[index]!.rows.filter((row) => !offered.has(row.id));
          for (const row of fresh) offered.add(row.id);
          // The link's count: the firms the reader's search found, and those the wider one adds.
          return { entry, rows: fresh, total: found + others[index]!.count };
        })
        .filter(({ rows }) => rows.length > 0)
        .slice(0, FIRM_ALTERNATIVES.most);
      const photos = await repo.photosByFirm(chosen.flatMap(({ rows }) => rows.map((row) => row.id)));
      return chosen.map(({ entry, rows, total }) => ({
        kind: entry.kind,
        query: firmQueryOf(entry.search),
        total,
        firms: rows.map((row) => ({
          ...presentCard(row, photos.get(row.id) ?? []),
          distanceKm: distanceOf(asked, row),
        })),
      }));
    },

    /** A listed firm's first photo as a 1200×630 share-preview image (Open Graph), or null without one. */
    async shareCard(id: string): Promise<Buffer | null> {
      const firm = await find(id);
      if (!(await isListed(firm))) throw new AppError('FIRM_UNAVAILABLE');
      const [first] = await repo.photosOf(firm.id);
      return first ? shareCard(storage, first.largePath) : null;
    },

    /** A listed firm for anyone; its owner and staff also see it pending or rejected. */
    async detail(id: string, viewer: UserRow | null) {
      const firm = await find(id);
      const mayPeek = viewer?.id === firm.ownerId || isStaff(viewer);
      if (!mayPeek && !(await isListed(firm))) throw new AppError('FIRM_UNAVAILABLE');
      return detailOf(firm, await repo.photosOf(firm.id), viewer);
    },

    /**
     * An account's deletion, for the accounts module: `removeOwner` deletes the account (its firms
     * and their photos' rows go with it, by cascade), then the photo and logo files are removed.
     */
    async removeWithOwner(ownerId: string, removeOwner: () => Promise<void>): Promise<void> {
      const owned = await repo.ofOwner(ownerId);
      const photos = await repo.photosByFirm(owned.map((firm) => firm.id));
      const files = [...[...photos.values()].flatMap(photoPaths), ...owned.map((firm) => firm.logoPath)];
      await removeOwner();
      await removeFirmFiles(files, storage);
    },

    /** The member's firms with where each stands, and the reviews waiting on them. */
    async ofOwner(user: UserRow) {
      const rows = await repo.ofOwner(user.id);
      const ids = rows.map((row) => row.id);
      const [photos, counts] = await Promise.all([repo.photosByFirm(ids), reviews.reviewCountsOf(ids)]);
      const firms = [];
      for (const row of rows) {
        const detail = await detailOf(row, photos.get(row.id) ?? [], user);
        const count = counts.get(row.id) ?? { pending: 0, unanswered: 0 };
        firms.push({ ...detail, pendingReviews: count.pending, unansweredReviews: count.unanswered });
      }
      return firms;
    },

    /** Listed firms for the sitemap, as their public id and when they last changed. */
    async publicPages(limit: number) {
      const rows = await repo.publicPages(limit);
      return rows.map((row) => ({ firmId: publicFirmId(row), changedAt: row.changedAt }));
    },

    /** Saved items of type interior, for the saved module's registry (spec §3, Saved post). */
    savedItems: {
      async liveId(itemId: string) {
        const number = firmNumber(itemId);
        return number === null ? undefined : (await repo.listedByNumbers([number]))[0]?.id;
      },
      missing: 'NOT_FOUND',
      async savedFields(itemIds: readonly string[]) {
        const numbers = itemIds.flatMap((itemId) => firmNumber(itemId) ?? []);
        const rows = await repo.listedByNumbers(numbers);
        const photos = await repo.photosByFirm(rows.map((row) => row.id));
        return new Map(rows.map((row) => [publicFirmId(row), presentSaved(row, photos.get(row.id) ?? [])]));
      },
    } satisfies SavedItemSource,
  };
}
export type FirmsService = ReturnType<typeof createFirmsService>;
