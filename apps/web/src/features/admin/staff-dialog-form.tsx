import type { Language } from '@ghorbari/contracts';
import type { LucideIcon } from 'lucide-react';
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-fields.tsx';
import { apiErrorMessage, applyServerIssues } from '../../lib/api-error-message.ts';
import { DialogActions } from './admin-dialog.tsx';
import { buttonClass, Spinner } from './admin-ui.tsx';
import { TextAreaField } from './form-parts.tsx';

export interface StaffDialogFormOptions<TForm extends FieldValues, TBody> {
  resolver: Resolver<TForm, unknown, TBody>;
  defaultValues: DefaultValues<TForm>;
  /** The fields a server problem can be shown under. */
  fields: readonly Path<TForm>[];
  onSubmit: (body: TBody) => Promise<unknown>;
  reset?: boolean;
}

/**
 * The form logic every staff decision dialog shares (hide a comment, decide on a report, reject,
 * suspend …): react-hook-form checked by the contracts' schema, and a submit that runs the decision.
 * A refusal puts the server's field problems under their fields, or its message (409: someone
 * else decided first) above the form. `reset` empties the form after a success, for the next item.
 */
export function useStaffDialogForm<TForm extends FieldValues, TBody>({
  resolver,
  defaultValues,
  fields,
  onSubmit,
  reset = true,
}: StaffDialogFormOptions<TForm, TBody>) {
  const { t } = useTranslation(['admin', 'messages']);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TForm, unknown, TBody>({ resolver, defaultValues });
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await onSubmit(body);
      if (reset) form.reset();
    } catch (error) {
      if (!applyServerIssues(error, form.setError, fields)) setProblem(apiErrorMessage(error, t, 'errors.conflict'));
    }
  });
  return {
    form,
    problem,
    submit,
    submitting: form.formState.isSubmitting,
    /** The dialog's onOpenChange that also forgets the last refusal as it closes. */
    closing: (onOpenChange: (open: boolean) => void) => (open: boolean) => {
      if (!open) setProblem(null);
      onOpenChange(open);
    },
  };
}

/** What the dialog's body needs of `useStaffDialogForm`. */
export interface StaffDialogForm {
  problem: string | null;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
}

/**
 * The body of a staff decision dialog: the refusal (if any), the fields, then Cancel and the
 * submit button, which shows a spinner in place of its icon while the decision is sent.
 */
export function StaffDialogFormBody({
  dialog,
  label,
  tone = 'primary',
  icon: Icon,
  disabled = false,
  children,
}: {
  dialog: StaffDialogForm;
  label: string;
  tone?: 'primary' | 'danger';
  icon?: LucideIcon | undefined;
  /** Held back beyond "while sending" (a box not ticked, nothing changed). */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void dialog.submit(event)} className="space-y-4">
      <FormAlert message={dialog.problem} />
      {children}
      <DialogActions>
        <button type="submit" disabled={disabled || dialog.submitting} className={buttonClass[tone]}>
          {dialog.submitting ? <Spinner /> : Icon ? <Icon aria-hidden size={18} /> : null}
          {label}
        </button>
      </DialogActions>
    </form>
  );
}

/** The API's limit on a decision's note (a document that does not match, a report's outcome). */
const NOTE_MAX = 500;

/** The required note of a staff decision, with how much of its length is used. */
export function StaffNoteField<TBody>({
  id,
  label,
  hint,
  reader,
  form,
}: {
  id: string;
  label: string;
  hint: string;
  /** The language of the member who reads the note (issue 64). */
  reader?: Language | undefined;
  form: UseFormReturn<{ note: string }, unknown, TBody>;
}) {
  const note = useWatch({ control: form.control, name: 'note' });
  return (
    <TextAreaField
      id={id}
      label={label}
      hint={hint}
      required
      maxLength={NOTE_MAX}
      length={note.length}
      rows={4}
      error={form.formState.errors.note}
      reader={reader}
      {...form.register('note')}
    />
  );
}
