import type { posts } from './posts.schema.ts';

/**
 * The columns a card of a listing shows (posts.presenters.ts, `cardOf`), and the post's id and
 * owner: all a listing reads of a post, so a page of cards moves, parses and decodes half the
 * columns of a post (issue 42: most of a 24-card page's CPU time was reading rows).
 */
export const LISTED_COLUMNS = [
  'id',
  'number',
  'ownerId',
  'type',
  'status',
  'title',
  'price',
  'previousPrice',
  'priceUnits',
  'size',
  'landSize',
  'landUnits',
  'propertyType',
  'division',
  'district',
  'subDistrict',
  'neighbourhood',
  'bedrooms',
  'bathrooms',
  'paid',
  'negotiable',
  'closedAt',
  'availabilityConfirmedAt',
  'availabilityUnconfirmed',
  'availableFrom',
  'listedAt',
  'updatedAt',
  'updateCount',
  'rejectionReason',
  'rejectionNote',
] as const satisfies readonly (keyof typeof posts.$inferSelect)[];
