import { SUPPORT_CONTACT } from '@ghorbari/contracts';
import { formatDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** The support phone and email, with digits in the reader's language and working links. */
export function useSupportContact() {
  const language = useLanguage();
  return {
    phone: formatDigits(SUPPORT_CONTACT.phone, language),
    phoneHref: `tel:+88${SUPPORT_CONTACT.phone.replace(/\D/g, '')}`,
    email: SUPPORT_CONTACT.email,
    emailHref: `mailto:${SUPPORT_CONTACT.email}`,
  };
}
