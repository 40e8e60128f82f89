import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../lib/toast.ts';

/** Tells a reader on mobile data when the connection drops and when it is back. */
export function ConnectionToasts() {
  const { t } = useTranslation();
  useEffect(() => {
    const offline = () => void showToast('warning', t('connection.offline'));
    const online = () => void showToast('success', t('connection.online'));
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
  return null;
}
