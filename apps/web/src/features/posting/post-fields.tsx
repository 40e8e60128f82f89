import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldError, FieldErrors, UseFormReturn } from 'react-hook-form';
import type { PostBasics } from '@ghorbari/contracts';
import { FieldMessage, inputClass, labelClass, OptionalMark, useFieldIds } from '../auth/components/form-fields.tsx';
import type { PostFormValues } from './post-form-values.ts';

/** Selects count as read-only in CSS; they must not look disabled. */
const selectClass = inputClass.replace('read-only:bg-gray-100', '');

export type PostForm = UseFormReturn<PostFormValues, unknown, PostBasics>;

/** A field's error by its dotted path ('location.division', 'rooms.total'). */
export function errorAt(errors: FieldErrors<PostFormValues>, path: string): FieldError | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node && typeof node === 'object' && 'message' in node ? (node as FieldError) : undefined;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: FieldError;
  optional?: boolean;
  hint?: ReactNode;
  /** [value, label] pairs; an empty first choice is added with `placeholder`. */
  options: [string, string][];
  placeholder?: string;
}

export function SelectField({ label, error, optional, hint, options, placeholder, id, className, ...select }: SelectFieldProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), error);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
        {optional ? <OptionalMark /> : null}
      </label>
      <select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={selectClass} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

/** A titled group of fields inside a step. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-3 text-lg font-semibold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  );
}
