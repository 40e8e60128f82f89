import { formResolver } from '../../lib/form-resolver.ts';
import {
  type Language,
  REJECTION_REASONS,
  rejectPostBodySchema,
  type RejectionReason,
  type RejectPostBody,
} from '@ghorbari/contracts';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '../../components/form-fields.tsx';
import { cn } from '../../lib/class-names.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { TextAreaField } from './form-parts.tsx';
import { withReadyNote } from './ready-notes.ts';
import { StaffDialogFormBody, useStaffDialogForm } from './staff-dialog-form.tsx';

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
  readyNotes,
  reader,
}: {
  /**
   * The language of the member who reads the note: said beside it, and the language a ready-made
   * note is added in, whatever the staff member reads the panel in (issue 64).
   */
  reader?: Language | undefined;
  /** Ready-made notes by reason (keys under admin:reject.ready): one tap adds one to the note. */
  readyNotes?: Partial<Record<RejectionReason, readonly string[]>> | undefined;
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
  const { t } = useTranslation(['admin', 'enums']);
  // The ready-made notes in the member's language, loaded beside the panel's own when it differs.
  const forReader = useTranslation('admin', { lng: reader, useSuspense: false });
  const dialog = useStaffDialogForm<RejectValues, RejectPostBody>({
    resolver: formResolver(rejectPostBodySchema, prepare),
    defaultValues: { reason: '', note: '' },
    fields: FIELDS,
    onSubmit: onReject,
  });
  const { form } = dialog;
  const { errors } = form.formState;
  const [reason, note] = useWatch({ control: form.control, name: ['reason', 'note'] });
  useEffect(() => {
    if (open && preset) form.reset(preset);
  }, [open, preset, form]);

  return (
    <AdminDialog
      open={open}
      onOpenChange={dialog.closing(onOpenChange)}
      title={title}
      description={description}
      tone="danger"
    >
      <StaffDialogFormBody dialog={dialog} tone="danger" label={confirmLabel}>
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
        {reason && readyNotes?.[reason]?.length ? (
          <div role="group" aria-labelledby="staff-reject-ready-label" aria-describedby="staff-reject-ready-hint">
            <p id="staff-reject-ready-label" className="text-sm font-semibold text-gray-800">
              {t('reject.ready.label')}
            </p>
            <p id="staff-reject-ready-hint" className="text-sm text-gray-600">
              {reader ? t('reject.ready.hintReader') : t('reject.ready.hint')}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {readyNotes[reason].map((key) => {
                const text = t(`reject.ready.${reason}.${key}`);
                const added = reader && forReader.ready ? forReader.t(`reject.ready.${reason}.${key}`) : text;
                return (
                  <button
                    key={key}
                    type="button"
                    className={cn(
                      'min-h-11 rounded-md border border-gray-300 bg-white px-3 py-2 text-left text-sm text-gray-900',
                      'hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2',
                      'focus-visible:outline-red-700',
                    )}
                    onClick={() =>
                      form.setValue('note', withReadyNote(note, added), { shouldDirty: true, shouldValidate: true })
                    }
                  >
                    {text}
                  </button>
                );
              })}
            </div>
          </div>
        ) : null}
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
          reader={reader}
          {...form.register('note')}
        />
      </StaffDialogFormBody>
    </AdminDialog>
  );
}
