import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { DeleteNotificationsDialog, type DeleteTarget } from './delete-notifications-dialog.tsx';
import { InboxEmpty, InboxError, InboxSkeleton } from './inbox-states.tsx';
import { NotificationItem } from './notification-item.tsx';
import { InboxToolbar } from './inbox-toolbar.tsx';
import type { NotificationsValue } from './use-notifications.ts';
import { hasMore, sameQuery, type NotificationQuery } from './notifications-state.ts';
import { cn } from '../../lib/class-names.ts';
import { useNow } from '../../lib/use-now.ts';

/**
 * The list of one view (spec §2, Inbox): select all or some, mark them read or delete them,
 * mark everything read, the items, and "Load more". The page mounts it again for another view
 * or search, which clears the selection.
 */
export function InboxList({ inbox, query }: { inbox: NotificationsValue; query: NotificationQuery }) {
  const { t } = useTranslation('inbox');
  const language = useLanguage();
  const now = useNow();
  const summaryId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [busy, setBusy] = useState<'read' | 'all' | null>(null);

  // The provider may still hold the previous view for a moment: show that as loading.
  const current = sameQuery(inbox.query, query);
  const items = current ? inbox.items : [];
  const chosen = items.filter((item) => selected.has(item._id));
  const unreadChosen = chosen.filter((item) => !item.isRead).map((item) => item._id);

  const select = (ids: string[], on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  async function run(kind: 'read' | 'all', action: () => Promise<boolean>) {
    // In the Unread view, read items leave the list: if that empties what is shown while the
    // server holds more, show the next ones rather than "all caught up".
    const emptiesPage = kind === 'read' && query.view === 'unread' && selected.size >= items.length && hasMore(inbox);
    setBusy(kind);
    const done = await action();
    setBusy(null);
    if (done && kind === 'read') setSelected(new Set());
    if (done && emptiesPage) await inbox.load(query);
  }

  async function confirmDelete(target: DeleteTarget) {
    const ids = target.kind === 'one' ? [target.notification._id] : target.ids;
    // Deleting everything shown while the server holds more: show the next ones, not "empty".
    const emptiesPage = ids.length >= items.length && hasMore(inbox);
    const done = target.kind === 'one' ? await inbox.remove(ids[0]!) : await inbox.removeMany(ids);
    if (!done) return;
    select(ids, false);
    if (emptiesPage) await inbox.load(query);
  }

  // The dialog stays mounted whatever the list shows, so deleting the last item closes it cleanly.
  const dialog = (
    <DeleteNotificationsDialog target={deleting} onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
  );
  const loading = !current || inbox.list === 'idle' || (inbox.list === 'loading' && items.length === 0);
  if (loading || items.length === 0) {
    return (
      <>
        {loading ? (
          <InboxSkeleton />
        ) : inbox.list === 'error' ? (
          <InboxError onRetry={() => void inbox.load(query)} />
        ) : (
          <InboxEmpty view={query.view} q={query.q} />
        )}
        {dialog}
      </>
    );
  }

  const more = hasMore(inbox);
  return (
    <div className="rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <InboxToolbar
        shown={items.length}
        chosen={chosen.length}
        unreadChosen={unreadChosen.length}
        anyUnread={inbox.unreadCount > 0}
        busy={busy}
        onSelectAll={(on) =>
          select(
            items.map((item) => item._id),
            on,
          )
        }
        onMarkRead={() => void run('read', () => inbox.markManyRead(unreadChosen))}
        onDelete={() => setDeleting({ kind: 'many', ids: chosen.map((item) => item._id) })}
        onMarkAllRead={() => void run('all', inbox.markAllRead)}
      />
      <ul aria-label={t('list.label')} aria-describedby={summaryId} className="divide-y divide-gray-100">
        {items.map((item) => (
          <NotificationItem
            key={item._id}
            notification={item}
            now={now}
            selected={selected.has(item._id)}
            onSelect={(on) => select([item._id], on)}
            onOpen={() => void inbox.markRead(item._id)}
            onDelete={() => setDeleting({ kind: 'one', notification: item })}
          />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-2 border-t border-gray-200 px-4 py-4">
        <p id={summaryId} aria-live="polite" className="text-sm text-gray-700">
          {t('list.showing', {
            shown: formatNumber(items.length, language),
            total: formatNumber(inbox.totalNotify, language),
          })}
        </p>
        {inbox.list === 'error' ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {t('error.loadMore')}
          </p>
        ) : null}
        {more ? (
          <button
            type="button"
            disabled={inbox.list === 'loadingMore'}
            onClick={() => void inbox.loadMore()}
            className={cn(
              'inline-flex h-11 items-center gap-2 rounded-md border border-brand-700',
              'px-6 font-semibold text-brand-800 hover:bg-brand-50',
              'disabled:opacity-70',
            )}
          >
            {inbox.list === 'loadingMore' ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
            {inbox.list === 'loadingMore' ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        ) : null}
      </div>
      {dialog}
    </div>
  );
}
