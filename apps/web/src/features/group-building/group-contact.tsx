import type { GroupDetail, Language } from '@ghorbari/contracts';
import { HandHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CallBar } from '../../components/call-bar.tsx';
import { PhoneCallLink, type NumberRevealProps } from '../../components/phone-call.tsx';
import { PhoneReveal } from '../../components/phone-reveal.tsx';
import { ReportListingButton } from '../../components/report-listing-button.tsx';
import { SaveButton } from '../../components/save-button.tsx';
import { ShareOptions } from '../../components/share-options.tsx';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { contentFor } from '../../lib/content-twin.ts';
import { useFirstRender } from '../../lib/first-render.tsx';
import { formatListingId, formatPriceInWords, listingIdClass } from '../../lib/format.ts';
import { estimatedShareText, sharePriceText, sharesLeftText } from '../../lib/group-format.ts';

/** The offer's title as this reader sees it: the English twin for an English reader, when given (ADR 039). */
const offerTitle = (offer: Pick<GroupDetail, 'title' | 'titleEn'>, language: Language) =>
  contentFor(offer.title, offer.titleEn, language).text;

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

const callClass = cn(
  'flex min-h-12 w-full items-center justify-center gap-2 rounded-md border-2 border-brand-700 bg-white',
  'px-4 text-[17px] font-semibold text-brand-800 hover:bg-brand-50',
);
const interestClass = cn(
  'flex h-12 w-full items-center justify-center gap-2 rounded-md bg-brand-700',
  'px-4 text-lg font-semibold text-white hover:bg-brand-800',
);

/** The offer's own address, without the list filters the reader came with. */
export const offerUrl = (offerId: string, origin: string) => new URL(href.groupDetails(offerId), origin).href;

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
          {t('contact.offerId')}:{' '}
          <span translate="no" className={listingIdClass(language)}>
            {formatListingId(offer.PostID, language)}
          </span>
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
          className={cn(
            'flex min-h-12 w-full min-w-0 flex-col items-center justify-center gap-2 rounded-md px-1',
            'bg-amber-400 text-sm font-semibold leading-5 text-gray-900 hover:bg-amber-500',
          )}
        >
          <HandHeart aria-hidden size={20} />
          {t('contact.interestedShort')}
        </button>
      }
    />
  );
}
