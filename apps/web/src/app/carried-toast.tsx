import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takeCarriedToast } from '../lib/session/carried-toast.ts';
import { showToast } from '../lib/toast.ts';

/**
 * Shows a toast a page left for this one as the browser went back to it (issue 28): on start,
 * and when the page comes back from the back-forward cache without starting again.
 */
export function CarriedToast() {
  const { t } = useTranslation('messages');
  useEffect(() => {
    const show = () => {
      const key = takeCarriedToast();
      if (key) void showToast('error', t(key));
    };
    show();
    window.addEventListener('pageshow', show);
    return () => window.removeEventListener('pageshow', show);
  }, [t]);
  return null;
}
