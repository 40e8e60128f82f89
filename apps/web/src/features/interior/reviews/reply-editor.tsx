import { LIMITS, responseBodySchema, issueMessageKey, type MessageKey } from '@ghorbari/contracts';
import { AlertCircle, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { cn } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSaveResponse } from './api/respond.ts';

interface ReplyEditorProps {
  firmId: string;
  reviewId: string;
  initial: string;
  onDone: () => void;
}

function replyProblem(text: string): MessageKey | null {
  const result = responseBodySchema.safeParse({ response: text });
  return result.success ? null : issueMessageKey(result.error.issues[0]!);
}

/** The firm owner's public reply to one approved review: written once, edited any time (ADR 016). */
export function ReplyEditor({ firmId, reviewId, initial, onDone }: ReplyEditorProps) {
  const { t } = useTranslation(['reviews', 'messages']);
  const language = useLanguage();
  const id = useId();
  const [text, setText] = useState(initial);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveResponse(firmId);
  const problem = tried ? replyProblem(text) : null;
  const box = useRef<HTMLTextAreaElement>(null);
  // Opened by "Reply" or "Edit reply": the caret goes where the writing is.
  useEffect(() => box.current?.focus(), []);

  function submit() {
    setTried(true);
    setFailure(null);
    if (replyProblem(text)) return;
    save.mutate(
      { reviewId, response: text.trim() },
      {
        onSuccess: (result) => {
          void showToast('success', result.message || t('success.responseSaved', { ns: 'messages' }));
          onDone();
        },
        onError: (error) => setFailure(apiErrorMessage(error, t, 'errors.fetchFailed')),
      },
    );
  }

  return (
    <form
      noValidate
      className="mt-3 rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        {t('reply.label')}
      </label>
      <textarea
        id={id}
        ref={box}
        value={text}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count${problem || failure ? ` ${id}-problem` : ''}`}
        className={cn(
          'mt-1 block w-full resize-y rounded-md border border-gray-300 bg-white px-3 py-2 text-[16px]',
          'text-gray-900 aria-[invalid=true]:border-red-600',
        )}
      />
      <p id={`${id}-count`} className="mt-1 text-right text-sm text-gray-600">
        {`${formatNumber(text.trim().length, language)}/${formatNumber(LIMITS.review.responseMaxLength, language)}`}
      </p>
      {problem || failure ? (
        <p id={`${id}-problem`} role="alert" className="mt-1 flex items-start gap-1 text-sm font-semibold text-red-700">
          <AlertCircle aria-hidden size={16} className="mt-0.5 shrink-0" />
          {problem ? t(problem, { ns: 'messages' }) : failure}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onDone}
          className="h-11 rounded-md border border-gray-300 bg-white px-4 font-semibold text-gray-800 hover:bg-gray-100"
        >
          {t('reply.cancel')}
        </button>
        <button
          type="submit"
          disabled={save.isPending}
          className={cn(
            'inline-flex h-11 items-center gap-2 rounded-md bg-brand-700 px-4 font-semibold text-white',
            'hover:bg-brand-800 disabled:opacity-80',
          )}
        >
          {save.isPending ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
          {t('reply.publish')}
        </button>
      </div>
    </form>
  );
}
