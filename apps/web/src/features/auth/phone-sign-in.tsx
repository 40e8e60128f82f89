import { mobileSchema } from '@ghorbari/contracts';
import { Loader2, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { outlineButton } from '../../lib/button-styles.ts';
import { cn } from '../../lib/class-names.ts';
import { formatDigits } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { login, sendLoginCode } from './api/login.ts';
import { usePasswordSignIn } from './use-password-sign-in.ts';
import { PasswordWithForgot } from './components/password-with-forgot.tsx';
import { CodeStep } from '../../domain/accounts/code-step/code-step.tsx';
import { codeTimes, type CodeTimes } from '../../domain/accounts/code-times.ts';
import { MobileNumberField } from '../../domain/accounts/code-step/mobile-number-field.tsx';
import { FormAlert, SubmitButton } from '../../components/form-fields.tsx';

type Mode = { name: 'password' } | { name: 'code'; phone: string; times: CodeTimes };

/**
 * Sign-in with a mobile number (issue 40): its password, or, for someone who never set one in
 * their head, a code sent to the number by SMS. Both end at POST /api/login.
 */
export function PhoneSignIn({
  next,
  defaultPhone,
  signInWith,
}: {
  next: string | null;
  defaultPhone: string;
  /** Keeps the token and loads the account; throws when the account cannot be used. */
  signInWith: (token: string) => Promise<void>;
}) {
  const { t } = useTranslation(['account', 'messages']);
  const language = useLanguage();
  const [mode, setMode] = useState<Mode>({ name: 'password' });
  const [sending, setSending] = useState(false);
  const modeRef = useFocusOnChange<HTMLDivElement>(mode.name);
  const { form, problem, setProblem, refused, submit } = usePasswordSignIn<{ phone: string; password: string }>(
    'phone',
    { phone: defaultPhone, password: '' },
    signInWith,
  );
  const { errors, isSubmitting } = form.formState;

  // A code needs the number only: the password box may be empty.
  const askForCode = async () => {
    setProblem(null);
    form.clearErrors('password');
    const phone = mobileSchema.safeParse(form.getValues('phone'));
    if (!phone.success) {
      await form.trigger('phone', { shouldFocus: true });
      return;
    }
    setSending(true);
    try {
      const times = codeTimes(await sendLoginCode({ phone: phone.data }));
      setMode({ name: 'code', phone: phone.data, times });
      void showToast('success', t('success.smsCodeSent', { ns: 'messages' }));
    } catch (error) {
      refused(error, apiErrorMessage(error, t, 'errors.sendCodeFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div ref={modeRef} tabIndex={-1} className="outline-none">
      {mode.name === 'code' ? (
        <CodeStep
          title={t('signIn.codeTitle')}
          text={t('signIn.codeText', { phone: formatDigits(mode.phone, language) })}
          channel="sms"
          times={mode.times}
          onVerify={async (code, challengeId) => signInWith(await login({ phone: mode.phone, code, challengeId }))}
          onResend={async () => codeTimes(await sendLoginCode({ phone: mode.phone }))}
          onBack={() => setMode({ name: 'password' })}
          backLabel={t('signIn.wrongNumber')}
          submitLabel={t('signIn.submit')}
          pendingLabel={t('signIn.submitting')}
        />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('signIn.formLabel')}>
          <FormAlert message={problem} />
          <MobileNumberField error={errors.phone} {...form.register('phone')} />
          <PasswordWithForgot registration={form.register('password')} error={errors.password} next={next} />
          <SubmitButton pending={isSubmitting} pendingText={t('signIn.submitting')}>
            {t('signIn.submit')}
          </SubmitButton>
          <p className="flex items-center gap-3 text-sm text-gray-600">
            <span aria-hidden className="h-px flex-1 bg-gray-200" />
            {t('signIn.or')}
            <span aria-hidden className="h-px flex-1 bg-gray-200" />
          </p>
          <div>
            <button
              type="button"
              onClick={() => void askForCode()}
              disabled={sending || isSubmitting}
              aria-describedby="sign-in-code-hint"
              className={cn(outlineButton, 'w-full justify-center disabled:cursor-wait disabled:opacity-80')}
            >
              {sending ? (
                <Loader2 aria-hidden size={18} className="animate-spin" />
              ) : (
                <MessageSquareText aria-hidden size={18} />
              )}
              {sending ? t('code.sending') : t('signIn.withCode')}
            </button>
            <p id="sign-in-code-hint" className="mt-1.5 text-center text-sm text-gray-600">
              {t('signIn.withCodeHint')}
            </p>
          </div>
        </form>
      )}
    </div>
  );
}
