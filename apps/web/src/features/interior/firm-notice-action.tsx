import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { noticeActionClass } from '../../components/results-notice.tsx';
import { useLoadsPages, useNavigate } from '../../lib/navigation/navigation.tsx';
import { firmsQueryOptions } from './api/get-firms.ts';
import { clearedFirmFilters, firmDirectoryHref } from './firm-directory-islands.tsx';
import type { FirmFilters } from './firm-filters.ts';

/**
 * The button of the box in place of the results: "Clear filters" when nothing matched, "Try
 * again" when the firms did not arrive (the page loads again on a page of islands, whose list is
 * the server's; the single-page app asks for the list again).
 */
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
  const navigate = useNavigate();
  const loadsPages = useLoadsPages();
  const queryClient = useQueryClient();
  const act = () => {
    if (kind === 'clear') void navigate(firmDirectoryHref(clearedFirmFilters(filters)));
    else if (loadsPages) window.location.reload();
    else void queryClient.refetchQueries({ queryKey: firmsQueryOptions(filters, page).queryKey });
  };
  return (
    <button type="button" onClick={act} className={noticeActionClass}>
      {kind === 'clear' ? t('filters.clear') : t('error.retry')}
    </button>
  );
}
