import { BUDGET_TIERS, DIVISIONS, type Language } from '@ghorbari/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DistrictSelect, FilterSelect, NameSearchField } from '../../components/filters/filter-fields.tsx';
import { FiltersPanel } from '../../components/filters/filters-panel.tsx';
import { useFiltersDraft } from '../../components/filters/use-filters-draft.ts';
import { formatNumber } from '../../lib/format.ts';
import { emptyFirmFilters, MIN_RATINGS, SEARCH_MAX_LENGTH, type FirmFilters } from './firm-filters.ts';

interface FirmFiltersPanelProps {
  /** The filters now in the URL; the form starts from them. */
  applied: FirmFilters;
  language: Language;
  onApply: (filters: FirmFilters) => void;
  onClear: () => void;
  /** What is applied, shown under the heading even while the form is folded away. */
  children?: ReactNode;
}

/** Name, budget, place and minimum rating; applied to the URL on "Apply" (the category has its own row). */
export function FirmFiltersPanel({ applied, language, onApply, onClear, children }: FirmFiltersPanelProps) {
  const { t } = useTranslation(['interior', 'enums', 'common']);
  const id = useId();
  const panel = useFiltersDraft({ applied, onApply: (draft) => onApply({ ...draft, q: draft.q.trim() }) });
  const { draft, set } = panel;

  return (
    <FiltersPanel
      namespace="interior"
      open={panel.open}
      onToggle={panel.toggle}
      onSubmit={panel.submit}
      onClear={() => {
        panel.reset({ ...emptyFirmFilters, sort: applied.sort });
        onClear();
      }}
      chips={children}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <NameSearchField
          id={`${id}-q`}
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={draft.q}
          onChange={(q) => set({ q })}
          maxLength={SEARCH_MAX_LENGTH}
          className="sm:col-span-2 lg:col-span-1"
        />
        <FilterSelect
          id={`${id}-budget`}
          label={t('filters.budget')}
          value={draft.budget}
          onChange={(budget) => set({ budget })}
          any={t('filters.anyBudget')}
          options={BUDGET_TIERS.map((tier) => ({ value: tier, label: t(`enums:budgetTier.${tier}`) }))}
        />
        {/* Division → district: the directory knows firms by district, so the picker stops there. */}
        <FilterSelect
          id={`${id}-division`}
          label={t('common:location.division')}
          value={draft.division}
          onChange={(division) => set({ division, district: '' })}
          any={t('common:location.anyDivision')}
          options={DIVISIONS.map((value) => ({ value, label: t(`enums:division.${value}`) }))}
        />
        <DistrictSelect
          division={draft.division}
          value={draft.district}
          language={language}
          onChange={(district) => set({ district })}
          noDivision={t('common:location.chooseDivisionFirst')}
        />
        <FilterSelect
          id={`${id}-rating`}
          label={t('filters.minRating')}
          value={draft.minRating}
          onChange={(minRating) => set({ minRating })}
          any={t('filters.anyRating')}
          options={MIN_RATINGS.map((value) => ({
            value,
            label: t('filters.ratingAtLeast', { n: formatNumber(Number(value), language) }),
          }))}
        />
      </div>
    </FiltersPanel>
  );
}
