import { AUDIT_ACTIONS, auditQuerySchema } from '@ghorbari/contracts';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { inputClass } from '../../components/form-fields.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { useAuditLog, type AuditQuery } from './api/get-audit.ts';
import { PagedBlock } from './admin-pagination.tsx';
import { AdminPageHeader, EmptyState } from './admin-ui.tsx';
import { AuditEntries } from './audit-entries.tsx';
import { FilterSelect } from './filter-fields.tsx';
import { NoAccessPanel } from './no-access-panel.tsx';
import { useStaff } from './staff-context.ts';
import { StaffListBody } from './staff-list-body.tsx';
import { readFilters, readPage } from './url-filters.ts';

const PAGE_SIZE = 30;

function AuditLog() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { action }: Pick<AuditQuery, 'action'> = readFilters(auditQuerySchema.shape, params, ['action']);
  const page = readPage(params);
  const log = useAuditLog({ action, page, limit: PAGE_SIZE });
  useDocumentTitle(t('audit.title'));

  const body = (
    <StaffListBody
      list={log}
      page={page}
      isEmpty={(data) => data.entries.length === 0}
      empty={<EmptyState icon={ScrollText} title={t('audit.none')} />}
      skeletonRows={6}
    >
      {(data) => (
        <PagedBlock
          found={t('audit.found', { count: data.pagination.total, n: formatNumber(data.pagination.total, language) })}
          busy={log.isPlaceholderData}
          page={page}
          totalPages={data.pagination.totalPages}
          hrefFor={(number) => href.adminAudit({ action, page: number })}
        >
          <div className="rounded-xl bg-white px-4 shadow-sm ring-1 ring-gray-200 sm:px-5">
            <AuditEntries entries={data.entries} isAdmin />
          </div>
        </PagedBlock>
      )}
    </StaffListBody>
  );

  return (
    <div>
      <AdminPageHeader title={t('audit.title')} intro={t('audit.intro')} />
      <FilterSelect
        id="audit-action"
        label={t('audit.filter')}
        value={action}
        allLabel={t('audit.allActions')}
        choices={AUDIT_ACTIONS.map((value) => [value, t(`audit.action.${value}`)] as const)}
        onChange={(value) => void navigate(href.adminAudit({ action: value }))}
        className="mb-4 max-w-sm"
        selectClassName={inputClass}
      />
      {body}
    </div>
  );
}

/** /admin/audit (admins only): every staff action, newest first, filtered by kind. */
export function AuditPage() {
  const { isAdmin } = useStaff();
  return isAdmin ? <AuditLog /> : <NoAccessPanel adminOnly />;
}
