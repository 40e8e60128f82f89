import { phoneBodySchema } from '@ghorbari/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { accountResolver } from '../../../domain/accounts/account-resolver.ts';
import { FormAlert, SubmitButton } from '../../../components/form-fields.tsx';
import { MobileNumberField } from '../../../domain/accounts/code-step/mobile-number-field.tsx';
import { textLinkClass } from './auth-card.tsx';
import { StepForm, useStepSubmit } from '../../../domain/accounts/code-step/step-form.tsx';

interface PhoneStepProps {
  title: string;
  text: string;
  submitLabel: string;
  defaultPhone: string;
  /** Sends the SMS code to the number, as the API keeps it (01…); throws the API's error when it cannot. */
  onSubmit: (phone: string) => Promise<void>;
  /**
   * Registration only: where to sign in with a number that already has an account, offered
   * under the server's "already registered" message.
   */
  signInHref?: (phone: string) => string;
}

/**
 * First step of registration and of the password reset by mobile number (issue 40): the number
 * the SMS code goes to, accepted as people write it (01…, +880, spaces, dashes, Bengali digits).
 */
export function PhoneStep({ title, text, submitLabel, defaultPhone, onSubmit, signInHref }: PhoneStepProps) {
  const { t } = useTranslation('account');
  // The number refused as already registered, for the way to sign in with it.
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useForm<{ phone: string }, unknown, { phone: string }>({
    resolver: accountResolver(phoneBodySchema),
    defaultValues: { phone: defaultPhone },
  });
  const { problem, submit } = useStepSubmit(form, ['phone'], 'errors.sendCodeFailed', async ({ phone }) => {
    setRegistered(null);
    try {
      await onSubmit(phone);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PHONE_ALREADY_REGISTERED') setRegistered(phone);
      throw error;
    }
  });
  return (
    <StepForm id="phone-step-title" title={title} text={text} onSubmit={submit}>
      <FormAlert message={problem}>
        {registered && signInHref ? (
          <Link to={signInHref(registered)} className={`${textLinkClass} mt-1 inline-block underline`}>
            {t('register.signInWithNumber')}
          </Link>
        ) : null}
      </FormAlert>
      <MobileNumberField error={form.formState.errors.phone} {...form.register('phone')} />
      <SubmitButton pending={form.formState.isSubmitting} pendingText={t('code.sending')}>
        {submitLabel}
      </SubmitButton>
    </StepForm>
  );
}
