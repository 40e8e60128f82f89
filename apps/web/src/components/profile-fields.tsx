import { GENDERS, LIMITS } from '@ghorbari/contracts';
import type { Ref } from 'react';
import type { FieldError, FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocationPicker } from './location-picker.tsx';
import type { AddressForm } from '../lib/account-resolver.ts';
import { FieldMessage, inputClass, labelClass, OptionalMark, TextField, useFieldIds } from './form-fields.tsx';
import { cn } from '../lib/class-names.ts';
import { yearRange } from '../lib/calendar-parts.ts';
import { DateField } from './date-field.tsx';

/** Fields shared by registration and the profile editor: gender, birth date, address. */

export function GenderField({ registration, error }: { registration: UseFormRegisterReturn; error?: FieldError }) {
  const { t } = useTranslation(['account', 'enums']);
  const { errorId } = useFieldIds(undefined, false, error);
  return (
    <fieldset aria-describedby={errorId}>
      <legend className={labelClass}>{t('fields.gender')}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {GENDERS.map((gender) => (
          <label
            key={gender}
            className={cn(
              'inline-flex h-11 cursor-pointer items-center gap-2 rounded-md border',
              'border-gray-300 bg-white px-4 text-[16px] text-gray-900',
              'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50',
            )}
          >
            <input
              type="radio"
              value={gender}
              className="h-4 w-4 accent-brand-700"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            {t(`enums:gender.${gender}`)}
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}

/** The birth date as the form's controller holds it (YYYY-MM-DD, or '' while not fully chosen). */
export interface BirthDateControl {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLSelectElement>;
}

/** Day, month by name and year (issue 31), the most recent years first; nobody is over 120. */
export function BirthDateField({ field, error }: { field: BirthDateControl; error?: FieldError | undefined }) {
  const { t } = useTranslation('account');
  const thisYear = new Date().getFullYear();
  return (
    <DateField
      label={t('fields.birthDate')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      fieldRef={field.ref}
      years={yearRange(thisYear, thisYear - 120, field.value.slice(0, 4))}
      required
      autoComplete="bday"
      error={error}
    />
  );
}

/** The first problem of the address group, shown once below it. */
export function addressError(errors: FieldErrors<{ address: AddressForm }>['address']): FieldError | undefined {
  if (!errors) return undefined;
  return (
    errors.division ?? errors.district ?? errors.subDistrict ?? errors.more ?? (errors.root as FieldError | undefined)
  );
}

/** Division → district → sub-district from the shared picker, plus a free line; optional as a whole. */
export function AddressFields({
  value,
  onChange,
  error,
}: {
  value: AddressForm;
  onChange: (value: AddressForm) => void;
  error?: FieldError;
}) {
  const { t } = useTranslation('account');
  const { fieldId, errorId } = useFieldIds(undefined, false, error);
  return (
    <fieldset aria-describedby={errorId} className="space-y-3">
      <legend className="text-[15px] font-semibold text-gray-900">
        {t('fields.address')}
        <OptionalMark />
      </legend>
      <LocationPicker mode="form" value={value} onChange={(location) => onChange({ ...location, more: value.more })} />
      <div>
        <label htmlFor={fieldId} className={labelClass}>
          {t('fields.addressMore')}
        </label>
        <input
          id={fieldId}
          value={value.more}
          maxLength={120}
          autoComplete="street-address"
          onChange={(event) => onChange({ ...value, more: event.target.value })}
          className={inputClass}
        />
      </div>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}

interface PersonalFieldsProps {
  birthDate: BirthDateControl;
  register: {
    phone: UseFormRegisterReturn;
    gender: UseFormRegisterReturn;
    occupation: UseFormRegisterReturn;
  };
  errors: { phone?: FieldError; gender?: FieldError; birthDate?: FieldError; occupation?: FieldError };
}

/** Phone, gender, birth date and occupation: the same in registration and profile editing. */
export function PersonalFields({ birthDate, register, errors }: PersonalFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        label={t('fields.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={LIMITS.phone.typed}
        hint={t('fields.phoneHint')}
        error={errors.phone}
        {...register.phone}
      />
      <GenderField registration={register.gender} error={errors.gender} />
      <BirthDateField field={birthDate} error={errors.birthDate} />
      <TextField
        label={t('fields.occupation')}
        optional
        autoComplete="organization-title"
        maxLength={60}
        error={errors.occupation}
        className="sm:col-span-2"
        {...register.occupation}
      />
    </>
  );
}
