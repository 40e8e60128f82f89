import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title as "<page> – ঘরবাড়ি" (or "– Ghorbari"). */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const brand = t('brand');
  useEffect(() => {
    document.title = title ? `${title} – ${brand}` : brand;
  }, [title, brand]);
}
