import { useTranslation } from 'react-i18next';
import { usePasswordSignIn } from './use-password-sign-in.ts';
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
  const { form, problem, submit } = usePasswordSignIn<{ email: string; password: string }>(
    'email',
    { email: '', password: '' },
    signInWith,
  );
  const { errors, isSubmitting } = form.formState;

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
