import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../lib/navigation/navigation.tsx';
import { paths } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { badgeText } from './badge-text.ts';
import { useNotificationToasts } from './use-notification-toasts.ts';
import { useNotifications } from './use-notifications.ts';
import { cn } from '../../lib/class-names.ts';

/**
 * The navbar's bell (signed-in users): a link to the inbox with the unread count, and the toasts
 * of notifications that arrive live. Loaded with the account menu's strings, never by visitors.
 */
export function NotificationBell() {
  useNotificationToasts();
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { unreadCount } = useNotifications();
  const label =
    unreadCount > 0
      ? t('bell.labelUnread', { count: unreadCount, n: formatNumber(unreadCount, language) })
      : t('bell.label');
  return (
    <NavLink
      to={paths.userInbox}
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className={({ isActive }) =>
        `relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full transition-colors ${
          isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-brand-800'
        }`
      }
    >
      <Bell aria-hidden size={22} />
      {unreadCount > 0 ? (
        <span
          aria-hidden
          data-testid="notification-badge"
          className={cn(
            'absolute right-0 top-0.5 min-w-5 rounded-full bg-accent-600 px-1',
            'text-center text-xs font-semibold leading-5 text-white ring-2',
            'ring-white',
          )}
        >
          {badgeText(unreadCount, language)}
        </span>
      ) : null}
    </NavLink>
  );
}

/** The unread count beside the inbox in the /user area's navigation. */
export function InboxNavCount() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { unreadCount } = useNotifications();
  if (unreadCount === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-accent-600 px-2 text-xs font-semibold leading-5 text-white">
      <span aria-hidden>{badgeText(unreadCount, language)}</span>
      <span className="sr-only">
        {`, ${t('bell.unread', { count: unreadCount, n: formatNumber(unreadCount, language) })}`}
      </span>
    </span>
  );
}
