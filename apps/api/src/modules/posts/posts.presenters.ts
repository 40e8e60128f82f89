import { priceUnitOf, type PaidRecord, type PostCard, type PostDetail } from '@ghorbari/contracts';
import type { SavedItemFields } from '../saved-posts/saved-posts.types.ts';
import type { ListedCard, ListedPost, PaidPostRecord, PostOwner, PostRow, PostWithImages } from './posts.types.ts';

export const publicPostId = (post: { type: string; number: number }) =>
  `${post.type === 'sell' ? 'S' : 'R'}-${post.number}`;

export function parsePostId(postId: string): { type: 'sell' | 'rent'; number: number } | undefined {
  const match = /^([SR])-(\d{1,9})$/.exec(postId);
  if (!match) return undefined;
  return { type: match[1] === 'S' ? 'sell' : 'rent', number: Number(match[2]) };
}

/** A payment record as the post's owner and support see it (issue 41, issue 64): never to anyone else. */
export const presentPaidRecord = (record: PaidPostRecord): PaidRecord => ({
  method: record.method,
  amountTaka: record.amountTaka,
  package: record.package,
  trxId: record.trxId,
  confirmedAt: record.confirmedAt.toISOString(),
  featuredUntil: record.featuredUntil.toISOString(),
});

export const presentCard = ({ post, images }: PostWithImages): PostCard =>
  cardOf(post, images[0]?.cardPath ?? null, images.length);

/** A card of a listing page, read with its first photo and photo count only. */
export const presentListed = ({ post, firstImage, imageCount }: ListedCard): PostCard =>
  cardOf(post, firstImage, imageCount);

function cardOf(post: ListedPost, firstImageUrl: string | null, imageCount: number): PostCard {
  return {
    PostID: publicPostId(post),
    type: post.type,
    status: post.status,
    postTitle: post.title,
    firstImageUrl,
    imageUrls: imageCount,
    price: post.price,
    previousPrice: post.previousPrice,
    priceUnits: priceUnitOf(post.type, post.priceUnits),
    size: post.size,
    landSize: post.landSize,
    landUnits: post.landUnits,
    propertyType: post.propertyType,
    location: {
      division: post.division,
      district: post.district,
      subDistrict: post.subDistrict,
      neighbourhood: post.neighbourhood,
    },
    bedrooms: post.bedrooms,
    bathrooms: post.bathrooms,
    paid: post.paid,
    negotiable: post.negotiable === true,
    closedAt: post.closedAt?.toISOString() ?? null,
    availability: {
      confirmedAt: post.availabilityConfirmedAt?.toISOString() ?? null,
      unconfirmed: post.availabilityUnconfirmed,
    },
    availableFrom: post.type === 'rent' ? post.availableFrom : null,
    postDate: post.listedAt.toISOString(),
    lastUpdated: post.updatedAt.toISOString(),
    updateCount: post.updateCount,
    rejection:
      post.status === 'rejected' && post.rejectionReason
        ? { reason: post.rejectionReason, note: post.rejectionNote }
        : null,
  };
}

/**
 * Who a post's page is for: anyone (`public`, the answer that may be cached and shared), or its
 * owner and staff (`private`), who also see the house and road number the owner did not choose
 * to show (issue 41, ADR 050).
 */
export type DetailView = 'public' | 'private';

/** The house and road number as `view` may see it. */
export const houseFor = (post: Pick<PostRow, 'house' | 'showHouse'>, view: DetailView): string | null =>
  view === 'private' || post.showHouse ? post.house : null;

/** A post's page; `provenPhones` are the numbers its poster proved by an SMS code (issue 40). */
export function presentDetail(
  entry: PostWithImages,
  owner: PostOwner,
  provenPhones: readonly string[],
  view: DetailView,
): PostDetail {
  const { post, images } = entry;
  return {
    ...presentCard(entry),
    location: {
      division: post.division,
      district: post.district,
      subDistrict: post.subDistrict,
      neighbourhood: post.neighbourhood,
      street: post.street,
      house: houseFor(post, view),
      showHouse: post.showHouse,
      postCode: post.postCode,
    },
    description: post.description,
    images: images.map((image) => ({ card: image.cardPath, large: image.largePath })),
    primaryPhone: post.primaryPhone,
    secondaryPhone: post.secondaryPhone,
    primaryPhoneVerified: provenPhones.includes(post.primaryPhone),
    secondaryPhoneVerified: post.secondaryPhone !== null && provenPhones.includes(post.secondaryPhone),
    landCategory: post.landCategory,
    constructionStatus: post.constructionStatus,
    condition: post.condition,
    rooms: {
      total: post.roomsTotal,
      bedrooms: post.bedrooms,
      bathrooms: post.bathrooms,
      balconies: post.balconies,
      drawingRooms: post.drawingRooms,
      garages: post.garages,
    },
    lift: post.lift,
    furnishing: post.furnishing,
    facing: post.facing,
    totalUnits: post.totalUnits,
    totalFloors: post.totalFloors,
    availableFloor: post.availableFloor,
    facilities: post.facilities,
    listedBy: post.listedBy,
    parking: post.parking,
    advanceMonths: post.advanceMonths,
    serviceCharge: post.serviceCharge,
    billsIncluded: post.billsIncluded,
    gas: post.gas,
    tenants: post.tenants,
    viewCount: post.viewCount,
    documentsChecked: post.documentsChecked,
    paidPackage: post.paidPackage,
    postedBy: { _id: owner.id, name: owner.name, proPic: owner.proPic },
  };
}

export function presentSaved(entry: PostWithImages, owner: PostOwner): SavedItemFields {
  const { post, images } = entry;
  return {
    postTitle: post.title,
    imageUrl: images[0]?.cardPath ?? null,
    totalImages: images.length,
    postDetails: post.description,
    rooms: post.roomsTotal,
    garages: post.garages,
    postOwnerName: owner.name,
    postOwnerProPic: owner.proPic,
    condition: post.condition,
    propertyType: post.propertyType,
    bedroom: post.bedrooms,
    bathroom: post.bathrooms,
    size: post.size,
    price: post.price,
    priceUnits: priceUnitOf(post.type, post.priceUnits),
    // The saved card strikes it through beside the price when the price dropped (issue 19).
    previousPrice: post.previousPrice,
    postDate: post.listedAt.toISOString(),
    closedAt: post.closedAt?.toISOString() ?? null,
    division: post.division,
    district: post.district,
    subDistrict: post.subDistrict,
  };
}
