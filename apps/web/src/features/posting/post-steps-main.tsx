import {
  LAND_CATEGORIES,
  LAND_UNITS,
  LIMITS,
  LISTERS,
  PRICE_UNITS,
  priceUnitOf,
  PROPERTY_TYPES,
} from '@ghorbari/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import {
  FieldMessage,
  inputClass,
  labelClass,
  PhoneField,
  SelectField,
  TextField,
  useFieldIds,
} from '../../components/form-fields.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { LocationFormPicker } from '../../components/location-form-picker.tsx';
import { PhoneProofBadge } from '../../domain/accounts/phone-proof/phone-proof-badge.tsx';
import { isProvenPhone } from '../../lib/session/prove-phone.ts';
import { AmountField } from './amount-field.tsx';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { cn } from '../../lib/class-names.ts';
import { RentTermsFields } from './rent-terms-fields.tsx';
import { Visibility } from './field-visibility.tsx';
import { digits, errorAt, FieldGroup, RoomFields, type PostForm } from './post-fields.tsx';
import { FIRST_ROOMS, groupsFor, isHome, landAsked, storedUnit, type PhoneProofs } from './post-form-values.ts';
import { PrimaryPhoneProof } from './primary-phone-proof.tsx';

const checkClass = cn(
  'flex min-h-11 w-fit cursor-pointer items-center gap-3 rounded-md px-2 -mx-2',
  'text-[16px] text-gray-900 hover:bg-gray-50',
);

/** A typical monthly rent and sale price, as the price field's example (issue 12). */
const EXAMPLE_TAKA = { rent: 25_000, sell: 4_500_000, perSqft: 8_500 } as const;

/** A home's bedrooms and bathrooms, asked with its type because buyers and renters ask them first. */
function FirstRooms({ form }: { form: PostForm }) {
  return <RoomFields form={form} rooms={FIRST_ROOMS} className="grid-cols-2" required />;
}

