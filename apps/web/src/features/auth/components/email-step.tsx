import { forgotPasswordBodySchema } from '@ghorbari/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { accountResolver } from '../../../lib/account-resolver.ts';
import { apiErrorMessage, applyServerIssues } from '../../../lib/api-error-message.ts';
import { FormAlert, SubmitButton, TextField } from '../../../components/form-fields.tsx';

interface EmailStepProps {
  title: string;
  text: string;
  submitLabel: string;
  defaultEmail: string;
  /** Sends the code; throws the API's error when it cannot. */
  onSubmit: (email: string) => Promise<void>;
}

/** First step of registration and of the password reset: the email the code goes to. */
export function EmailStep({ title, text, submitLabel, defaultEmail, onSubmit }: EmailStepProps) {
  const { t } = useTranslation(['account', 'messages']);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: accountResolver(forgotPasswordBodySchema),
    defaultValues: { email: defaultEmail },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    setProblem(null);
    try {
      await onSubmit(email);
    } catch (error) {
      const message = apiErrorMessage(error, t, 'errors.sendCodeFailed');
      if (!applyServerIssues(error, form.setError, ['email'])) setProblem(message);
      void showToast('error', message);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="email-step-title">
      <div>
        <h2 id="email-step-title" className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <p className="mt-1 text-[15px] text-gray-700">{text}</p>
      </div>
      <FormAlert message={problem} />
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={form.formState.errors.email}
        {...form.register('email')}
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingText={t('code.sending')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
