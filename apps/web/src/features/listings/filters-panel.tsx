import { FURNISHINGS, PROPERTY_TYPES, TENANT_TYPES, type Language } from '@ghorbari/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../lib/format.ts';
import { LocationPicker } from '../../components/location-picker.tsx';
import { formatNumber } from '../../lib/format.ts';
import {
  NUMBER_KEYS,
  ROOM_CHOICES,
  emptyFilters,
  invalidRange,
  isWholeNumber,
  toAsciiNumber,
  type ListingFilters,
} from './listing-filters.ts';
import { cn } from '../../lib/class-names.ts';

interface FiltersPanelProps {
  /** Rent asks for the monthly rent, sale for the price. */
  type: 'sell' | 'rent';
  /** The filters now in the URL; the form starts from them (remount it when they change). */
  applied: ListingFilters;
  language: Language;
  onApply: (filters: ListingFilters) => void;
  onClear: () => void;
  /** What is applied, shown under the heading even while the form is folded away. */
  children?: ReactNode;
}

const inputClass = cn(
  'mt-1 block h-11 w-full rounded-md border border-gray-300 bg-white px-3',
  'text-[16px] text-gray-900 aria-[invalid=true]:border-red-600',
);

type Problem = { group: 'price' | 'size'; key: 'rangeInvalid' | 'numberInvalid' } | null;

function findProblem(draft: ListingFilters): Problem {
  for (const key of NUMBER_KEYS) {
    if (draft[key] !== '' && !isWholeNumber(draft[key]))
      return { group: key.endsWith('Price') ? 'price' : 'size', key: 'numberInvalid' };
  }
  const range = invalidRange(draft);
  return range ? { group: range, key: 'rangeInvalid' } : null;
}

/** Place, property type, price, size, rooms, furnishing and (rent) who may rent; applied to the URL only on "Apply". */
export function FiltersPanel({ type, applied, language, onApply, onClear, children }: FiltersPanelProps) {
  const { t } = useTranslation(['listings', 'enums']);
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState<Problem>(null);
  // Phones see the results first; the filters open on demand.
  const [open, setOpen] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = findProblem(draft);
    setProblem(found);
    if (!found) onApply(draft);
  };

  const range = (
    group: 'price' | 'size',
    minKey: (typeof NUMBER_KEYS)[number],
    maxKey: (typeof NUMBER_KEYS)[number],
  ) => {
    const errorId = `${id}-${group}-error`;
    const invalid = problem?.group === group;
    return (
      <fieldset aria-describedby={invalid ? errorId : undefined}>
        <legend className="text-sm font-semibold text-gray-800">
          {t(group === 'price' && type === 'rent' ? 'filters.rent' : `filters.${group}`)}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {[minKey, maxKey].map((key) => (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className="sr-only">
                {t(group === 'price' && type === 'rent' ? `filters.${key.replace('Price', 'Rent')}` : `filters.${key}`)}
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

  /** A select of one enumeration, "any" first. */
  const choice = (key: 'furnishing' | 'tenant', group: 'furnishing' | 'tenant', values: readonly string[]) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="text-sm font-semibold text-gray-800">
        {t(`filters.${key}`)}
      </label>
      <select
        id={`${id}-${key}`}
        className={inputClass}
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      >
        <option value="">{t(`filters.${key}Any`)}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`enums:${group}.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );

  const rooms = (key: 'bedrooms' | 'bathrooms') => (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-800">{t(`filters.${key}`)}</legend>
      <div className="mt-1 flex gap-1.5">
        {['', ...ROOM_CHOICES].map((choice) => (
          <label key={choice} className="flex-1">
            <input
              type="radio"
              name={`${id}-${key}`}
              value={choice}
              checked={draft[key] === choice}
              onChange={() => setDraft({ ...draft, [key]: choice })}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center rounded-md border border-gray-300',
                'bg-white px-2 text-[15px] font-semibold text-gray-800 peer-checked:border-brand-700',
                'peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-2',
                'peer-focus-visible:ring-brand-700 peer-focus-visible:ring-offset-2',
              )}
            >
              {choice === ''
                ? t('filters.anyRooms')
                : choice === ROOM_CHOICES.at(-1)
                  ? t('filters.orMore', { n: formatNumber(Number(choice), language) })
                  : formatNumber(Number(choice), language)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="inline-flex items-center gap-2 text-lg font-semibold text-gray-900">
          <SlidersHorizontal aria-hidden size={20} className="text-brand-700" />
          {t('filters.title')}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={() => setOpen(!open)}
          className={cn(
            'h-10 rounded-md border border-brand-700 px-3 text-sm font-semibold',
            'text-brand-800 hover:bg-brand-50 md:hidden',
          )}
        >
          {open ? t('filters.hide') : t('filters.show')}
        </button>
      </div>
      {children}
      <form
        id={`${id}-form`}
        onSubmit={submit}
        noValidate
        className={`mt-3 space-y-4 ${open ? 'block' : 'hidden'} md:block`}
      >
        <LocationPicker
          mode="filter"
          value={{
            division: draft.division,
            district: draft.district,
            subDistrict: draft.subDistrict,
            neighbourhood: draft.neighbourhood,
          }}
          onChange={(place) => setDraft({ ...draft, ...place })}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <label htmlFor={`${id}-type`} className="text-sm font-semibold text-gray-800">
              {t('filters.propertyType')}
            </label>
            <select
              id={`${id}-type`}
              className={inputClass}
              value={draft.propertyType}
              onChange={(event) => setDraft({ ...draft, propertyType: event.target.value })}
            >
              <option value="">{t('filters.anyType')}</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`enums:propertyType.${type}`)}
                </option>
              ))}
            </select>
          </div>
          {range('price', 'minPrice', 'maxPrice')}
          {range('size', 'minSize', 'maxSize')}
          {rooms('bedrooms')}
          {rooms('bathrooms')}
          {choice('furnishing', 'furnishing', FURNISHINGS)}
          {type === 'rent' ? choice('tenant', 'tenant', TENANT_TYPES) : null}
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
              setDraft({ ...emptyFilters, sort: applied.sort });
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
