import {
  groupNumber,
  LIMITS,
  PUBLIC_GROUP_STATUSES,
  type GroupListQuery,
  type GroupOfferBody,
  type GroupOfferStatus,
} from '@ghorbari/contracts';
import { isLocationChain } from '@ghorbari/contracts/locations';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { removeGroupFiles, storeGroupPhotos } from '../../images/group-images.ts';
import type { UserRow } from '../accounts/users.types.ts';
import { groupPhotoCountError, type GroupOfferForm } from './group-offer-form.ts';
import { presentCard, presentDetail, presentSaved, publicGroupId } from './group-offers.presenters.ts';
import {
  type GroupOfferChanges,
  type GroupOfferPhotoInput,
  type GroupOfferPhotoRow,
  type GroupOfferRow,
  type GroupOffersRepository,
} from './group-offers.repository.ts';
import type { Storage } from '../../storage/storage.ts';
import type { SavedItemSource } from '../saved-posts/saved-posts.types.ts';
import type { AuditWriter } from '../audit/audit-writer.ts';

export interface GroupOffersDeps {
  database: Pick<Database, 'transaction'>;
  offers: GroupOffersRepository;
  /** The audit log's writer (the audit module's repository, handed in from app.ts). */
  audit: AuditWriter<'group-offer'>;
  /** Where uploaded files live (ADR 028). */
  storage: Storage;
  now?: () => Date;
}

/** Staff see this many offers a page. */
const STAFF_PAGE = 20;

/** The offer's columns from the staff form (an empty optional field is stored as null). */
const columnsOf = (body: GroupOfferBody) =>
  ({
    title: body.title,
    titleEn: body.titleEn ?? null,
    developBy: body.developBy,
    phone: body.phone,
    division: body.location.division,
    district: body.location.district,
    subDistrict: body.location.subDistrict,
    street: body.location.street || null,
    house: body.location.house || null,
    landSize: body.landSize,
    landUnit: body.landUnit,
    floors: body.floors,
    flatSizeMin: body.flatSizeMin,
    flatSizeMax: body.flatSizeMax,
    areaPerShare: body.areaPerShare,
    sharesTotal: body.sharesTotal,
    sharesLeft: body.sharesLeft,
    pricePerShare: body.pricePerShare ?? null,
    pricePerSqft: body.pricePerSqft ?? null,
    bookingAmount: body.bookingAmount ?? null,
    instalments: body.instalments ?? null,
    paymentPlan: body.paymentPlan || null,
    startMonth: body.startMonth ?? null,
    handoverMonth: body.handoverMonth ?? null,
    facilities: [...new Set(body.facilities)],
    description: body.description,
    descriptionEn: body.descriptionEn ?? null,
  }) satisfies GroupOfferChanges;
type OfferColumns = ReturnType<typeof columnsOf>;

const photoPaths = (photos: readonly Pick<GroupOfferPhotoRow, 'cardPath' | 'largePath'>[]) =>
  photos.flatMap((photo) => [photo.cardPath, photo.largePath]);

function checkLocation(body: GroupOfferBody): void {
  const { division, district, subDistrict } = body.location;
  if (!isLocationChain(division, district, subDistrict)) {
    throw new AppError('VALIDATION_FAILED', 'validation.choiceInvalid', undefined, [
      { path: 'location', messageKey: 'validation.choiceInvalid' },
    ]);
  }
}

/** The kept photos of a form, from the offer's own: each id once and of this offer, and with the new ones 1 to 10. */
function keptPhotos(body: GroupOfferBody, added: number, current: readonly GroupOfferPhotoRow[]) {
  const byId = new Map(current.map((photo) => [photo.id, photo]));
  const seen = new Set<string>();
  const kept: GroupOfferPhotoInput[] = body.keepPhotos.map((id) => {
    const photo = byId.get(id);
    if (!photo || seen.has(id)) {
      throw new AppError('VALIDATION_FAILED', 'validation.invalidInput', undefined, [
        { path: 'keepPhotos', messageKey: 'validation.invalidInput' },
      ]);
    }
    seen.add(id);
    return { id: photo.id, cardPath: photo.cardPath, largePath: photo.largePath };
  });
  const total = kept.length + added;
  if (total < LIMITS.group.minPhotos || total > LIMITS.group.maxPhotos) throw groupPhotoCountError();
  return kept;
}

