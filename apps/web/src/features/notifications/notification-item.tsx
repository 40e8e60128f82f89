import type { Notification } from '@ghorbari/contracts';
import { CheckCheck, ExternalLink, Trash2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation/navigation.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useTimeAgo } from '../../lib/relative-time.ts';
import { linkTarget } from './notification-link.ts';
import { cn } from '../../lib/class-names.ts';

interface NotificationItemProps {
  notification: Notification;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Opened (clicked, its details followed, or "mark as read"): it is marked read. */
  onOpen: () => void;
  onDelete: () => void;
  /** The clock the "… ago" labels count from (the list ticks it every minute). */
  now: number;
}

const iconButton = 'inline-flex h-11 w-11 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100';

/** "View details" to the notification's link: a route of the site, or another site in a new tab. */
function DetailsLink({ link, title, onOpen }: { link: string | null; title: string; onOpen: () => void }) {
  const { t } = useTranslation('inbox');
  const target = linkTarget(link, window.location.origin);
  if (!target) return null;
  const className =
    'inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-2 hover:underline';
  const label = t('item.viewDetailsOf', { title });
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} onClick={onOpen} aria-label={label} className={className}>
        {t('item.viewDetails')}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onOpen}
      aria-label={label}
      className={className}
    >
      {t('item.viewDetails')}
      <ExternalLink aria-hidden size={15} />
    </a>
  );
}

/**
 * One notification of the inbox (spec §2): unread ones in bold with a dot (and "Unread" for
 * screen readers); clicking it marks it read. Keyboard users have the same through the
 * "mark as read" button, so the clickable area needs no role of its own.
 */
export function NotificationItem({ notification, selected, onSelect, onOpen, onDelete, now }: NotificationItemProps) {
  const { t } = useTranslation('inbox');
  const language = useLanguage();
  const ago = useTimeAgo();
  const { title, message, createdAt, isRead } = notification;
  const unread = !isRead;

  const openFromBody = (event: MouseEvent<HTMLDivElement>) => {
    // Controls inside handle their own clicks (the details link marks it read itself).
    if (unread && !(event.target as Element).closest('a, button, input, label')) onOpen();
  };

  return (
    <li
      data-testid="notification-item"
      data-read={isRead}
      className={cn(
        'flex items-start gap-3 px-3 py-3 sm:px-4',
        unread ? 'bg-brand-50/70' : 'bg-white',
        selected ? 'ring-2 ring-inset ring-brand-600' : '',
      )}
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('item.select', { title })}
        className="mt-3 h-5 w-5 shrink-0 accent-brand-700"
      />
      <div className={`min-w-0 flex-1 py-1.5 ${unread ? 'cursor-pointer' : ''}`} onClick={openFromBody}>
        <p className="flex items-start gap-2">
          {unread ? (
            <span
              aria-hidden
              data-testid="unread-dot"
              className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-accent-600"
            />
          ) : null}
          <span
            lang={textLanguage(title, language)}
            className={`min-w-0 break-words text-[16px] ${unread ? 'font-semibold text-gray-900' : 'text-gray-800'}`}
          >
            {unread ? <span className="sr-only">{`${t('item.unread')}: `}</span> : null}
            {title}
          </span>
        </p>
        <p
          lang={textLanguage(message, language)}
          className={`mt-0.5 whitespace-pre-line break-words text-[15px] ${unread ? 'text-gray-800' : 'text-gray-700'}`}
        >
          {message}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 text-sm text-gray-600">
          <time dateTime={createdAt}>{ago(createdAt, now)}</time>
          <DetailsLink link={notification.link} title={title} onOpen={onOpen} />
        </p>
      </div>
      <div className="flex shrink-0 flex-col sm:flex-row">
        {unread ? (
          <button
            type="button"
            onClick={onOpen}
            aria-label={t('item.markRead', { title })}
            title={t('actions.markRead')}
            className={`${iconButton} hover:text-brand-800`}
          >
            <CheckCheck aria-hidden size={20} />
          </button>
        ) : null}
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('item.delete', { title })}
          title={t('actions.delete')}
          className={`${iconButton} hover:text-red-700`}
        >
          <Trash2 aria-hidden size={19} />
        </button>
      </div>
    </li>
  );
}
