import type { PostChange } from '@ghorbari/contracts';
import type { PostRow, PostWithImages } from './posts.types.ts';

/** The fields support compares between the approved version of a post and its edit, by their API names. */
const COMPARED = {
  postTitle: 'title',
  description: 'description',
  primaryPhone: 'primaryPhone',
  secondaryPhone: 'secondaryPhone',
  division: 'division',
  district: 'district',
  subDistrict: 'subDistrict',
  street: 'street',
  house: 'house',
  showHouse: 'showHouse',
  postCode: 'postCode',
  price: 'price',
  previousPrice: 'previousPrice',
  priceUnits: 'priceUnits',
  size: 'size',
  landSize: 'landSize',
  landUnits: 'landUnits',
  landCategory: 'landCategory',
  propertyType: 'propertyType',
  constructionStatus: 'constructionStatus',
  condition: 'condition',
  roomsTotal: 'roomsTotal',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  balconies: 'balconies',
  drawingRooms: 'drawingRooms',
  garages: 'garages',
  lift: 'lift',
  furnishing: 'furnishing',
  facing: 'facing',
  totalUnits: 'totalUnits',
  totalFloors: 'totalFloors',
  availableFloor: 'availableFloor',
  facilities: 'facilities',
  neighbourhood: 'neighbourhood',
  negotiable: 'negotiable',
  listedBy: 'listedBy',
  parking: 'parking',
  advanceMonths: 'advanceMonths',
  serviceCharge: 'serviceCharge',
  billsIncluded: 'billsIncluded',
  gas: 'gas',
  tenants: 'tenants',
  availableFrom: 'availableFrom',
  paid: 'paid',
} as const satisfies Record<string, keyof PostRow>;

/** What was approved: every compared field and the photos (card URLs, in order). */
export function snapshotOf({ post, images }: PostWithImages): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(COMPARED)) snapshot[name] = post[column];
  snapshot.images = images.map((image) => image.cardPath);
  return snapshot;
}

/** The fields that differ between the approved snapshot and the post as it is now. */
export function changesSince(snapshot: Record<string, unknown>, entry: PostWithImages): PostChange[] {
  const now = snapshotOf(entry);
  const before = (field: string) => snapshot[field] ?? PREDATED[field];
  return Object.keys(now)
    .filter((field) => JSON.stringify(given(before(field))) !== JSON.stringify(given(now[field])))
    .map((field) => ({ field, before: before(field) ?? null, after: now[field] ?? null }));
}

/**
 * What a field a snapshot predates was, when it is not "not given": every post approved before the
 * choice existed kept its house and road number private (issue 41).
 */
const PREDATED: Record<string, unknown> = { showHouse: false };

/**
 * Nothing, an empty list and a field a snapshot predates all mean "not given", so a post approved
 * before a field existed shows no change in it.
 */
const given = (value: unknown) => (value === undefined || (Array.isArray(value) && value.length === 0) ? null : value);
