import { GROUP_SORTS, type Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { SortSelect } from '../../components/filters/sort-select.tsx';
import { NoticeActionButton } from '../../components/notice-action-button.tsx';
import { paths } from '../../config/paths.ts';
import { useNavigate } from '../../lib/navigation/navigation.tsx';
import { offersQueryOptions } from './api/get-offers.ts';
import {
  clearedGroupFilters,
  DEFAULT_GROUP_SORT,
  emptyGroupFilters,
  writeGroupParams,
  type GroupFilters,
} from './group-filters.ts';
import { GroupActiveFilters, GroupFiltersPanel } from './group-filters-panel.tsx';

/**
 * The parts of the group-building offers page a reader can touch (issue 43, ADR 059): on
 * /Group-Wise-Building, a page of islands, each comes alive on its own and applies a choice by
 * loading the page's address with it; in the single-page app they move within the app. Props are
 * plain data: the filters in the address.
 */

/** The offers' address with these filters, on this page (the first when the filters change). */
export function groupBuildingHref(filters: GroupFilters, page = 1): string {
  const query = writeGroupParams(filters, page).toString();
  return query ? `${paths.groupBuilding}?${query}` : paths.groupBuilding;
}

/** The filters panel with the applied filters as chips. The panel clears what it holds; the division stays. */
export function GroupFiltersIsland({ applied, language }: { applied: GroupFilters; language: Language }) {
  const navigate = useNavigate();
  const apply = (next: GroupFilters) => void navigate(groupBuildingHref(next));
  return (
    <GroupFiltersPanel
      applied={applied}
      language={language}
      onApply={apply}
      onClear={() => apply(clearedGroupFilters(applied))}
      action={paths.groupBuilding}
    >
      <GroupActiveFilters filters={applied} language={language} onChange={apply} />
    </GroupFiltersPanel>
  );
}

/** The offers' "Clear filters" or "Try again" in place of the list. */
export function GroupNoticeActionIsland({
  kind,
  filters,
  page,
}: {
  kind: 'clear' | 'retry';
  filters: GroupFilters;
  page: number;
}) {
  const { t } = useTranslation('group');
  return (
    <NoticeActionButton
      kind={kind}
      clearHref={groupBuildingHref({ ...emptyGroupFilters, sort: filters.sort })}
      queryKey={offersQueryOptions(filters, page).queryKey}
      label={kind === 'clear' ? t('filters.clear') : t('error.retry')}
    />
  );
}

/** The order of the offers, beside their count (issue 44): newest, price per sqft, handover. */
export function GroupSortIsland({ filters }: { filters: GroupFilters }) {
  const { t } = useTranslation(['group', 'enums']);
  const navigate = useNavigate();
  return (
    <SortSelect
      label={t('sortLabel')}
      value={filters.sort || DEFAULT_GROUP_SORT}
      options={GROUP_SORTS.map((option) => ({ value: option, label: t(`enums:groupSort.${option}`) }))}
      onChange={(sort) => void navigate(groupBuildingHref({ ...filters, sort }))}
    />
  );
}