/** What an edit changed, field by field, for the audit entry. */
function changesOf(before: GroupOfferRow, after: OfferColumns): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after) as [keyof OfferColumns, unknown][]) {
    const from: unknown = before[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

/**
 * Group-wise building offers (issue 15, ADR 017): support publishes, edits and closes them for
 * the developers and landowners they met, each change in the audit log with the change itself;
 * everyone browses the open and filled ones.
 */
export function createGroupOffersService({
  database,
  offers: repo,
  audit,
  storage,
  now = () => new Date(),
}: GroupOffersDeps) {
  /** The offer behind a public id, whatever its status. */
  async function find(id: string): Promise<GroupOfferRow> {
    const number = groupNumber(id);
    const offer = number === null ? null : await repo.byNumber(number);
    if (!offer) throw new AppError('GROUP_OFFER_UNAVAILABLE');
    return offer;
  }
  const isPublic = (offer: GroupOfferRow) => PUBLIC_GROUP_STATUSES.includes(offer.status);
  const paginationOf = (page: number, limit: number, total: number) => ({
    page,
    limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  });
  async function staffItemOf(offer: GroupOfferRow) {
    const [photos, leads] = await Promise.all([repo.photosOf(offer.id), repo.leadCountsOf([offer.id])]);
    return { ...presentDetail(offer, photos), ...(leads.get(offer.id) ?? { newLeads: 0, totalLeads: 0 }) };
  }

  return {
    /** Open and filled offers matching the filters, open ones first, then the newest. */
    async list(query: GroupListQuery) {
      const { rows, total } = await repo.listPublic(query);
      const photos = await repo.photosByOffer(rows.map((row) => row.id));
      return {
        offers: rows.map((row) => presentCard(row, photos.get(row.id) ?? [])),
        pagination: paginationOf(query.page, query.limit, total),
      };
    },

    /** An open or filled offer's page; a closed (or unknown) one is unavailable. */
    async detail(id: string) {
      const offer = await find(id);
      if (!isPublic(offer)) throw new AppError('GROUP_OFFER_UNAVAILABLE');
      return presentDetail(offer, await repo.photosOf(offer.id));
    },

    /** Every offer (or those of one status) for staff, newest first, with their leads counted. */
    async staffList(status: GroupOfferStatus | undefined, page: number) {
      const { rows, total } = await repo.staffPage(status, page, STAFF_PAGE);
      const ids = rows.map((row) => row.id);
      const [photos, leads] = await Promise.all([repo.photosByOffer(ids), repo.leadCountsOf(ids)]);
      return {
        offers: rows.map((row) => ({
          ...presentDetail(row, photos.get(row.id) ?? []),
          ...(leads.get(row.id) ?? { newLeads: 0, totalLeads: 0 }),
        })),
        pagination: paginationOf(page, STAFF_PAGE, total),
      };
    },

    /** One offer for staff, whatever its status (the edit form). */
    staffDetail: async (id: string) => staffItemOf(await find(id)),

    /** Staff publish an offer: open at once, with 1 to 10 photos. */
    async create(staff: UserRow, form: GroupOfferForm) {
      const { body } = form;
      checkLocation(body);
      keptPhotos(body, form.photos.length, []);
      const columns = columnsOf(body);
      const stored = await storeGroupPhotos(form.photos, storage);
      const photos: GroupOfferPhotoInput[] = stored.map((image) => ({ cardPath: image.card, largePath: image.large }));
      try {
        const offer = await database.transaction(async (tx) => {
          const row = await repo.insert({ ...columns, createdBy: staff.id, status: 'open' }, photos, tx);
          await audit.insert(
            {
              actorId: staff.id,
              action: 'group.created',
              targetType: 'group-offer',
              targetId: publicGroupId(row),
              targetLabel: row.title,
              details: {
                developBy: row.developBy,
                division: row.division,
                district: row.district,
                status: row.status,
                photos: photos.length,
              },
            },
            tx,
          );
          return row;
        });
        return { PostID: publicGroupId(offer) };
      } catch (error) {
        await removeGroupFiles(photoPaths(photos), storage);
        throw error;
      }
    },

    /**
     * Staff edit an offer in any status: its fields, and its photos as the kept ones (in their
     * new order) followed by the new ones, 1 to 10 in all. Removed photos' files are deleted.
     */
    async update(staff: UserRow, id: string, form: GroupOfferForm) {
      const offer = await find(id);
      const { body } = form;
      checkLocation(body);
      keptPhotos(body, form.photos.length, await repo.photosOf(offer.id));
      const columns = columnsOf(body);
      const stored = await storeGroupPhotos(form.photos, storage);
      const added: GroupOfferPhotoInput[] = stored.map((image) => ({ cardPath: image.card, largePath: image.large }));
      let dropped: string[];
      try {
        dropped = await database.transaction(async (tx) => {
          const current = await repo.photosOf(offer.id, tx);
          const kept = keptPhotos(body, added.length, current);
          const row = await repo.update(offer.id, columns, [...kept, ...added], now(), tx);
          if (!row) throw new AppError('GROUP_OFFER_UNAVAILABLE');
          const keptIds = new Set(kept.map((photo) => photo.id));
          const removed = current.filter((photo) => !keptIds.has(photo.id));
          const reordered = kept.some((photo, index) => current[index]?.id !== photo.id);
          await audit.insert(
            {
              actorId: staff.id,
              action: 'group.updated',
              targetType: 'group-offer',
              targetId: publicGroupId(row),
              targetLabel: row.title,
              details: {
                changes: changesOf(offer, columns),
                photos: { kept: kept.length, added: added.length, removed: removed.length, reordered },
              },
            },
            tx,
          );
          return photoPaths(removed);
        });
      } catch (error) {
        await removeGroupFiles(photoPaths(added), storage);
        throw error;
      }
      await removeGroupFiles(dropped, storage);
      return { PostID: publicGroupId(offer) };
    },

    /**
     * open ↔ filled ↔ closed, by one guarded UPDATE with its audit entry: if another staff member
     * changed the status since it was read, this one gets 409. The same status again changes nothing.
     */
    async changeStatus(staff: UserRow, id: string, status: GroupOfferStatus) {
      const offer = await find(id);
      if (offer.status === status) return { PostID: publicGroupId(offer), status };
      await database.transaction(async (tx) => {
        const row = await repo.changeStatus(offer.id, offer.status, status, now(), tx);
        if (!row) throw new AppError('CONFLICT');
        await audit.insert(
          {
            actorId: staff.id,
            action: 'group.status-changed',
            targetType: 'group-offer',
            targetId: publicGroupId(row),
            targetLabel: row.title,
            details: { status: { from: offer.status, to: status } },
          },
          tx,
        );
      });
      return { PostID: publicGroupId(offer), status };
    },

    /** Public offers for the sitemap, as their public id and when they last changed. */
    async publicPages(limit: number) {
      const rows = await repo.publicPages(limit);
      return rows.map((row) => ({ offerId: publicGroupId(row), changedAt: row.changedAt }));
    },

    /** Saved items of type group, for the saved module's registry (spec §3, Saved post). */
    savedItems: {
      async liveId(itemId: string) {
        const number = groupNumber(itemId);
        return number === null ? undefined : (await repo.publicByNumbers([number]))[0]?.id;
      },
      missing: 'NOT_FOUND',
      async savedFields(itemIds: readonly string[]) {
        const numbers = itemIds.flatMap((itemId) => groupNumber(itemId) ?? []);
        const rows = await repo.publicByNumbers(numbers);
        const photos = await repo.photosByOffer(rows.map((row) => row.id));
        return new Map(rows.map((row) => [publicGroupId(row), presentSaved(row, photos.get(row.id) ?? [])]));
      },
    } satisfies SavedItemSource,
  };
}
export type GroupOffersService = ReturnType<typeof createGroupOffersService>;
