import {
  firmId,
  INTERIOR_SERVICES,
  LIMITS,
  type FirmCard,
  type FirmDetail,
  type InteriorService,
  type SavedPost,
} from '@ghorbari/contracts';
import type { FirmPhotoRow, FirmRow } from './firms.repository.ts';

export const publicFirmId = (firm: Pick<FirmRow, 'number'>) => firmId(firm.number);

/** The average of approved ratings in stars, to one decimal; 0 before the first one. */
export function averageOf(firm: Pick<FirmRow, 'ratingCount' | 'ratingHalves'>): number {
  if (firm.ratingCount <= 0) return 0;
  return Math.round((firm.ratingHalves / 2 / firm.ratingCount) * 10) / 10;
}

export function presentCard(firm: FirmRow, photos: readonly FirmPhotoRow[]): FirmCard {
  return {
    PostID: publicFirmId(firm),
    name: firm.name,
    logoUrl: firm.logoPath,
    imageUrl: photos[0]?.cardPath ?? null,
    totalImages: photos.length,
    categories: firm.categories,
    budgetTier: firm.budgetTier,
    budgetPerSqft:
      firm.budgetMinPerSqft !== null && firm.budgetMaxPerSqft !== null
        ? { min: firm.budgetMinPerSqft, max: firm.budgetMaxPerSqft }
        : null,
    averageRating: averageOf(firm),
    totalRatings: firm.ratingCount,
    services: firm.services.slice(0, LIMITS.firm.cardServices),
    location: {
      division: firm.division,
      district: firm.district,
      subDistrict: firm.subDistrict,
      more: firm.addressMore,
    },
    createdAt: firm.createdAt.toISOString(),
  };
}

/** Reviews per star, a half rounded up (index 0 = 1 star), from the counts per half star. */
export const starsFromHalves = (halves: readonly number[]): number[] =>
  [1, 2, 3, 4, 5].map((stars) => (halves[2 * stars - 2] ?? 0) + (halves[2 * stars - 1] ?? 0));

export interface DetailView {
  /** Approved reviews per half star (index 0 = ½ star … 9 = 5 stars). */
  halves: number[];
  /** The reader owns the firm. */
  isOwner: boolean;
  /** The reader may see what only the owner and staff see (why it was turned down, what waits). */
  privileged: boolean;
}

export function presentDetail(firm: FirmRow, photos: readonly FirmPhotoRow[], view: DetailView): FirmDetail {
  const pending = firm.pendingName !== null || firm.pendingPhone !== null;
  return {
    ...presentCard(firm, photos),
    about: firm.about,
    aboutEn: firm.aboutEn,
    phone: firm.phone,
    services: firm.services,
    photos: photos.map((photo) => ({
      id: photo.id,
      card: photo.cardPath,
      large: photo.largePath,
      caption: photo.caption,
      captionEn: photo.captionEn,
      category: photo.category,
    })),
    ratingSummary: {
      average: averageOf(firm),
      count: firm.ratingCount,
      stars: starsFromHalves(view.halves),
      halves: view.halves,
    },
    status: firm.status,
    rejection:
      view.privileged && firm.status === 'rejected' && firm.rejectionReason
        ? { reason: firm.rejectionReason, note: firm.rejectionNote }
        : null,
    pendingChanges: view.privileged && pending ? { name: firm.pendingName, phone: firm.pendingPhone } : null,
    isOwner: view.isOwner,
  };
}

/** Every service → whether the firm offers it, the offered ones first in the firm's own order (spec §3). */
export function selectionsOf(services: readonly InteriorService[]): Partial<Record<InteriorService, boolean>> {
  const selections: Partial<Record<InteriorService, boolean>> = {};
  for (const service of services) selections[service] = true;
  for (const service of INTERIOR_SERVICES) if (!(service in selections)) selections[service] = false;
  return selections;
}

/** A saved firm's fields in the saved-posts list (spec §3, Saved post: the interior extras). */
export function presentSaved(
  firm: FirmRow,
  photos: readonly FirmPhotoRow[],
): Omit<SavedPost, '_id' | 'postId' | 'type' | 'savedAt'> {
  return {
    postTitle: firm.name,
    imageUrl: photos[0]?.cardPath ?? null,
    totalImages: photos.length,
    postDetails: firm.about,
    rooms: null,
    garages: null,
    postOwnerName: firm.name,
    postOwnerProPic: firm.logoPath,
    condition: null,
    propertyType: null,
    bedroom: null,
    bathroom: null,
    size: null,
    price: null,
    priceUnits: null,
    postDate: (firm.approvedAt ?? firm.createdAt).toISOString(),
    closedAt: null,
    division: firm.division,
    district: firm.district,
    subDistrict: firm.subDistrict,
    averageRating: averageOf(firm),
    totalRatings: firm.ratingCount,
    luxury: firm.budgetTier === 'luxury',
    budgetFriendly: firm.budgetTier === 'budget-friendly',
    lowBudget: firm.budgetTier === 'low-budget',
    selections: selectionsOf(firm.services),
  };
}
