import type { Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';

/** The language the page is shown in; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'bn';
}
