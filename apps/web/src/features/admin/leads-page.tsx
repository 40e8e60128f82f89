import { leadsQuerySchema } from '@ghorbari/contracts';
import { Download, Inbox, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { href } from '../../config/paths.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { formatNumber } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { AdminPagination } from './admin-pagination.tsx';
import { AdminPageHeader, buttonClass, EmptyState, ErrorState, ListSkeleton, Spinner } from './admin-ui.tsx';
import { downloadLeadsCsv, useLeads, type LeadFilters } from './api/leads.ts';
import { LeadFilterBar } from './lead-filters.tsx';
import { LeadList } from './lead-list.tsx';
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

  let body;
  if (leads.isPending) body = <ListSkeleton />;
  else if (leads.isError) body = <ErrorState error={leads.error} onRetry={() => void leads.refetch()} />;
  else if (leads.data.leads.length === 0) {
    body =
      page > 1 && leads.data.pagination.total > 0 ? (
        <EmptyState icon={SearchX} title={t('leads.pageEmpty')}>
          <Link to={href.adminLeads(filters)} className={`${buttonClass.secondary} mt-4`}>
            {t('leads.firstPage')}
          </Link>
        </EmptyState>
      ) : filtered ? (
        <EmptyState icon={SearchX} title={t('leads.noneFiltered')}>
          <Link to={href.adminLeads()} className={`${buttonClass.secondary} mt-4`}>
            {t('leads.clearFilters')}
          </Link>
        </EmptyState>
      ) : (
        <EmptyState icon={Inbox} title={t('leads.none')} text={t('leads.noneText')} />
      );
  } else {
    const { pagination } = leads.data;
    body = (
      <div className={leads.isPlaceholderData ? 'opacity-60' : ''} aria-busy={leads.isPlaceholderData}>
        <p className="mb-2 text-sm text-gray-700" aria-live="polite">
          {t('leads.found', { count: pagination.total, n: formatNumber(pagination.total, language) })}
        </p>
        <LeadList leads={leads.data.leads} />
        <AdminPagination
          page={page}
          totalPages={pagination.totalPages}
          hrefFor={(number) => href.adminLeads({ ...filters, page: number })}
        />
      </div>
    );
  }

  return (
    <div>
      <AdminPageHeader title={t('leads.title')} intro={t('leads.intro')} actions={<ExportButton filters={filters} />} />
      <LeadFilterBar filters={filters} onChange={(next) => void navigate(href.adminLeads(next))} />
      <div className="mt-4">{body}</div>
    </div>
  );
}
