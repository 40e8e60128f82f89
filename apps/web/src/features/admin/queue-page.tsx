import { moderationQueueQuerySchema } from '@ghorbari/contracts';
import { PartyPopper, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useModerationQueue } from './api/get-queue.ts';
import { AdminPagination } from './admin-pagination.tsx';
import { AdminPageHeader, buttonClass, EmptyState, ErrorState, ListSkeleton } from './admin-ui.tsx';
import { QUEUE_FILTER_KEYS, QueueFilterBar, type QueueFilters } from './queue-filters.tsx';
import { QueueItemCard } from './queue-item.tsx';
import { readFilters, readPage } from './url-filters.ts';

const PAGE_SIZE = 20;

/** /admin/queue: pending posts, oldest first, filtered through the URL so a link shares the view. */
export function QueuePage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters: QueueFilters = readFilters(moderationQueueQuerySchema.shape, params, QUEUE_FILTER_KEYS);
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

  let body;
  if (queue.isPending) body = <ListSkeleton />;
  else if (queue.isError) body = <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (queue.data.items.length === 0) {
    body =
      page > 1 && queue.data.pagination.total > 0 ? (
        <EmptyState icon={SearchX} title={t('queue.pageEmpty')}>
          <Link to={href.adminQueue(filters)} className={`${buttonClass.secondary} mt-4`}>
            {t('queue.firstPage')}
          </Link>
        </EmptyState>
      ) : filtered ? (
        <EmptyState icon={SearchX} title={t('queue.noMatch')} text={t('queue.noMatchText')}>
          <Link to={href.adminQueue()} className={`${buttonClass.secondary} mt-4`}>
            {t('queue.clearFilters')}
          </Link>
        </EmptyState>
      ) : (
        <EmptyState icon={PartyPopper} title={t('queue.clear')} text={t('queue.clearText')} />
      );
  } else {
    const { items, pagination } = queue.data;
    body = (
      <>
        <p className="mb-2 text-sm text-gray-700" aria-live="polite">
          {t('queue.showing', { count: pagination.total, n: n(pagination.total) })}
        </p>
        <ol className={`space-y-3 ${queue.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={queue.isPlaceholderData}>
          {items.map((item) => (
            <li key={item.PostID}>
              <QueueItemCard item={item} filters={filters} />
            </li>
          ))}
        </ol>
        <AdminPagination
          page={page}
          totalPages={pagination.totalPages}
          hrefFor={(number) => href.adminQueue({ ...filters, page: number })}
        />
      </>
    );
  }

  return (
    <div>
      <AdminPageHeader title={t('queue.title')} intro={intro} />
      <QueueFilterBar filters={filters} onChange={(next) => void navigate(href.adminQueue(next), { replace: true })} />
      <div className="mt-4">{body}</div>
    </div>
  );
}
