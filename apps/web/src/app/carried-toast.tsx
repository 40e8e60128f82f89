import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takeCarriedToast } from '../lib/session/carried-toast.ts';
import { showToast } from '../lib/toast.ts';

/**
 * Shows a toast a page left for this one as the browser went back to it (issue 28): on start,
 * and when the page comes back from the back-forward cache without starting again. The messages'
 * translations are asked for only when there is such a toast, so no page waits for them to start.
 */
export function CarriedToast() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const show = () => {
      const key = takeCarriedToast();
      if (!key) return;
      void i18n.loadNamespaces('messages').then(() => showToast('error', i18n.t(key, { ns: 'messages' })));
    };
    show();
    window.addEventListener('pageshow', show);
    return () => window.removeEventListener('pageshow', show);
  }, [i18n]);
  return null;
}
