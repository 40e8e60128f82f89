import { HandHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PhoneCallLink, type NumberRevealProps } from '../../domain/contact/phone-call.tsx';
import { PhoneReveal } from '../../domain/contact/phone-reveal.tsx';
import { ReportListingButton } from '../../domain/reports/report-listing-button.tsx';
import { SaveButton } from '../../domain/saved-posts/save-button.tsx';
import { ShareOptions } from '../../components/share-options.tsx';
import { cn } from '../../lib/class-names.ts';
import { useFirstRender } from '../../lib/first-render.tsx';
import { formatPriceInWords } from '../../lib/format.ts';
import { ListingId } from '../../components/listing-id.tsx';
import { estimatedShareText, sharePriceText, sharesLeftText } from '../../domain/group-building/group-format.ts';
import { offerTitle, offerUrl, type GroupContactProps } from './group-contact-links.ts';
import { useOfferContact, type OfferIslandProps } from './group-reader.ts';

const callClass = cn(
  'flex min-h-12 w-full items-center justify-center gap-2 rounded-md border-2 border-brand-700 bg-white',
  'px-4 text-[17px] font-semibold text-brand-800 hover:bg-brand-50',
);
const interestClass = cn(
  'flex h-12 w-full items-center justify-center gap-2 rounded-md bg-brand-700',
  'px-4 text-lg font-semibold text-white hover:bg-brand-800',
);

/** The developer's number, hidden until asked for (as a post's), then a link that dials it and takes the focus. */
function DeveloperPhone({ phone, shown, onReveal, language }: NumberRevealProps) {
  const { t } = useTranslation('group');
  return (
    <PhoneReveal shown={shown} onReveal={onReveal} summaryClassName={callClass} label={t('contact.showPhone')}>
      <PhoneCallLink phone={phone} language={language} className={callClass} testId="group-call-link" />
    </PhoneReveal>
  );
}

/** Price per share, shares left, "I am interested", the developer's number, save and share. */
export function GroupContact({ offer, savedId, language, phoneShown, onRevealPhone, onInterested }: GroupContactProps) {
  const { t } = useTranslation(['group', 'common']);
  const { origin } = useFirstRender();
  const price = sharePriceText(t, offer, language);
  const words =
    offer.pricePerShare !== null
      ? formatPriceInWords(t, offer.pricePerShare, language)
      : estimatedShareText(t, offer, language);
  return (
    <div className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
      {price ? (
        <div>
          <p className="text-sm font-semibold text-gray-600">
            {offer.pricePerShare !== null ? t('contact.pricePerShare') : t('contact.price')}
          </p>
          <p className="text-2xl font-semibold text-brand-800" data-testid="share-price">
            {price}
          </p>
          {words ? <p className="text-sm text-gray-600">{words}</p> : null}
        </div>
      ) : null}
      <p className="font-semibold text-amber-900" data-testid="shares-left">
        {sharesLeftText(t, offer.sharesLeft, offer.sharesTotal, language)}
      </p>
      <section aria-labelledby="group-contact-title" className="space-y-3 border-t border-gray-100 pt-4">
        <h2 id="group-contact-title" className="text-lg font-semibold text-gray-900">
          {t('contact.title')}
        </h2>
        <p className="text-[15px] text-gray-700">
          {offer.status === 'filled' ? t('contact.filledNote') : t('contact.note')}
        </p>
        <button type="button" className={interestClass} onClick={onInterested}>
          <HandHeart aria-hidden size={22} />
          {t('contact.interested')}
        </button>
        <DeveloperPhone phone={offer.phone} shown={phoneShown} onReveal={onRevealPhone} language={language} />
        <SaveButton type="group" postId={offer.PostID} savedId={savedId} className="w-full" />
      </section>
      <div className="border-t border-gray-100 pt-4">
        <ShareOptions id="group-share-title" title={offerTitle(offer, language)} url={offerUrl(offer.PostID, origin)} />
      </div>
      <div className="border-t border-gray-100 pt-4">
        <p className="text-sm text-gray-600">
          {t('contact.offerId')}: <ListingId id={offer.PostID} language={language} />
        </p>
        {/* Offers are our staff's own, so every reader may report one (issue 18). */}
        <ReportListingButton
          listing={{ kind: 'offer', listingId: offer.PostID, title: offerTitle(offer, language) }}
          className="mt-1"
        />
      </div>
    </div>
  );
}

/** The contact panel as an island of the offer's page: the offer read from the page's state by its id. */
export function GroupContactIsland({ offerId }: OfferIslandProps) {
  const contact = useOfferContact(offerId);
  return contact ? <GroupContact {...contact} /> : null;
}
