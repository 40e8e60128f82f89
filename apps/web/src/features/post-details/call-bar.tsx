import { Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ContactProps } from './contact-links.ts';
import { SaveButton } from '../../components/save-button.tsx';
import { formatDigits } from '../../lib/format.ts';
import { cn } from '../../lib/class-names.ts';
import { postUrl, whatsAppHref, whatsAppNumber } from './contact-links.ts';
import { WhatsAppIcon } from './whatsapp-icon.tsx';

/**
 * The bar's height, kept free at the end of the page (after the footer) so it never covers
 * anything: 1px border, 8px above and below a 48px row, the phone's own bottom inset, and a few
 * pixels to spare for fonts that make the row a fraction taller.
 */
const BAR_HEIGHT = 'h-[calc(68px+env(safe-area-inset-bottom))]';

const action = cn(
  'flex min-h-12 w-full min-w-0 flex-col items-center justify-center gap-2 rounded-md px-1',
  'text-sm font-semibold leading-5',
);

/**
 * Call, WhatsApp and save, always at hand at the bottom of a phone's screen (issue 12, defect 8);
 * wider screens have the contact panel beside the post instead. The number is revealed on the
 * first tap, as in the panel, and dialled from the link that replaces the button.
 */
export function CallBar({ post, savedId, language, phoneShown, onRevealPhone }: ContactProps) {
  const { t } = useTranslation('listings');
  const asked = useRef(false);
  const callLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (phoneShown && asked.current) callLink.current?.focus();
  }, [phoneShown]);

  const phone = post.primaryPhone;
  const shownPhone = formatDigits(phone, language);
  const whatsApp = whatsAppNumber(phone);
  const message = t(post.type === 'rent' ? 'detail.whatsAppMessageRent' : 'detail.whatsAppMessageSell', {
    title: post.postTitle,
    url: postUrl(post),
  });
  const call = cn(action, 'bg-brand-700 text-white hover:bg-brand-800');

  return (
    <>
      <section
        aria-label={t('detail.quickContact')}
        data-bottom-bar
        data-testid="call-bar"
        className={cn(
          'fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white px-3 pt-2 md:hidden',
          'pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgba(0,0,0,0.08)]',
        )}
      >
        <div className={cn('grid gap-2', whatsApp ? 'grid-cols-3' : 'grid-cols-2')}>
          {phoneShown ? (
            <a
              ref={callLink}
              href={`tel:${phone}`}
              aria-label={t('detail.callPrimary', { phone: shownPhone })}
              className={call}
            >
              <Phone aria-hidden size={20} />
              <span className="max-w-full truncate">{shownPhone}</span>
            </a>
          ) : (
            <button
              type="button"
              className={call}
              onClick={() => {
                asked.current = true;
                onRevealPhone();
              }}
            >
              <Phone aria-hidden size={20} />
              {t('detail.call')}
            </button>
          )}
          {whatsApp ? (
            <a
              href={whatsAppHref(message, whatsApp)}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(action, 'bg-green-700 text-white hover:bg-green-800')}
            >
              <WhatsAppIcon />
              {t('detail.whatsApp')}
              <span className="sr-only">{t('detail.opensNewTab')}</span>
            </a>
          ) : null}
          <SaveButton
            type={post.type}
            postId={post.PostID}
            savedId={savedId}
            className="min-h-12 w-full flex-col text-sm leading-5"
          />
        </div>
      </section>
      {/* Room for the bar at the very end of the document, below the footer too. */}
      {createPortal(<div aria-hidden className={cn(BAR_HEIGHT, 'md:hidden')} />, document.body)}
    </>
  );
}
