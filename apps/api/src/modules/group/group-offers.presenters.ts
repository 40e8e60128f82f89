import { groupId, toKatha, type GroupCard, type GroupDetail, type SavedPost } from '@ghorbari/contracts';
import type { GroupOfferPhotoRow, GroupOfferRow } from './group-offers.repository.ts';

export const publicGroupId = (offer: Pick<GroupOfferRow, 'number'>) => groupId(offer.number);

export function presentCard(offer: GroupOfferRow, photos: readonly GroupOfferPhotoRow[]): GroupCard {
  return {
    PostID: publicGroupId(offer),
    title: offer.title,
    titleEn: offer.titleEn,
    developBy: offer.developBy,
    status: offer.status,
    imageUrl: photos[0]?.cardPath ?? null,
    totalImages: photos.length,
    location: {
      division: offer.division,
      district: offer.district,
      subDistrict: offer.subDistrict,
      street: offer.street,
      house: offer.house,
    },
    landSize: offer.landSize,
    landUnit: offer.landUnit,
    landKatha: toKatha(offer.landSize, offer.landUnit),
    floors: offer.floors,
    flatSizeMin: offer.flatSizeMin,
    flatSizeMax: offer.flatSizeMax,
    areaPerShare: offer.areaPerShare,
    sharesTotal: offer.sharesTotal,
    sharesLeft: offer.sharesLeft,
    pricePerShare: offer.pricePerShare,
    pricePerSqft: offer.pricePerSqft,
    bookingAmount: offer.bookingAmount,
    instalments: offer.instalments,
    handoverMonth: offer.handoverMonth,
    postDate: offer.createdAt.toISOString(),
  };
}

export function presentDetail(offer: GroupOfferRow, photos: readonly GroupOfferPhotoRow[]): GroupDetail {
  return {
    ...presentCard(offer, photos),
    description: offer.description,
    descriptionEn: offer.descriptionEn,
    phone: offer.phone,
    images: photos.map((photo) => ({ id: photo.id, card: photo.cardPath, large: photo.largePath })),
    paymentPlan: offer.paymentPlan,
    startMonth: offer.startMonth,
    facilities: offer.facilities,
    lastUpdated: offer.updatedAt.toISOString(),
  };
}

/**
 * A saved offer's fields in the saved-posts list (spec §3, Saved post): the card's title, first
 * photo, price per share (or per sqft when that is all there is), smallest flat, place and developer.
 */
export function presentSaved(
  offer: GroupOfferRow,
  photos: readonly GroupOfferPhotoRow[],
): Omit<SavedPost, '_id' | 'postId' | 'type' | 'savedAt'> {
  const perShare =
    offer.pricePerShare ?? (offer.pricePerSqft === null ? null : offer.pricePerSqft * offer.areaPerShare);
  return {
    postTitle: offer.title,
    postTitleEn: offer.titleEn,
    imageUrl: photos[0]?.cardPath ?? null,
    totalImages: photos.length,
    postDetails: offer.description,
    postDetailsEn: offer.descriptionEn,
    rooms: null,
    garages: null,
    postOwnerName: offer.developBy,
    postOwnerProPic: null,
    developBy: offer.developBy,
    condition: null,
    propertyType: null,
    bedroom: null,
    bathroom: null,
    size: offer.flatSizeMin,
    price: perShare,
    priceEstimated: offer.pricePerShare === null && perShare !== null,
    priceUnits: null,
    postDate: offer.createdAt.toISOString(),
    closedAt: null,
    division: offer.division,
    district: offer.district,
    subDistrict: offer.subDistrict,
  };
}
