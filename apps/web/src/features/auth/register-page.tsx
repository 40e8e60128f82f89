import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { formatDigits } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import {
  sendPhoneRegistrationCode,
  sendRegistrationCode,
  verifyPhoneRegistrationCode,
  verifyRegistrationCode,
} from './api/register.ts';
import { AuthCard, textLinkClass } from './components/auth-card.tsx';
import { CodeStep } from '../../domain/accounts/code-step/code-step.tsx';
import { codeTimes, type CodeTimes } from '../../domain/accounts/code-times.ts';
import { EmailStep } from './components/email-step.tsx';
import { MethodTabs, type ContactMethod } from './components/method-tabs.tsx';
import { PhoneStep } from './components/phone-step.tsx';
import { StepIndicator } from '../../components/step-indicator.tsx';
import { CompleteRegistrationForm } from './complete-registration-form.tsx';
import { readRegistration, storeRegistration, type StoredRegistration } from './registration-storage.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import { signInReason } from '../../lib/session/return-intent.ts';
import { safeNext, withNext } from './safe-next.ts';

type Step = { name: 'contact' } | { name: 'code'; times: CodeTimes } | { name: 'complete'; registrationToken: string };
const STEP_INDEX = { contact: 0, code: 1, complete: 2 } as const;

/** Where a stored registration starts: at its code box while that code still works, else at the first step. */
function firstStep(stored: StoredRegistration | null): Step {
  if (stored?.to && stored.times && stored.times.expiresAt > Date.now()) return { name: 'code', times: stored.times };
  return { name: 'contact' };
}

/**
 * /Register (spec §2, §4): a mobile number (issue 40, offered first) or an email → code sent
 * (by SMS or mail) → code verified → profile completed → signed in. A number or email this tab
 * verified before skips straight to completing the profile. `?next=` (from sign-in) is kept
 * through every step, also in the stored registration, and is where the new member lands; sent
 * here to save a post or to post an ad, the heading says so (issue 12).
 */
export function RegisterPage() {
  const { t } = useTranslation(['account', 'messages']);
  const language = useLanguage();
  useDocumentTitle(t('register.metaTitle'));
  const { user, loading } = useSession();
  const [params] = useSearchParams();
  // What this tab kept of a registration under way, read once.
  const [stored] = useState(readRegistration);
  const next = safeNext(params.get('next') ?? stored?.next, '') || null;
  const reason = signInReason(next);
  const [method, setMethod] = useState<ContactMethod>(stored?.method ?? 'phone');
  // The email or number (01…) the code went to.
  const [to, setTo] = useState(stored?.to ?? '');
  const [step, setStep] = useState<Step>(() => firstStep(stored));
  const stepRef = useFocusOnChange<HTMLDivElement>(step.name);
  const byPhone = method === 'phone';

  const keep = (changes: Partial<StoredRegistration>) =>
    storeRegistration({ method, to, times: null, token: null, next, ...changes });

  const choose = (value: ContactMethod) => {
    if (value === method) return;
    setMethod(value);
    // The other way's address (and a token verified for it) are no use to this one.
    setTo('');
    keep({ method: value, to: '' });
  };

  const requestCode = (address: string, registrationToken?: string) =>
    byPhone
      ? sendPhoneRegistrationCode({ phone: address, registrationToken })
      : sendRegistrationCode({ email: address, registrationToken });

  const sendCode = async (address: string) => {
    const held = readRegistration();
    const token = held?.method === method && held.to === address ? (held.token ?? undefined) : undefined;
    const answer = await requestCode(address, token);
    setTo(address);
    if (answer.alreadyVerified && token) {
      keep({ to: address, token });
      setStep({ name: 'complete', registrationToken: token });
    } else {
      const times = codeTimes(answer);
      keep({ to: address, times });
      setStep({ name: 'code', times });
      void showToast('success', t(byPhone ? 'success.smsCodeSent' : 'success.codeSent', { ns: 'messages' }));
    }
  };

  const verify = async (code: string, challengeId: string | undefined) => {
    const registrationToken = byPhone
      ? await verifyPhoneRegistrationCode({ phone: to, code, challengeId: challengeId ?? '' })
      : await verifyRegistrationCode({ email: to, code });
    keep({ token: registrationToken });
    void showToast('success', t(byPhone ? 'success.phoneVerified' : 'success.emailVerified', { ns: 'messages' }));
    setStep({ name: 'complete', registrationToken });
  };

  const resend = async () => {
    const times = codeTimes(await requestCode(to));
    keep({ times });
    return times;
  };

  const back = () => {
    keep({});
    setStep({ name: 'contact' });
  };

  const startOver = () => {
    storeRegistration(null);
    setStep({ name: 'contact' });
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
        steps={[
          byPhone ? t('register.steps.phone') : t('register.steps.email'),
          t('register.steps.code'),
          t('register.steps.complete'),
        ]}
        current={STEP_INDEX[step.name]}
      />
      <div ref={stepRef} tabIndex={-1} className="outline-none">
        {step.name === 'contact' ? (
          <MethodTabs label={t('register.methodLabel')} method={method} onChange={choose}>
            {byPhone ? (
              <PhoneStep
                title={t('register.phoneTitle')}
                text={t('register.phoneText')}
                submitLabel={t('register.sendCode')}
                defaultPhone={formatDigits(to, language)}
                onSubmit={sendCode}
                signInHref={(phone) => withNext(`${paths.signIn}?phone=${phone}`, next)}
              />
            ) : (
              <EmailStep
                title={t('register.emailTitle')}
                text={t('register.emailText')}
                submitLabel={t('register.sendCode')}
                defaultEmail={to}
                onSubmit={sendCode}
              />
            )}
          </MethodTabs>
        ) : step.name === 'code' ? (
          <CodeStep
            title={t('register.codeTitle')}
            text={
              byPhone
                ? t('register.phoneCodeText', { phone: formatDigits(to, language) })
                : t('register.codeText', { email: to })
            }
            channel={byPhone ? 'sms' : 'email'}
            times={step.times}
            onVerify={verify}
            onResend={resend}
            onBack={back}
            backLabel={byPhone ? t('register.wrongNumber') : t('register.wrongEmail')}
          />
        ) : (
          <CompleteRegistrationForm
            method={method}
            to={to}
            registrationToken={step.registrationToken}
            next={next}
            onExpired={startOver}
          />
        )}
      </div>
    </AuthCard>
  );
}
