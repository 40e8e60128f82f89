import { Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FieldMessage, inputClass, labelClass } from '../../components/form-fields.tsx';
import type { MessageKey } from '@ghorbari/contracts';
import { FilterSelect as SharedFilterSelect } from '../../components/filters/filter-fields.tsx';
import { buttonClass } from './admin-ui.tsx';

/**
 * One filter of a staff list as a labelled select: "all" first (no filter), then each choice
 * with its text — the public lists' `FilterSelect`, typed by the filter's values. It applies at
 * once; the list's page keeps it in the URL.
 */
export function FilterSelect<T extends string>({
  allLabel,
  choices,
  value,
  onChange,
  ...field
}: {
  id: string;
  label: string;
  value: T | undefined;
  allLabel: string;
  choices: readonly (readonly [T, string])[];
  onChange: (value: T | undefined) => void;
  /** The field's box in its filter bar's grid. */
  className?: string;
  selectClassName?: string;
}) {
  return (
    <SharedFilterSelect
      {...field}
      any={allLabel}
      value={value ?? ''}
      options={choices.map(([choice, text]) => ({ value: choice, label: text }))}
      onChange={(chosen) => onChange((chosen || undefined) as T | undefined)}
    />
  );
}

/**
 * A staff list's filter bar with a search box: the search is sent with its button or Enter
 * (trimmed; an empty one clears it), the other filters (`children`) apply at once. Remount it
 * (a `key` from the URL's search) when Back changes the search, so the box shows the same text.
 */
export function SearchFilterForm({
  id,
  label,
  buttonLabel,
  hint,
  maxLength,
  initial,
  onSearch,
  formLabel,
  className,
  children,
  check,
}: {
  /** A message key when the search cannot be sent as typed (the API's own rule), shown under the box. */
  check?: (q: string) => MessageKey | undefined;
  /** The search input's id (its hint's is `${id}-hint`). */
  id: string;
  label: string;
  buttonLabel: string;
  hint?: string;
  maxLength: number;
  initial: string | undefined;
  onSearch: (q: string | undefined) => void;
  /** The search landmark's name, where the page has more than one form. */
  formLabel?: string;
  className: string;
  children?: ReactNode;
}) {
  const [q, setQ] = useState(initial ?? '');
  const [problem, setProblem] = useState<MessageKey | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = q.trim();
    const refused = typed && check ? check(typed) : undefined;
    setProblem(refused);
    if (!refused) onSearch(typed || undefined);
  };
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  return (
    <form role="search" aria-label={formLabel} onSubmit={submit} className={className}>
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            maxLength={maxLength}
            autoComplete="off"
            aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
            aria-invalid={problem ? true : undefined}
            className={inputClass}
          />
          <button type="submit" className={`${buttonClass.primary} mt-1 shrink-0`}>
            <Search aria-hidden size={18} />
            <span className="max-sm:sr-only">{buttonLabel}</span>
          </button>
        </div>
        <FieldMessage id={errorId} error={problem ? { type: 'validate', message: problem } : undefined} />
        {hint ? (
          <p id={hintId} className="mt-1 text-sm text-gray-700">
            {hint}
          </p>
        ) : null}
      </div>
      {children}
    </form>
  );
}
