import type { Language } from '@ghorbari/contracts';
import { Languages } from 'lucide-react';
import type { TextareaHTMLAttributes, Ref } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { FieldLabel, FieldMessage, useFieldIds } from '../../components/form-fields.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { cn } from '../../lib/class-names.ts';

export const textareaClass = cn(
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2',
  'text-[16px] text-gray-900 placeholder:text-gray-500',
  'aria-[invalid=true]:border-red-600',
);

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: FieldError | undefined;
  hint?: string;
  optional?: boolean;
  /** Characters typed so far; with maxLength it shows "12 / 500". */
  length?: number;
  /** The language of the member who reads what is written here: said beside the box (issue 64). */
  reader?: Language | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * "This member reads Bengali": said beside a box whose words reach a member as they are written
 * (a rejection's note, a request to correct, a reason for a suspension, a message), so staff
 * write in the member's language (issue 64: notes in English reached Bengali readers).
 */
export function ReaderLanguage({ id, language }: { id?: string; language: Language }) {
  const { t } = useTranslation('admin');
  return (
    <p id={id} className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-brand-800">
      <Languages aria-hidden size={16} className="shrink-0" />
      {t(`common.memberReads.${language}`)}
    </p>
  );
}

/** "(optional)" after a label, from this area's own texts (no other namespace to wait for). */
export function AdminOptionalMark() {
  const { t } = useTranslation('admin');
  return <span className="font-normal text-gray-700"> ({t('common.optional')})</span>;
}

/** A labelled text area with its hint, a character counter and the field's error. */
export function TextAreaField({
  label,
  error,
  hint,
  optional,
  length,
  maxLength,
  id,
  className = '',
  rows = 3,
  reader,
  ...textarea
}: TextAreaFieldProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const counter = length !== undefined && maxLength !== undefined;
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint) || counter, error);
  const readerId = reader ? `${fieldId}-reader` : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} label={label} optional={optional} mark={<AdminOptionalMark />} />
      {reader ? <ReaderLanguage id={readerId} language={reader} /> : null}
      <textarea
        id={fieldId}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={[readerId, describedBy].filter(Boolean).join(' ') || undefined}
        // Spelling is checked in the language the member reads.
        lang={reader}
        className={textareaClass}
        {...textarea}
      />
      {hint || counter ? (
        <p id={hintId} className="mt-1 flex justify-between gap-3 text-sm text-gray-700">
          <span>{hint}</span>
          {counter ? (
            <span className="shrink-0 tabular-nums">
              {t('common.counter', { n: formatNumber(length, language), max: formatNumber(maxLength, language) })}
            </span>
          ) : null}
        </p>
      ) : null}
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
