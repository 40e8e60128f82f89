import type { MessageKey } from '@ghorbari/contracts';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useFormProblem } from '../../../lib/use-form-problem.ts';

/**
 * One step of registration or of the password reset: a form named by its h2, a line on what to
 * do (and `note` under it), then its fields.
 */
export function StepForm({
  id,
  title,
  text,
  note,
  roomy = false,
  onSubmit,
  children,
}: {
  /** The h2's id, which names the form. */
  id: string;
  title: string;
  text: string;
  note?: ReactNode;
  /** More room between the parts, for a long form. */
  roomy?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className={roomy ? 'space-y-5' : 'space-y-4'} aria-labelledby={id}>
      <div>
        <h2 id={id} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <p className="mt-1 break-words text-[15px] text-gray-700">{text}</p>
        {note}
      </div>
      {children}
    </form>
  );
}

/**
 * A step's submit: the last problem cleared, `send` run, and a refusal said where it belongs
 * (under its field, or above the form with the server's message or `fallback`).
 */
export function useStepSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly string[],
  fallback: MessageKey,
  send: (values: T) => Promise<void>,
) {
  const { t } = useTranslation('messages');
  const { problem, setProblem, refused } = useFormProblem(form.setError, fields);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await send(values);
    } catch (error) {
      refused(error, apiErrorMessage(error, t, fallback));
    }
  });
  return { problem, setProblem, submit };
}
