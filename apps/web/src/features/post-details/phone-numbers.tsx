import type { Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../lib/format.ts';
import { copyNumberLabels, CopyNumberButton, PanelPhoneReveal, PhoneCallLink } from '../../components/phone-call.tsx';

/** One number: the call link, and a button that copies it and says so in place and in a toast. */
function PhoneNumber({ phone, language }: { phone: string; language: Language }) {
  const { t } = useTranslation('listings');
  return (
    <li>
      <PhoneCallLink phone={phone} language={language} />
      {/* The number is part of the name (there may be two), after the visible words, as WCAG 2.5.3 asks. */}
      <CopyNumberButton phone={phone} labels={copyNumberLabels(t, 'detail')}>
        <span className="sr-only">{` ${formatDigits(phone, language)}`}</span>
      </CopyNumberButton>
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
    <PanelPhoneReveal shown={shown} onReveal={onReveal} label={t('detail.showPhone')}>
      <ul className="space-y-3">
        {phones.map((phone) => (
          <PhoneNumber key={phone} phone={phone} language={language} />
        ))}
      </ul>
    </PanelPhoneReveal>
  );
}
