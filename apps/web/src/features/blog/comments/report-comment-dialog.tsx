import { COMMENT_REPORT_REASONS, LIMITS, type CommentReportReason } from '@ghorbari/contracts';
import { AlertCircle, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { OptionalMark } from '../../../components/optional-mark.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useReportComment } from './api/comment-mutations.ts';
import { commentErrorMessage } from './comment-error.ts';
import { primaryButton } from './comment-form.tsx';

export interface ReportTarget {
  commentId: string;
  authorName: string;
}

/**
 * Reporting someone's comment to staff (issue 16): a reason from the list and an optional note.
 * A comment is reported once per member: the second time says so and counts as done.
 */
export function ReportCommentDialog({
  target,
  onClose,
  onReported,
}: {
  target: ReportTarget | null;
  onClose: () => void;
  /** The comment is reported (now or before): its Report button says so. */
  onReported: (commentId: string) => void;
}) {
  const { t } = useTranslation(['comments', 'messages', 'enums']);
  const language = useLanguage();
  const id = useId();
  const report = useReportComment();
  const [reason, setReason] = useState<CommentReportReason | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setReason(null);
    setNote('');
    setTried(false);
    setRefusal(null);
    report.reset();
    onClose();
  };

  const noteLength = note.trim().length;
  const noteTooLong = noteLength > LIMITS.blog.reportNoteMaxLength;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target) return;
    setTried(true);
    setRefusal(null);
    if (!reason || noteTooLong) return;
    const trimmed = note.trim();
    try {
      const answer = await report.mutateAsync({
        commentId: target.commentId,
        report: trimmed ? { reason, note: trimmed } : { reason },
      });
      void showToast('success', answer.message);
      onReported(target.commentId);
      close();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'COMMENT_ALREADY_REPORTED') onReported(target.commentId);
      setRefusal(commentErrorMessage(error, t));
    }
  }

  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={t('report.title')}
      description={t('report.intro', { name: target?.authorName ?? '' })}
      testId="report-comment-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4">
        <fieldset aria-describedby={tried && !reason ? `${id}-reason-problem` : undefined}>
          <legend className="text-sm font-semibold text-gray-800">{t('report.reason')}</legend>
          <div className="mt-1 space-y-1">
            {COMMENT_REPORT_REASONS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2',
                  'has-[:checked]:bg-brand-50 hover:bg-gray-50',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="h-5 w-5 accent-brand-700"
                />
                <span className="text-[15px] text-gray-900">{t(`enums:commentReportReason.${value}`)}</span>
              </label>
            ))}
          </div>
          {tried && !reason ? (
            <p id={`${id}-reason-problem`} className="mt-1 flex items-center gap-1 text-sm font-semibold text-red-700">
              <AlertCircle aria-hidden size={16} className="shrink-0" />
              {t('report.chooseReason')}
            </p>
          ) : null}
        </fieldset>
        <div className="mt-4">
          <label htmlFor={`${id}-note`} className="text-sm font-semibold text-gray-800">
            {t('report.note')}
            <OptionalMark />
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={noteTooLong ? true : undefined}
            aria-describedby={`${id}-note-count`}
            className={cn(
              'mt-1 block w-full resize-y rounded-md border border-gray-300 bg-white px-3 py-2',
              'text-[16px] text-gray-900 aria-[invalid=true]:border-red-600',
            )}
          />
          <p
            id={`${id}-note-count`}
            className={cn(
              'mt-1 text-right text-sm tabular-nums',
              noteTooLong ? 'font-semibold text-red-700' : 'text-gray-600',
            )}
          >
            {t('form.count', {
              n: formatNumber(noteLength, language),
              max: formatNumber(LIMITS.blog.reportNoteMaxLength, language),
            })}
          </p>
        </div>
        {refusal ? (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
            {refusal}
          </p>
        ) : null}
        <DialogActions cancelLabel={t('form.cancel')}>
          <button type="submit" disabled={report.isPending} className={primaryButton}>
            {report.isPending ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
            {t('report.send')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
