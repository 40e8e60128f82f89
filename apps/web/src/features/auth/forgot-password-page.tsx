import { Key } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDigits } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { sendPhoneResetCode, sendResetCode, verifyPhoneResetCode, verifyResetCode } from './api/password-reset.ts';
import { AuthCard, BackToSignIn } from './components/auth-card.tsx';
import { CodeStep } from '../../domain/accounts/code-step/code-step.tsx';
import { codeTimes, type CodeTimes } from '../../domain/accounts/code-times.ts';
import { EmailStep } from './components/email-step.tsx';
import { MethodTabs, type ContactMethod } from './components/method-tabs.tsx';
import { NewPasswordForm } from './components/new-password-form.tsx';
import { PhoneStep } from './components/phone-step.tsx';
import { StepIndicator } from '../../components/step-indicator.tsx';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import { safeNext } from './safe-next.ts';

type Step = { name: 'contact' } | { name: 'code'; times: CodeTimes } | { name: 'password'; resetToken: string };
const STEP_INDEX = { contact: 0, code: 1, password: 2 } as const;

/**
 * /ForgotPassword (spec §2, §4): a mobile number (issue 40, offered first) or an email → 6-digit
 * code by SMS or mail → new password → sign in, keeping `?next=`.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['account', 'messages']);
  const language = useLanguage();
  useDocumentTitle(t('forgot.metaTitle'));
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'), '') || null;
  const [method, setMethod] = useState<ContactMethod>('phone');
  // The email or number (01…) the code went to.
  const [to, setTo] = useState('');
  const [step, setStep] = useState<Step>({ name: 'contact' });
  const stepRef = useFocusOnChange<HTMLDivElement>(step.name);
  const byPhone = method === 'phone';

  const choose = (value: ContactMethod) => {
    setMethod(value);
    setTo('');
  };
  const requestCode = (address: string) =>
    byPhone ? sendPhoneResetCode({ phone: address }) : sendResetCode({ email: address });

  const sendCode = async (address: string) => {
    const answer = await requestCode(address);
    setTo(address);
    setStep({ name: 'code', times: codeTimes(answer) });
    void showToast('success', t(byPhone ? 'success.smsCodeSent' : 'success.codeSent', { ns: 'messages' }));
  };
  const verify = async (code: string, challengeId: string | undefined) =>
    setStep({
      name: 'password',
      resetToken: byPhone
        ? await verifyPhoneResetCode({ phone: to, code, challengeId: challengeId ?? '' })
        : await verifyResetCode({ email: to, code }),
    });
  const resend = async () => codeTimes(await requestCode(to));

  return (
    <AuthCard Icon={Key} title={t('forgot.title')} intro={t('forgot.intro')} footer={<BackToSignIn next={next} />}>
      <StepIndicator
        label={t('forgot.steps.label')}
        steps={[
          byPhone ? t('forgot.steps.phone') : t('forgot.steps.email'),
          t('forgot.steps.code'),
          t('forgot.steps.password'),
        ]}
        current={STEP_INDEX[step.name]}
      />
      <div ref={stepRef} tabIndex={-1} className="outline-none">
        {step.name === 'contact' ? (
          <MethodTabs label={t('forgot.methodLabel')} method={method} onChange={choose}>
            {byPhone ? (
              <PhoneStep
                title={t('forgot.phoneTitle')}
                text={t('forgot.phoneText')}
                submitLabel={t('forgot.sendCode')}
                defaultPhone={formatDigits(to, language)}
                onSubmit={sendCode}
              />
            ) : (
              <EmailStep
                title={t('forgot.emailTitle')}
                text={t('forgot.emailText')}
                submitLabel={t('forgot.sendCode')}
                defaultEmail={to}
                onSubmit={sendCode}
              />
            )}
          </MethodTabs>
        ) : step.name === 'code' ? (
          <CodeStep
            title={t('forgot.codeTitle')}
            text={
              byPhone
                ? t('forgot.phoneCodeText', { phone: formatDigits(to, language) })
                : t('forgot.codeText', { email: to })
            }
            channel={byPhone ? 'sms' : 'email'}
            times={step.times}
            onVerify={verify}
            onResend={resend}
            onBack={() => setStep({ name: 'contact' })}
            backLabel={byPhone ? t('forgot.backToPhone') : t('forgot.backToEmail')}
          />
        ) : (
          <NewPasswordForm resetToken={step.resetToken} next={next} phone={byPhone ? to : null} />
        )}
      </div>
    </AuthCard>
  );
}
