import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerTitle } from './page-head.tsx';

/** Sets the tab title as "<page> – ঘরবাড়ি" (or "– Ghorbari"), in the browser and in the server's HTML. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const brand = t('brand');
  const full = title ? `${title} – ${brand}` : brand;
  useServerTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
