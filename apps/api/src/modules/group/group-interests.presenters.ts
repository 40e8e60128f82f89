import { groupId, type Lead, type MyInterest } from '@ghorbari/contracts';
import type { UserSummary } from '../accounts/users.types.ts';
import type { InterestRow } from './group-interests.repository.ts';
import type { OfferTitle } from './group-interests.types.ts';

/** Offers by id, as the offers repository names them: number (G-n), title and its English twin. */
export type OfferTitles = Map<string, OfferTitle>;

const offerOf = (row: Pick<InterestRow, 'offerId'>, titles: OfferTitles) => {
  const offer = row.offerId ? titles.get(row.offerId) : undefined;
  return offer ? { PostID: groupId(offer.number), title: offer.title, titleEn: offer.titleEn } : null;
};

/** One of the member's own interests (their dashboard): never staff's note. */
export function presentMyInterest(row: InterestRow, titles: OfferTitles): MyInterest {
  return {
    id: row.id,
    offer: offerOf(row, titles),
    division: row.division,
    location: row.location,
    phone: row.phone,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A lead in the staff area, with the member's account when a signed-in member sent it. */
export function presentLead(
  row: InterestRow,
  titles: OfferTitles,
  members: Map<string, Pick<UserSummary, 'id' | 'name'>>,
): Lead {
  const member = row.userId ? members.get(row.userId) : undefined;
  return {
    id: row.id,
    offer: offerOf(row, titles),
    name: row.name,
    occupation: row.occupation,
    phone: row.phone,
    division: row.division,
    location: row.location,
    member: member ? { id: member.id, name: member.name } : null,
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
