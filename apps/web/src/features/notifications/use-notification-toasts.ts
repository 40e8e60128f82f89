import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/navigation/navigation.tsx';
import { paths } from '../../config/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { linkTarget } from './notification-link.ts';
import { NotificationsContext } from './notifications-context.ts';

/**
 * A notification that arrives live shows a toast too, besides the bell's count (issue 12): its
 * title and message, and "View details" when it has a link, which marks it read and follows the
 * link as the inbox does. Used by the navbar's bell, which every signed-in page shows once and
 * which sits inside the router.
 */
export function useNotificationToasts(): void {
  const store = useContext(NotificationsContext);
  const navigate = useNavigate();
  const { t } = useTranslation('account');

  useEffect(() => {
    if (!store) return;
    return store.onArrival((notification) => {
      const target = linkTarget(notification.link, window.location.origin);
      const open = () => {
        void store.actions.markRead(notification._id);
        if (target?.kind === 'internal') void navigate(target.to);
        else if (target) window.open(target.href, '_blank', 'noopener,noreferrer');
      };
      void showToast('message', notification.title, {
        description: notification.message,
        ...(target ? { action: { label: t('bell.viewDetails'), onClick: open } } : {}),
      });
    });
  }, [store, navigate, t]);

  // A system notification tapped (issue 19): the service worker focused this window and asks it to
  // follow the link (the inbox when there is none) and mark the notification read.
  useEffect(() => {
    if (!store || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; id?: unknown; link?: unknown } | null;
      if (data?.type !== 'notification-click') return;
      if (typeof data.id === 'string') void store.actions.markRead(data.id);
      const target = linkTarget(typeof data.link === 'string' ? data.link : null, window.location.origin);
      if (target?.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
      else void navigate(target?.to ?? paths.userInbox);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [store, navigate]);
}
