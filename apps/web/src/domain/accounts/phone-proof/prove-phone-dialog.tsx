import { provePhoneSendCodeBodySchema } from '@ghorbari/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountResolver } from '../account-resolver.ts';
import { codeTimes, type CodeTimes } from '../code-times.ts';
import { formatDigits } from '../../../lib/format.ts';
import { meKeys } from '../../../lib/query-keys.ts';
import { provePhone, sendPhoneProofCode } from '../../../lib/session/prove-phone.ts';
import { useSession } from '../../../lib/session/session.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { CodeStep } from '../code-step/code-step.tsx';
import { MobileNumberField } from '../code-step/mobile-number-field.tsx';
import { useStepSubmit } from '../code-step/step-form.tsx';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { FieldMessage, FormAlert, SubmitButton } from '../../../components/form-fields.tsx';

/**
 * Why a number is proven (issue 40), which says what the dialog asks and what the proof does:
 * - `account`: the account's own number, as it stands (the profile's "Verify number");
 * - `change`: a new number for the account, typed here (an account that signs in with its number);
 * - `post`: a post's primary contact number, one of the member's proven numbers, not the account's;
 * - `review`: the number a firm's review code is sent to (issue 64), likewise not the account's.
 */
export type ProofPurpose = 'account' | 'change' | 'post' | 'review';

/** Whether the proof makes the number the account's own (the profile's), or only one the member proved. */
const forAccount = (purpose: ProofPurpose) => purpose === 'account' || purpose === 'change';

export interface ProvePhoneDialogProps {
  open: boolean;
  onClose: () => void;
  purpose: ProofPurpose;
  /** The number as it was typed (Bengali digits, +880 and spaces are fine); '' to type one here. */
  phone: string;
  /**
   * The number is proven (the session's user already knows it): the number as stored (01…), and
   * whether it was proven before, so no code was needed (`alreadyVerified`). The dialog then closes.
   */
  onProven?: (phone: string, proof: { alreadyVerified: boolean }) => void;
  /** Where the focus goes on closing when the opener has gone (it becomes "Number verified"). */
  returnFocus?: RefObject<HTMLElement | null>;
}

type Step = { name: 'number'; phone: string } | { name: 'code'; phone: string; times: CodeTimes };

/**
 * Proves a number by an SMS code (issue 40): the number (prefilled, or fixed for the account's
 * own), "Send code", then the code (WebOTP fills it on Android; resend after the countdown), and
 * the member's data comes back with the number proven. A number proven before needs no code.
 * Success is said in a toast, the dialog closes and the focus goes back to where it came from.
 */
export function ProvePhoneDialog({ open, onClose, purpose, phone, onProven, returnFocus }: ProvePhoneDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(`proveDialog.title.${purpose}`)}
      closeLabel={t('proveDialog.close')}
      shape="sheet"
      returnFocus={returnFocus}
      testId="prove-phone-dialog"
    >
      {/* Its forms are a portal's: their submit must not reach a form the opener sits in (the post's). */}
      <div onSubmit={(event) => event.stopPropagation()} className="mt-3">
        <ProofSteps purpose={purpose} phone={phone} onClose={onClose} onProven={onProven} />
      </div>
    </Dialog>
  );
}

/** The two steps, mounted with the dialog's content, so each opening starts at the number. */
function ProofSteps({
  purpose,
  phone,
  onClose,
  onProven,
}: Pick<ProvePhoneDialogProps, 'purpose' | 'phone' | 'onClose' | 'onProven'>) {
  const { t } = useTranslation(['account', 'messages']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const [step, setStep] = useState<Step>({ name: 'number', phone });
  const steps = useRef<HTMLDivElement>(null);
  // Each step's box (or, for the account's own number, its "Send code") takes the focus as it
  // comes, before the dialog would give it to the close button.
  useEffect(() => {
    steps.current?.querySelector<HTMLElement>('input, button[type=submit]')?.focus();
  }, [step.name]);

  const done = (proven: string, message: string, alreadyVerified: boolean) => {
    void showToast('success', message);
    onProven?.(proven, { alreadyVerified });
    onClose();
  };

  const sent = async (proven: string) => {
    const answer = await sendPhoneProofCode(proven, forAccount(purpose));
    if (answer.alreadyVerified) {
      // Proven before: nothing more to do, but the session may not have heard of it yet.
      await refresh();
      done(proven, answer.message, true);
      return;
    }
    void showToast('success', answer.message);
    setStep({ name: 'code', phone: proven, times: codeTimes(answer) });
  };

  return (
    <div ref={steps}>
      {step.name === 'number' ? (
        <NumberStep purpose={purpose} phone={step.phone} onSend={sent} />
      ) : (
        <CodeStep
          title={t('proveDialog.codeTitle')}
          text={t('proveDialog.codeText', { phone: formatDigits(step.phone, language) })}
          channel="sms"
          times={step.times}
          onVerify={async (code, challengeId) => {
            const answer = await provePhone({
              phone: step.phone,
              code,
              challengeId: challengeId ?? '',
              account: forAccount(purpose),
            });
            queryClient.setQueryData(meKeys.profile, answer.userData);
            done(step.phone, answer.message, false);
          }}
          onResend={async () => codeTimes(await sendPhoneProofCode(step.phone, forAccount(purpose)))}
          onBack={() => setStep({ name: 'number', phone: step.phone })}
          backLabel={t(purpose === 'account' ? 'proveDialog.back' : 'proveDialog.otherNumber')}
        />
      )}
    </div>
  );
}

/** The number the code goes to: typed (or checked) here, or the account's own, shown as it is. */
function NumberStep({
  purpose,
  phone,
  onSend,
}: {
  purpose: ProofPurpose;
  phone: string;
  onSend: (phone: string) => Promise<void>;
}) {
  const { t } = useTranslation(['account', 'messages']);
  const language = useLanguage();
  const fixed = purpose === 'account';
  const form = useForm<{ phone: string }, unknown, { phone: string }>({
    resolver: accountResolver(provePhoneSendCodeBodySchema),
    defaultValues: { phone },
  });
  const { problem, submit } = useStepSubmit(form, ['phone'], 'errors.sendCodeFailed', ({ phone }) => onSend(phone));
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t(`proveDialog.title.${purpose}`)}>
      <p className="flex items-start gap-2 break-words text-[15px] text-gray-700">
        <MessageSquareText aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
        <span>{t(`proveDialog.intro.${purpose}`, { phone: formatDigits(phone, language) })}</span>
      </p>
      <FormAlert message={problem} />
      {fixed ? (
        // The account's number cannot be changed here; one that is no mobile number is said so.
        <FieldMessage id="prove-phone-error" error={errors.phone} />
      ) : (
        <MobileNumberField error={errors.phone} {...form.register('phone')} />
      )}
      <DialogActions cancelLabel={t('proveDialog.cancel')}>
        <SubmitButton pending={isSubmitting} pendingText={t('code.sending')} className="sm:w-auto">
          {t('proveDialog.send')}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
