import { Key } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { sendResetCode, verifyResetCode } from './api/password-reset.ts';
import { AuthCard, BackToSignIn } from './components/auth-card.tsx';
import { CodeStep, type CodeTimes } from './components/code-step.tsx';
import { EmailStep } from './components/email-step.tsx';
import { NewPasswordForm } from './components/new-password-form.tsx';
import { StepIndicator } from '../../components/step-indicator.tsx';
import { codeTimes } from './registration-storage.ts';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import { safeNext } from './safe-next.ts';

type Step = { name: 'email' } | { name: 'code'; times: CodeTimes } | { name: 'password'; resetToken: string };
const STEP_INDEX = { email: 0, code: 1, password: 2 } as const;

/** /ForgotPassword (spec §2, §4): email → 6-digit code → new password → sign in, keeping `?next=`. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['account', 'messages']);
  useDocumentTitle(t('forgot.metaTitle'));
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'), '') || null;
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>({ name: 'email' });
  const stepRef = useFocusOnChange<HTMLDivElement>(step.name);

  const sendCode = async (address: string) => {
    const answer = await sendResetCode({ email: address });
    setEmail(address);
    setStep({ name: 'code', times: codeTimes(answer) });
    void showToast('success', t('success.codeSent', { ns: 'messages' }));
  };
  const verify = async (code: string) =>
    setStep({ name: 'password', resetToken: await verifyResetCode({ email, code }) });
  const resend = async () => codeTimes(await sendResetCode({ email }));

  return (
    <AuthCard Icon={Key} title={t('forgot.title')} intro={t('forgot.intro')} footer={<BackToSignIn next={next} />}>
      <StepIndicator
        label={t('forgot.steps.label')}
        steps={[t('forgot.steps.email'), t('forgot.steps.code'), t('forgot.steps.password')]}
        current={STEP_INDEX[step.name]}
      />
      <div ref={stepRef} tabIndex={-1} className="outline-none">
        {step.name === 'email' ? (
          <EmailStep
            title={t('forgot.emailTitle')}
            text={t('forgot.emailText')}
            submitLabel={t('forgot.sendCode')}
            defaultEmail={email}
            onSubmit={sendCode}
          />
        ) : step.name === 'code' ? (
          <CodeStep
            email={email}
            title={t('forgot.codeTitle')}
            text={t('forgot.codeText', { email })}
            times={step.times}
            onVerify={verify}
            onResend={resend}
            onChangeEmail={() => setStep({ name: 'email' })}
            changeEmailLabel={t('forgot.backToEmail')}
          />
        ) : (
          <NewPasswordForm resetToken={step.resetToken} next={next} />
        )}
      </div>
    </AuthCard>
  );
}
