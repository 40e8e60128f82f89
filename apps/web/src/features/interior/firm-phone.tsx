import type { Language } from '@ghorbari/contracts';
import { Check, Copy, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatDigits } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { copyText } from '../../lib/share-links.ts';
import { PhoneReveal } from '../../components/phone-reveal.tsx';

const callLink = cn(
  'flex h-12 items-center justify-center gap-2 rounded-md bg-brand-700',
  'px-4 text-lg font-semibold text-white hover:bg-brand-800',
);
const copyButton = cn(
  'mt-2 flex h-11 w-full items-center justify-center gap-2 rounded-md border border-gray-300',
  'bg-white px-4 font-semibold text-gray-800 hover:border-brand-700 hover:text-brand-800',
);

/**
 * The firm's number, hidden until asked for (as a post's): then a call link and a copy button.
 * Revealing here or in the phone's call bar shows it in both; focus moves to the number. The
 * reveal works before the app has started (components/phone-reveal.tsx, issue 30).
 */
export function FirmPhone({
  phone,
  shown,
  onReveal,
  language,
}: {
  phone: string;
  shown: boolean;
  onReveal: () => void;
  language: Language;
}) {
  const { t } = useTranslation('interior');
  const [copied, setCopied] = useState(false);
  const display = formatDigits(phone, language);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(phone)) {
      setCopied(true);
      void showToast('success', t('contact.numberCopied'));
    } else void showToast('error', t('contact.copyFailed'));
  };
  return (
    <PhoneReveal
      shown={shown}
      onReveal={onReveal}
      className="mt-3"
      summaryClassName={cn(callLink, 'w-full')}
      label={t('contact.showPhone')}
    >
      <a href={`tel:${phone}`} className={callLink} data-testid="firm-call-link">
        <Phone aria-hidden size={20} />
        {display}
      </a>
      <button type="button" onClick={() => void copy()} className={copyButton}>
        {copied ? <Check aria-hidden size={18} className="text-brand-700" /> : <Copy aria-hidden size={18} />}
        {copied ? t('contact.copied') : t('contact.copyNumber')}
      </button>
    </PhoneReveal>
  );
}
