import { FURNISHINGS, LAND_UNITS, PROPERTY_TYPES, TENANT_TYPES, type Language } from '@ghorbari/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationPicker } from '../location-picker.tsx';
import { cn } from '../../lib/class-names.ts';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import {
  RANGE_KEYS,
  ROOM_CHOICES,
  activeFilterCount,
  emptyPostFilters,
  findProblem,
  toAsciiNumber,
  type FieldGroup,
  type FilterProblem,
  type PostFilters,
  type PostType,
  type RangeGroup,
} from '../../lib/post-search/post-search-query.ts';
import { KeywordBox } from './keyword-box.tsx';

interface FiltersPanelProps {
  /** Rent asks for the monthly rent and who may rent, sale for the price. */
  type: PostType;
  /** The filters now in the URL; the form starts from them, and starts over when they change. */
  applied: PostFilters;
  language: Language;
  onApply: (filters: PostFilters) => void;
  onClear: () => void;
  /**
   * Where the form goes before the page's JavaScript has arrived (a plain GET form: the page
   * reads its fields as it reads its address), with the fields the page's address also needs.
   */
  action: string;
  hidden?: Record<string, string>;
  /** What is applied, shown under the words even while the form is folded away. */
  children?: ReactNode;
}

const inputClass = cn(
  'mt-1 block h-11 w-full rounded-md border border-gray-300 bg-white px-3',
  'text-[16px] text-gray-900 aria-[invalid=true]:border-red-600',
);
const labelClass = 'text-sm font-semibold text-gray-800';
/** A box of its own from `lg` up, where the panel's own box gives way to the page's grid. */
const card = 'lg:rounded-xl lg:bg-white lg:p-5 lg:shadow-sm lg:ring-1 lg:ring-gray-200';
const placeOf = ({ division, district, subDistrict, neighbourhood }: PostFilters) => ({
  division,
  district,
  subDistrict,
  neighbourhood,
});

/**
 * The words, then place, property type, price, size, land, rooms, furnishing and (rent) who may
 * rent: one panel for every list of posts (issue 29, item 4). Applied to the URL only on
 * "Search" or "Apply", checked first as the API checks them. On a phone the filters fold away
 * behind a "Filters" button that counts what is set, so the results start on the first screen;
 * from `lg` up the panel is a column beside the results.
 */
