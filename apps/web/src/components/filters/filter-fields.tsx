import type { Language } from '@ghorbari/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { useDistricts } from '../../lib/locations/get-locations.ts';
import { SearchInput } from '../search-input.tsx';

/** A filter's box: full width, tall enough for a thumb, 16px so phones do not zoom. */
const filterBoxClass = cn(
  'block h-11 w-full rounded-md border border-gray-300 bg-white px-3',
  'text-[16px] text-gray-900 disabled:bg-gray-100 disabled:text-gray-500 aria-[invalid=true]:border-red-600',
);
/** A filter's text box or select, a little under its label. */
export const filterInputClass = cn('mt-1', filterBoxClass);
export const filterLabelClass = 'text-sm font-semibold text-gray-800';

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The empty choice, first: "Any type". */
  any: string;
  options: readonly { value: string; label: string }[];
  /** The field's name in a plain form submission (a page that works before its JavaScript). */
  name?: string;
  /** The field's box in its filter bar's grid. */
  className?: string;
  selectClassName?: string;
}

/** A filter's problem under its boxes, announced when it appears; its id describes the boxes. */
export function FilterError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/**
 * One amount typed as a filter (the firms' budget per sqft): a labelled text box for digits,
 * Bengali or English, with its problem under it.
 */
export function FilterAmountField({
  id,
  name,
  label,
  placeholder,
  value,
  onChange,
  error,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        className={filterInputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FilterError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled select of one filter, "any" first. */
/** A select's choices, each with its value and its words. */
export function Options({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

export function FilterSelect({
  id,
  label,
  value,
  onChange,
  any,
  options,
  name,
  className,
  selectClassName = filterInputClass,
}: FilterSelectProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={selectClassName}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{any}</option>
        <Options options={options} />
      </select>
    </div>
  );
}

/**
 * The districts of a chosen division, for lists that know places by district (design firms,
 * group offers); disabled until a division is chosen, with a retry when the list did not load.
 */
export function DistrictSelect({
  division,
  value,
  language,
  onChange,
  noDivision,
  name,
}: {
  division: string;
  value: string;
  language: Language;
  onChange: (district: string) => void;
  /** The field's name in a plain form submission. */
  name?: string;
  /** The empty choice while no division is chosen ("Choose a division first"). */
  noDivision: string;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const districts = useDistricts(division);
  const sorted = [...(districts.data ?? [])].sort((a, b) => a[language].localeCompare(b[language], language));
  return (
    <div>
      <label htmlFor={id} className={filterLabelClass}>
        {t('location.district')}
      </label>
      <select
        id={id}
        name={name}
        className={filterInputClass}
        value={value}
        disabled={!division || districts.isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{division ? t('location.anyDistrict') : noDivision}</option>
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
  );
}

/** A box for part of a name (a design firm's), with a magnifier; searched on Apply. */
export function NameSearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  name,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** The field's name in a plain form submission. */
  name?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <SearchInput
        boxClassName="mt-1"
        id={id}
        name={name}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={maxLength}
        placeholder={placeholder}
        className={cn(filterBoxClass, 'pl-9')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Apply and Clear, under every filters form. */
export function FilterActions({
  apply,
  clear,
  onClear,
  className,
}: {
  apply: string;
  clear: string;
  onClear: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <button type="submit" className="h-11 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
        {apply}
      </button>
      <button
        type="button"
        onClick={onClear}
        className={cn(
          'h-11 rounded-md border border-gray-300 bg-white px-6 font-semibold',
          'text-gray-800 hover:border-brand-700 hover:text-brand-800',
        )}
      >
        {clear}
      </button>
    </div>
  );
}
