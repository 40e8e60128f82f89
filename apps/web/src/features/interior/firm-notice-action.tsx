import { useTranslation } from 'react-i18next';
import { NoticeActionButton } from '../../components/notice-action-button.tsx';
import { firmsQueryOptions } from './api/get-firms.ts';
import { clearedFirmFilters, firmDirectoryHref } from './firm-directory-islands.tsx';
import type { FirmFilters } from './firm-filters.ts';

/** The firm directory's "Clear filters" or "Try again" in place of the results. */
export function FirmNoticeActionIsland({
  kind,
  filters,
  page,
}: {
  kind: 'clear' | 'retry';
  filters: FirmFilters;
  page: number;
}) {
  const { t } = useTranslation('interior');
  return (
    <NoticeActionButton
      kind={kind}
      clearHref={firmDirectoryHref(clearedFirmFilters(filters))}
      queryKey={firmsQueryOptions(filters, page).queryKey}
      label={kind === 'clear' ? t('filters.clear') : t('error.retry')}
    />
  );
}
