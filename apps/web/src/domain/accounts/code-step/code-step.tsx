import { verifyCodeBodySchema } from '@ghorbari/contracts';
import { ArrowLeft, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { accountResolver } from '../account-resolver.ts';
import { asciiDigits } from '../../../lib/ascii-digits.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatClock } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSecondsLeft } from '../../../lib/use-seconds-left.ts';
import { useSmsCode } from './use-sms-code.ts';
import { FormAlert, SubmitButton, TextField } from '../../../components/form-fields.tsx';
import { cn } from '../../../lib/class-names.ts';
import { StepForm, useStepSubmit } from './step-form.tsx';
import type { CodeTimes } from '../code-times.ts';

interface CodeStepProps {
  title: string;
  text: string;
  /** How the code came (issue 40): the note under the text and the toast of a resend say so. */
  channel: 'email' | 'sms';
  times: CodeTimes;
  /** Checks the code; `challengeId` is the one the request for the code shown was answered (issue 62). */
  onVerify: (code: string, challengeId: string | undefined) => Promise<void>;
  /** Asks for a new code; resolves with the new times, throws the API's error. */
  onResend: () => Promise<CodeTimes>;
  /** Back to the email or number the code went to, to change it. */
  onBack: () => void;
  backLabel: string;
  /** The submit button, when it does more than check the code (signing in with it). */
  submitLabel?: string;
  pendingLabel?: string;
}

/** Only the code is this step's: the email or number it went to is the page's. */
const codeBodySchema = verifyCodeBodySchema.pick({ code: true });

/**
 * The 6-digit code step (spec §2): expiry and resend countdowns, resend (each time a new code),
 * and a way back to the email or number. The box takes the code a phone offers from the SMS or
 * mail (one-time-code) on the number pad, in Bengali digits too.
 */
export function CodeStep({
  title,
  text,
  channel,
  times: initialTimes,
  onVerify,
  onResend,
  onBack,
  backLabel,
  submitLabel,
  pendingLabel,
}: CodeStepProps) {
  const { t } = useTranslation(['account', 'messages']);
  const language = useLanguage();
  const [times, setTimes] = useState(initialTimes);
  const [resending, setResending] = useState(false);
  const expiresIn = useSecondsLeft(times.expiresAt);
  const resendIn = useSecondsLeft(times.resendAt);
  const form = useForm<{ code: string }>({
    resolver: accountResolver(codeBodySchema),
    defaultValues: { code: '' },
  });
  const { problem, setProblem, submit } = useStepSubmit(form, ['code'], 'errors.codeInvalidOrExpired', ({ code }) =>
    onVerify(code, times.challengeId),
  );
  useSmsCode(channel === 'sms', times.expiresAt, (code) => form.setValue('code', code, { shouldValidate: true }));

  const resend = async () => {
    setProblem(null);
    setResending(true);
    try {
      setTimes(await onResend());
      form.resetField('code');
      void showToast('success', t(channel === 'sms' ? 'success.smsCodeSent' : 'success.codeSent', { ns: 'messages' }));
    } catch (error) {
      const message = apiErrorMessage(error, t, 'errors.resendCodeFailed');
      setProblem(message);
      void showToast('error', message);
    } finally {
      setResending(false);
    }
  };

  return (
    <StepForm
      id="code-step-title"
      title={title}
      text={text}
      note={<p className="mt-1 text-sm text-gray-600">{t(channel === 'sms' ? 'code.smsDelay' : 'code.checkSpam')}</p>}
      onSubmit={submit}
    >
      <FormAlert message={problem} />
      <TextField
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="[0-9]*"
        className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        hint={expiresIn > 0 ? t('code.expiresIn', { time: formatClock(expiresIn, language) }) : t('code.expired')}
        error={form.formState.errors.code}
        {...form.register('code', { setValueAs: asciiDigits })}
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingText={pendingLabel ?? t('code.verifying')}>
        {submitLabel ?? t('code.verify')}
      </SubmitButton>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          onClick={onBack}
          className={cn(
            'inline-flex items-center gap-1 self-start rounded-md py-2 text-[15px]',
            'font-semibold text-brand-800 hover:underline',
          )}
        >
          <ArrowLeft aria-hidden size={16} />
          {backLabel}
        </button>
        <div className="text-[15px] sm:text-right">
          {resendIn > 0 ? (
            <p className="py-2 text-gray-600">{t('code.resendIn', { time: formatClock(resendIn, language) })}</p>
          ) : (
            <button
              type="button"
              onClick={() => void resend()}
              disabled={resending}
              className={cn(
                'inline-flex items-center gap-1 rounded-md py-2 font-semibold',
                'text-brand-800 hover:underline disabled:opacity-70',
              )}
            >
              <RotateCw aria-hidden size={16} className={resending ? 'animate-spin' : ''} />
              {resending ? t('code.sending') : t('code.resend')}
            </button>
          )}
        </div>
      </div>
    </StepForm>
  );
}
