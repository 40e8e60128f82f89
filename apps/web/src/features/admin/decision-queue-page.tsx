import type { UseQueryResult } from '@tanstack/react-query';
import { PartyPopper, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { AdminPageHeader, EmptyState } from './admin-ui.tsx';
import { usePendingDecisions } from './api/staff-decisions.ts';
import { focusAfterDecision } from './focus-after-decision.ts';
import { PagedStaffList } from './staff-list-body.tsx';
import { readStatus, StatusTabs, type DecisionStatus } from './status-tabs.tsx';
import { readPage } from './url-filters.ts';
import { useQueueDecision, type QueueDecision } from './use-queue-decision.ts';

/** The queues support decides besides posts (issue 14); each is also its page's key in the admin texts. */
export type DecisionQueueKind = 'firms' | 'reviews';

/** The tab (?status=, pending when missing) and the page a queue's address asks for. */
export function useDecisionQueueQuery(): { status: DecisionStatus; page: number } {
  const [params] = useSearchParams();
  return { status: readStatus(params), page: readPage(params) };
}

/** One item with its decision; once decided, the focus moves to its neighbour (the item leaves the list). */
function QueueItem({
  kind,
  id,
  nextId,
  children,
}: {
  kind: DecisionQueueKind;
  id: string;
  nextId: string | null;
  children: (decision: QueueDecision) => ReactNode;
}) {
  return children(useQueueDecision(kind, id, () => focusAfterDecision(nextId)));
}

/**
 * The page of a queue of firm applications or reviews, oldest first: tabs by status with how many
 * wait, then each item's card with its approve and reject; the decided ones in their own tabs.
 */
export function DecisionQueuePage<TItem, TData extends { pagination: { total: number; totalPages: number } }>({
  kind,
  query,
  list,
  items,
  idOf,
  children,
}: {
  kind: DecisionQueueKind;
  query: { status: DecisionStatus; page: number };
  list: UseQueryResult<TData>;
  items: (data: TData) => TItem[];
  idOf: (item: TItem) => string;
  /** An item's card, given its decision. */
  children: (item: TItem, decision: QueueDecision) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { status, page } = query;
  const hrefFor = kind === 'firms' ? href.adminFirms : href.adminReviews;
  const waiting = usePendingDecisions()[kind];
  useDocumentTitle(t(`${kind}.title`));
  const n = (value: number) => formatNumber(value, language);

  return (
    <div>
      <AdminPageHeader title={t(`${kind}.title`)} intro={t(`${kind}.intro`)} />
      <StatusTabs
        label={t(`${kind}.tabsLabel`)}
        current={status}
        hrefFor={(value) => hrefFor(value === 'pending' ? {} : { status: value })}
        text={(value) => t(`${kind}.tabs.${value}`)}
        pendingCount={waiting === null ? null : n(waiting)}
      />
      <PagedStaffList
        list={list}
        page={page}
        rows={items}
        pastEnd={{ title: t(`${kind}.pageEmpty`), to: hrefFor({ status }), label: t(`${kind}.firstPage`) }}
        empty={
          status === 'pending' ? (
            <EmptyState icon={PartyPopper} title={t(`${kind}.clear`)} text={t(`${kind}.clearText`)} />
          ) : (
            <EmptyState icon={SearchX} title={t(`${kind}.none.${status}`)} />
          )
        }
        found={(data) => t(`${kind}.showing.${status}`, { count: data.pagination.total, n: n(data.pagination.total) })}
        spacing="space-y-4"
        hrefFor={(number) => hrefFor({ status, page: number })}
      >
        {(rows) =>
          rows.map((item, index) => {
            const next = rows[index + 1] ?? rows[index - 1];
            return (
              <li key={idOf(item)}>
                <QueueItem kind={kind} id={idOf(item)} nextId={next ? idOf(next) : null}>
                  {(decision) => children(item, decision)}
                </QueueItem>
              </li>
            );
          })
        }
      </PagedStaffList>
    </div>
  );
}
