import { useTranslation } from 'react-i18next';
import { CallBar } from '../../domain/contact/call-bar.tsx';
import { SaveButton } from '../../domain/saved-posts/save-button.tsx';
import { useFirstRender } from '../../lib/first-render.tsx';
import { usePhoneShown } from '../../domain/posts/phone-shown.ts';
import { useLanguage } from '../../lib/use-language.ts';
import type { FirmContactProps } from './firm-contact.tsx';
import { firmUrl } from './firm-links.ts';
import { useReadersFirm, type FirmIslandProps } from './firm-reader.ts';

/** Call, WhatsApp and save at the bottom of a phone's screen, as on a post's page. */
export function FirmCallBar({ firm, savedId, language, phoneShown, onRevealPhone }: FirmContactProps) {
  const { t } = useTranslation('interior');
  const { origin } = useFirstRender();
  return (
    <CallBar
      phone={firm.phone}
      language={language}
      label={t('contact.quick')}
      whatsAppMessage={t('contact.whatsAppMessage', { name: firm.name, url: firmUrl(firm.PostID, origin) })}
      phoneShown={phoneShown}
      onRevealPhone={onRevealPhone}
      testId="firm-call-bar"
      save={
        <SaveButton
          type="interior"
          postId={firm.PostID}
          savedId={savedId}
          className="min-h-12 w-full flex-col text-sm leading-5"
        />
      }
    />
  );
}

/** The phone's call bar, for a firm that is live. */
export function FirmCallBarIsland({ firmId }: FirmIslandProps) {
  const language = useLanguage();
  const data = useReadersFirm(firmId);
  const [phoneShown, revealPhone] = usePhoneShown(firmId);
  if (!data || data.firm.status !== 'approved') return null;
  const { firm, savedId } = data;
  return <FirmCallBar {...{ firm, savedId, language, phoneShown }} onRevealPhone={revealPhone} />;
}
