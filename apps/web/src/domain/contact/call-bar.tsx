import type { Language } from '@ghorbari/contracts';
import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatDigits } from '../../lib/format.ts';
import { whatsAppHref, whatsAppNumber } from '../../lib/share-links.ts';
import { PhoneReveal } from './phone-reveal.tsx';
import { WhatsAppIcon } from '../../components/whatsapp-icon.tsx';

/** The shape of each of the bar's buttons, for a page's own third button (a group offer's "interested"). */
export const callBarAction = cn(
  'flex min-h-12 w-full min-w-0 flex-col items-center justify-center gap-2 rounded-md px-1',
  'text-sm font-semibold leading-5',
);

export interface CallBarProps {
  phone: string;
  language: Language;
  /** The region's name for screen readers ("Quick contact with the owner"). */
  label: string;
  /** The prefilled WhatsApp message (WhatsApp shows only for a mobile number). */
  whatsAppMessage: string;
  /** The reader asked to see the number (here or in the page's contact panel). */
  phoneShown: boolean;
  onRevealPhone: () => void;
  /** The save button, styled for the bar by the page. */
  save: ReactNode;
  testId: string;
}

/**
 * Call, WhatsApp and save, always at hand at the bottom of a phone's screen (issue 12, defect 8);
 * wider screens have the contact panel instead. The number is revealed on the first tap, as in
 * the panel, and dialled from the link that replaces the button, which then takes the focus. The
 * reveal is the browser's own disclosure and WhatsApp a plain link, so both answer a tap made
 * before the app has started (issue 30).
 */
export function CallBar({
  phone,
  language,
  label,
  whatsAppMessage,
  phoneShown,
  onRevealPhone,
  save,
  testId,
}: CallBarProps) {
  const { t } = useTranslation('common');

  const shownPhone = formatDigits(phone, language);
  const whatsApp = whatsAppNumber(phone);
  const call = cn(callBarAction, 'bg-brand-700 text-white hover:bg-brand-800');

  return (
    <section
      aria-label={label}
      data-bottom-bar
      data-testid={testId}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white px-3 pt-2 md:hidden',
        'pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgba(0,0,0,0.08)]',
      )}
    >
      <div className={cn('grid gap-2', whatsApp ? 'grid-cols-3' : 'grid-cols-2')}>
        <PhoneReveal
          shown={phoneShown}
          onReveal={onRevealPhone}
          className="min-w-0"
          summaryClassName={call}
          label={t('call.call')}
        >
          <a href={`tel:${phone}`} aria-label={t('call.number', { phone: shownPhone })} className={call}>
            <Phone aria-hidden size={20} />
            <span className="max-w-full truncate">{shownPhone}</span>
          </a>
        </PhoneReveal>
        {whatsApp ? (
          <a
            href={whatsAppHref(whatsAppMessage, whatsApp)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(callBarAction, 'bg-green-700 text-white hover:bg-green-800')}
          >
            <WhatsAppIcon />
            {t('share.whatsApp')}
            <span className="sr-only">{t('share.opensNewTab')}</span>
          </a>
        ) : null}
        {save}
      </div>
    </section>
  );
}
