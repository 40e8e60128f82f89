import { addEmailSendCodeBodySchema, type ErrorCode } from '@ghorbari/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Mail, MailPlus } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeStep } from '../../domain/accounts/code-step/code-step.tsx';
import { useStepSubmit } from '../../domain/accounts/code-step/step-form.tsx';
import { Dialog, DialogActions } from '../../components/dialog/dialog.tsx';
import { EmailField, FormAlert, SubmitButton } from '../../components/form-fields.tsx';
import { accountResolver } from '../../domain/accounts/account-resolver.ts';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage, SERVER_ERROR } from '../../lib/api-error-message.ts';
import { outlineButton } from '../../lib/button-styles.ts';
import { cn } from '../../lib/class-names.ts';
import { codeTimes, type CodeTimes } from '../../domain/accounts/code-times.ts';
import { meKeys } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session/session.tsx';
import { showToast } from '../../lib/toast.ts';
import { addEmail, sendAddEmailCode } from './api/add-email.ts';

export interface AddEmailDialogProps {
  open: boolean;
  onClose: () => void;
  /** The email is the account's now (the session's user has it); the dialog then closes. */
  onAdded?: () => void;
  /** Where the focus goes on closing when the opener has gone (the "Add email" button is, once added). */
  returnFocus?: RefObject<HTMLElement | null>;
}

type Step = { name: 'email'; email: string } | { name: 'code'; email: string; times: CodeTimes };

/** Refusals about the address itself, said under the email box: another account has it (or had it). */
const ADDRESS_TAKEN: ReadonlySet<ApiError['code']> = new Set<ErrorCode>(['EMAIL_ALREADY_REGISTERED', 'EMAIL_DISABLED']);

/** "Add email", the way in to the dialog from the profile and the privacy settings. */
export function AddEmailButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('account');
  return (
    <button type="button" onClick={onClick} className={cn(outlineButton, 'min-h-10 px-3 text-[15px]')}>
      <MailPlus aria-hidden size={18} />
      {t('addEmail.button')}
    </button>
  );
}

/**
 * Adds an email to an account made with a mobile number (issue 40), as the number is proven:
 * the address and why it helps, "Send code", then the mailed code (expiry and resend countdowns),
 * and the member's data comes back with the email. Success is said in a toast, the dialog closes
 * and the focus goes back to where it came from.
 */
export function AddEmailDialog({ open, onClose, onAdded, returnFocus }: AddEmailDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('addEmail.title')}
      closeLabel={t('addEmail.close')}
      shape="sheet"
      returnFocus={returnFocus}
      testId="add-email-dialog"
    >
      <div className="mt-3">
        <AddEmailSteps onClose={onClose} onAdded={onAdded} />
      </div>
    </Dialog>
  );
}

/** The two steps, mounted with the dialog's content, so each opening starts at the address. */
function AddEmailSteps({ onClose, onAdded }: Pick<AddEmailDialogProps, 'onClose' | 'onAdded'>) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'email', email: '' });
  const steps = useRef<HTMLDivElement>(null);
  // Each step's box takes the focus as it comes, before the dialog would give it to the close button.
  useEffect(() => {
    steps.current?.querySelector<HTMLElement>('input')?.focus();
  }, [step.name]);

  const sent = async (email: string) => {
    const answer = await sendAddEmailCode(email);
    void showToast('success', answer.message);
    setStep({ name: 'code', email, times: codeTimes(answer) });
  };

  return (
    <div ref={steps}>
      {step.name === 'email' ? (
        <EmailStep email={step.email} onSend={sent} />
      ) : (
        <CodeStep
          title={t('addEmail.codeTitle')}
          text={t('addEmail.codeText', { email: step.email })}
          channel="email"
          times={step.times}
          onVerify={async (code) => {
            const answer = await addEmail({ email: step.email, code });
            queryClient.setQueryData(meKeys.profile, answer.userData);
            void showToast('success', answer.message);
            onAdded?.();
            onClose();
          }}
          onResend={async () => codeTimes(await sendAddEmailCode(step.email))}
          onBack={() => setStep({ name: 'email', email: step.email })}
          backLabel={t('addEmail.otherEmail')}
        />
      )}
    </div>
  );
}

/** The address the code goes to, with why an account is better off with one. */
function EmailStep({ email, onSend }: { email: string; onSend: (email: string) => Promise<void> }) {
  const { t } = useTranslation(['account', 'messages']);
  const { refresh } = useSession();
  const form = useForm<{ email: string }>({
    resolver: accountResolver(addEmailSendCodeBodySchema),
    defaultValues: { email },
  });
  const { problem, submit } = useStepSubmit(form, ['email'], 'errors.sendCodeFailed', async (values) => {
    try {
      await onSend(values.email);
    } catch (error) {
      if (error instanceof ApiError && ADDRESS_TAKEN.has(error.code)) {
        // The address is the problem, so it is said under the box, which takes the focus to change it.
        const message = apiErrorMessage(error, t, 'errors.emailAlreadyRegistered');
        form.setError('email', { type: SERVER_ERROR, message }, { shouldFocus: true });
        void showToast('error', message);
        return;
      }
      // The account has an email already (added in another tab): the page learns it too.
      if (error instanceof ApiError && error.code === 'CONFLICT') await refresh();
      throw error;
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('addEmail.title')}>
      <p className="flex items-start gap-2 break-words text-[15px] text-gray-700">
        <Mail aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
        <span>{t('addEmail.why')}</span>
      </p>
      <FormAlert message={problem} />
      <EmailField
        label={t('fields.email')}
        hint={t('addEmail.hint')}
        error={errors.email}
        {...form.register('email')}
      />
      <DialogActions cancelLabel={t('addEmail.cancel')}>
        <SubmitButton pending={isSubmitting} pendingText={t('code.sending')} className="sm:w-auto">
          {t('addEmail.send')}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
