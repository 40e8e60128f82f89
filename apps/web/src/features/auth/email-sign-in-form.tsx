import { loginBodySchema } from '@ghorbari/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountResolver } from '../../shared/accounts/account-resolver.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useFormProblem } from '../../lib/use-form-problem.ts';
import { login, type LoginBody } from './api/login.ts';
import { PasswordWithForgot } from './components/password-with-forgot.tsx';
import { EmailField, FormAlert, SubmitButton } from '../../components/form-fields.tsx';

/** The spec's sign-in (§2): email and password, and the way to a forgotten password. */
export function EmailSignInForm({
  next,
  signInWith,
}: {
  next: string | null;
  /** Keeps the token and loads the account; throws when the account cannot be used. */
  signInWith: (token: string) => Promise<void>;
}) {
  const { t } = useTranslation(['account', 'messages']);
  const form = useForm<{ email: string; password: string }, unknown, LoginBody>({
    resolver: accountResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { problem, setProblem, refused } = useFormProblem(form.setError, ['email', 'password']);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await signInWith(await login(values));
    } catch (error) {
      refused(error, apiErrorMessage(error, t, 'errors.loginFailed'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('signIn.formLabel')}>
      <FormAlert message={problem} />
      <EmailField label={t('fields.email')} autoComplete="username" error={errors.email} {...form.register('email')} />
      <PasswordWithForgot registration={form.register('password')} error={errors.password} next={next} />
      <SubmitButton pending={isSubmitting} pendingText={t('signIn.submitting')}>
        {t('signIn.submit')}
      </SubmitButton>
    </form>
  );
}
