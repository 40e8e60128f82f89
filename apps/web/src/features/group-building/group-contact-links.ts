import type { GroupDetail, Language } from '@ghorbari/contracts';
import { href } from '../../config/paths.ts';
import { contentFor } from '../../lib/content-twin.ts';

/**
 * What the offer's contact panel and the phone's call bar share: two islands of the offer's page
 * (ADR 059), each a module of its own, so the page starts with the call bar's code alone.
 */

/** The offer's title as this reader sees it: the English twin for an English reader, when given (ADR 039). */
export const offerTitle = (offer: Pick<GroupDetail, 'title' | 'titleEn'>, language: Language) =>
  contentFor(offer.title, offer.titleEn, language).text;

/** The offer's own address, without the list filters the reader came with. */
export const offerUrl = (offerId: string, origin: string) => new URL(href.groupDetails(offerId), origin).href;

export interface GroupContactProps {
  offer: GroupDetail;
  savedId: string | null;
  language: Language;
  /** The reader asked to see the number (in the panel or the call bar; both then show it). */
  phoneShown: boolean;
  onRevealPhone: () => void;
  /** Opens the interest modal for this offer. */
  onInterested: () => void;
}
