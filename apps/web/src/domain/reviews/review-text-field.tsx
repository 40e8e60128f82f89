import { issueMessageKey, LIMITS, reviewTextSchema, type MessageKey } from '@ghorbari/contracts';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language.ts';
import { labelClass } from '../../components/form-fields.tsx';
import { ProblemAndCount, textAreaClass } from '../../components/text-count.tsx';

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

/**
 * The text of a review with its `n/500` counter and the limit's own message (writing and
 * editing). The box takes at most 500 characters, counted as the API counts them (UTF-16 units).
 */
export function ReviewTextField({ label, value, onChange, problem, hint, ref }: ReviewTextFieldProps) {
  const { t } = useTranslation(['reviews', 'messages']);
  const language = useLanguage();
  const id = useId();
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
        // The box stops at the limit (issue 39): 520 characters could be typed and then refused.
        maxLength={LIMITS.review.maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        className={textAreaClass}
      />
      <ProblemAndCount
        id={id}
        problem={problem ? t(problem, { ns: 'messages' }) : null}
        counterTestId="review-counter"
        countText={(values) => t('text.count', values)}
        length={reviewTextLength(value)}
        max={LIMITS.review.maxLength}
        language={language}
      />
    </div>
  );
}
