import { loginBodySchema } from '@ghorbari/contracts';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { accountResolver } from '../../lib/account-resolver.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useFormProblem } from '../../lib/use-form-problem.ts';
import { login } from './api/login.ts';
import { AuthCard, textLinkClass } from './components/auth-card.tsx';
import { EmailField, FormAlert, PasswordField, SubmitButton } from '../../components/form-fields.tsx';
import { safeNext, withNext } from './safe-next.ts';
import { useSession } from '../../lib/session/session.tsx';
import { signInReason } from '../../lib/session/return-intent.ts';

/**
 * /SignIn (spec §2): welcome back, forgot-password and register links; returns to `?next=`
 * afterwards, and the links keep it. Sent here to save a post or to post an ad, the heading says so.
 */
export function SignInPage() {
  const { t } = useTranslation(['account', 'messages']);
  useDocumentTitle(t('signIn.metaTitle'));
  const { user, loading, signIn } = useSession();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'), '') || null;
  const reason = signInReason(next);
  const form = useForm<{ email: string; password: string }>({
    resolver: accountResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { problem, setProblem, refused } = useFormProblem(form.setError, ['email', 'password']);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const signedIn = await signIn(await login(values));
      // A disabled account is logged out again at once (spec §4).
      if (!signedIn) throw new Error('disabled');
    } catch (error) {
      refused(
        error,
        error instanceof Error && error.message === 'disabled'
          ? t('errors.accountDisabled', { ns: 'messages' })
          : apiErrorMessage(error, t, 'errors.loginFailed'),
      );
    }
  });

  // Signed in (now or already): go where the visitor was heading.
  if (user) return <Navigate to={safeNext(next)} replace />;
  if (loading && !isSubmitting) return <PageSkeleton />;

  return (
    <AuthCard
      Icon={LogIn}
      title={reason ? t(`signIn.reason.${reason}.title`) : t('signIn.title')}
      intro={reason ? t(`signIn.reason.${reason}.intro`) : next ? t('signIn.returnNote') : t('signIn.intro')}
      footer={
        <p>
          {t('signIn.noAccount')}{' '}
          <Link to={withNext(paths.register, next)} className={textLinkClass}>
            {t('signIn.register')}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('signIn.formLabel')}>
        <FormAlert message={problem} />
        <EmailField
          label={t('fields.email')}
          autoComplete="username"
          error={errors.email}
          {...form.register('email')}
        />
        <div>
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            error={errors.password}
            {...form.register('password')}
          />
          <p className="mt-2 text-right text-[15px]">
            <Link to={withNext(paths.forgotPassword, next)} className={textLinkClass}>
              {t('signIn.forgot')}
            </Link>
          </p>
        </div>
        <SubmitButton pending={isSubmitting} pendingText={t('signIn.submitting')}>
          {t('signIn.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
