import { FIRM_SORTS, type Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { SortSelect } from '../../components/filters/sort-select.tsx';
import { paths } from '../../config/paths.ts';
import { useNavigate } from '../../lib/navigation/navigation.tsx';
import { FirmActiveFilters } from './firm-active-filters.tsx';
import { DEFAULT_FIRM_SORT, emptyFirmFilters, writeFirmParams, type FirmFilters } from './firm-filters.ts';
import { FirmFiltersPanel } from './firm-filters-panel.tsx';

/**
 * The parts of the firm directory a reader can touch (issue 43, ADR 059): on /Interior-Design, a
 * page of islands, each comes alive on its own and applies a choice by loading the directory's
 * address with it; in the single-page app they move within the app. Props are plain data: the
 * filters in the address.
 */

/** The directory's address with these filters, on this page (the first when the filters change). */
export function firmDirectoryHref(filters: FirmFilters, page = 1): string {
  const query = writeFirmParams(filters, page).toString();
  return query ? `${paths.interior}?${query}` : paths.interior;
}

/** The filters with everything cleared but the order. */
export const clearedFirmFilters = (filters: FirmFilters): FirmFilters => ({ ...emptyFirmFilters, sort: filters.sort });

/** The filters panel with the applied filters as chips: name, budget, place and minimum rating. */
export function FirmFiltersIsland({ applied, language }: { applied: FirmFilters; language: Language }) {
  const navigate = useNavigate();
  const apply = (next: FirmFilters) => void navigate(firmDirectoryHref(next));
  return (
    <FirmFiltersPanel
      applied={applied}
      language={language}
      onApply={apply}
      onClear={() => apply(clearedFirmFilters(applied))}
      action={paths.interior}
    >
      <FirmActiveFilters filters={applied} language={language} onChange={apply} />
    </FirmFiltersPanel>
  );
}

/** The order of the firms, beside their count. */
export function FirmSortIsland({ filters }: { filters: FirmFilters }) {
  const { t } = useTranslation(['interior', 'enums']);
  const navigate = useNavigate();
  const current = filters.sort || DEFAULT_FIRM_SORT;
  const choose = (sort: string) => void navigate(firmDirectoryHref({ ...filters, sort }));
  return (
    <SortSelect
      label={t('sortLabel')}
      value={current}
      options={FIRM_SORTS.map((option) => ({ value: option, label: t(`enums:firmSort.${option}`) }))}
      onChange={choose}
    />
  );
}
