import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { sendRegistrationCode, verifyRegistrationCode } from './api/register.ts';
import { AuthCard, textLinkClass } from './components/auth-card.tsx';
import { CodeStep, type CodeTimes } from './components/code-step.tsx';
import { EmailStep } from './components/email-step.tsx';
import { StepIndicator } from '../../components/step-indicator.tsx';
import { CompleteRegistrationForm } from './complete-registration-form.tsx';
import { codeTimes, readRegistration, storeRegistration } from './registration-storage.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import { signInReason } from '../../lib/session/return-intent.ts';
import { safeNext, withNext } from './safe-next.ts';

type Step = { name: 'email' } | { name: 'code'; times: CodeTimes } | { name: 'complete'; registrationToken: string };
const STEP_INDEX = { email: 0, code: 1, complete: 2 } as const;

/**
 * /Register (spec §2, §4): email → code sent → code verified → profile completed → signed in.
 * An email this tab verified before skips straight to completing the profile. `?next=` (from
 * sign-in) is kept through every step, also in the stored registration, and is where the new
 * member lands; sent here to save a post or to post an ad, the heading says so (issue 12).
 */
export function RegisterPage() {
  const { t } = useTranslation(['account', 'messages']);
  useDocumentTitle(t('register.metaTitle'));
  const { user, loading } = useSession();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next') ?? readRegistration()?.next, '') || null;
  const reason = signInReason(next);
  const [email, setEmail] = useState(() => readRegistration()?.email ?? '');
  const [step, setStep] = useState<Step>({ name: 'email' });
  const stepRef = useFocusOnChange<HTMLDivElement>(step.name);

  const sendCode = async (address: string) => {
    const stored = readRegistration();
    const held = stored?.email === address ? stored.token : undefined;
    const answer = await sendRegistrationCode({ email: address, registrationToken: held });
    setEmail(address);
    if (answer.alreadyVerified && held) setStep({ name: 'complete', registrationToken: held });
    else {
      setStep({ name: 'code', times: codeTimes(answer) });
      void showToast('success', t('success.codeSent', { ns: 'messages' }));
    }
  };

  const verify = async (code: string) => {
    const registrationToken = await verifyRegistrationCode({ email, code });
    storeRegistration({ email, token: registrationToken, next });
    void showToast('success', t('success.emailVerified', { ns: 'messages' }));
    setStep({ name: 'complete', registrationToken });
  };

  const resend = async () => codeTimes(await sendRegistrationCode({ email }));

  const startOver = () => {
    storeRegistration(null);
    setStep({ name: 'email' });
  };

  // Registration just finished (the form has already moved on) or the visitor is signed in.
  if (user && step.name !== 'complete') return <Navigate to={safeNext(next)} replace />;
  if (loading && step.name !== 'complete') return <PageSkeleton />;

  return (
    <AuthCard
      Icon={UserPlus}
      title={reason ? t(`register.reason.${reason}.title`) : t('register.title')}
      intro={reason ? t(`register.reason.${reason}.intro`) : t('register.intro')}
      wide={step.name === 'complete'}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link to={withNext(paths.signIn, next)} className={textLinkClass}>
            {t('register.signIn')}
          </Link>
        </p>
      }
    >
      <StepIndicator
        label={t('register.steps.label')}
        steps={[t('register.steps.email'), t('register.steps.code'), t('register.steps.complete')]}
        current={STEP_INDEX[step.name]}
      />
      <div ref={stepRef} tabIndex={-1} className="outline-none">
        {step.name === 'email' ? (
          <EmailStep
            title={t('register.emailTitle')}
            text={t('register.emailText')}
            submitLabel={t('register.sendCode')}
            defaultEmail={email}
            onSubmit={sendCode}
          />
        ) : step.name === 'code' ? (
          <CodeStep
            email={email}
            title={t('register.codeTitle')}
            text={t('register.codeText', { email })}
            times={step.times}
            onVerify={verify}
            onResend={resend}
            onChangeEmail={() => setStep({ name: 'email' })}
            changeEmailLabel={t('register.wrongEmail')}
          />
        ) : (
          <CompleteRegistrationForm
            email={email}
            registrationToken={step.registrationToken}
            next={next}
            onExpired={startOver}
          />
        )}
      </div>
    </AuthCard>
  );
}
