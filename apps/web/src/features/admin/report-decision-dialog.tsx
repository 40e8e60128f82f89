import { reportDecisionBodySchema, type ReportDecisionBody } from '@ghorbari/contracts';
import { EyeOff, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-fields.tsx';
import { apiErrorMessage, applyServerIssues } from '../../lib/api-error-message.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { AdminDialog, DialogActions } from './admin-dialog.tsx';
import { buttonClass, Spinner } from './admin-ui.tsx';
import { staffResolver, TextAreaField } from './form-parts.tsx';

const NOTE_MAX = 500;

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
  onOpenChange,
  onDecide,
}: {
  /** The decision being made, or null while the dialog is closed. */
  outcome: NoteOutcome | null;
  /** The listing's title, so staff know which one they decide. */
  title: string;
  onOpenChange: (open: boolean) => void;
  onDecide: (body: ReportDecisionBody) => Promise<void>;
}) {
  const { t } = useTranslation(['admin', 'messages']);
  const language = useLanguage();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ note: string }, unknown, ReportDecisionBody>({
    resolver: staffResolver(reportDecisionBodySchema, (values) => ({ outcome: outcome ?? 'taken-down', ...values })),
    defaultValues: { note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const note = useWatch({ control: form.control, name: 'note' });
  const takeDown = outcome === 'taken-down';

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await onDecide(body);
      form.reset();
    } catch (error) {
      if (!applyServerIssues(error, form.setError, ['note'])) setProblem(apiErrorMessage(error, t, 'errors.conflict'));
    }
  });

  return (
    <AdminDialog
      open={outcome !== null}
      onOpenChange={(next) => {
        if (!next) setProblem(null);
        onOpenChange(next);
      }}
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
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={problem} />
        <TextAreaField
          id="report-decision-note"
          label={t('reports.note')}
          hint={t('reports.noteHint')}
          required
          maxLength={NOTE_MAX}
          length={note.length}
          rows={4}
          error={errors.note}
          {...form.register('note')}
        />
        <DialogActions>
          <button type="submit" disabled={isSubmitting} className={takeDown ? buttonClass.danger : buttonClass.primary}>
            {isSubmitting ? (
              <Spinner />
            ) : takeDown ? (
              <EyeOff aria-hidden size={18} />
            ) : (
              <PencilLine aria-hidden size={18} />
            )}
            {takeDown ? t('reports.takeDown') : t('reports.askCorrection')}
          </button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}
