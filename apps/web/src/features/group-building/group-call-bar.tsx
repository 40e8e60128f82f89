import { HandHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CallBar, callBarAction } from '../../domain/contact/call-bar.tsx';
import { cn } from '../../lib/class-names.ts';
import { useFirstRender } from '../../lib/first-render.tsx';
import { offerTitle, offerUrl, type GroupContactProps } from './group-contact-links.ts';
import { useOfferContact, type OfferIslandProps } from './group-reader.ts';

/** Call, WhatsApp and "I am interested" at the bottom of a phone's screen: the offer's two ways in. */
export function GroupCallBar({ offer, language, phoneShown, onRevealPhone, onInterested }: GroupContactProps) {
  const { t } = useTranslation('group');
  const { origin } = useFirstRender();
  return (
    <CallBar
      phone={offer.phone}
      language={language}
      label={t('contact.quick')}
      whatsAppMessage={t('contact.whatsAppMessage', {
        title: offerTitle(offer, language),
        url: offerUrl(offer.PostID, origin),
      })}
      phoneShown={phoneShown}
      onRevealPhone={onRevealPhone}
      testId="group-call-bar"
      save={
        <button
          type="button"
          onClick={onInterested}
          className={cn(callBarAction, 'bg-amber-400 text-gray-900 hover:bg-amber-500')}
        >
          <HandHeart aria-hidden size={20} />
          {t('contact.interestedShort')}
        </button>
      }
    />
  );
}

/** The call bar as an island of the offer's page: the offer read from the page's state by its id. */
export function GroupCallBarIsland({ offerId }: OfferIslandProps) {
  const contact = useOfferContact(offerId);
  return contact ? <GroupCallBar {...contact} /> : null;
}
