import { completeRegistrationBodySchema } from '@ghorbari/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast.ts';
import { accountResolver, emptyAddress } from '../../domain/accounts/account-resolver.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useFormProblem } from '../../lib/use-form-problem.ts';
import { useCompleteRegistration, type CompleteRegistrationBody } from './api/register.ts';
import type { ContactMethod } from './components/method-tabs.tsx';
import { storeRegistration } from './registration-storage.ts';
import { safeNext } from './safe-next.ts';
import { FormAlert, PasswordField, SubmitButton } from '../../components/form-fields.tsx';
import { PersonalAddressFields, PersonalFields, type PersonalValues } from '../../domain/accounts/profile-fields.tsx';
import { useSession } from '../../lib/session/session.tsx';
import { StepForm } from '../../domain/accounts/code-step/step-form.tsx';
import { formatDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

interface CompleteValues extends PersonalValues {
  registrationToken: string;
  password: string;
  confirmPassword: string;
}

const FIELDS = [
  'name',
  'phone',
  'gender',
  'birthDate',
  'occupation',
  'address',
  'password',
  'confirmPassword',
] as const;

/**
 * The last registration step: who the reader is, and their password. Success signs them in and
 * goes on to `next` (where they were heading before registering), else to their profile. By
 * mobile number (issue 40) the phone field holds the number just proven, read-only (the server
 * keeps the proven one whatever is sent), and no email is asked for.
 */
export function CompleteRegistrationForm({
  method,
  to,
  registrationToken,
  next,
  onExpired,
}: {
  method: ContactMethod;
  /** The email or number (01…) that was verified. */
  to: string;
  registrationToken: string;
  next: string | null;
  onExpired: () => void;
}) {
  const { t } = useTranslation(['account', 'messages']);
  const language = useLanguage();
  const byPhone = method === 'phone';
  const navigate = useNavigate();
  const { signIn } = useSession();
  const complete = useCompleteRegistration();
  const form = useForm<CompleteValues, unknown, CompleteRegistrationBody>({
    resolver: accountResolver(completeRegistrationBodySchema),
    defaultValues: {
      registrationToken,
      name: '',
      phone: byPhone ? formatDigits(to, language) : '',
      gender: null,
      birthDate: '',
      occupation: '',
      address: emptyAddress,
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { problem, setProblem, refused } = useFormProblem(form.setError, FIELDS);

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const token = await complete.mutateAsync(body);
      storeRegistration(null);
      await signIn(token);
      void showToast('success', t('success.registered', { ns: 'messages' }));
      void navigate(safeNext(next), { replace: true });
    } catch (error) {
      const message = apiErrorMessage(error, t, 'errors.internal');
      // The verified email or number is too old to use: verify it again.
      if (error instanceof ApiError && error.code === 'CODE_INVALID_OR_EXPIRED') {
        void showToast('error', message);
        return onExpired();
      }
      refused(error, message);
    }
  });

  return (
    <StepForm
      id="complete-title"
      title={t('register.completeTitle')}
      text={
        byPhone
          ? t('register.completePhoneText', { phone: formatDigits(to, language) })
          : t('register.completeText', { email: to })
      }
      roomy
      onSubmit={submit}
    >
      <FormAlert message={problem} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonalFields form={form} phoneLocked={byPhone} />
      </div>
      <PersonalAddressFields form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          error={errors.password}
          {...form.register('password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword}
          {...form.register('confirmPassword')}
        />
      </div>
      <SubmitButton pending={isSubmitting} pendingText={t('register.creating')}>
        {t('register.create')}
      </SubmitButton>
    </StepForm>
  );
}
