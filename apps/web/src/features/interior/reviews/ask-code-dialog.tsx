import {
  codeRequestBodySchema,
  LIMITS,
  type CodeRequestBody,
  type FirmDetail,
  type UserData,
} from '@ghorbari/contracts';
import { ShieldCheck } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneProofBadge } from '../../../domain/accounts/phone-proof/phone-proof-badge.tsx';
import { ProvePhoneDialog } from '../../../domain/accounts/phone-proof/prove-phone-dialog.tsx';
import { DialogActions } from '../../../components/dialog/dialog.tsx';
import { DialogOutcome } from '../../../components/dialog/dialog-outcome.tsx';
import {
  FormAlert,
  labelClass,
  PhoneField,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../components/form-fields.tsx';
import { SheetContent, SheetDialog } from '../../../components/sheet-dialog.tsx';
import { ProblemAndCount, textAreaClass } from '../../../components/text-count.tsx';
import { apiErrorMessage, applyServerIssues } from '../../../lib/api-error-message.ts';
import { outlineButton } from '../../../lib/button-styles.ts';
import { cn } from '../../../lib/class-names.ts';
import { formatDigits } from '../../../lib/format.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { isProvenPhone } from '../../../lib/session/prove-phone.ts';
import { useSession } from '../../../lib/session/session.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAskForCode } from './api/code-request.ts';

interface AskValues {
  clientName: string;
  clientPhone: string;
  category: string;
  note: string;
}

const FIELDS = ['clientName', 'clientPhone', 'category', 'note'] as const;
const NOTE_MAX = LIMITS.reviewCodeRequest.noteMaxLength;
const resolver: Resolver<AskValues, unknown, CodeRequestBody> = formResolver(codeRequestBodySchema);

/** The number the code should go to: the account's own when proven, else one the member proved, else theirs. */
export function suggestedPhone(user: Pick<UserData, 'phone' | 'verifiedPhones'>): string {
  const own = user.phone ?? '';
  if (own && isProvenPhone(user.verifiedPhones, own)) return own;
  return user.verifiedPhones[0] ?? own;
}

/** Under the number: "Number verified", or why it must be and the button that proves it there and then. */
function PhoneProof({ phone, proven, onProve }: { phone: string; proven: boolean; onProve: () => void }) {
  const { t } = useTranslation('reviews');
  if (proven) return <PhoneProofBadge verified className="mt-2" />;
  if (!phone.trim()) return null;
  return (
    <div className="mt-2 rounded-md bg-amber-50 p-3 text-[15px] text-amber-950 ring-1 ring-amber-200">
      <p>{t('askCode.phoneUnproven')}</p>
      <button type="button" onClick={onProve} className={cn(outlineButton, 'mt-2')}>
        <ShieldCheck aria-hidden size={18} />
        {t('askCode.provePhone')}
      </button>
    </div>
  );
}

/** The form: name, a proven number, the kind of job and what was done; then the API's answer. */
function AskForm({ firm, user }: { firm: FirmDetail; user: UserData }) {
  // 'account' too: the number's proof dialog opens from here without waiting for its words.
  const { t } = useTranslation(['reviews', 'enums', 'messages', 'account']);
  const language = useLanguage();
  const id = useId();
  const ask = useAskForCode(firm.PostID);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<{ message: string; phone: string } | null>(null);
  const [proving, setProving] = useState(false);
  const proofArea = useRef<HTMLDivElement>(null);
  const form = useForm<AskValues, unknown, CodeRequestBody>({
    resolver,
    defaultValues: {
      clientName: user.name,
      clientPhone: suggestedPhone(user),
      category: firm.categories[0] ?? '',
      note: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [phone, note] = useWatch({ control: form.control, name: ['clientPhone', 'note'] });
  const proven = isProvenPhone(user.verifiedPhones, phone);

  if (sent) {
    return (
      <DialogOutcome
        fresh
        title={t('askCode.sentTitle')}
        message={sent.message}
        doneLabel={t('askCode.done')}
        testId="ask-code-sent"
      >
        <p className="mx-auto mt-3 max-w-md text-[15px] text-gray-700">
          {t('askCode.sentNext', { phone: formatDigits(sent.phone, language) })}
        </p>
      </DialogOutcome>
    );
  }

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    // The code goes to this number: it must be one the member proved (the server says so too).
    if (!isProvenPhone(user.verifiedPhones, body.clientPhone)) {
      form.setError(
        'clientPhone',
        { type: 'validate', message: 'validation.codeRequestPhoneUnverified' },
        {
          shouldFocus: true,
        },
      );
      return;
    }
    try {
      const answer = await ask.mutateAsync(body);
      setSent({ message: answer.message, phone: answer.request.clientPhone });
    } catch (error) {
      if (!applyServerIssues(error, form.setError, FIELDS)) setProblem(apiErrorMessage(error, t, 'errors.internal'));
    }
  });

  const noteId = `${id}-note`;
  const noteProblem = errors.note?.message ? t(errors.note.message, { ns: 'messages' }) : null;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 px-4 py-5 sm:px-6">
      <p className="text-[15px] text-gray-700">{t('askCode.formIntro')}</p>
      <FormAlert message={problem} />
      <TextField
        label={t('askCode.name')}
        hint={t('askCode.nameHint')}
        autoComplete="name"
        maxLength={80}
        error={errors.clientName}
        {...form.register('clientName')}
      />
      <div ref={proofArea} tabIndex={-1} className="outline-none">
        <PhoneField
          label={t('askCode.phone')}
          hint={t('askCode.phoneHint')}
          autoComplete="tel"
          error={errors.clientPhone}
          {...form.register('clientPhone')}
        />
        <PhoneProof phone={phone} proven={proven} onProve={() => setProving(true)} />
      </div>
      <SelectField
        label={t('askCode.category')}
        options={firm.categories.map((value) => [value, t(`enums:interiorCategory.${value}`)])}
        error={errors.category}
        {...form.register('category')}
      />
      <div>
        <label htmlFor={noteId} className={labelClass}>
          {t('askCode.note')}
        </label>
        <p id={`${noteId}-hint`} className="mt-0.5 text-sm text-gray-600">
          {t('askCode.noteHint')}
        </p>
        <textarea
          id={noteId}
          rows={3}
          maxLength={NOTE_MAX}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={[`${noteId}-hint`, `${noteId}-count`, noteProblem ? `${noteId}-problem` : null]
            .filter(Boolean)
            .join(' ')}
          className={textAreaClass}
          {...form.register('note')}
        />
        <ProblemAndCount
          id={noteId}
          problem={noteProblem}
          counterTestId="ask-code-counter"
          countText={(values) => t('text.count', values)}
          length={note.trim().length}
          max={NOTE_MAX}
          language={language}
        />
      </div>
      <DialogActions cancelLabel={t('askCode.cancel')}>
        <SubmitButton pending={isSubmitting} pendingText={t('askCode.sending')} className="sm:w-auto">
          {t('askCode.send')}
        </SubmitButton>
      </DialogActions>
      <ProvePhoneDialog
        open={proving}
        onClose={() => setProving(false)}
        purpose="review"
        phone={phone}
        returnFocus={proofArea}
        onProven={(number) => {
          // The number proven may have been corrected in the proof dialog: the request takes that one.
          if (!isProvenPhone([number], phone)) form.setValue('clientPhone', number, { shouldDirty: true });
          form.clearErrors('clientPhone');
        }}
      />
    </form>
  );
}

/**
 * "Ask for a review code" (issue 64, ADR 082): a keyboard-usable dialog on the firm's page where
 * a client gives their name, a proven mobile number (proved there and then if need be), the kind
 * of job and a note; the firm's owner then sends the code by SMS, or declines.
 */
export function AskCodeDialog({
  firm,
  open,
  onClose,
  returnFocus,
}: {
  firm: FirmDetail;
  open: boolean;
  onClose: () => void;
  /** Where the focus goes on closing when the opener has gone (the request was sent). */
  returnFocus?: RefObject<HTMLElement | null> | undefined;
}) {
  const { t } = useTranslation('reviews');
  const { user } = useSession();
  return (
    <SheetDialog
      open={open}
      onClose={onClose}
      title={t('askCode.title')}
      closeLabel={t('askCode.close')}
      testId="ask-code-dialog"
      returnFocus={returnFocus}
    >
      <SheetContent>{user ? <AskForm firm={firm} user={user} /> : null}</SheetContent>
    </SheetDialog>
  );
}
