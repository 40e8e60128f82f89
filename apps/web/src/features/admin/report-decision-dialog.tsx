import { formResolver } from '../../lib/form-resolver.ts';
import { type Language, reportDecisionBodySchema, type ReportDecisionBody } from '@ghorbari/contracts';
import { EyeOff, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { StaffDialogFormBody, StaffNoteField, useStaffDialogForm } from './staff-dialog-form.tsx';

/** The two decisions that need words for the owner: asking for a correction, or taking the listing down. */
export type NoteOutcome = Exclude<ReportDecisionBody['outcome'], 'dismissed'>;

/**
 * Asking the owner to correct a listing or taking it down (issue 18): the note (5 to 500
 * characters, the API's rule) goes to the owner and into the audit log. A refusal other than
 * "already decided" (which closes the dialog with the list) is shown here.
 */
export function ReportDecisionDialog({
  outcome,
  title,
  reader,
  onOpenChange,
  onDecide,
}: {
  /** The language the listing's owner reads, which the note is written in; none for an offer (staff's own). */
  reader?: Language | undefined;
  /** The decision being made, or null while the dialog is closed. */
  outcome: NoteOutcome | null;
  /** The listing's title, so staff know which one they decide. */
  title: string;
  onOpenChange: (open: boolean) => void;
  onDecide: (body: ReportDecisionBody) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const dialog = useStaffDialogForm<{ note: string }, ReportDecisionBody>({
    resolver: formResolver(reportDecisionBodySchema, (values) => ({ outcome: outcome ?? 'taken-down', ...values })),
    defaultValues: { note: '' },
    fields: ['note'],
    onSubmit: onDecide,
  });
  const { form } = dialog;
  const takeDown = outcome === 'taken-down';

  return (
    <AdminDialog
      open={outcome !== null}
      onOpenChange={dialog.closing(onOpenChange)}
      title={takeDown ? t('reports.takeDownTitle') : t('reports.correctTitle')}
      description={
        <>
          <p>{takeDown ? t('reports.takeDownText') : t('reports.correctText')}</p>
          <p
            className="mt-2 border-l-4 border-gray-300 pl-3 font-semibold text-gray-900"
            lang={textLanguage(title, language)}
          >
            {title}
          </p>
        </>
      }
      tone={takeDown ? 'danger' : 'default'}
    >
      <StaffDialogFormBody
        dialog={dialog}
        tone={takeDown ? 'danger' : 'primary'}
        icon={takeDown ? EyeOff : PencilLine}
        label={takeDown ? t('reports.takeDown') : t('reports.askCorrection')}
      >
        <StaffNoteField
          id="report-decision-note"
          label={t('reports.note')}
          hint={t('reports.noteHint')}
          reader={reader}
          form={form}
        />
      </StaffDialogFormBody>
    </AdminDialog>
  );
}