/** Step 1: what it is, a title and a description (with a live counter, spec §5). */
export function BasicsStep({ form }: { form: PostForm }) {
  const { t } = useTranslation(['posting', 'enums']);
  const language = useLanguage();
  const { errors } = form.formState;
  const [description, type, propertyType] = useWatch({
    control: form.control,
    name: ['description', 'type', 'propertyType'],
  });
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
      {isHome(propertyType) ? <FirstRooms form={form} /> : null}
      <TextField
        label={t('fields.postTitle')}
        maxLength={120}
        hint={t(type === 'rent' ? 'fields.postTitleHintRent' : 'fields.postTitleHint')}
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

/**
 * Step 2: where it is, how buyers call, and who they will be talking to. The primary number must
 * be one of the member's proven numbers (`proofs`, issue 40); the second one need not be.
 */
export function PlaceStep({ form, proofs }: { form: PostForm; proofs: PhoneProofs }) {
  const { t } = useTranslation(['posting', 'enums']);
  const { errors } = form.formState;
  const [type, secondaryPhone, showHouse] = useWatch({
    control: form.control,
    name: ['type', 'secondaryPhone', 'location.showHouse'],
  });
  const everyoneSees = <Visibility everyone>{t('fields.everyoneSees')}</Visibility>;
  const placeError =
    errorAt(errors, 'location.division') ??
    errorAt(errors, 'location.district') ??
    errorAt(errors, 'location.subDistrict');
  return (
    <>
      <FieldGroup title={t('steps.place')}>
        {/* What every visitor will see of the address, and what stays with the owner (issue 41). */}
        <p className="text-[15px] text-gray-700">{t('fields.placePrivacy')}</p>
        <LocationFormPicker control={form.control} name="location" />
        <p className="-mt-2 text-sm">{everyoneSees}</p>
        <FieldMessage id={placeError ? 'post-location-error' : undefined} error={placeError} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('fields.street')}
            optional
            maxLength={120}
            placeholder={t('fields.streetExample')}
            className="sm:col-span-2"
            hint={everyoneSees}
            error={errorAt(errors, 'location.street')}
            {...form.register('location.street')}
          />
          <TextField
            label={t('fields.postCode')}
            optional
            inputMode="numeric"
            maxLength={4}
            hint={
              <>
                {t('fields.postCodeHint')}
                <br />
                {everyoneSees}
              </>
            }
            error={errorAt(errors, 'location.postCode')}
            {...form.register('location.postCode', digits)}
          />
        </div>
        <div className="rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200">
          <TextField
            label={t('fields.house')}
            optional
            maxLength={60}
            placeholder={t('fields.houseExample')}
            hint={showHouse ? everyoneSees : <Visibility everyone={false}>{t('fields.housePrivate')}</Visibility>}
            error={errorAt(errors, 'location.house')}
            {...form.register('location.house')}
          />
          <label className={cn(checkClass, 'mt-2')}>
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0 accent-brand-700"
              {...form.register('location.showHouse')}
            />
            {t('fields.showHouse')}
          </label>
        </div>
      </FieldGroup>
      <div className="mt-6">
        <FieldGroup title={t('fields.contact')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <PhoneField
                label={t('fields.primaryPhone')}
                hint={t(type === 'rent' ? 'fields.phoneHintRent' : 'fields.phoneHint')}
                error={errors.primaryPhone}
                {...form.register('primaryPhone', digits)}
              />
              <PrimaryPhoneProof form={form} proofs={proofs} />
            </div>
            <PhoneField
              label={t('fields.secondaryPhone')}
              optional
              // A second number, perhaps someone else's: the browser does not fill in the reader's own.
              autoComplete={undefined}
              // It needs no proof (issue 40): the post says so beside it, unless it is proven anyway.
              hint={
                isProvenPhone(proofs.proven, secondaryPhone) ? (
                  <PhoneProofBadge verified />
                ) : (
                  t('fields.secondaryPhoneUnproven')
                )
              }
              error={errors.secondaryPhone}
              {...form.register('secondaryPhone', digits)}
            />
          </div>
          <ChoiceGroup
            kind="radio"
            legend={t('fields.listedBy')}
            optional
            options={LISTERS.map((lister) => [lister, t(`enums:lister.${lister}`)] as const)}
            error={errors.listedBy}
            registration={form.register('listedBy')}
          />
        </FieldGroup>
      </div>
    </>
  );
}

/**
 * Step 3: price (rent is per month, so no unit), whether it is negotiable, size and, for land, the
 * land's measure; for rent, the terms of the let.
 */
export function PriceStep({ form }: { form: PostForm }) {
  const { t } = useTranslation(['posting', 'enums']);
  const { errors } = form.formState;
  const [type, propertyType, priceUnits] = useWatch({
    control: form.control,
    name: ['type', 'propertyType', 'priceUnits'],
  });
  const groups = groupsFor(propertyType);
  const withLand = landAsked(type, propertyType);
  const unit = priceUnitOf(type, storedUnit(priceUnits));
  const example = type === 'rent' ? EXAMPLE_TAKA.rent : unit === 'per-sqft' ? EXAMPLE_TAKA.perSqft : EXAMPLE_TAKA.sell;
  return (
    <div className="space-y-8">
      <FieldGroup title={t('steps.price')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField
            form={form}
            name="price"
            label={type === 'rent' ? t('fields.rentPrice') : t('fields.price')}
            unit={unit}
            example={example}
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
          <AmountField
            form={form}
            name="previousPrice"
            label={t('fields.previousPrice')}
            optional
            unit={unit}
            note={t('fields.previousPriceHint')}
          />
          <TextField
            label={t('fields.size')}
            optional
            inputMode="decimal"
            error={errors.size}
            {...form.register('size', digits)}
          />
        </div>
        {withLand ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={t('fields.landSize')}
              optional
              inputMode="decimal"
              // A house for sale: the land it stands on, beside its floor area (issue 41).
              hint={groups.land ? undefined : t('fields.houseLandHint')}
              error={errors.landSize}
              {...form.register('landSize', digits)}
            />
            <SelectField
              label={t('fields.landUnits')}
              options={LAND_UNITS.map((value) => [value, t(`enums:landUnit.${value}`)])}
              error={errors.landUnits}
              {...form.register('landUnits')}
            />
            {groups.land ? (
              <SelectField
                label={t('fields.landCategory')}
                optional
                placeholder={t('fields.choose')}
                options={LAND_CATEGORIES.map((value) => [value, t(`enums:landCategory.${value}`)])}
                error={errors.landCategory}
                {...form.register('landCategory')}
              />
            ) : null}
          </div>
        ) : null}
        <label className={checkClass}>
          <input type="checkbox" className="h-5 w-5 shrink-0 accent-brand-700" {...form.register('negotiable')} />
          {t(type === 'rent' ? 'fields.negotiableRent' : 'fields.negotiableSell')}
        </label>
      </FieldGroup>
      {type === 'rent' ? <RentTermsFields form={form} /> : null}
    </div>
  );
}
