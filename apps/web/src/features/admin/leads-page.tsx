import { leadsQuerySchema } from '@ghorbari/contracts';
import { Download, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { href } from '../../config/paths.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { formatNumber } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { PagedBlock } from './admin-pagination.tsx';
import { AdminPageHeader, buttonClass, EmptyState, Spinner } from './admin-ui.tsx';
import { downloadLeadsCsv, useLeads, type LeadFilters } from './api/leads.ts';
import { LeadFilterBar } from './lead-filters.tsx';
import { LeadList } from './lead-list.tsx';
import { EmptyStateLink, StaffListBody } from './staff-list-body.tsx';
import { readFilters, readPage } from './url-filters.ts';

const FILTER_KEYS = ['offer', 'status', 'division'] as const;

/** The CSV of the leads the filters show (every page), fetched with the staff member's token. */
function ExportButton({ filters }: { filters: LeadFilters }) {
  const { t } = useTranslation(['admin', 'messages']);
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadLeadsCsv(filters);
    } catch (error) {
      void showToast('error', apiErrorMessage(error, t, 'errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void exportCsv()} disabled={busy} className={buttonClass.secondary}>
      {busy ? <Spinner /> : <Download aria-hidden size={18} />}
      {t('leads.export')}
    </button>
  );
}

/**
 * /admin/leads (issue 15, ADR 017): people who want to join a group building, newest first, per
 * offer or from the general form. Support calls them and records where they are, with a note.
 */
export function LeadsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters: LeadFilters = readFilters(leadsQuerySchema.shape, params, FILTER_KEYS);
  const page = readPage(params);
  const leads = useLeads({ ...filters, page });
  const filtered = FILTER_KEYS.some((key) => filters[key] !== undefined);
  useDocumentTitle(t('leads.title'));

  const body = (
    <StaffListBody
      list={leads}
      page={page}
      isEmpty={(data) => data.leads.length === 0}
      pastEnd={{ title: t('leads.pageEmpty'), to: href.adminLeads(filters), label: t('leads.firstPage') }}
      empty={
        filtered ? (
          <EmptyStateLink title={t('leads.noneFiltered')} to={href.adminLeads()} label={t('leads.clearFilters')} />
        ) : (
          <EmptyState icon={Inbox} title={t('leads.none')} text={t('leads.noneText')} />
        )
      }
    >
      {(data) => (
        <PagedBlock
          found={t('leads.found', { count: data.pagination.total, n: formatNumber(data.pagination.total, language) })}
          busy={leads.isPlaceholderData}
          page={page}
          totalPages={data.pagination.totalPages}
          hrefFor={(number) => href.adminLeads({ ...filters, page: number })}
        >
          <LeadList leads={data.leads} />
        </PagedBlock>
      )}
    </StaffListBody>
  );

  return (
    <div>
      <AdminPageHeader title={t('leads.title')} intro={t('leads.intro')} actions={<ExportButton filters={filters} />} />
      <LeadFilterBar filters={filters} onChange={(next) => void navigate(href.adminLeads(next))} />
      <div className="mt-4">{body}</div>
    </div>
  );
}
