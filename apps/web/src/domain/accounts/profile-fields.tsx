import { GENDERS, type Gender } from '@ghorbari/contracts';
import {
  Controller,
  useController,
  type FieldError,
  type FieldErrors,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationPicker } from '../../components/location-picker.tsx';
import type { AddressForm } from './account-resolver.ts';
import {
  FieldMessage,
  inputClass,
  labelClass,
  OptionalMark,
  PhoneField,
  TextField,
  useFieldIds,
} from '../../components/form-fields.tsx';
import { asciiDigits } from '../../lib/ascii-digits.ts';
import { cn } from '../../lib/class-names.ts';
import { yearRange } from '../../lib/calendar-parts.ts';
import { DateField } from '../../components/date-field.tsx';
import { dateControlProps, type DateControl } from '../../components/date-field-control.ts';

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

/**
 * The years a birth date is picked from: the people who buy, sell and let property are adults,
 * so the list starts 18 years back (issue 40: starting at this year, a reader scrolled past 18
 * years nobody picks) and goes back 100 more, inside the server's 120. A year already saved
 * outside it stays offered.
 */
const YOUNGEST_AGE = 18;
const OLDEST_AGE = 118;

/** Day, month by name and year (issue 31), the most recent years first. */
export function BirthDateField({ field, error }: { field: DateControl; error?: FieldError | undefined }) {
  const { t } = useTranslation('account');
  const thisYear = new Date().getFullYear();
  return (
    <DateField
      label={t('fields.birthDate')}
      {...dateControlProps(field)}
      years={yearRange(thisYear - YOUNGEST_AGE, thisYear - OLDEST_AGE, field.value.slice(0, 4))}
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

/** What a member says about themselves, the same in registration and in the profile editor. */
export interface PersonalValues {
  name: string;
  phone: string;
  gender: Gender | null;
  birthDate: string;
  occupation: string;
  address: AddressForm;
}

/**
 * The form seen as one of PersonalValues alone: react-hook-form types field names from a form's
 * exact values, and cannot see that a form generic in T (which extends PersonalValues) has them.
 */
function personalForm<T extends PersonalValues, R>(form: UseFormReturn<T, unknown, R>) {
  return form as unknown as UseFormReturn<PersonalValues>;
}

/** Name, phone, gender, birth date and occupation, each registered on the form that holds them. */
export function PersonalFields<T extends PersonalValues, R>({
  form,
  nameHint,
  nameLocked = false,
  phoneLocked = false,
  phoneHint,
  phoneExtra,
}: {
  form: UseFormReturn<T, unknown, R>;
  /** Under the name, where it cannot be changed at will (the profile editor). */
  nameHint?: string;
  /** The name cannot be changed yet. */
  nameLocked?: boolean;
  /**
   * The phone is a proven number that changes only by proving another (registration by mobile
   * number, an account that signs in with its number: issue 40).
   */
  phoneLocked?: boolean;
  /** Under the phone, in place of the usual hint. */
  phoneHint?: string;
  /** Under the phone's hint: whether it is proven, and the way to change it (the profile editor). */
  phoneExtra?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const {
    register,
    control,
    formState: { errors },
  } = personalForm(form);
  const birthDate = useController({ control, name: 'birthDate' }).field;
  return (
    <>
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        maxLength={80}
        readOnly={nameLocked}
        hint={nameHint}
        error={errors.name}
        {...register('name')}
      />
      <div>
        <PhoneField
          label={t('fields.phone')}
          readOnly={phoneLocked}
          hint={phoneHint ?? (phoneLocked ? t('fields.phoneProven') : t('fields.phoneHint'))}
          error={errors.phone}
          {...register('phone', { setValueAs: asciiDigits })}
        />
        {phoneExtra}
      </div>
      <GenderField registration={register('gender')} error={errors.gender} />
      <BirthDateField field={birthDate} error={errors.birthDate} />
      <TextField
        label={t('fields.occupation')}
        optional
        autoComplete="organization-title"
        maxLength={60}
        error={errors.occupation}
        className="sm:col-span-2"
        {...register('occupation')}
      />
    </>
  );
}

/** The address group of the same forms, its first problem shown once below it. */
export function PersonalAddressFields<T extends PersonalValues, R>({ form }: { form: UseFormReturn<T, unknown, R> }) {
  const {
    control,
    formState: { errors },
  } = personalForm(form);
  return (
    <Controller
      control={control}
      name="address"
      render={({ field }) => (
        <AddressFields value={field.value} onChange={field.onChange} error={addressError(errors.address)} />
      )}
    />
  );
}
