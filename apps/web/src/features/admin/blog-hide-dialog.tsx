import { formResolver } from '../../lib/form-resolver.ts';
import { commentHideBodySchema } from '@ghorbari/contracts';
import { EyeOff } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminDialog } from './admin-dialog.tsx';
import { TextAreaField } from './form-parts.tsx';
import { StaffDialogFormBody, useStaffDialogForm } from './staff-dialog-form.tsx';

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
  const { t } = useTranslation('admin');
  const dialog = useStaffDialogForm<{ reason: string }, { reason: string }>({
    resolver: formResolver(commentHideBodySchema),
    defaultValues: { reason: '' },
    fields: ['reason'],
    onSubmit: (body) => onHide(body.reason),
  });
  const { form } = dialog;
  const reason = useWatch({ control: form.control, name: 'reason' });

  return (
    <AdminDialog
      open={open}
      onOpenChange={dialog.closing(onOpenChange)}
      title={t('blogComments.hideTitle')}
      description={
        <>
          <p>{t('blogComments.hideText')}</p>
          <blockquote className="mt-2 line-clamp-3 border-l-4 border-gray-300 pl-3 text-gray-700">{excerpt}</blockquote>
        </>
      }
      tone="danger"
    >
      <StaffDialogFormBody dialog={dialog} tone="danger" icon={EyeOff} label={t('blogComments.hide')}>
        <TextAreaField
          id="comment-hide-reason"
          label={t('blogComments.hideReason')}
          hint={t('blogComments.hideReasonHint')}
          required
          maxLength={REASON_MAX}
          length={reason.length}
          rows={3}
          error={form.formState.errors.reason}
          {...form.register('reason')}
        />
      </StaffDialogFormBody>
    </AdminDialog>
  );
}
