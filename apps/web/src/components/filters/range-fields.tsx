import type { Language } from '@ghorbari/contracts';
import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';
import { formatDigits } from '../../lib/format.ts';
import { FilterError, filterInputClass, filterLabelClass } from './filter-fields.tsx';

interface RangeBox<K extends string> {
  /** The field's key in the filters (and its name in a plain form submission, when `named`). */
  key: K;
  /** Its full name for screen readers ("Lowest price") and its placeholder ("Min"). */
  label: string;
  placeholder: string;
  /** Plain ASCII digits; shown in the reader's digits. */
  value: string;
}

interface RangeFieldsProps<K extends string> {
  /** The panel's id: each box is `${id}-${key}`, the message `${id}-${group}-error`. */
  id: string;
  group: string;
  legend: string;
  boxes: RangeBox<K>[];
  /** What was typed, as the caller reads it (Bengali digits and grouping taken out). */
  onChange: (key: K, text: string) => void;
  language: Language;
  /** Fractions allowed (land: 2.5 katha). */
  decimal?: boolean;
  /** Names the boxes by their keys, for a form the browser submits by itself before the app has started. */
  named?: boolean;
  /** A translated message when the range is wrong. */
  error?: string | undefined;
  /** The boxes' grid (two columns unless the caller adds a unit). */
  className?: string;
  /** After the boxes: a unit picker, for example. */
  children?: ReactNode;
}

/**
 * A minimum and a maximum of one filter (price, size, land) as two text boxes with a numeric
 * keyboard, the digits in the reader's script, and the range's problem under them.
 */
export function RangeFields<K extends string>(props: RangeFieldsProps<K>) {
  const { id, group, legend, boxes, onChange, language, decimal, named, error, className, children } = props;
  const errorId = `${id}-${group}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={filterLabelClass}>{legend}</legend>
      <div className={cn('grid gap-2', className ?? 'grid-cols-2')}>
        {boxes.map((box) => (
          <div key={box.key}>
            <label htmlFor={`${id}-${box.key}`} className="sr-only">
              {box.label}
            </label>
            <input
              id={`${id}-${box.key}`}
              name={named ? box.key : undefined}
              type="text"
              inputMode={decimal ? 'decimal' : 'numeric'}
              autoComplete="off"
              placeholder={box.placeholder}
              className={filterInputClass}
              value={formatDigits(box.value, language)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(box.key, event.target.value)}
            />
          </div>
        ))}
        {children}
      </div>
      <FilterError id={errorId} message={error} />
    </fieldset>
  );
}
