import type { Language } from '@ghorbari/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveFilterChips, type FilterChip } from '../../components/filters/active-filter-chips.tsx';
import { useRangeChip } from '../../components/filters/range-chip.ts';
import { DistrictSelect } from '../../components/filters/filter-fields.tsx';
import { FiltersPanel } from '../../components/filters/filters-panel.tsx';
import { RangeFields } from '../../components/filters/range-fields.tsx';
import { useFiltersDraft } from '../../components/filters/use-filters-draft.ts';
import { formatNumber, formatTaka } from '../../lib/format.ts';
import { useLocationNames } from '../../lib/locations/use-location-names.ts';
import {
  clearedGroupFilters,
  findGroupProblem,
  toAsciiNumber,
  type GroupFilterProblem,
  type GroupFilters,
  type GroupNumberKey,
} from './group-filters.ts';

/** Applied filters (besides the division, which has its own row) as chips that remove themselves. */
export function GroupActiveFilters({
  filters,
  language,
  onChange,
}: {
  filters: GroupFilters;
  language: Language;
  onChange: (filters: GroupFilters) => void;
}) {
  const { t } = useTranslation('group');
  const rangeChip = useRangeChip('group');
  const district = useLocationNames(
    { division: filters.division, district: filters.district, subDistrict: '' },
    language,
  ).district;
  const taka = (value: string) => formatTaka(Number(value), language);
  const n = (value: string) => formatNumber(Number(value), language);
  const chips: (FilterChip<GroupFilters> | null)[] = [
    filters.district && district ? { id: 'district', label: district, without: { district: '' } } : null,
    rangeChip(filters, 'price', ['minPrice', 'maxPrice'], taka, (range) => t('chips.price', { range })),
    rangeChip(filters, 'size', ['minSize', 'maxSize'], n, (range) => t('chips.size', { range })),
  ];
  return <ActiveFilterChips namespace="group" filters={filters} chips={chips} onChange={onChange} />;
}

interface GroupFiltersPanelProps {
  /** The filters now in the URL; the form starts from them. */
  applied: GroupFilters;
  language: Language;
  onApply: (filters: GroupFilters) => void;
  onClear: () => void;
  /** What is applied, shown under the heading even while the form is folded away. */
  children?: ReactNode;
  /**
   * On a page of islands (ADR 059), where the form goes before the page is live: it is then a
   * plain GET form to the offers' page, the division and the order kept in hidden fields.
   */
  action?: string;
}

/** District, price per share and flat size; applied to the URL on "Apply" (folded away on phones). */
export function GroupFiltersPanel({ applied, language, onApply, onClear, children, action }: GroupFiltersPanelProps) {
  const { t } = useTranslation('group');
  const id = useId();
  const panel = useFiltersDraft<GroupFilters, NonNullable<GroupFilterProblem>>({
    applied,
    findProblem: findGroupProblem,
    onApply,
  });
  const { draft, problem } = panel;

  const range = (group: 'price' | 'size', keys: [GroupNumberKey, GroupNumberKey]) => (
    <RangeFields
      id={id}
      group={group}
      legend={t(`filters.${group}`)}
      boxes={keys.map((key) => ({
        key,
        label: t(`filters.${key}`),
        placeholder: t(key.startsWith('min') ? 'filters.min' : 'filters.max'),
        value: draft[key],
      }))}
      onChange={(key, text) => panel.set({ [key]: toAsciiNumber(text) })}
      language={language}
      named
      error={problem?.group === group ? t(`filters.${problem.key}`) : undefined}
    />
  );

  return (
    <FiltersPanel
      namespace="group"
      open={panel.open}
      onToggle={panel.toggle}
      onSubmit={panel.submit}
      onClear={() => {
        // The panel clears what it holds; the division (the row above changes it) and the order stay.
        panel.reset(clearedGroupFilters(applied));
        onClear();
      }}
      chips={children}
      plain={action ? { action, hidden: { division: applied.division, sort: applied.sort } } : undefined}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <DistrictSelect
          name="district"
          division={draft.division}
          value={draft.district}
          language={language}
          onChange={(district) => panel.set({ district })}
          noDivision={t('filters.divisionFirst')}
        />
        {range('price', ['minPrice', 'maxPrice'])}
        {range('size', ['minSize', 'maxSize'])}
      </div>
    </FiltersPanel>
  );
}
