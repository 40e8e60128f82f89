import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { AdminPageHeader, EmptyState } from './admin-ui.tsx';
import { useStaffReports } from './api/reports.ts';
import { focusAfterDecision } from './focus-after-decision.ts';
import { ReportGroupCard, reportGroupId } from './report-group-card.tsx';
import { PagedStaffList } from './staff-list-body.tsx';
import { readPage } from './url-filters.ts';

/**
 * /admin/reports (issue 18, ADR 023): the listings visitors and members reported, the newest
 * report first, with the owner's account and every report. Support dismisses the reports, asks
 * the owner to correct the listing, or takes it down; each decision closes all its open reports.
 */
export function ReportsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [params] = useSearchParams();
  const page = readPage(params);
  const reports = useStaffReports(page);
  useDocumentTitle(t('reports.title'));
  const n = (value: number) => formatNumber(value, language);

  const body = (
    <PagedStaffList
      list={reports}
      page={page}
      rows={(data) => data.groups}
      pastEnd={{ title: t('reports.pageEmpty'), to: href.adminReports(), label: t('reports.firstPage') }}
      empty={<EmptyState icon={PartyPopper} title={t('reports.clear')} text={t('reports.clearText')} />}
      found={({ pagination, openReports }) =>
        t('reports.showing', {
          count: pagination.total,
          n: n(pagination.total),
          reports: t('reports.openReports', { count: openReports, n: n(openReports) }),
        })
      }
      spacing="space-y-4"
      hrefFor={(number) => href.adminReports({ page: number })}
    >
      {(groups) =>
        groups.map((group, index) => {
          const neighbour = groups[index + 1] ?? groups[index - 1];
          return (
            <li key={reportGroupId(group)}>
              <ReportGroupCard
                group={group}
                onDecided={() => focusAfterDecision(neighbour ? reportGroupId(neighbour) : null)}
              />
            </li>
          );
        })
      }
    </PagedStaffList>
  );

  return (
    <div>
      <AdminPageHeader title={t('reports.title')} intro={t('reports.intro')} />
      {body}
    </div>
  );
}
