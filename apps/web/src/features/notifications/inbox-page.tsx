import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AlertsSwitch, INBOX_PANEL_ID, LiveStatus, SearchBox, SortSelect, tabId, ViewTabs } from './inbox-controls.tsx';
import { InboxList } from './inbox-list.tsx';
import { useInboxQuery } from './inbox-query.ts';
import { useNotifications } from './use-notifications.ts';

/**
 * /user/my-inbox (spec §2, Inbox): search, the All / Unread / Read tabs with counts, newest or
 * oldest first, and the list. The view, search and order live in the address. On a phone the
 * controls are kept to a few short rows, so the first notification shows without scrolling
 * (issue 12).
 */
export function InboxPage() {
  const { t } = useTranslation('inbox');
  const inbox = useNotifications();
  const { query, update } = useInboxQuery();
  const { load } = inbox;
  useDocumentTitle(t('title'));

  // Page 1 of the chosen list; again once the notification store has loaded.
  useEffect(() => {
    void load(query);
  }, [load, query]);

  const search = useCallback((q: string) => update({ q }), [update]);

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3 sm:mb-5">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 hidden max-w-2xl text-[15px] text-gray-700 sm:block">{t('intro')}</p>
          <div className="mt-1 sm:mt-2">
            <LiveStatus status={inbox.connection} />
          </div>
        </div>
        <AlertsSwitch />
      </div>
      <div className="mb-3 flex items-end gap-2 sm:mb-4 sm:gap-3">
        <SearchBox value={query.q} onSearch={search} />
        <SortSelect value={query.sort} onChange={(sort) => update({ sort })} />
      </div>
      <ViewTabs view={query.view} counts={inbox.counts} onChange={(view) => update({ view })} />
      <div role="tabpanel" id={INBOX_PANEL_ID} aria-labelledby={tabId(query.view)}>
        <InboxList key={`${query.view}|${query.sort}|${query.q}`} inbox={inbox} query={query} />
      </div>
    </div>
  );
}
