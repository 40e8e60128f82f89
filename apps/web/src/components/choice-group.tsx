import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage, labelClass, OptionalMark } from './form-fields.tsx';
import { cn } from '../lib/class-names.ts';

interface ChoiceGroupProps {
  legend: string;
  /** Radio buttons pick one; check boxes pick any number. */
  kind: 'radio' | 'checkbox';
  /** [value, label] pairs, in the order shown. */
  options: readonly (readonly [string, string])[];
  registration: UseFormRegisterReturn;
  optional?: boolean;
  hint?: string;
  error?: FieldError | undefined;
}

const choiceClass = cn(
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white',
  'px-3 py-1.5 text-[16px] text-gray-900 hover:bg-gray-50',
  'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50',
);

/**
 * A few choices shown at once, each a 44px target: a landlord sees every answer without opening a
 * list (gas: line, cylinder, none; who may rent: family, bachelor…; a firm's kinds of work).
 */
export function ChoiceGroup({ legend, kind, options, registration, optional, hint, error }: ChoiceGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend className={labelClass}>
        {legend}
        {optional ? <OptionalMark /> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5 flex flex-wrap gap-2">
        {options.map(([value, label]) => (
          <label key={value} className={choiceClass}>
            <input
              type={kind}
              value={value}
              className="h-5 w-5 shrink-0 accent-brand-700"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}
