import { resetPasswordBodySchema } from '@ghorbari/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { accountResolver } from '../../../domain/accounts/account-resolver.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useFormProblem } from '../../../lib/use-form-problem.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { textLinkClass } from './auth-card.tsx';
import { withNext } from '../safe-next.ts';
import { StepForm } from '../../../domain/accounts/code-step/step-form.tsx';
import { FormAlert, PasswordField, SubmitButton } from '../../../components/form-fields.tsx';

interface NewPasswordValues {
  resetToken: string;
  password: string;
  confirmPassword: string;
}

/**
 * The last step of the password reset, also reached straight from the mailed link
 * (/ResetPassword/{resetToken}). Success: a toast and the sign-in page (with `next` kept, and
 * the number ready when the code came by SMS, issue 40).
 */
export function NewPasswordForm({
  resetToken,
  next = null,
  phone = null,
}: {
  resetToken: string;
  next?: string | null;
  /** The mobile number (01…) the reset code went to. */
  phone?: string | null;
}) {
  const { t } = useTranslation(['account', 'messages']);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [linkBroken, setLinkBroken] = useState(false);
  const form = useForm<NewPasswordValues>({
    resolver: accountResolver(resetPasswordBodySchema),
    defaultValues: { resetToken, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const { problem, setProblem, refused } = useFormProblem(form.setError, ['password', 'confirmPassword']);

  const submit = form.handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        await reset.mutateAsync(values);
        void showToast('success', t('success.passwordReset', { ns: 'messages' }));
        void navigate(withNext(phone ? `${paths.signIn}?phone=${phone}` : paths.signIn, next), { replace: true });
      } catch (error) {
        refused(error, apiErrorMessage(error, t, 'errors.resetCodeInvalid'));
        setLinkBroken(error instanceof ApiError && error.status === 422);
      }
    },
    // A token that is not even well formed cannot be fixed by typing: say so in the spec's words (§8).
    (invalid) => {
      if (invalid.resetToken) {
        setProblem(t('errors.resetCodeInvalid', { ns: 'messages' }));
        setLinkBroken(true);
      }
    },
  );

  return (
    <StepForm
      id="new-password-title"
      title={t('forgot.passwordTitle')}
      text={t('forgot.passwordText')}
      onSubmit={submit}
    >
      <FormAlert message={problem}>
        {linkBroken ? (
          <Link to={withNext(paths.forgotPassword, next)} className={`${textLinkClass} mt-1 inline-block`}>
            {t('forgot.requestNew')}
          </Link>
        ) : null}
      </FormAlert>
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        error={errors.password}
        {...form.register('password')}
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...form.register('confirmPassword')}
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingText={t('forgot.saving')}>
        {t('forgot.save')}
      </SubmitButton>
    </StepForm>
  );
}
