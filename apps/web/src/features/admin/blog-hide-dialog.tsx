import { commentHideBodySchema } from '@ghorbari/contracts';
import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-fields.tsx';
import { apiErrorMessage, applyServerIssues } from '../../lib/api-error-message.ts';
import { AdminDialog, DialogActions } from './admin-dialog.tsx';
import { buttonClass, Spinner } from './admin-ui.tsx';
import { staffResolver, TextAreaField } from './form-parts.tsx';

const REASON_MAX = 500;

/**
 * Hide a comment (issue 16): the reason is required (at least 5 characters, the API's rule) and
 * kept in the audit log; readers see "hidden by our team" in its place. A refusal other than
 * "already decided" (which closes the dialog with the list) is shown here.
 */
export function BlogHideDialog({
  open,
  onOpenChange,
  excerpt,
  onHide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The start of the comment, so staff know which one they are hiding. */
  excerpt: string;
  onHide: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation(['admin', 'messages']);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ reason: string }, unknown, { reason: string }>({
    resolver: staffResolver(commentHideBodySchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await onHide(body.reason);
      form.reset();
    } catch (error) {
      if (!applyServerIssues(error, form.setError, ['reason']))
        setProblem(apiErrorMessage(error, t, 'errors.conflict'));
    }
  });

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setProblem(null);
        onOpenChange(next);
      }}
      title={t('blogComments.hideTitle')}
      description={
        <>
          <p>{t('blogComments.hideText')}</p>
          <blockquote className="mt-2 line-clamp-3 border-l-4 border-gray-300 pl-3 text-gray-700">{excerpt}</blockquote>
        </>
      }
      tone="danger"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={problem} />
        <TextAreaField
          id="comment-hide-reason"
          label={t('blogComments.hideReason')}
          hint={t('blogComments.hideReasonHint')}
          required
          maxLength={REASON_MAX}
          length={reason.length}
          rows={3}
          error={errors.reason}
          {...form.register('reason')}
        />
        <DialogActions>
          <button type="submit" disabled={isSubmitting} className={buttonClass.danger}>
            {isSubmitting ? <Spinner /> : <EyeOff aria-hidden size={18} />}
            {t('blogComments.hide')}
          </button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}
