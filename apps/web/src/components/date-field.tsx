import { useId, useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { daysInMonth, joinDate, monthNamesOf, splitDate, type CalendarParts } from '../lib/calendar-parts.ts';
import { cn } from '../lib/class-names.ts';
import { formatDigits } from '../lib/format.ts';
import { useLanguage } from '../lib/use-language.ts';
import { FieldNotes, inputClass, labelClass, OptionalMark } from './form-fields.tsx';

/**
 * A date as people here write it (issue 31): day, month by name, year, in that order, each a select
 * in the reader's language and digits. A native date input shows mm/dd/yyyy, where "06/01/1985"
 * reads as 6 January. The value stays the API's: YYYY-MM-DD, or YYYY-MM with `withDay={false}`.
 */
export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called when focus leaves the whole group, not when it moves from the day to the month. */
  onBlur?: () => void;
  /** Takes the first select, so a form can focus the field when it is refused. */
  fieldRef?: Ref<HTMLSelectElement>;
  /** The years offered, in the order shown. */
  years: number[];
  withDay?: boolean;
  /** A half-chosen date is '' (the field's "required" message), else text the schema refuses. */
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  error?: FieldError | undefined;
  /** The autofill prefix, e.g. 'bday' for bday-day / bday-month / bday-year. */
  autoComplete?: 'bday';
  className?: string;
}

/** Selects count as read-only in CSS; they must not look disabled. */
const selectClass = inputClass.replace('read-only:bg-gray-100', '');

export function DateField({
  label,
  value,
  onChange,
  onBlur,
  fieldRef,
  years,
  withDay = true,
  required = false,
  optional = false,
  hint,
  error,
  autoComplete,
  className,
}: DateFieldProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const id = useId();
  // The parts chosen so far, and the value they were last sent as: a new value from outside
  // (a reset, the saved profile) replaces them; the form echoing ours back does not.
  const [state, setState] = useState(() => ({ parts: splitDate(value), sent: value }));
  let parts = state.parts;
  if (value !== state.sent) {
    parts = splitDate(value);
    setState({ parts, sent: value });
  }

  const change = (part: keyof CalendarParts, chosen: string) => {
    const next = { ...parts, [part]: chosen };
    // A day the new month does not have (31 February) is chosen again rather than moved.
    if (withDay && next.day && Number(next.day) > daysInMonth(next.month, next.year)) next.day = '';
    const text = joinDate(next, { withDay, incomplete: required ? 'empty' : 'invalid' });
    setState({ parts: next, sent: text });
    onChange(text);
  };
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const digits = (number: number) => formatDigits(String(number), language);
  const select = (part: keyof CalendarParts, options: [string, string][], first: boolean) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${part}`} className="text-sm text-gray-700">
        {t(`date.${part}`)}
      </label>
      <select
        id={`${id}-${part}`}
        ref={first ? fieldRef : undefined}
        value={parts[part]}
        onChange={(event) => change(part, event.target.value)}
        autoComplete={autoComplete ? `${autoComplete}-${part}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(selectClass, 'px-2')}
      >
        {/* Not chosen yet: a dash, as a word would not fit the day and year on a phone. */}
        <option value="">–</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  const days = Array.from({ length: daysInMonth(parts.month, parts.year) }, (_, index) => index + 1);
  return (
    <fieldset className={className} onBlur={leave}>
      <legend className={labelClass}>
        {label}
        {optional ? <OptionalMark /> : null}
      </legend>
      <div
        className={cn(
          'mt-1 grid gap-2',
          withDay ? 'grid-cols-[minmax(4.5rem,1fr)_minmax(0,2fr)_minmax(5rem,1.3fr)]' : 'grid-cols-[2fr_1.3fr]',
        )}
      >
        {withDay
          ? select(
              'day',
              days.map((day) => [String(day), digits(day)]),
              true,
            )
          : null}
        {select(
          'month',
          monthNamesOf(language).map((name, index) => [String(index + 1), name]),
          !withDay,
        )}
        {select(
          'year',
          years.map((year) => [String(year), digits(year)]),
          false,
        )}
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
