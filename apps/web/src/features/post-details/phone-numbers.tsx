import type { Language } from '@ghorbari/contracts';
import { Check, Copy, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { cn } from '../../lib/class-names.ts';
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

/** One number: the call link, and a button that copies it and says so in place and in a toast. */
function PhoneNumber({ phone, language }: { phone: string; language: Language }) {
  const { t } = useTranslation('listings');
  const [copied, setCopied] = useState(false);
  const shown = formatDigits(phone, language);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(phone)) {
      setCopied(true);
      void showToast('success', t('detail.numberCopied'));
    } else void showToast('error', t('detail.copyFailed'));
  };

  return (
    <li>
      <a href={`tel:${phone}`} className={callLink}>
        <Phone aria-hidden size={20} />
        {shown}
      </a>
      {/* The number is part of the name (there may be two), after the visible words, as WCAG 2.5.3 asks. */}
      <button type="button" onClick={() => void copy()} className={copyButton}>
        {copied ? <Check aria-hidden size={18} className="text-brand-700" /> : <Copy aria-hidden size={18} />}
        {copied ? t('detail.copied') : t('detail.copyNumber')}
        <span className="sr-only">{` ${shown}`}</span>
      </button>
    </li>
  );
}

/**
 * The owner's numbers, hidden until asked for as before (the reader chooses to see them), then
 * each as a call link with a copy button. Revealing here or in the call bar shows them in both.
 * The reveal works before the app has started (components/phone-reveal.tsx, issue 30).
 */
export function PhoneNumbers({
  phones,
  shown,
  onReveal,
  language,
}: {
  phones: string[];
  shown: boolean;
  onReveal: () => void;
  language: Language;
}) {
  const { t } = useTranslation('listings');
  return (
    <PhoneReveal
      shown={shown}
      onReveal={onReveal}
      className="mt-3"
      summaryClassName={cn(callLink, 'w-full')}
      label={t('detail.showPhone')}
    >
      <ul className="space-y-3">
        {phones.map((phone) => (
          <PhoneNumber key={phone} phone={phone} language={language} />
        ))}
      </ul>
    </PhoneReveal>
  );
}
