import { FURNISHINGS, LAND_UNITS, PROPERTY_TYPES, TENANT_TYPES, type Language } from '@ghorbari/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersHeading } from '../../components/filters-heading.tsx';
import { LocationPicker } from '../../components/location-picker.tsx';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import {
  ROOM_CHOICES,
  emptyFilters,
  findProblem,
  toAsciiNumber,
  type FieldGroup,
  type FilterProblem,
  type ListingFilters,
  type RangeGroup,
} from './listing-filters.ts';
import { KeywordBox } from './keyword-box.tsx';
import { cn } from '../../lib/class-names.ts';

interface FiltersPanelProps {
  /** Rent asks for the monthly rent, sale for the price. */
  type: 'sell' | 'rent';
  /** The filters now in the URL; the form starts from them, and starts over when they change. */
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

const RANGE_KEYS = {
  price: ['minPrice', 'maxPrice'],
  size: ['minSize', 'maxSize'],
  land: ['minLand', 'maxLand'],
} as const satisfies Record<RangeGroup, readonly [keyof ListingFilters, keyof ListingFilters]>;

/**
 * The keyword, then place, property type, price, size, land, rooms, furnishing and (rent) who may
 * rent; applied to the URL only on "Search" or "Apply", checked first as the API checks them.
 */
export function FiltersPanel({ type, applied, language, onApply, onClear, children }: FiltersPanelProps) {
  const { t } = useTranslation(['listings', 'enums', 'messages']);
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState<FilterProblem | null>(null);
  // When the URL changes (back button, a chip, clearing), the form shows what now applies. It
  // is reset rather than remounted, so the keyword box keeps the focus it had.
  const appliedKey = JSON.stringify(applied);
  const [shown, setShown] = useState(appliedKey);
  if (shown !== appliedKey) {
    setShown(appliedKey);
    setDraft(applied);
    setProblem(null);
  }
  // Phones see the keyword and the results first; the other filters open on demand.
  const [open, setOpen] = useState(false);
  const errorOf = (group: FieldGroup) => (problem?.group === group ? t(problem.message) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = findProblem(type, draft);
    setProblem(found);
    // The problem may sit in the folded part: unfold it so the message is seen.
    if (found && found.group !== 'q') setOpen(true);
    if (found) return;
    // On a phone the results come next: fold the filters away.
    setOpen(false);
    onApply(draft);
  };

  const clearKeyword = () => {
    const next = { ...draft, q: '' };
    setDraft(next);
    if (problem?.group === 'q') setProblem(null);
    // A keyword in the results goes at once; a typed one not yet searched just empties.
    if (applied.q && !findProblem(type, next)) onApply(next);
  };

  const range = (group: RangeGroup) => {
    const errorId = `${id}-${group}-error`;
    const error = errorOf(group);
    const labelKey = (key: string) =>
      group === 'price' && type === 'rent' ? `filters.${key.replace('Price', 'Rent')}` : `filters.${key}`;
    return (
      <fieldset
        aria-describedby={error ? errorId : undefined}
        className={group === 'land' ? 'sm:col-span-2 lg:col-span-1' : ''}
      >
        <legend className="text-sm font-semibold text-gray-800">
          {t(group === 'price' && type === 'rent' ? 'filters.rent' : `filters.${group}`)}
        </legend>
        <div className={cn('grid gap-2', group === 'land' ? 'grid-cols-[1fr_1fr_minmax(6.5rem,1fr)]' : 'grid-cols-2')}>
          {RANGE_KEYS[group].map((key) => (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className="sr-only">
                {t(labelKey(key))}
              </label>
              <input
                id={`${id}-${key}`}
                type="text"
                inputMode={group === 'land' ? 'decimal' : 'numeric'}
                autoComplete="off"
                placeholder={t(key.startsWith('min') ? 'filters.min' : 'filters.max')}
                className={inputClass}
                value={formatDigits(draft[key], language)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => setDraft({ ...draft, [key]: toAsciiNumber(event.target.value) })}
              />
            </div>
          ))}
          {group === 'land' ? (
            <div>
              <label htmlFor={`${id}-landUnit`} className="sr-only">
                {t('filters.landUnit')}
              </label>
              <select
                id={`${id}-landUnit`}
                className={inputClass}
                value={draft.landUnit || 'katha'}
                onChange={(event) => setDraft({ ...draft, landUnit: event.target.value })}
              >
                {LAND_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(`enums:landUnit.${unit}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {error}
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
      <form onSubmit={submit} noValidate>
        <KeywordBox
          value={draft.q}
          onChange={(q) => setDraft({ ...draft, q })}
          onClear={clearKeyword}
          error={errorOf('q')}
        />
        <FiltersHeading
          id={id}
          title={t('filters.title')}
          open={open}
          onToggle={() => setOpen(!open)}
          labels={{ show: t('filters.show'), hide: t('filters.hide') }}
          className="mt-4"
        />
        {children}
        <div id={`${id}-form`} className={`mt-3 space-y-4 ${open ? 'block' : 'hidden'} md:block`}>
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
            {range('price')}
            {range('size')}
            {range('land')}
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
        </div>
      </form>
    </section>
  );
}