export function FiltersPanel({
  type,
  applied,
  language,
  onApply,
  onClear,
  action,
  hidden,
  children,
}: FiltersPanelProps) {
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
  const [open, setOpen] = useState(false);
  const errorOf = (group: FieldGroup) => (problem?.group === group ? t(problem.message) : undefined);
  const count = activeFilterCount(applied);

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
    // Words in the results go at once; typed ones not yet searched just empty.
    if (applied.q && !findProblem(type, next)) onApply(next);
  };

  const range = (group: RangeGroup) => {
    const errorId = `${id}-${group}-error`;
    const error = errorOf(group);
    const labelKey = (key: string) =>
      group === 'price' && type === 'rent' ? `filters.${key.replace('Price', 'Rent')}` : `filters.${key}`;
    return (
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className={labelClass}>
          {t(group === 'price' && type === 'rent' ? 'filters.rent' : `filters.${group}`)}
        </legend>
        <div
          className={cn(
            'grid gap-2',
            group === 'land' ? 'grid-cols-[1fr_1fr_minmax(6.5rem,1fr)] lg:grid-cols-2' : 'grid-cols-2',
          )}
        >
          {RANGE_KEYS[group].map((key) => (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className="sr-only">
                {t(labelKey(key))}
              </label>
              <input
                id={`${id}-${key}`}
                name={key}
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
            // Beside the results the column is narrow: the unit goes under the two numbers.
            <div className="lg:col-span-2">
              <label htmlFor={`${id}-landUnit`} className="sr-only">
                {t('filters.landUnit')}
              </label>
              <select
                id={`${id}-landUnit`}
                name="landUnit"
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
  const choice = (key: 'propertyType' | 'furnishing' | 'tenant', values: readonly string[], any: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {t(`filters.${key}`)}
      </label>
      <select
        id={`${id}-${key}`}
        name={key}
        className={inputClass}
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      >
        <option value="">{t(any)}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`enums:${key}.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );

  const rooms = (key: 'bedrooms' | 'bathrooms') => (
    <fieldset>
      <legend className={labelClass}>{t(`filters.${key}`)}</legend>
      <div className="mt-1 flex gap-1.5">
        {['', ...ROOM_CHOICES].map((value) => (
          <label key={value} className="flex-1">
            <input
              type="radio"
              name={key}
              value={value}
              checked={draft[key] === value}
              onChange={() => setDraft({ ...draft, [key]: value })}
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
              {value === ''
                ? t('filters.anyRooms')
                : value === ROOM_CHOICES.at(-1)
                  ? t('filters.orMore', { n: formatNumber(Number(value), language) })
                  : formatNumber(Number(value), language)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    // From `lg` up, the section and the form give their boxes to the page's grid (display: contents):
    // the words and chips span the width above, the filters stand in a column beside the results.
    <section
      aria-labelledby={`${id}-title`}
      className={cn('rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5', 'lg:contents')}
    >
      <form method="get" action={action} onSubmit={submit} noValidate className="lg:contents">
        {/* Before the page's JavaScript, the place's selects cannot cascade: the place applied goes along as it is. */}
        {Object.entries({ ...hidden, ...placeOf(applied) }).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <div className={cn('lg:col-span-2', card)}>
          <KeywordBox
            value={draft.q}
            onChange={(q) => setDraft({ ...draft, q })}
            onClear={clearKeyword}
            error={errorOf('q')}
          />
          {/* On a phone the button and what is applied share the rows under the words. */}
          <div className="mt-3 flex flex-wrap items-start gap-2 lg:mt-0">
            {/* Phones and tablets: the filters open on demand; the button says how many are set. */}
            <button
              type="button"
              aria-expanded={open}
              aria-controls={`${id}-form`}
              aria-label={
                count > 0
                  ? t(open ? 'filters.hideCount' : 'filters.showCount', { n: formatNumber(count, language) })
                  : t(open ? 'filters.hide' : 'filters.show')
              }
              onClick={() => setOpen(!open)}
              className={cn(
                'inline-flex h-11 items-center gap-2 rounded-md border border-brand-700 bg-white px-4',
                'font-semibold text-brand-800 hover:bg-brand-50 lg:hidden',
                open && 'bg-brand-50',
              )}
            >
              <SlidersHorizontal aria-hidden size={18} />
              {t('filters.button')}
              {count > 0 ? (
                <span
                  aria-hidden
                  className={cn(
                    'inline-flex h-6 min-w-6 items-center justify-center rounded-full',
                    'bg-brand-700 px-1.5 text-sm text-white',
                  )}
                >
                  {formatNumber(count, language)}
                </span>
              ) : null}
            </button>
            {children}
          </div>
        </div>
        <div
          id={`${id}-form`}
          className={cn('mt-3 space-y-4 lg:col-start-1 lg:mt-4 lg:block', card, open ? 'block' : 'hidden')}
        >
          <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900 max-lg:sr-only">
            {t('filters.title')}
          </h2>
          <LocationPicker
            mode="filter"
            // In the column beside the results, the place's selects stand one under another.
            className="lg:[&_.grid]:grid-cols-1"
            value={{
              division: draft.division,
              district: draft.district,
              subDistrict: draft.subDistrict,
              neighbourhood: draft.neighbourhood,
            }}
            onChange={(place) => setDraft({ ...draft, ...place })}
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {choice('propertyType', PROPERTY_TYPES, 'filters.anyType')}
            {range('price')}
            {range('size')}
            {range('land')}
            {rooms('bedrooms')}
            {rooms('bathrooms')}
            {choice('furnishing', FURNISHINGS, 'filters.furnishingAny')}
            {type === 'rent' ? choice('tenant', TENANT_TYPES, 'filters.tenantAny') : null}
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
                setDraft({ ...emptyPostFilters, sort: applied.sort });
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
