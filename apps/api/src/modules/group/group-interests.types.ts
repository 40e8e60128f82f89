import type { Executor } from '../../db/client.ts';
import type { groupOffers } from './group.schema.ts';

/** A group-building offer as stored (the offers repository's table). */
export type OfferRow = typeof groupOffers.$inferSelect;

/** An offer as leads and interests name it: its number, title and the title's English twin. */
export type OfferTitle = Pick<OfferRow, 'number' | 'title' | 'titleEn'>;

/**
 * What interests and leads use of the offers repository, handed in from app.ts: an offer by its
 * public number (any status), and the number and title of several offers at once.
 */
export interface GroupOffersAccess {
  byNumber(number: number, tx?: Executor): Promise<OfferRow | null>;
  titlesByIds(ids: readonly string[]): Promise<Map<string, OfferTitle>>;
}
