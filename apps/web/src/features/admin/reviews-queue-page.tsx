import type { ModerationReview } from '@ghorbari/contracts';
import { PartyPopper, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { usePendingDecisions, useReviewQueue } from './api/staff-decisions.ts';
import { AdminPagination } from './admin-pagination.tsx';
import { AdminPageHeader, buttonClass, EmptyState, ErrorState, ListSkeleton } from './admin-ui.tsx';
import { focusAfterDecision } from './focus-after-decision.ts';
import { ModerationReviewCard } from './moderation-review.tsx';
import { readStatus, StatusTabs } from './status-tabs.tsx';
import { readPage } from './url-filters.ts';
import { useQueueDecision } from './use-queue-decision.ts';

function Item({ review, nextId }: { review: ModerationReview; nextId: string | null }) {
  const decision = useQueueDecision('reviews', review._id, () => focusAfterDecision(nextId));
  return <ModerationReviewCard review={review} decision={decision} />;
}

/**
 * /admin/reviews (issue 14): reviews of design firms waiting for support, oldest first, each with
 * the code it was written with and the signals of manipulation; published and rejected ones in
 * their own tabs (a published review can still be taken down).
 */
export function ReviewsQueuePage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [params] = useSearchParams();
  const status = readStatus(params);
  const page = readPage(params);
  const queue = useReviewQueue({ status, page });
  const waiting = usePendingDecisions().reviews;
  useDocumentTitle(t('reviews.title'));
  const n = (value: number) => formatNumber(value, language);

  let body;
  if (queue.isPending) body = <ListSkeleton />;
  else if (queue.isError) body = <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (queue.data.reviews.length === 0) {
    body =
      page > 1 && queue.data.pagination.total > 0 ? (
        <EmptyState icon={SearchX} title={t('reviews.pageEmpty')}>
          <Link to={href.adminReviews({ status })} className={`${buttonClass.secondary} mt-4`}>
            {t('reviews.firstPage')}
          </Link>
        </EmptyState>
      ) : status === 'pending' ? (
        <EmptyState icon={PartyPopper} title={t('reviews.clear')} text={t('reviews.clearText')} />
      ) : (
        <EmptyState icon={SearchX} title={t(`reviews.none.${status}`)} />
      );
  } else {
    const { reviews, pagination } = queue.data;
    body = (
      <>
        <p className="mb-2 text-sm text-gray-700" aria-live="polite">
          {t(`reviews.showing.${status}`, { count: pagination.total, n: n(pagination.total) })}
        </p>
        <ol className={`space-y-4 ${queue.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={queue.isPlaceholderData}>
          {reviews.map((review, index) => (
            <li key={review._id}>
              <Item review={review} nextId={(reviews[index + 1] ?? reviews[index - 1])?._id ?? null} />
            </li>
          ))}
        </ol>
        <AdminPagination
          page={page}
          totalPages={pagination.totalPages}
          hrefFor={(number) => href.adminReviews({ status, page: number })}
        />
      </>
    );
  }

  return (
    <div>
      <AdminPageHeader title={t('reviews.title')} intro={t('reviews.intro')} />
      <StatusTabs
        label={t('reviews.tabsLabel')}
        current={status}
        hrefFor={(value) => href.adminReviews(value === 'pending' ? {} : { status: value })}
        text={(value) => t(`reviews.tabs.${value}`)}
        pendingCount={waiting === null ? null : n(waiting)}
      />
      {body}
    </div>
  );
}
