import { useTranslation } from 'react-i18next';
import {
  copyNumberLabels,
  CopyNumberButton,
  PanelPhoneReveal,
  PhoneCallLink,
  type NumberRevealProps,
} from '../../domain/contact/phone-call.tsx';

/**
 * The firm's number, hidden until asked for (as a post's): then a call link and a copy button.
 * Revealing here or in the phone's call bar shows it in both; focus moves to the number. The
 * reveal works before the app has started (domain/contact/phone-reveal.tsx, issue 30).
 */
export function FirmPhone({ phone, shown, onReveal, language }: NumberRevealProps) {
  const { t } = useTranslation('interior');
  return (
    <PanelPhoneReveal shown={shown} onReveal={onReveal} label={t('contact.showPhone')}>
      <PhoneCallLink phone={phone} language={language} testId="firm-call-link" />
      <CopyNumberButton phone={phone} labels={copyNumberLabels(t, 'contact')} />
    </PanelPhoneReveal>
  );
}
