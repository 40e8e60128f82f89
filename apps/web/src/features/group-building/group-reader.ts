import { usePhoneShown } from '../../domain/posts/phone-shown.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { useOffer } from '../../domain/group-building/get-offer.ts';
import { offerTitle, type GroupContactProps } from './group-contact-links.ts';
import { setInterestTarget } from './interest-target.ts';

/**
 * The islands of an offer's page (issue 43, ADR 059): the contact panel, the phone's call bar, the
 * photos and the interest modal. Those that show the offer read it from the query cache the page
 * was rendered from (it travels once, in the page's state), by the offer's id alone.
 */
export interface OfferIslandProps {
  offerId: string;
}

/**
 * The offer as the reader sees it. The server rendered it for a visitor; once the stored session
 * is known, a member's copy (whether they saved it) is asked for, and the visitor's stays on
 * screen until it comes.
 */
export function useReadersOffer(offerId: string) {
  const { user, loading } = useSession();
  return useOffer(offerId, user?._id ?? null, { enabled: !loading, keepPrevious: true });
}

/**
 * What the contact panel and the call bar show the reader: the offer, its number shown in both at
 * once, and "I am interested", which opens the one modal; null until the offer is known.
 */
export function useOfferContact(offerId: string): GroupContactProps | null {
  const language = useLanguage();
  const { data } = useReadersOffer(offerId);
  const [phoneShown, onRevealPhone] = usePhoneShown(offerId);
  if (!data) return null;
  const { offer, savedId } = data;
  return {
    offer,
    savedId,
    language,
    phoneShown,
    onRevealPhone,
    onInterested: () => setInterestTarget({ kind: 'offer', offerId: offer.PostID, title: offerTitle(offer, language) }),
  };
}
