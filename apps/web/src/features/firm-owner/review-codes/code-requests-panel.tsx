import type { MyFirm } from '@ghorbari/contracts';
import { Inbox, Loader2, RotateCw, Send, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { outlineButton, primaryButton } from '../../../lib/button-styles.ts';
import { cn } from '../../../lib/class-names.ts';
import { formatDigits } from '../../../lib/format.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { textLanguage } from '../../../lib/text-language.ts';
import { showToast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAnswerCodeRequest, useCodeRequests, type FirmCodeRequest } from './api/code-requests.ts';

const STATUS_CLASS: Record<FirmCodeRequest['status'], string> = {
  open: 'bg-amber-50 text-amber-900 ring-amber-300',
  issued: 'bg-brand-50 text-brand-900 ring-brand-200',
  declined: 'bg-gray-100 text-gray-800 ring-gray-300',
};

/** When it was asked and, once answered, when the code went by SMS or the request was declined. */
function RequestDates({ request }: { request: FirmCodeRequest }) {
  const { t } = useTranslation('firms');
  const language = useLanguage();
  const asked = t('requests.askedOn', { date: formatDate(request.askedAt, language) });
  const answered =
    request.status === 'issued' && request.smsSentAt
      ? t('requests.sentOn', { date: formatDate(request.smsSentAt, language) })
      : request.status === 'declined' && request.answeredAt
        ? t('requests.declinedOn', { date: formatDate(request.answeredAt, language) })
        : null;
  return (
    <>
      {asked}
      {answered ? ` · ${answered}` : null}
    </>
  );
}

/**
 * One client's request: who, which number, the kind of job and their note; while open, "Send
 * code" (one tap: the code goes by SMS, shown to nobody) and "Decline" (asked first).
 */
function RequestRow({ firmId, request }: { firmId: string; request: FirmCodeRequest }) {
  const { t } = useTranslation(['firms', 'enums', 'messages']);
  const language = useLanguage();
  const answer = useAnswerCodeRequest(firmId);
  const [problem, setProblem] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  // Once answered, the buttons are gone: the focus goes to the row, which says what became of it.
  const row = useRef<HTMLLIElement>(null);
  const answered = useRef(false);
  const pending = answer.isPending ? answer.variables.answer : null;

  const run = async (what: 'issue' | 'decline') => {
    setProblem(null);
    try {
      const done = await answer.mutateAsync({ requestId: request.id, answer: what });
      answered.current = true;
      void showToast('success', done.message);
      if (what === 'decline') setDeclining(false);
      else row.current?.focus();
    } catch (error) {
      setProblem(apiErrorMessage(error, t, 'errors.internal'));
    }
  };

  const name = request.clientName;
  return (
    <li ref={row} tabIndex={-1} data-testid="code-request-row" className="py-3 outline-none">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 font-semibold text-gray-900">
          <span lang={textLanguage(name, language)}>{name}</span>
          <span className="ml-2 text-sm font-normal text-gray-700">{formatDigits(request.clientPhone, language)}</span>
        </p>
        <span
          className={cn(
            'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset',
            STATUS_CLASS[request.status],
          )}
        >
          {t(`requests.status.${request.status}`)}
        </span>
      </div>
      <p className="text-sm text-gray-700">
        {t(`enums:interiorCategory.${request.category}`)} · <RequestDates request={request} />
      </p>
      <p
        className="mt-1 whitespace-pre-line break-words text-[15px] text-gray-800"
        lang={textLanguage(request.note, language)}
      >
        {request.note}
      </p>
      {problem && !declining ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      {request.status === 'open' ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={pending !== null}
            onClick={() => void run('issue')}
            aria-label={t('requests.sendNamed', { name })}
            className={cn(primaryButton, 'disabled:opacity-80')}
          >
            {pending === 'issue' ? (
              <Loader2 aria-hidden size={18} className="animate-spin" />
            ) : (
              <Send aria-hidden size={18} />
            )}
            {t('requests.send')}
          </button>
          <button
            type="button"
            disabled={pending !== null}
            onClick={() => {
              setProblem(null);
              setDeclining(true);
            }}
            aria-label={t('requests.declineNamed', { name })}
            className={outlineButton}
          >
            <X aria-hidden size={18} />
            {t('requests.decline')}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={declining}
        onClose={() => setDeclining(false)}
        title={t('requests.declineTitle')}
        message={t('requests.declineText', { name })}
        confirmLabel={t('requests.decline')}
        cancelLabel={t('requests.cancel')}
        onConfirm={() => void run('decline')}
        busy={pending === 'decline'}
        problem={declining ? problem : null}
        onCloseAutoFocus={(event) => {
          if (!answered.current) return;
          event.preventDefault();
          row.current?.focus();
        }}
        testId="decline-code-request"
      />
    </li>
  );
}

/**
 * Clients' requests for a review code (issue 64, ADR 082), above the codes of a listed firm: the
 * open ones first, each sent with one tap or declined; the answered ones say when the code went
 * by SMS. The code itself is never shown here.
 */
export function CodeRequestsPanel({ firm }: { firm: MyFirm }) {
  const { t } = useTranslation(['firms', 'messages']);
  const requests = useCodeRequests(firm.PostID);
  const headingId = `code-requests-${firm.PostID}`;
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-gray-100 pt-4" data-testid="code-requests">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <Inbox aria-hidden size={20} className="text-brand-700" />
        {t('requests.title')}
      </h3>
      <p className="mt-1 max-w-2xl text-[15px] text-gray-700">{t('requests.intro')}</p>
      {requests.isPending ? (
        <p className="mt-2 text-[15px] text-gray-700">{t('requests.loading')}</p>
      ) : requests.isError ? (
        <div role="alert" className="mt-2 text-[15px] text-gray-800">
          <p>{apiErrorMessage(requests.error, t, 'errors.fetchFailed')}</p>
          <button
            type="button"
            onClick={() => void requests.refetch()}
            className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
          >
            <RotateCw aria-hidden size={16} />
            {t('mine.retry')}
          </button>
        </div>
      ) : requests.data.length === 0 ? (
        <p className="mt-2 text-[15px] text-gray-700">{t('requests.none')}</p>
      ) : (
        <ul aria-label={t('requests.listLabel')} className="mt-1 divide-y divide-gray-100">
          {requests.data.map((request) => (
            <RequestRow key={request.id} firmId={firm.PostID} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}
