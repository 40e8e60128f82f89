import { completeRegistrationBodySchema, type Gender } from '@ghorbari/contracts';
import { useState } from 'react';
import { Controller, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast.ts';
import { accountResolver, emptyAddress, type AddressForm } from '../../lib/account-resolver.ts';
import { apiErrorMessage, applyServerIssues } from '../../lib/api-error-message.ts';
import { useCompleteRegistration, type CompleteRegistrationBody } from './api/register.ts';
import { asciiDigits } from '../../lib/ascii-digits.ts';
import { storeRegistration } from './registration-storage.ts';
import { safeNext } from './safe-next.ts';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../components/form-fields.tsx';
import { AddressFields, addressError, PersonalFields } from '../../components/profile-fields.tsx';
import { useSession } from '../../lib/session/session.tsx';

interface CompleteValues {
  registrationToken: string;
  name: string;
  phone: string;
  gender: Gender | null;
  birthDate: string;
  occupation: string;
  address: AddressForm;
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
 * goes on to `next` (where they were heading before registering), else to their profile.
 */
export function CompleteRegistrationForm({
  email,
  registrationToken,
  next,
  onExpired,
}: {
  email: string;
  registrationToken: string;
  next: string | null;
  onExpired: () => void;
}) {
  const { t } = useTranslation(['account', 'messages']);
  const navigate = useNavigate();
  const { signIn } = useSession();
  const complete = useCompleteRegistration();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CompleteValues, unknown, CompleteRegistrationBody>({
    resolver: accountResolver(completeRegistrationBodySchema),
    defaultValues: {
      registrationToken,
      name: '',
      phone: '',
      gender: null,
      birthDate: '',
      occupation: '',
      address: emptyAddress,
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const birthDate = useController({ control: form.control, name: 'birthDate' }).field;

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
      void showToast('error', message);
      // The verified email is too old to use: verify it again.
      if (error instanceof ApiError && error.code === 'CODE_INVALID_OR_EXPIRED') return onExpired();
      if (!applyServerIssues(error, form.setError, FIELDS)) setProblem(message);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby="complete-title">
      <div>
        <h2 id="complete-title" className="text-lg font-semibold text-gray-900">
          {t('register.completeTitle')}
        </h2>
        <p className="mt-1 break-words text-[15px] text-gray-700">{t('register.completeText', { email })}</p>
      </div>
      <FormAlert message={problem} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          maxLength={80}
          error={errors.name}
          {...form.register('name')}
        />
        <PersonalFields
          birthDate={birthDate}
          register={{
            phone: form.register('phone', { setValueAs: asciiDigits }),
            gender: form.register('gender'),
            occupation: form.register('occupation'),
          }}
          errors={errors}
        />
      </div>
      <Controller
        control={form.control}
        name="address"
        render={({ field }) => (
          <AddressFields value={field.value} onChange={field.onChange} error={addressError(errors.address)} />
        )}
      />
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
    </form>
  );
}
