import { LIMITS, type MessageKey } from '@ghorbari/contracts';
import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton as sharedPrimary } from '../../../lib/button-styles.ts';
import { ProblemAndCount, textAreaClass } from '../../../components/text-count.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { commentErrorMessage } from './comment-error.ts';
import { commentLength, commentTextProblem } from './comment-text.ts';

export const primaryButton = cn(sharedPrimary, 'disabled:opacity-70');
export const secondaryButton = cn(
  'inline-flex min-h-11 items-center justify-center rounded-md border border-gray-300 bg-white px-4',
  'font-semibold text-gray-800 hover:bg-gray-50',
);

interface CommentFormProps {
  /** The textarea's visible label. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** The text to start from (editing). */
  initial?: string;
  /** Saves the text; a refusal is thrown and shown under the field. Resolves true to clear the field. */
  onSubmit: (text: string) => Promise<boolean>;
  /** Shown as a Cancel button when given (reply and edit). */
  onCancel?: () => void;
  /** Takes the focus when it opens (reply and edit; not the form at the top of the comments). */
  autoFocus?: boolean;
  placeholder?: string;
  rows?: number;
  testId?: string;
}

/**
 * The text box of a comment, a reply or an edit (issue 16): a visible label, the `n/1000` counter,
 * the limit's own message before anything is sent, and the server's refusal (daily limit, too
 * fast, suspended) in the reader's language.
 */
export function CommentForm({
  label,
  submitLabel,
  busyLabel,
  initial = '',
  onSubmit,
  onCancel,
  autoFocus = false,
  placeholder,
  rows = 3,
  testId,
}: CommentFormProps) {
  const { t } = useTranslation(['comments', 'messages']);
  const language = useLanguage();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!autoFocus) return;
    const box = field.current;
    box?.focus();
    box?.setSelectionRange(box.value.length, box.value.length);
  }, [autoFocus]);

  const length = commentLength(text);
  const over = length > LIMITS.blog.commentMaxLength;
  const problem: MessageKey | null = tried || over ? commentTextProblem(text) : null;
  const message = problem ? t(problem, { ns: 'messages' }) : refusal;
  const describedBy = [`${id}-count`, message ? `${id}-problem` : null].filter(Boolean).join(' ');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setRefusal(null);
    if (commentTextProblem(text)) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      if (await onSubmit(text.trim())) {
        setText('');
        setTried(false);
      }
    } catch (error) {
      setRefusal(commentErrorMessage(error, t));
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={testId} className="min-w-0 flex-1">
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        ref={field}
        value={text}
        rows={rows}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          if (refusal) setRefusal(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) {
            event.preventDefault();
            onCancel();
          }
        }}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        className={textAreaClass}
      />
      <ProblemAndCount
        id={id}
        problem={message}
        alert
        problemTestId="comment-problem"
        counterTestId="comment-counter"
        countText={(values) => t('form.count', values)}
        length={length}
        max={LIMITS.blog.commentMaxLength}
        language={language}
      />
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {t('form.cancel')}
          </button>
        ) : null}
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
