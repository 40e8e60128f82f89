import { moderationQueueQuerySchema } from '@ghorbari/contracts';
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useModerationQueue } from './api/get-queue.ts';
import { AdminPageHeader, EmptyState } from './admin-ui.tsx';
import { QUEUE_FILTER_KEYS, QUEUE_URL_KEYS, QueueFilterBar, QueueSearch, type QueueFilters } from './queue-filters.tsx';
import { QueueItemCard } from './queue-item.tsx';
import { EmptyStateLink, PagedStaffList } from './staff-list-body.tsx';
import { readFilters, readPage } from './url-filters.ts';

const PAGE_SIZE = 20;

/**
 * /admin/queue: pending posts, oldest first, filtered and searched (issue 41) through the URL so
 * a link shares the view.
 */
export function QueuePage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters: QueueFilters = readFilters(moderationQueueQuerySchema.shape, params, QUEUE_URL_KEYS);
  const page = readPage(params);
  const queue = useModerationQueue({ ...filters, page, limit: PAGE_SIZE });
  useDocumentTitle(t('queue.title'));
  const n = (value: number) => formatNumber(value, language);
  const filtered = QUEUE_FILTER_KEYS.some((key) => filters[key] !== undefined);
  const counts = queue.data?.counts;

  const intro = counts
    ? [
        t('queue.pendingTotal', { count: counts.pending, n: n(counts.pending) }),
        counts.overdue > 0 ? t('queue.overdueTotal', { count: counts.overdue, n: n(counts.overdue) }) : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : t('queue.intro');

  const body = (
    <PagedStaffList
      list={queue}
      page={page}
      rows={(data) => data.items}
      pastEnd={{ title: t('queue.pageEmpty'), to: href.adminQueue(filters), label: t('queue.firstPage') }}
      empty={
        filters.q ? (
          <EmptyStateLink
            title={t('queue.search.none', { q: filters.q })}
            text={t('queue.search.noneText')}
            to={href.adminQueue({ ...filters, q: undefined })}
            label={t('queue.search.clear')}
          />
        ) : filtered ? (
          <EmptyStateLink
            title={t('queue.noMatch')}
            text={t('queue.noMatchText')}
            to={href.adminQueue()}
            label={t('queue.clearFilters')}
          />
        ) : (
          <EmptyState icon={PartyPopper} title={t('queue.clear')} text={t('queue.clearText')} />
        )
      }
      found={({ pagination }) => t('queue.showing', { count: pagination.total, n: n(pagination.total) })}
      hrefFor={(number) => href.adminQueue({ ...filters, page: number })}
    >
      {(items) =>
        items.map((item) => (
          <li key={item.PostID}>
            <QueueItemCard item={item} filters={filters} />
          </li>
        ))
      }
    </PagedStaffList>
  );

  return (
    <div>
      <AdminPageHeader title={t('queue.title')} intro={intro} />
      <QueueSearch filters={filters} onChange={(next) => void navigate(href.adminQueue(next))} />
      <QueueFilterBar filters={filters} onChange={(next) => void navigate(href.adminQueue(next), { replace: true })} />
      <div className="mt-4">{body}</div>
    </div>
  );
}
