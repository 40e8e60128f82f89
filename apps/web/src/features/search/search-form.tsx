import { BUDGET_TIERS, INTERIOR_CATEGORIES, type Language } from '@ghorbari/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FilterActions,
  FilterAmountField,
  FilterSelect,
  NameSearchField,
} from '../../components/filters/filter-fields.tsx';
import { useFiltersDraft } from '../../components/filters/use-filters-draft.ts';
import { LocationPicker } from '../../components/location-picker.tsx';
import { RangeFields } from '../../components/filters/range-fields.tsx';
import { PropertySearchForm } from '../../domain/search/property-search-form.tsx';
import { cn } from '../../lib/class-names.ts';
import { budgetDigits, isValidBudget } from '../../domain/interior/firm-budget.ts';
import { formatNumber } from '../../lib/format.ts';
import { KEYWORD_MAX, cleanNumber } from '../../domain/search/post-search/post-search-query.ts';
import { emptySearchFilters, narrowingCount, takes, type SearchFilters, type SearchKind } from './search-params.ts';

interface SearchFormProps {
  kind: SearchKind;
  /** The filters now in the URL; the form starts from them (remount it when they change). */
  applied: SearchFilters;
  language: Language;
  onApply: (filters: SearchFilters) => void;
  onClear: () => void;
}

type Range = 'Price' | 'Size';
const RANGES: Range[] = ['Price', 'Size'];
/** What can be wrong in the form: a range, or the firms' budget per sqft. */
type Problem = Range | 'Budget';
const PROBLEM_KEY: Record<Range, string> = {
  Price: 'messages:validation.priceRangeInvalid',
  Size: 'messages:validation.sizeRangeInvalid',
};
const GROUP: Record<Range, 'price' | 'size'> = { Price: 'price', Size: 'size' };

/** Bengali keyboards type ০–৯ and people group digits ("২৫,০০০"): keep the digits only. */
const digitsOf = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)).replace(/\D/g, '');

/** The range that is upside down or holds what is not a number, or a budget out of bounds, if any. */
function findProblem(draft: SearchFilters): Problem | null {
  for (const range of RANGES) {
    const minKey = `min${range}` as const;
    const maxKey = `max${range}` as const;
    const [min, max] = [draft[minKey], draft[maxKey]];
    if ((min && !cleanNumber(GROUP[range], min)) || (max && !cleanNumber(GROUP[range], max))) return range;
    if (min && max && Number(min) > Number(max)) return range;
  }
  if (draft.maxBudget && !isValidBudget(budgetDigits(draft.maxBudget))) return 'Budget';
  return null;
}

/**
 * The group-building and interior tabs' filters (spec §2: Search; sale and rent use the listings'
 * panel): a firm's name always in view, the rest folded away on a phone; each tab shows only the
 * filters its kind takes. A plain GET form, so it also
 * works before the page's JavaScript has arrived; with it, "Filter" puts the tidied filters in the URL.
 */
export function SearchForm({ kind, applied, language, onApply, onClear }: SearchFormProps) {
  const { t } = useTranslation(['search', 'enums', 'messages']);
  const id = useId();
  const panel = useFiltersDraft({ applied, findProblem, onApply });
  const { draft, problem, set, open } = panel;
  const folded = narrowingCount(applied);

  const range = (which: Range, legend: string) => {
    if (!takes(kind, `min${which}`)) return null;
    const minKey = `min${which}` as const;
    const maxKey = `max${which}` as const;
    return (
      <RangeFields
        id={id}
        group={which}
        legend={legend}
        boxes={[minKey, maxKey].map((key) => ({
          key,
          label: t(key === minKey ? 'form.minOf' : 'form.maxOf', { what: legend }),
          placeholder: t(key === minKey ? 'form.min' : 'form.max'),
          value: draft[key],
        }))}
        onChange={(key, text) => set({ [key]: digitsOf(text) })}
        language={language}
        named
        error={problem === which ? t(PROBLEM_KEY[which]) : undefined}
      />
    );
  };

  const choice = (key: 'category' | 'budget', values: readonly string[], group: string, any: string) =>
    takes(kind, key) ? (
      <FilterSelect
        id={`${id}-${key}`}
        name={key}
        label={t(`form.${key}`)}
        value={draft[key]}
        onChange={(value) => set({ [key]: value })}
        any={t(any)}
        options={values.map((value) => ({ value, label: t(`enums:${group}.${value}`) }))}
      />
    ) : null;

  return (
    <PropertySearchForm
      label={t('form.label')}
      onSubmit={panel.submit}
      noValidate
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5"
    >
      <input type="hidden" name="type" value={kind} />
      {applied.sort ? <input type="hidden" name="sort" value={applied.sort} /> : null}
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        {takes(kind, 'q') ? (
          <NameSearchField
            id={`${id}-q`}
            name="q"
            label={t('form.firmName')}
            placeholder={t('form.firmNamePlaceholder')}
            value={draft.q}
            onChange={(q) => set({ q })}
            maxLength={KEYWORD_MAX}
            className="flex-1"
          />
        ) : null}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-more`}
          onClick={panel.toggle}
          className={cn(
            'inline-flex h-11 items-center justify-center gap-2 rounded-md border border-brand-700 px-4',
            'font-semibold text-brand-800 hover:bg-brand-50 md:hidden',
          )}
        >
          <SlidersHorizontal aria-hidden size={18} />
          {open ? t('form.less') : folded ? t('form.moreCount', { n: formatNumber(folded, language) }) : t('form.more')}
        </button>
      </div>
      <div
        id={`${id}-more`}
        className={cn('mt-4 space-y-4 md:block', takes(kind, 'q') ? '' : 'md:mt-0', open ? 'block' : 'hidden')}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {/* Offers and firms are known by district. */}
          <LocationPicker
            mode="filter"
            levels="district"
            className="sm:col-span-2"
            value={{ division: draft.division, district: draft.district, subDistrict: '' }}
            onChange={(place) => set({ division: place.division, district: place.district })}
          />
          {range('Price', t(kind === 'group' ? 'form.share' : 'form.price'))}
          {range('Size', t('form.flatSize'))}
          {choice('category', INTERIOR_CATEGORIES, 'interiorCategory', 'form.anyCategory')}
          {choice('budget', BUDGET_TIERS, 'budgetTier', 'form.anyBudget')}
          {takes(kind, 'maxBudget') ? (
            <FilterAmountField
              id={`${id}-max-budget`}
              name="maxBudget"
              label={t('form.maxBudget')}
              placeholder={t('form.maxBudgetPlaceholder')}
              value={draft.maxBudget}
              onChange={(maxBudget) => set({ maxBudget })}
              error={problem === 'Budget' ? t('form.maxBudgetInvalid') : undefined}
            />
          ) : null}
        </div>
      </div>
      <FilterActions
        apply={t('form.submit')}
        clear={t('form.clear')}
        onClear={() => {
          panel.reset(emptySearchFilters);
          onClear();
        }}
        className="mt-4"
      />
    </PropertySearchForm>
  );
}
