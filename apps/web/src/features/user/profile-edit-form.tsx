import { AUTH, updateProfileBodySchema, type UserData } from '@ghorbari/contracts';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { accountResolver, toAddressForm } from '../../domain/accounts/account-resolver.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useFormProblem } from '../../lib/use-form-problem.ts';
import {
  FieldMessage,
  FormAlert,
  inputClass,
  labelClass,
  OptionalMark,
  SubmitButton,
  useFieldIds,
} from '../../components/form-fields.tsx';
import { PersonalAddressFields, PersonalFields, type PersonalValues } from '../../domain/accounts/profile-fields.tsx';
import { PhoneProofBadge } from '../../domain/accounts/phone-proof/phone-proof-badge.tsx';
import { ProvePhoneDialog } from '../../domain/accounts/phone-proof/prove-phone-dialog.tsx';
import { outlineButton } from '../../lib/button-styles.ts';
import { cn } from '../../lib/class-names.ts';
import { isProvenPhone } from '../../lib/session/prove-phone.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useUpdateProfile, type UpdateProfileBody } from './api/update-profile.ts';

interface ProfileValues extends PersonalValues {
  bio: string;
}

const FIELDS = ['name', 'phone', 'gender', 'birthDate', 'bio', 'occupation', 'address'] as const;

const valuesOf = (user: UserData): ProfileValues => ({
  name: user.name,
  phone: user.phone ?? '',
  gender: user.gender,
  birthDate: user.birthDate ?? '',
  bio: user.bio ?? '',
  occupation: user.occupation ?? '',
  address: toAddressForm(user.address),
});

/**
 * Under the phone (issue 40): "Number verified" while the number is one of the member's proven
 * ones; for an account that signs in with its number, "Change number", which proves the new one
 * by an SMS code. Proven now, it is the account's number already; proven before, it becomes so
 * when the form is saved (the API lets such an account change to a proven number only).
 */
function PhoneProof({
  user,
  form,
  onProvenBefore,
}: {
  user: UserData;
  form: UseFormReturn<ProfileValues, unknown, UpdateProfileBody>;
  onProvenBefore: (pending: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const phone = useWatch({ control: form.control, name: 'phone' });
  const [open, setOpen] = useState(false);
  const proven = isProvenPhone(user.verifiedPhones, phone);
  const signsInWithPhone = user.email === null;
  if (!proven && !signsInWithPhone) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <PhoneProofBadge verified={proven} />
      {signsInWithPhone ? (
        <>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className={cn(outlineButton, 'min-h-10 px-3 text-[15px]')}
          >
            <Smartphone aria-hidden size={18} />
            {t('edit.changePhone')}
          </button>
          <ProvePhoneDialog
            open={open}
            onClose={() => setOpen(false)}
            purpose="change"
            phone=""
            onProven={(number, { alreadyVerified }) => {
              form.setValue('phone', number, { shouldDirty: true });
              form.clearErrors('phone');
              onProvenBefore(alreadyVerified && number !== user.phone);
            }}
          />
        </>
      ) : null}
    </div>
  );
}

/** The profile editor with every rule of spec §5; the name stays locked for 3 months after a change. */
export function ProfileEditForm({ user }: { user: UserData }) {
  const { t } = useTranslation(['account', 'messages']);
  const language = useLanguage();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const form = useForm<ProfileValues, unknown, UpdateProfileBody>({
    resolver: accountResolver(updateProfileBodySchema),
    defaultValues: valuesOf(user),
  });
  const { errors, isSubmitting } = form.formState;
  const { problem, setProblem, refused } = useFormProblem(form.setError, FIELDS);
  const bio = useWatch({ control: form.control, name: 'bio' });
  const bioIds = useFieldIds('profile-bio', true, errors.bio);
  const nameLockedUntil = user.nameChangeAvailableAt;
  // An account that signs in with its number changes it only by proving the new one (issue 40).
  const signsInWithPhone = user.email === null;
  // A number proven before, chosen in the dialog: it becomes the account's when the form is saved.
  const [phoneToSave, setPhoneToSave] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await update.mutateAsync(body);
      void showToast('success', t('success.profileUpdated', { ns: 'messages' }));
      void navigate(paths.userProfile);
    } catch (error) {
      refused(error, apiErrorMessage(error, t, 'errors.profileUpdateFailed'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t('edit.detailsTitle')}>
      <FormAlert message={problem} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonalFields
          form={form}
          nameLocked={Boolean(nameLockedUntil)}
          nameHint={
            nameLockedUntil ? t('edit.nameLocked', { date: formatDate(nameLockedUntil, language) }) : t('edit.nameRule')
          }
          phoneLocked={signsInWithPhone}
          phoneHint={
            signsInWithPhone ? t(phoneToSave ? 'edit.phoneProvenBefore' : 'edit.phoneSignIn') : t('edit.phoneHint')
          }
          phoneExtra={<PhoneProof user={user} form={form} onProvenBefore={setPhoneToSave} />}
        />
        <div className="sm:col-span-2">
          <label htmlFor={bioIds.fieldId} className={labelClass}>
            {t('fields.bio')}
            <OptionalMark />
          </label>
          <textarea
            id={bioIds.fieldId}
            rows={4}
            maxLength={AUTH.bioMaxLength}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={bioIds.describedBy}
            className={`${inputClass} h-auto py-2`}
            {...form.register('bio')}
          />
          <p id={bioIds.hintId} className="mt-1 text-right text-sm text-gray-600">
            {t('edit.bioCount', {
              count: formatNumber(bio.length, language),
              max: formatNumber(AUTH.bioMaxLength, language),
            })}
          </p>
          <FieldMessage id={bioIds.errorId} error={errors.bio} />
        </div>
      </div>
      <PersonalAddressFields form={form} />
      <SubmitButton pending={isSubmitting} pendingText={t('edit.saving')} className="sm:w-auto">
        {t('edit.save')}
      </SubmitButton>
    </form>
  );
}
