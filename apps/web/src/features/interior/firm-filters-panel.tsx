import { BUDGET_TIERS, DIVISIONS, type Language } from '@ghorbari/contracts';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersHeading } from '../../components/filters-heading.tsx';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDistricts } from '../../lib/locations/get-locations.ts';
import { emptyFirmFilters, MIN_RATINGS, SEARCH_MAX_LENGTH, type FirmFilters } from './firm-filters.ts';

interface FirmFiltersPanelProps {
  /** The filters now in the URL; the form starts from them (remount it when they change). */
  applied: FirmFilters;
  language: Language;
  onApply: (filters: FirmFilters) => void;
  onClear: () => void;
  /** What is applied, shown under the heading even while the form is folded away. */
  children?: ReactNode;
}

const inputClass = cn(
  'mt-1 block h-11 w-full rounded-md border border-gray-300 bg-white px-3',
  'text-[16px] text-gray-900 disabled:bg-gray-100 disabled:text-gray-500',
);
const labelClass = 'text-sm font-semibold text-gray-800';

/** Division → district: the directory knows firms by district, so the picker stops there. */
function PlaceSelects({
  division,
  district,
  language,
  onChange,
}: {
  division: string;
  district: string;
  language: Language;
  onChange: (place: { division: string; district: string }) => void;
}) {
  const { t } = useTranslation(['common', 'enums']);
  const id = useId();
  const districts = useDistricts(division);
  const sorted = [...(districts.data ?? [])].sort((a, b) => a[language].localeCompare(b[language], language));
  return (
    <>
      <div>
        <label htmlFor={`${id}-division`} className={labelClass}>
          {t('location.division')}
        </label>
        <select
          id={`${id}-division`}
          className={inputClass}
          value={division}
          onChange={(event) => onChange({ division: event.target.value, district: '' })}
        >
          <option value="">{t('location.anyDivision')}</option>
          {DIVISIONS.map((value) => (
            <option key={value} value={value}>
              {t(`enums:division.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-district`} className={labelClass}>
          {t('location.district')}
        </label>
        <select
          id={`${id}-district`}
          className={inputClass}
          value={district}
          disabled={!division || districts.isPending}
          onChange={(event) => onChange({ division, district: event.target.value })}
        >
          <option value="">{division ? t('location.anyDistrict') : t('location.chooseDivisionFirst')}</option>
          {sorted.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry[language]}
            </option>
          ))}
        </select>
        {districts.isError ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t('location.loadError')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void districts.refetch()}>
              {t('location.retry')}
            </button>
          </p>
        ) : null}
      </div>
    </>
  );
}

/** Name, budget, place and minimum rating; applied to the URL on "Apply" (the category has its own row). */
export function FirmFiltersPanel({ applied, language, onApply, onClear, children }: FirmFiltersPanelProps) {
  const { t } = useTranslation(['interior', 'enums']);
  const id = useId();
  const [draft, setDraft] = useState(applied);
  // Phones see the firms first; the filters open on demand.
  const [open, setOpen] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
      <FiltersHeading
        id={id}
        title={t('filters.title')}
        open={open}
        onToggle={() => setOpen(!open)}
        labels={{ show: t('filters.show'), hide: t('filters.hide') }}
      />
      {children}
      <form
        id={`${id}-form`}
        role="search"
        onSubmit={submit}
        noValidate
        className={cn('mt-3 space-y-4 md:block', open ? 'block' : 'hidden')}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <div className="sm:col-span-2 lg:col-span-1">
            <label htmlFor={`${id}-q`} className={labelClass}>
              {t('filters.search')}
            </label>
            <div className="relative">
              <Search aria-hidden size={18} className="absolute left-3 top-1/2 mt-0.5 -translate-y-1/2 text-gray-500" />
              <input
                id={`${id}-q`}
                type="search"
                enterKeyHint="search"
                autoComplete="off"
                maxLength={SEARCH_MAX_LENGTH}
                placeholder={t('filters.searchPlaceholder')}
                className={cn(inputClass, 'pl-9')}
                value={draft.q}
                onChange={(event) => setDraft({ ...draft, q: event.target.value })}
              />
            </div>
          </div>
          <div>
            <label htmlFor={`${id}-budget`} className={labelClass}>
              {t('filters.budget')}
            </label>
            <select
              id={`${id}-budget`}
              className={inputClass}
              value={draft.budget}
              onChange={(event) => setDraft({ ...draft, budget: event.target.value })}
            >
              <option value="">{t('filters.anyBudget')}</option>
              {BUDGET_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {t(`enums:budgetTier.${tier}`)}
                </option>
              ))}
            </select>
          </div>
          <PlaceSelects
            division={draft.division}
            district={draft.district}
            language={language}
            onChange={(place) => setDraft({ ...draft, ...place })}
          />
          <div>
            <label htmlFor={`${id}-rating`} className={labelClass}>
              {t('filters.minRating')}
            </label>
            <select
              id={`${id}-rating`}
              className={inputClass}
              value={draft.minRating}
              onChange={(event) => setDraft({ ...draft, minRating: event.target.value })}
            >
              <option value="">{t('filters.anyRating')}</option>
              {MIN_RATINGS.map((value) => (
                <option key={value} value={value}>
                  {t('filters.ratingAtLeast', { n: formatNumber(Number(value), language) })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="h-11 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            {t('filters.apply')}
          </button>
          <button
            type="button"
            onClick={() => {
              setDraft({ ...emptyFirmFilters, sort: applied.sort });
              onClear();
            }}
            className={cn(
              'h-11 rounded-md border border-gray-300 bg-white px-6 font-semibold',
              'text-gray-800 hover:border-brand-700 hover:text-brand-800',
            )}
          >
            {t('filters.clear')}
          </button>
        </div>
      </form>
    </section>
  );
}
