import { BUDGET_TIERS, DIVISIONS, type Language } from '@ghorbari/contracts';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DistrictSelect,
  FilterAmountField,
  FilterSelect,
  NameSearchField,
} from '../../components/filters/filter-fields.tsx';
import { FiltersAboveResults } from '../../components/filters/filters-above-results.tsx';
import { useFiltersDraft } from '../../components/filters/use-filters-draft.ts';
import { formatNumber } from '../../lib/format.ts';
import {
  budgetDigits,
  emptyFirmFilters,
  isValidBudget,
  MIN_RATINGS,
  SEARCH_MAX_LENGTH,
  type FirmFilters,
} from './firm-filters.ts';

interface FirmFiltersPanelProps {
  /** The filters now in the URL; the form starts from them. */
  applied: FirmFilters;
  language: Language;
  onApply: (filters: FirmFilters) => void;
  onClear: () => void;
  /** What is applied, shown under the heading even while the form is folded away. */
  children?: ReactNode;
  /**
   * Where the form goes before the page's JavaScript has arrived (a page of islands, ADR 059): a
   * plain GET form to the directory, the category and order kept in hidden fields.
   */
  action?: string;
}

/** The fields of the form, by their names in a plain form submission. */
const FIELDS = ['q', 'budget', 'maxBudget', 'division', 'district', 'minRating'] as const;

/** The filters as the form's boxes hold them (a disabled box, the district without a division, is not sent). */
function fromForm(form: FormData, draft: FirmFilters): FirmFilters {
  const typed = { ...draft };
  for (const name of FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string') typed[name] = value;
  }
  // Another division leaves the district, which its box could not yet offer, unchosen.
  if (typed.division !== draft.division) typed.district = '';
  return typed;
}

/**
 * Name, budget (a tier, and taka per sqft: issue 44), place and minimum rating; applied to the URL
 * on "Apply" (the category has its own row).
 */
export function FirmFiltersPanel({ applied, language, onApply, onClear, children, action }: FirmFiltersPanelProps) {
  const { t } = useTranslation(['interior', 'enums', 'common']);
  const id = useId();
  const panel = useFiltersDraft<FirmFilters, 'maxBudget'>({
    applied,
    onApply: (draft) => onApply({ ...draft, q: draft.q.trim() }),
  });
  const { draft, set } = panel;
  const budgetError = panel.problem === 'maxBudget' ? t('filters.maxBudgetInvalid') : undefined;

  // What was typed or chosen before the page was live reaches the draft as the island comes alive
  // (lib/early-input.ts); the boxes are read again as the form is sent.
  const form = useRef<HTMLDivElement>(null);
  const boxes = () => {
    const element = form.current?.querySelector('form');
    return element ? fromForm(new FormData(element), draft) : draft;
  };

  // What the boxes hold now, as the home search box does.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = boxes();
    const maxBudget = budgetDigits(typed.maxBudget);
    if (maxBudget !== '' && !isValidBudget(maxBudget)) {
      // Said under the box, unfolded on a phone so it is seen.
      panel.setProblem('maxBudget');
      panel.setOpen(true);
      return;
    }
    panel.setProblem(null);
    panel.setOpen(false);
    onApply({ ...typed, maxBudget: maxBudget === '' ? '' : String(Number(maxBudget)), q: typed.q.trim() });
  };

  return (
    <div ref={form} className="contents">
      <FiltersAboveResults
        namespace="interior"
        open={panel.open}
        onToggle={panel.toggle}
        onSubmit={submit}
        onClear={() => {
          panel.reset({ ...emptyFirmFilters, sort: applied.sort });
          onClear();
        }}
        chips={children}
        plain={action ? { action, hidden: { category: applied.category, sort: applied.sort } } : undefined}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <NameSearchField
            id={`${id}-q`}
            name="q"
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={draft.q}
            onChange={(q) => set({ q })}
            maxLength={SEARCH_MAX_LENGTH}
            className="sm:col-span-2 lg:col-span-1"
          />
          <FilterSelect
            id={`${id}-budget`}
            name="budget"
            label={t('filters.budget')}
            value={draft.budget}
            onChange={(budget) => set({ budget })}
            any={t('filters.anyBudget')}
            options={BUDGET_TIERS.map((tier) => ({ value: tier, label: t(`enums:budgetTier.${tier}`) }))}
          />
          <FilterAmountField
            id={`${id}-max-budget`}
            name="maxBudget"
            label={t('filters.maxBudget')}
            placeholder={t('filters.maxBudgetPlaceholder')}
            value={draft.maxBudget}
            onChange={(maxBudget) => set({ maxBudget })}
            error={budgetError}
          />
          {/* Division → district: the directory knows firms by district, so the picker stops there. */}
          <FilterSelect
            id={`${id}-division`}
            name="division"
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
            name="district"
            noDivision={t('common:location.chooseDivisionFirst')}
          />
          <FilterSelect
            id={`${id}-rating`}
            name="minRating"
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
      </FiltersAboveResults>
    </div>
  );
}
