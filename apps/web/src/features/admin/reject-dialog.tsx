import {
  REJECTION_REASONS,
  rejectPostBodySchema,
  type RejectionReason,
  type RejectPostBody,
} from '@ghorbari/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, applyServerIssues } from '../../lib/api-error-message.ts';
import { FieldMessage, FormAlert } from '../../components/form-fields.tsx';
import { useRejectPost } from './api/moderate-post.ts';
import type { AdminActionResult } from './api/use-admin-mutation.ts';
import { AdminDialog, DialogActions } from './admin-dialog.tsx';
import { buttonClass, Spinner } from './admin-ui.tsx';
import { staffResolver, TextAreaField } from './form-parts.tsx';
import { cn } from '../../lib/class-names.ts';

interface RejectValues {
  reason: RejectionReason | '';
  note: string;
}

const NOTE_MAX = 500;
const FIELDS = ['reason', 'note'] as const;

/** An empty note is left out; the schema then asks for one only when the reason is 'other'. */
const prepare = (values: RejectValues) => ({
  reason: values.reason || undefined,
  note: values.note.trim() || undefined,
});

/**
 * Reject a post: one of the five reasons (the poster sees its label) and a note for the poster,
 * required for "Other". The server's refusal (409 when someone else decided first) is shown here.
 */
export function RejectDialog({
  postId,
  title,
  open,
  onOpenChange,
  onRejected,
}: {
  postId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRejected: (result: AdminActionResult) => void;
}) {
  const { t } = useTranslation(['admin', 'enums', 'messages']);
  const reject = useRejectPost(postId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RejectValues, unknown, RejectPostBody>({
    resolver: staffResolver(rejectPostBodySchema, prepare),
    defaultValues: { reason: '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [reason, note] = useWatch({ control: form.control, name: ['reason', 'note'] });

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      onRejected(await reject.mutateAsync(body));
      form.reset();
    } catch (error) {
      if (!applyServerIssues(error, form.setError, FIELDS)) setProblem(apiErrorMessage(error, t, 'errors.conflict'));
    }
  });

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setProblem(null);
        onOpenChange(next);
      }}
      title={t('reject.title')}
      description={t('reject.description', { title })}
      tone="danger"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={problem} />
        <fieldset aria-describedby={errors.reason ? 'reject-reason-error' : undefined}>
          <legend className="text-sm font-semibold text-gray-800">{t('reject.reason')}</legend>
          <div className="mt-2 space-y-1">
            {REJECTION_REASONS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border',
                  'border-gray-200 px-3 py-2 text-[15px] text-gray-900',
                  'has-[:checked]:border-red-700 has-[:checked]:bg-red-50',
                )}
              >
                <input
                  type="radio"
                  value={value}
                  {...form.register('reason')}
                  className="h-5 w-5 shrink-0 accent-red-700"
                />
                {t(`enums:rejectionReason.${value}`)}
              </label>
            ))}
          </div>
          <FieldMessage id="reject-reason-error" error={errors.reason} />
        </fieldset>
        <TextAreaField
          id="reject-note"
          label={t('reject.note')}
          optional={reason !== 'other'}
          hint={reason === 'other' ? t('reject.noteRequired') : t('reject.noteHint')}
          required={reason === 'other'}
          maxLength={NOTE_MAX}
          length={note.length}
          rows={4}
          error={errors.note}
          {...form.register('note')}
        />
        <DialogActions>
          <button type="submit" disabled={isSubmitting} className={buttonClass.danger}>
            {isSubmitting ? <Spinner /> : null}
            {t('reject.confirm')}
          </button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}
