import { CheckCheck, Loader2, MoreVertical, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OptionsMenu, OptionsMenuItem, OptionsMenuSeparator } from '../../components/options-menu.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { cn } from '../../lib/class-names.ts';

const toolButton = cn(
  'inline-flex h-11 items-center gap-2 rounded-md px-3 text-[15px]',
  'font-semibold disabled:cursor-not-allowed disabled:opacity-60',
);

interface InboxToolbarProps {
  /** How many items are shown, chosen, and chosen while unread. */
  shown: number;
  chosen: number;
  unreadChosen: number;
  /** Whether anything is unread at all (for "Mark all as read"). */
  anyUnread: boolean;
  busy: 'read' | 'all' | null;
  onSelectAll: (on: boolean) => void;
  onMarkRead: () => void;
  onDelete: () => void;
  onMarkAllRead: () => void;
}

/**
 * Select all, and what can be done with the chosen notifications (spec §2, Inbox). Wider screens
 * show the three actions as buttons; on a phone they fold into one "More actions" menu, so the
 * controls stay on one row above the list (issue 12).
 */
export function InboxToolbar({
  shown,
  chosen,
  unreadChosen,
  anyUnread,
  busy,
  onSelectAll,
  onMarkRead,
  onDelete,
  onMarkAllRead,
}: InboxToolbarProps) {
  const { t } = useTranslation('inbox');
  const language = useLanguage();
  const allChosen = shown > 0 && chosen === shown;

  return (
    <div
      role="group"
      aria-label={t('actions.label')}
      className="flex items-center gap-x-2 border-b border-gray-200 px-3 py-1.5 sm:flex-wrap sm:py-2 sm:px-4"
    >
      <label
        className={cn(
          'inline-flex h-11 cursor-pointer items-center gap-3 pr-2 text-[15px]',
          'font-semibold text-gray-800',
        )}
      >
        <input
          type="checkbox"
          checked={allChosen}
          ref={(node) => {
            if (node) node.indeterminate = chosen > 0 && !allChosen;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
          className="h-5 w-5 accent-brand-700"
        />
        {t('actions.selectAll')}
      </label>
      {chosen > 0 ? (
        <span className="text-sm text-gray-700">
          {t('actions.selected', { count: chosen, n: formatNumber(chosen, language) })}
        </span>
      ) : null}

      <div className="hidden flex-1 flex-wrap items-center gap-x-2 sm:flex">
        <button
          type="button"
          disabled={unreadChosen === 0 || busy !== null}
          onClick={onMarkRead}
          className={`${toolButton} text-brand-800 hover:bg-brand-50`}
        >
          {busy === 'read' ? (
            <Loader2 aria-hidden size={18} className="animate-spin" />
          ) : (
            <CheckCheck aria-hidden size={18} />
          )}
          {t('actions.markRead')}
        </button>
        <button
          type="button"
          disabled={chosen === 0}
          onClick={onDelete}
          className={`${toolButton} text-red-700 hover:bg-red-50`}
        >
          <Trash2 aria-hidden size={18} />
          {t('actions.delete')}
        </button>
        <button
          type="button"
          disabled={!anyUnread || busy !== null}
          onClick={onMarkAllRead}
          className={`${toolButton} ml-auto text-brand-800 hover:bg-brand-50`}
        >
          {busy === 'all' ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
          {t('actions.markAllRead')}
        </button>
      </div>

      <OptionsMenu
        label={t('actions.moreLabel')}
        trigger={
          <>
            {busy ? <Loader2 aria-hidden size={18} className="animate-spin" /> : <MoreVertical aria-hidden size={18} />}
            {t('actions.more')}
          </>
        }
        triggerClassName={cn(
          'ml-auto inline-flex h-11 shrink-0 items-center gap-1.5 rounded-md px-3 sm:hidden',
          'text-[15px] font-semibold text-brand-800 hover:bg-brand-50 data-[state=open]:bg-brand-50',
        )}
        widthClassName="min-w-56 max-w-80"
      >
        <OptionsMenuItem Icon={CheckCheck} disabled={unreadChosen === 0 || busy !== null} onSelect={onMarkRead}>
          {t('actions.markRead')}
        </OptionsMenuItem>
        <OptionsMenuItem Icon={Trash2} danger disabled={chosen === 0} onSelect={onDelete}>
          {t('actions.delete')}
        </OptionsMenuItem>
        <OptionsMenuSeparator />
        <OptionsMenuItem Icon={CheckCheck} disabled={!anyUnread || busy !== null} onSelect={onMarkAllRead}>
          {t('actions.markAllRead')}
        </OptionsMenuItem>
      </OptionsMenu>
    </div>
  );
}
