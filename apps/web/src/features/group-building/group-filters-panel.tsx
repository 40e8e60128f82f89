import type { Language } from '@ghorbari/contracts';
import { X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersHeading } from '../../components/filters-heading.tsx';
import { cn } from '../../lib/class-names.ts';
import { formatDigits, formatNumber, formatTaka } from '../../lib/format.ts';
import { useDistricts } from '../../lib/locations/get-locations.ts';
import { useLocationNames } from '../../lib/locations/use-location-names.ts';
import {
  findGroupProblem,
  toAsciiNumber,
  type GroupFilterProblem,
  type GroupFilters,
  type GroupNumberKey,
} from './group-filters.ts';

const inputClass = cn(
  'mt-1 block h-11 w-full rounded-md border border-gray-300 bg-white px-3',
  'text-[16px] text-gray-900 disabled:bg-gray-100 disabled:text-gray-600 aria-[invalid=true]:border-red-600',
);
const labelClass = 'text-sm font-semibold text-gray-800';

/** The districts of the chosen division (the division itself is picked in the row above). */
function DistrictSelect({
  division,
  value,
  language,
  onChange,
}: {
  division: string;
  value: string;
  language: Language;
  onChange: (district: string) => void;
}) {
  const { t } = useTranslation(['group', 'common']);
  const id = useId();
  const districts = useDistricts(division);
  const sorted = [...(districts.data ?? [])].sort((a, b) => a[language].localeCompare(b[language], language));
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t('common:location.district')}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        disabled={!division || districts.isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{division ? t('common:location.anyDistrict') : t('filters.divisionFirst')}</option>
        {sorted.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry[language]}
          </option>
        ))}
      </select>
      {districts.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('common:location.loadError')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void districts.refetch()}>
            {t('common:location.retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

interface Chip {
  id: string;
  label: string;
  without: Partial<GroupFilters>;
}

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
  const district = useLocationNames(
    { division: filters.division, district: filters.district, subDistrict: '' },
    language,
  ).district;
  const range = (min: string, max: string, show: (value: string) => string) =>
    min && max
      ? t('chips.between', { min: show(min), max: show(max) })
      : min
        ? t('chips.from', { min: show(min) })
        : t('chips.upTo', { max: show(max) });
  const chips: Chip[] = [];
  if (filters.district && district) chips.push({ id: 'district', label: district, without: { district: '' } });
  if (filters.minPrice || filters.maxPrice)
    chips.push({
      id: 'price',
      label: t('chips.price', {
        range: range(filters.minPrice, filters.maxPrice, (value) => formatTaka(Number(value), language)),
      }),
      without: { minPrice: '', maxPrice: '' },
    });
  if (filters.minSize || filters.maxSize)
    chips.push({
      id: 'size',
      label: t('chips.size', {
        range: range(filters.minSize, filters.maxSize, (value) => formatNumber(Number(value), language)),
      }),
      without: { minSize: '', maxSize: '' },
    });
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('chips.label')} className="mt-3 flex flex-wrap gap-2" data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.id}>
          <button
            type="button"
            onClick={() => onChange({ ...filters, ...chip.without })}
            aria-label={t('chips.remove', { what: chip.label })}
            className={cn(
              'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50',
              'py-1 pl-3.5 pr-2.5 text-[15px] font-semibold text-brand-800 hover:bg-brand-100',
            )}
          >
            {chip.label}
            <X aria-hidden size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}

interface GroupFiltersPanelProps {
  /** The filters now in the URL; the form starts from them (remount it when they change). */
  applied: GroupFilters;
  language: Language;
  onApply: (filters: GroupFilters) => void;
  onClear: () => void;
  /** What is applied, shown under the heading even while the form is folded away. */
  children?: ReactNode;
}

/** District, price per share and flat size; applied to the URL on "Apply" (folded away on phones). */
export function GroupFiltersPanel({ applied, language, onApply, onClear, children }: GroupFiltersPanelProps) {
  const { t } = useTranslation('group');
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState<GroupFilterProblem>(null);
  // Phones see the offers first; the filters open on demand.
  const [open, setOpen] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = findGroupProblem(draft);
    setProblem(found);
    if (!found) onApply(draft);
  };

  const range = (group: 'price' | 'size', keys: [GroupNumberKey, GroupNumberKey]) => {
    const errorId = `${id}-${group}-error`;
    const invalid = problem?.group === group;
    return (
      <fieldset aria-describedby={invalid ? errorId : undefined}>
        <legend className={labelClass}>{t(`filters.${group}`)}</legend>
        <div className="grid grid-cols-2 gap-2">
          {keys.map((key) => (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className="sr-only">
                {t(`filters.${key}`)}
              </label>
              <input
                id={`${id}-${key}`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder={t(key.startsWith('min') ? 'filters.min' : 'filters.max')}
                className={inputClass}
                value={formatDigits(draft[key], language)}
                aria-invalid={invalid || undefined}
                onChange={(event) => setDraft({ ...draft, [key]: toAsciiNumber(event.target.value) })}
              />
            </div>
          ))}
        </div>
        {invalid ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {t(`filters.${problem.key}`)}
          </p>
        ) : null}
      </fieldset>
    );
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
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <DistrictSelect
            division={draft.division}
            value={draft.district}
            language={language}
            onChange={(district) => setDraft({ ...draft, district })}
          />
          {range('price', ['minPrice', 'maxPrice'])}
          {range('size', ['minSize', 'maxSize'])}
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
              setProblem(null);
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
