import type { FirmApplication } from '@ghorbari/contracts';
import { PartyPopper, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { usePendingDecisions, useFirmQueue } from './api/staff-decisions.ts';
import { AdminPagination } from './admin-pagination.tsx';
import { AdminPageHeader, buttonClass, EmptyState, ErrorState, ListSkeleton } from './admin-ui.tsx';
import { FirmApplicationCard } from './firm-application.tsx';
import { focusAfterDecision } from './focus-after-decision.ts';
import { readStatus, StatusTabs } from './status-tabs.tsx';
import { readPage } from './url-filters.ts';
import { useQueueDecision } from './use-queue-decision.ts';

function Item({ firm, nextId }: { firm: FirmApplication; nextId: string | null }) {
  const decision = useQueueDecision('firms', firm.PostID, () => focusAfterDecision(nextId));
  return <FirmApplicationCard firm={firm} decision={decision} />;
}

/**
 * /admin/firms (issue 14): firm applications and listed firms' new names or phones, oldest first,
 * each with everything the applicant sent; approved and rejected ones in their own tabs.
 */
export function FirmsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [params] = useSearchParams();
  const status = readStatus(params);
  const page = readPage(params);
  const queue = useFirmQueue({ status, page });
  const waiting = usePendingDecisions().firms;
  useDocumentTitle(t('firms.title'));
  const n = (value: number) => formatNumber(value, language);

  let body;
  if (queue.isPending) body = <ListSkeleton />;
  else if (queue.isError) body = <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (queue.data.firms.length === 0) {
    body =
      page > 1 && queue.data.pagination.total > 0 ? (
        <EmptyState icon={SearchX} title={t('firms.pageEmpty')}>
          <Link to={href.adminFirms({ status })} className={`${buttonClass.secondary} mt-4`}>
            {t('firms.firstPage')}
          </Link>
        </EmptyState>
      ) : status === 'pending' ? (
        <EmptyState icon={PartyPopper} title={t('firms.clear')} text={t('firms.clearText')} />
      ) : (
        <EmptyState icon={SearchX} title={t(`firms.none.${status}`)} />
      );
  } else {
    const { firms, pagination } = queue.data;
    body = (
      <>
        <p className="mb-2 text-sm text-gray-700" aria-live="polite">
          {t(`firms.showing.${status}`, { count: pagination.total, n: n(pagination.total) })}
        </p>
        <ol className={`space-y-4 ${queue.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={queue.isPlaceholderData}>
          {firms.map((firm, index) => (
            <li key={firm.PostID}>
              <Item firm={firm} nextId={(firms[index + 1] ?? firms[index - 1])?.PostID ?? null} />
            </li>
          ))}
        </ol>
        <AdminPagination
          page={page}
          totalPages={pagination.totalPages}
          hrefFor={(number) => href.adminFirms({ status, page: number })}
        />
      </>
    );
  }

  return (
    <div>
      <AdminPageHeader title={t('firms.title')} intro={t('firms.intro')} />
      <StatusTabs
        label={t('firms.tabsLabel')}
        current={status}
        hrefFor={(value) => href.adminFirms(value === 'pending' ? {} : { status: value })}
        text={(value) => t(`firms.tabs.${value}`)}
        pendingCount={waiting === null ? null : n(waiting)}
      />
      {body}
    </div>
  );
}
