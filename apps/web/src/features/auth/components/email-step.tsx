import { forgotPasswordBodySchema } from '@ghorbari/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountResolver } from '../../../domain/accounts/account-resolver.ts';
import { EmailField, FormAlert, SubmitButton } from '../../../components/form-fields.tsx';
import { StepForm, useStepSubmit } from '../../../domain/accounts/code-step/step-form.tsx';

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
  const { t } = useTranslation('account');
  const form = useForm<{ email: string }>({
    resolver: accountResolver(forgotPasswordBodySchema),
    defaultValues: { email: defaultEmail },
  });
  const { problem, submit } = useStepSubmit(form, ['email'], 'errors.sendCodeFailed', ({ email }) => onSubmit(email));
  return (
    <StepForm id="email-step-title" title={title} text={text} onSubmit={submit}>
      <FormAlert message={problem} />
      <EmailField label={t('fields.email')} error={form.formState.errors.email} {...form.register('email')} />
      <SubmitButton pending={form.formState.isSubmitting} pendingText={t('code.sending')}>
        {submitLabel}
      </SubmitButton>
    </StepForm>
  );
}
