import { AUTH, updateProfileBodySchema, type UserData } from '@ghorbari/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { accountResolver, toAddressForm } from '../../lib/account-resolver.ts';
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
import { PersonalAddressFields, PersonalFields, type PersonalValues } from '../../components/profile-fields.tsx';
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
