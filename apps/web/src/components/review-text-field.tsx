import { issueMessageKey, LIMITS, reviewTextSchema, type MessageKey } from '@ghorbari/contracts';
import { AlertCircle } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { formatNumber } from '../lib/format.ts';
import { useLanguage } from '../lib/use-language.ts';
import { labelClass } from './form-fields.tsx';

/** The review text's problem (spec §5: required, 5 to 500 characters after trimming), or null. */
export function reviewTextProblem(text: string): MessageKey | null {
  const result = reviewTextSchema.safeParse(text);
  return result.success ? null : issueMessageKey(result.error.issues[0]!);
}

/** How long the text counts as: trimmed, as the limits are. */
export const reviewTextLength = (text: string): number => text.trim().length;

interface ReviewTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem to show (a message key), once the reader has tried to go on. */
  problem: MessageKey | null;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The text of a review with its `n/500` counter and the limit's own message (writing and editing). */
export function ReviewTextField({ label, value, onChange, problem, hint, ref }: ReviewTextFieldProps) {
  const { t } = useTranslation(['reviews', 'messages']);
  const language = useLanguage();
  const id = useId();
  const length = reviewTextLength(value);
  const over = length > LIMITS.review.maxLength;
  const describedBy = [hint ? `${id}-hint` : null, `${id}-count`, problem ? `${id}-problem` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        ref={ref}
        value={value}
        rows={6}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'mt-1 block w-full resize-y rounded-md border border-gray-300 bg-white px-3 py-2',
          'text-[16px] leading-relaxed text-gray-900 placeholder:text-gray-500',
          'aria-[invalid=true]:border-red-600',
        )}
      />
      <div className="mt-1 flex items-start justify-between gap-3">
        {problem ? (
          <p id={`${id}-problem`} className="flex items-start gap-1 text-sm font-semibold text-red-700">
            <AlertCircle aria-hidden size={16} className="mt-0.5 shrink-0" />
            <span>{t(problem, { ns: 'messages' })}</span>
          </p>
        ) : (
          <span />
        )}
        <p
          id={`${id}-count`}
          data-testid="review-counter"
          className={cn('shrink-0 text-sm tabular-nums', over ? 'font-semibold text-red-700' : 'text-gray-600')}
        >
          {t('text.count', {
            n: formatNumber(length, language),
            max: formatNumber(LIMITS.review.maxLength, language),
          })}
        </p>
      </div>
    </div>
  );
}
