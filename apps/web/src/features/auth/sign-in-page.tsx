import { mobileSchema } from '@ghorbari/contracts';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatDigits } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { AuthCard, textLinkClass } from './components/auth-card.tsx';
import { MethodTabs, type ContactMethod } from './components/method-tabs.tsx';
import { EmailSignInForm } from './email-sign-in-form.tsx';
import { PhoneSignIn } from './phone-sign-in.tsx';
import { safeNext, withNext } from './safe-next.ts';
import { useSession } from '../../lib/session/session.tsx';
import { signInReason } from '../../lib/session/return-intent.ts';

/**
 * A token from POST /api/login kept and its account loaded. A disabled account is logged out
 * again at once (spec §4): that is thrown as the refusal the form shows. While the account
 * loads, `signingIn` holds, so the page keeps its form (and its pending button) on screen.
 */
function useTokenSignIn() {
  const { t } = useTranslation('messages');
  const { signIn } = useSession();
  const [signingIn, setSigningIn] = useState(false);
  const signInWith = async (token: string) => {
    setSigningIn(true);
    try {
      const signedIn = await signIn(token);
      if (!signedIn) throw new ApiError(t('errors.accountDisabled'), 403, 'FORBIDDEN');
    } finally {
      setSigningIn(false);
    }
  };
  return { signingIn, signInWith };
}

/**
 * /SignIn (spec §2): welcome back, forgot-password and register links; returns to `?next=`
 * afterwards, and the links keep it. Sent here to save a post or to post an ad, the heading says so.
 * A mobile number (issue 40) is offered first, the spec's email second; `?phone=` (from a
 * registration refused as already registered, or a password just reset by SMS) fills the number in.
 */
export function SignInPage() {
  const { t } = useTranslation(['account', 'messages']);
  const language = useLanguage();
  useDocumentTitle(t('signIn.metaTitle'));
  const { user, loading } = useSession();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'), '') || null;
  const reason = signInReason(next);
  const [method, setMethod] = useState<ContactMethod>('phone');
  const { signingIn, signInWith } = useTokenSignIn();
  const givenPhone = mobileSchema.safeParse(params.get('phone') ?? '');

  // Signed in (now or already): go where the visitor was heading.
  if (user) return <Navigate to={safeNext(next)} replace />;
  if (loading && !signingIn) return <PageSkeleton />;

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
      <MethodTabs label={t('signIn.methodLabel')} method={method} onChange={setMethod}>
        {method === 'phone' ? (
          <PhoneSignIn
            next={next}
            defaultPhone={givenPhone.success ? formatDigits(givenPhone.data, language) : ''}
            signInWith={signInWith}
          />
        ) : (
          <EmailSignInForm next={next} signInWith={signInWith} />
        )}
      </MethodTabs>
    </AuthCard>
  );
}
