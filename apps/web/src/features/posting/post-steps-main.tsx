import { LAND_CATEGORIES, LAND_UNITS, LIMITS, PRICE_UNITS, PROPERTY_TYPES } from '@ghorbari/contracts';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { asciiDigits } from '../../lib/ascii-digits.ts';
import { FieldMessage, inputClass, labelClass, TextField, useFieldIds } from '../../components/form-fields.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { LocationPicker } from '../../components/location-picker.tsx';
import { SelectField } from '../../components/form-fields.tsx';
import { errorAt, FieldGroup, type PostForm } from './post-fields.tsx';
import { groupsFor } from './post-form-values.ts';

const digits = { setValueAs: (value: unknown) => asciiDigits(value) as string };

/** Step 1: what it is, a title and a description (with a live counter, spec §5). */
export function BasicsStep({ form }: { form: PostForm }) {
  const { t } = useTranslation(['posting', 'enums']);
  const language = useLanguage();
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' });
  const ids = useFieldIds('post-description', true, errors.description);
  const max = LIMITS.post.descriptionMaxExclusive - 1;
  const over = description.length > max;
  return (
    <FieldGroup title={t('steps.basics')}>
      <SelectField
        label={t('fields.propertyType')}
        placeholder={t('fields.choose')}
        options={PROPERTY_TYPES.map((value) => [value, t(`enums:propertyType.${value}`)])}
        error={errors.propertyType}
        {...form.register('propertyType')}
      />
      <TextField
        label={t('fields.postTitle')}
        maxLength={120}
        hint={t('fields.postTitleHint')}
        error={errors.postTitle}
        {...form.register('postTitle')}
      />
      <div>
        <label htmlFor={ids.fieldId} className={labelClass}>
          {t('fields.description')}
        </label>
        <textarea
          id={ids.fieldId}
          rows={6}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={ids.describedBy}
          className={`${inputClass} h-auto py-2`}
          {...form.register('description')}
        />
        <p
          id={ids.hintId}
          className={`mt-1 flex justify-between gap-3 text-sm ${over ? 'font-semibold text-red-700' : 'text-gray-600'}`}
        >
          <span>
            {t('fields.descriptionHint', { limit: formatNumber(LIMITS.post.descriptionMaxExclusive, language) })}
          </span>
          <span aria-live="polite">
            {t('fields.descriptionCount', {
              count: formatNumber(description.length, language),
              max: formatNumber(max, language),
            })}
          </span>
        </p>
        <FieldMessage id={ids.errorId} error={errors.description} />
      </div>
    </FieldGroup>
  );
}

/** Step 2: where it is and how buyers call. */
export function PlaceStep({ form }: { form: PostForm }) {
  const { t } = useTranslation('posting');
  const { errors } = form.formState;
  const placeError =
    errorAt(errors, 'location.division') ??
    errorAt(errors, 'location.district') ??
    errorAt(errors, 'location.subDistrict');
  return (
    <>
      <FieldGroup title={t('steps.place')}>
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <LocationPicker
              mode="form"
              value={field.value}
              onChange={(place) => field.onChange({ ...field.value, ...place })}
            />
          )}
        />
        <FieldMessage id={placeError ? 'post-location-error' : undefined} error={placeError} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('fields.street')}
            optional
            maxLength={120}
            error={errorAt(errors, 'location.street')}
            {...form.register('location.street')}
          />
          <TextField
            label={t('fields.house')}
            optional
            maxLength={60}
            error={errorAt(errors, 'location.house')}
            {...form.register('location.house')}
          />
          <TextField
            label={t('fields.postCode')}
            optional
            inputMode="numeric"
            maxLength={4}
            hint={t('fields.postCodeHint')}
            error={errorAt(errors, 'location.postCode')}
            {...form.register('location.postCode', digits)}
          />
        </div>
      </FieldGroup>
      <div className="mt-6">
        <FieldGroup title={t('fields.contact')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('fields.primaryPhone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={11}
              hint={t('fields.phoneHint')}
              error={errors.primaryPhone}
              {...form.register('primaryPhone', digits)}
            />
            <TextField
              label={t('fields.secondaryPhone')}
              optional
              type="tel"
              inputMode="tel"
              maxLength={11}
              error={errors.secondaryPhone}
              {...form.register('secondaryPhone', digits)}
            />
          </div>
        </FieldGroup>
      </div>
    </>
  );
}

/** Step 3: price (rent is per month, so no unit), size and, for land, the land's measure. */
export function PriceStep({ form }: { form: PostForm }) {
  const { t } = useTranslation(['posting', 'enums']);
  const { errors } = form.formState;
  const [type, propertyType] = useWatch({ control: form.control, name: ['type', 'propertyType'] });
  const groups = groupsFor(propertyType);
  return (
    <FieldGroup title={t('steps.price')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={type === 'rent' ? t('fields.rentPrice') : t('fields.price')}
          inputMode="numeric"
          hint={t('fields.priceHint')}
          error={errors.price}
          {...form.register('price', digits)}
        />
        {type === 'sell' ? (
          <SelectField
            label={t('fields.priceUnits')}
            options={PRICE_UNITS.map((value) => [value, t(`enums:priceUnit.${value}`)])}
            error={errors.priceUnits}
            {...form.register('priceUnits')}
          />
        ) : (
          <p className="self-end rounded-md bg-brand-50 px-3 py-2.5 text-[15px] text-brand-900">
            {t('fields.rentPerMonth')}
          </p>
        )}
        <TextField
          label={t('fields.previousPrice')}
          optional
          inputMode="numeric"
          hint={t('fields.previousPriceHint')}
          error={errors.previousPrice}
          {...form.register('previousPrice', digits)}
        />
        <TextField
          label={t('fields.size')}
          optional
          inputMode="decimal"
          error={errors.size}
          {...form.register('size', digits)}
        />
      </div>
      {groups.land ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('fields.landSize')}
            optional
            inputMode="decimal"
            error={errors.landSize}
            {...form.register('landSize', digits)}
          />
          <SelectField
            label={t('fields.landUnits')}
            options={LAND_UNITS.map((value) => [value, t(`enums:landUnit.${value}`)])}
            error={errors.landUnits}
            {...form.register('landUnits')}
          />
          <SelectField
            label={t('fields.landCategory')}
            optional
            placeholder={t('fields.choose')}
            options={LAND_CATEGORIES.map((value) => [value, t(`enums:landCategory.${value}`)])}
            error={errors.landCategory}
            {...form.register('landCategory')}
          />
        </div>
      ) : null}
    </FieldGroup>
  );
}
