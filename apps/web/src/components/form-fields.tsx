import { LIMITS } from '@ghorbari/contracts';
import { AlertCircle, Eye, EyeOff, Loader2 } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERVER_ERROR } from '../lib/api-error-message.ts';
import { cn } from '../lib/class-names.ts';
import { OptionalMark } from './optional-mark.tsx';

export { OptionalMark };

/**
 * Form building blocks of the account pages: a visible label on every input, the hint and the
 * error tied to it with aria-describedby, and 16px text so phones do not zoom in on focus.
 */
export const inputClass = cn(
  'mt-1 block h-11 w-full rounded-md border border-gray-300 bg-white px-3',
  'text-[16px] text-gray-900 placeholder:text-gray-500',
  'aria-[invalid=true]:border-red-600 read-only:bg-gray-100',
  'disabled:bg-gray-100',
);
export const labelClass = 'text-sm font-semibold text-gray-800';

/** A field's problem: zod gives message keys (namespace `messages`); the server gives finished text. */
export function FieldMessage({ id, error }: { id: string | undefined; error: FieldError | undefined }) {
  const { t, i18n } = useTranslation('messages');
  if (!error?.message || !id) return null;
  const text =
    error.type === SERVER_ERROR
      ? error.message
      : i18n.exists(error.message, { ns: 'messages' })
        ? t(error.message)
        : t('validation.invalidInput');
  return (
    <p id={id} className="mt-1 flex items-start gap-1 text-sm font-semibold text-red-700">
      <AlertCircle aria-hidden size={16} className="mt-0.5 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

/** A field's visible label, with "(optional)" when it may be left empty (`mark` to word it another way). */
export function FieldLabel({
  htmlFor,
  label,
  optional,
  mark,
}: {
  htmlFor: string;
  label: ReactNode;
  optional?: boolean | undefined;
  mark?: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {label}
      {optional ? (mark ?? <OptionalMark />) : null}
    </label>
  );
}

/** What is said under a field: its hint, then its problem, each with the id the field points to. */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId: string | undefined;
  error: FieldError | undefined;
  errorId: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={errorId} error={error} />
    </>
  );
}

/** ids for a field and the texts that describe it. */
export function useFieldIds(id: string | undefined, hint: boolean, error: FieldError | undefined) {
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error?.message ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { fieldId, hintId, errorId, describedBy };
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: FieldError;
  hint?: ReactNode;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** Extra content beside the input, e.g. a show-password button. */
  addon?: ReactNode;
}

export function TextField({ label, error, hint, optional, id, className, addon, ...input }: TextFieldProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} label={label} optional={optional} />
      <div className="relative">
        <input
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${addon ? 'pr-12' : ''}`}
          {...input}
        />
        {addon}
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** An email address: the email keyboard on phones, and no capital letter or spelling fix put in it. */
export function EmailField({ autoComplete = 'email', ...props }: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return (
    <TextField
      {...props}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}

/**
 * A phone number box: the phone's dial pad, the reader's own number offered by the browser
 * (unless `autoComplete` says otherwise, for someone else's number), and room for a number typed
 * with its +880 and spaces (`LIMITS.phone.typed`); the check for 11 digits comes after.
 */
export function PhoneField({
  autoComplete = 'tel-national',
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'>) {
  return <TextField {...props} type="tel" inputMode="tel" autoComplete={autoComplete} maxLength={LIMITS.phone.typed} />;
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'addon'>;

/** A password input with a show/hide button, so people can check what they typed on a phone. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      addon={
        <button
          type="button"
          onClick={() => setShown(!shown)}
          aria-pressed={shown}
          aria-label={t('fields.showPassword')}
          title={shown ? t('fields.hidePassword') : t('fields.showPassword')}
          className={cn(
            'absolute right-0.5 top-0.5 inline-flex h-10 w-11 items-center',
            'justify-center rounded-md text-gray-600 hover:text-brand-800',
          )}
        >
          {shown ? <EyeOff aria-hidden size={20} /> : <Eye aria-hidden size={20} />}
        </button>
      }
    />
  );
}

export function SubmitButton({
  pending,
  children,
  pendingText,
  className = '',
}: {
  pending: boolean;
  children: ReactNode;
  pendingText: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={cn(
        'inline-flex h-11 w-full items-center justify-center gap-2 rounded-md',
        'bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800',
        'disabled:cursor-wait disabled:opacity-80',
        className,
      )}
    >
      {pending ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
      {pending ? pendingText : children}
    </button>
  );
}

/** The form's own problem (a refused sign-in, a wrong code), announced when it appears. */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-[15px] text-red-800"
    >
      <AlertCircle aria-hidden size={18} className="mt-0.5 shrink-0" />
      <div>
        <p>{message}</p>
        {children}
      </div>
    </div>
  );
}

/** Selects count as read-only in CSS; they must not look disabled. */
const selectClass = inputClass.replace('read-only:bg-gray-100', '');

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: FieldError;
  optional?: boolean;
  hint?: ReactNode;
  /** [value, label] pairs; an empty first choice is added with `placeholder`. */
  options: [string, string][];
  placeholder?: string;
}

export function SelectField({
  label,
  error,
  optional,
  hint,
  options,
  placeholder,
  id,
  className,
  ...select
}: SelectFieldProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} label={label} optional={optional} />
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={selectClass}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
