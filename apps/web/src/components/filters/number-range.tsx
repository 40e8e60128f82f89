import type { Language } from '@ghorbari/contracts';
import { useId, type ReactNode } from 'react';
import { filterInputClass } from './filter-fields.tsx';
import { formatDigits } from '../../lib/format.ts';

interface NumberRangeProps {
  /** What the range is of, with its unit: "Price (Tk)". */
  legend: string;
  /** Each box's full name for screen readers ("Lowest price, in taka") and its placeholder ("Min"). */
  labels: { min: string; max: string; minPlaceholder: string; maxPlaceholder: string };
  /** Plain ASCII digits (a decimal point where `decimal`); shown in the reader's digits. */
  min: string;
  max: string;
  /** Typed text with Bengali digits and grouping taken out; the caller keeps it as it is. */
  onChange: (next: { min: string; max: string }) => void;
  language: Language;
  /** Fractions allowed (land: 2.5 katha). */
  decimal?: boolean;
  /** Names for a plain form submission (the page works before its JavaScript arrives). */
  names?: { min: string; max: string };
  /** A translated message when the range is wrong. */
  error?: string | null;
  /** Beside the two boxes: a unit picker, for example. */
  children?: ReactNode;
}

/** Bengali keyboards type ০–৯ and people group digits ("২৫,০০০"): keep digits and one point only. */
const plain = (text: string, decimal: boolean) => {
  const ascii = text
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/[,\u066c\s_]/g, '')
    .replace(decimal ? /[^\d.]/g : /\D/g, '');
  if (!decimal) return ascii;
  const [whole = '', ...rest] = ascii.split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
};

/**
 * A minimum and a maximum, as two text boxes with a numeric keyboard (digits in the reader's
 * script), and an optional unit beside them; used by the search page's and listings' filters.
 */
export function NumberRange({
  legend,
  labels,
  min,
  max,
  onChange,
  language,
  decimal = false,
  names,
  error,
  children,
}: NumberRangeProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const box = (which: 'min' | 'max') => (
    <div key={which} className="min-w-0 flex-1">
      <label htmlFor={`${id}-${which}`} className="sr-only">
        {labels[which]}
      </label>
      <input
        id={`${id}-${which}`}
        name={names?.[which]}
        type="text"
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        placeholder={which === 'min' ? labels.minPlaceholder : labels.maxPlaceholder}
        className={filterInputClass}
        value={formatDigits(which === 'min' ? min : max, language)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const value = plain(event.target.value, decimal);
          onChange(which === 'min' ? { min: value, max } : { min, max: value });
        }}
      />
    </div>
  );
  return (
    <fieldset>
      <legend className="text-sm/6 font-semibold text-gray-800">{legend}</legend>
      <div className="flex gap-2">
        {box('min')}
        {box('max')}
        {children}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
