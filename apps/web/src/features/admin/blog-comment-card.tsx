import type { StaffComment } from '@ghorbari/contracts';
import { Check, EyeOff, Flag, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../components/list-card.tsx';
import { href } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { useTimeAgo } from '../../lib/relative-time.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { showToast } from '../../lib/toast.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ActionButton, Badge, ItemTitle } from './admin-ui.tsx';
import { useCommentDecision } from './api/blog.ts';
import { BlogHideDialog } from './blog-hide-dialog.tsx';

/** Where a comment sits on its article's page (the comment list gives each one this anchor). */
export const commentHref = (comment: StaffComment) =>
  `${href.blogPostDetails(String(comment.article.id))}#comment-${comment.id}`;

/**
 * Hide or keep one comment. After a decision the comment leaves the list (it is refreshed), a toast
 * says what happened and `onDecided` moves the focus on. When another staff member decided first
 * (409), the toast says so and the refreshed list no longer shows it.
 */
function useDecision(commentId: string, onDecided: () => void) {
  const { t } = useTranslation(['admin', 'messages']);
  const mutation = useCommentDecision();
  const refused = (error: unknown) =>
    error instanceof ApiError && error.status === 409
      ? t('blogComments.alreadyDecided')
      : apiErrorMessage(error, t, 'errors.conflict');
  return {
    pending: mutation.isPending,
    keeping: mutation.isPending && mutation.variables?.action === 'dismiss',
    async keep() {
      try {
        const result = await mutation.mutateAsync({ commentId, action: 'dismiss' });
        void showToast('success', result.message);
        onDecided();
      } catch (error) {
        void showToast('error', refused(error));
      }
    },
    /** Throws any refusal but "already decided", for the dialog to show beside its field. */
    async hide(reason: string) {
      try {
        const result = await mutation.mutateAsync({ commentId, action: 'hide', reason });
        void showToast('success', result.message);
        onDecided();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          void showToast('error', refused(error));
          onDecided();
          return;
        }
        throw error;
      }
    },
  };
}

/** One reported or hidden comment for staff: the text as written, who wrote it, where, and the reports. */
export function BlogCommentCard({ comment, onDecided }: { comment: StaffComment; onDecided: () => void }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const ago = useTimeAgo();
  const [hiding, setHiding] = useState(false);
  const decision = useDecision(comment.id, onDecided);
  const titleId = `comment-${comment.id}-title`;
  const moment = (iso: string) => formatDateTime(iso, language);
  const reports = comment.reports;
  return (
    <ListCard titleId={titleId} testId="staff-comment" className="sm:p-5">
      <ItemTitle id={titleId} prefix={t('blogComments.on')} to={commentHref(comment)} name={comment.article.title} />
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
        {comment.state === 'hidden' ? (
          <Badge tone="danger" icon={EyeOff}>
            {t('blogComments.hiddenBadge')}
          </Badge>
        ) : null}
        {comment.author ? (
          <span className="font-semibold text-gray-900" lang={textLanguage(comment.author.name, language)}>
            {comment.author.name}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1">
            <UserX aria-hidden size={15} />
            {t('blogComments.accountDeleted')}
          </span>
        )}
        <span aria-hidden>·</span>
        <span>
          {t('blogComments.written', { ago: ago(comment.createdAt), date: moment(comment.createdAt) })}
          {comment.editedAt ? ` · ${t('blogComments.edited')}` : ''}
        </span>
        {comment.replyTo ? <span>· {t('blogComments.replyTo', { name: comment.replyTo.name })}</span> : null}
      </p>
      <p
        className="mt-3 whitespace-pre-line break-words rounded-md bg-gray-50 p-3 text-[16px] text-gray-900"
        lang={textLanguage(comment.originalBody, language)}
      >
        {comment.originalBody}
      </p>
      {comment.hiddenReason ? (
        <p className="mt-3 break-words text-[15px] text-gray-900">
          <span className="font-semibold">{t('blogComments.hiddenReason')}:</span>{' '}
          <span lang={textLanguage(comment.hiddenReason, language)}>{comment.hiddenReason}</span>
        </p>
      ) : null}
      {reports.length > 0 ? (
        <section aria-labelledby={`${titleId}-reports`} className="mt-3">
          <h3 id={`${titleId}-reports`} className="flex items-center gap-1.5 text-[15px] font-semibold text-red-800">
            <Flag aria-hidden size={16} />
            {t('blogComments.reports', { count: reports.length, n: formatNumber(reports.length, language) })}
          </h3>
          <ul className="mt-1 divide-y divide-gray-100">
            {reports.map((report, index) => (
              <li key={`${report.createdAt}-${index}`} className="py-2 text-[15px]">
                <span className="font-semibold text-gray-900">{t(`enums:commentReportReason.${report.reason}`)}</span>
                <span className="text-sm text-gray-700"> · {moment(report.createdAt)}</span>
                {report.note ? (
                  <p className="mt-0.5 break-words text-gray-800" lang={textLanguage(report.note, language)}>
                    “{report.note}”
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {comment.state !== 'hidden' ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-4">
          <ActionButton look="dangerOutline" icon={EyeOff} onClick={() => setHiding(true)} disabled={decision.pending}>
            {t('blogComments.hide')}
          </ActionButton>
          <ActionButton
            look="secondary"
            icon={Check}
            busy={decision.keeping}
            onClick={() => void decision.keep()}
            disabled={decision.pending}
          >
            {t('blogComments.keep')}
          </ActionButton>
        </div>
      ) : null}
      <BlogHideDialog
        open={hiding}
        onOpenChange={setHiding}
        excerpt={comment.originalBody}
        onHide={async (reason) => {
          await decision.hide(reason);
          setHiding(false);
        }}
      />
    </ListCard>
  );
}
