import type { Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../lib/format.ts';
import { PhoneProofBadge } from '../../domain/accounts/phone-proof/phone-proof-badge.tsx';
import {
  copyNumberLabels,
  CopyNumberButton,
  PanelPhoneReveal,
  PhoneCallLink,
} from '../../domain/contact/phone-call.tsx';

/** A number the post shows, and whether its poster proved it by an SMS code (issue 40). */
export interface ShownPhone {
  phone: string;
  verified: boolean;
}

/**
 * One number: the call link, whether it is proven ("Number verified", else "Not verified"), and a
 * button that copies it and says so in place and in a toast.
 */
function PhoneNumber({ phone, verified, language }: ShownPhone & { language: Language }) {
  const { t } = useTranslation('listings');
  return (
    <li>
      <PhoneCallLink phone={phone} language={language} />
      <p className="mt-1.5 flex justify-center">
        <PhoneProofBadge verified={verified} unproven="shown" />
      </p>
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
 * The reveal works before the app has started (domain/contact/phone-reveal.tsx, issue 30).
 */
export function PhoneNumbers({
  phones,
  shown,
  onReveal,
  language,
}: {
  phones: ShownPhone[];
  shown: boolean;
  onReveal: () => void;
  language: Language;
}) {
  const { t } = useTranslation('listings');
  return (
    <PanelPhoneReveal shown={shown} onReveal={onReveal} label={t('detail.showPhone')}>
      <ul className="space-y-3">
        {phones.map(({ phone, verified }) => (
          <PhoneNumber key={phone} phone={phone} verified={verified} language={language} />
        ))}
      </ul>
    </PanelPhoneReveal>
  );
}
