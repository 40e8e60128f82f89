import { LAND_UNITS, LIMITS, plainNumberText, toKatha, type GroupOfferBody, type LandUnit } from '@ghorbari/contracts';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { TextField } from '../../components/form-fields.tsx';
import { formatNumber, formatPriceInWords, formatTaka } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { TextAreaField } from './form-parts.tsx';
import type { GroupOfferFormValues } from './group-offer-form-values.ts';

export type OfferForm = UseFormReturn<GroupOfferFormValues, unknown, GroupOfferBody>;

type NumberName =
  | 'landSize'
  | 'floors'
  | 'flatSizeMin'
  | 'flatSizeMax'
  | 'areaPerShare'
  | 'sharesTotal'
  | 'sharesLeft'
  | 'pricePerShare'
  | 'pricePerSqft'
  | 'bookingAmount'
  | 'instalments';

/** An amount as typed, read back in the reader's digits and words ("৪৫,০০,০০০ টাকা · ৪৫ লাখ"), to catch a zero too many. */
function useAmountText(form: OfferForm, name: NumberName): string | null {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const typed = useWatch({ control: form.control, name });
  const amount = Number(plainNumberText(typed));
  if (typed.trim() === '' || !Number.isSafeInteger(amount) || amount <= 0) return null;
  const words = formatPriceInWords(t, amount, language);
  return [formatTaka(amount, language), words].filter(Boolean).join(' · ');
}

/**
 * A number typed as text: a Bengali keyboard's ০–৯ and grouping commas are read as the API
 * reads them (plainNumberText), which an input of type number would refuse. An amount of money
 * is read back under the field as it is typed.
 */
export function NumberField({
  form,
  name,
  label,
  hint,
  optional,
  decimal = false,
  money = false,
}: {
  form: OfferForm;
  name: NumberName;
  label: string;
  hint?: string;
  optional?: boolean;
  decimal?: boolean;
  money?: boolean;
}) {
  const amount = useAmountText(form, name);
  return (
    <TextField
      label={label}
      hint={money ? (amount ?? hint) : hint}
      optional={optional}
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      maxLength={20}
      error={form.formState.errors[name]}
      {...form.register(name)}
    />
  );
}

/** The land's size and unit, and the same land in katha as it is typed (spec §1: land in katha). */
export function LandField({ form }: { form: OfferForm }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const [size, unit] = useWatch({ control: form.control, name: ['landSize', 'landUnit'] });
  const value = Number(plainNumberText(size));
  const known = (LAND_UNITS as readonly string[]).includes(unit);
  const katha =
    size.trim() !== '' && Number.isFinite(value) && value > 0 && known ? toKatha(value, unit as LandUnit) : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <NumberField form={form} name="landSize" label={t('groupOffers.form.landSize')} decimal />
        <p aria-live="polite" className="mt-1 min-h-5 text-[15px] font-semibold text-brand-800">
          {katha !== null && unit !== 'katha'
            ? t('groupOffers.form.inKatha', { n: formatNumber(katha, language, { maximumFractionDigits: 2 }) })
            : null}
        </p>
      </div>
      <ChoiceGroup
        kind="radio"
        legend={t('groupOffers.form.landUnit')}
        options={LAND_UNITS.map((value) => [value, t(`enums:landUnit.${value}`)] as const)}
        error={form.formState.errors.landUnit}
        registration={form.register('landUnit')}
      />
    </div>
  );
}

/** The offer's description (or, `english`, its optional English twin) with a live counter. */
export function DescriptionField({ form, english = false }: { form: OfferForm; english?: boolean }) {
  const { t } = useTranslation('admin');
  const name = english ? 'descriptionEn' : 'description';
  const description = useWatch({ control: form.control, name });
  return (
    <TextAreaField
      id={english ? 'offer-description-en' : 'offer-description'}
      label={t(english ? 'groupOffers.form.descriptionEn' : 'groupOffers.form.description')}
      hint={t(english ? 'groupOffers.form.descriptionEnHint' : 'groupOffers.form.descriptionHint')}
      optional={english}
      lang={english ? 'en' : undefined}
      rows={english ? 5 : 8}
      maxLength={LIMITS.group.descriptionMaxLength}
      length={description.length}
      error={form.formState.errors[name]}
      {...form.register(name)}
    />
  );
}
