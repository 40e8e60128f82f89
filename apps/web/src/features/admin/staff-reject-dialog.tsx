import {
  REJECTION_REASONS,
  rejectPostBodySchema,
  type RejectionReason,
  type RejectPostBody,
} from '@ghorbari/contracts';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldMessage, FormAlert } from '../../components/form-fields.tsx';
import { apiErrorMessage, applyServerIssues } from '../../lib/api-error-message.ts';
import { cn } from '../../lib/class-names.ts';
import { AdminDialog, DialogActions } from './admin-dialog.tsx';
import { buttonClass, Spinner } from './admin-ui.tsx';
import { staffResolver, TextAreaField } from './form-parts.tsx';

interface RejectValues {
  reason: RejectionReason | '';
  note: string;
}

const NOTE_MAX = 500;
const FIELDS = ['reason', 'note'] as const;

const prepare = (values: RejectValues) => ({
  reason: values.reason || undefined,
  note: values.note.trim() || undefined,
});

/**
 * Turn down a post, a firm application or a review (issue 14): one of
 * the reasons (the member sees its label) and a note, required for "Other" (the same rule as
 * the API's). `onReject` sends it; a refusal (409: someone else decided first) is shown here.
 */
export function StaffRejectDialog({
  open,
  onOpenChange,
  title,
  description,
  noteLabel,
  noteHint,
  confirmLabel,
  onReject,
  preset,
}: {
  /** A reason and note filled in as the dialog opens (a fraud signal's "Reject"); support may change them. */
  preset?: { reason: RejectionReason; note: string } | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  noteLabel: string;
  noteHint: string;
  confirmLabel: string;
  onReject: (body: RejectPostBody) => Promise<unknown>;
}) {
  const { t } = useTranslation(['admin', 'enums', 'messages']);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RejectValues, unknown, RejectPostBody>({
    resolver: staffResolver(rejectPostBodySchema, prepare),
    defaultValues: { reason: '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [reason, note] = useWatch({ control: form.control, name: ['reason', 'note'] });
  useEffect(() => {
    if (open && preset) form.reset(preset);
  }, [open, preset, form]);

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await onReject(body);
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
      title={title}
      description={description}
      tone="danger"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={problem} />
        <fieldset aria-describedby={errors.reason ? 'staff-reject-reason-error' : undefined}>
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
          <FieldMessage id="staff-reject-reason-error" error={errors.reason} />
        </fieldset>
        <TextAreaField
          id="staff-reject-note"
          label={noteLabel}
          optional={reason !== 'other'}
          hint={reason === 'other' ? t('reject.noteRequired') : noteHint}
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
            {confirmLabel}
          </button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}
