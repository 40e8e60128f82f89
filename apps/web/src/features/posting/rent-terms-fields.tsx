import { GAS_SUPPLIES, LIMITS, TENANT_TYPES, type Language } from '@ghorbari/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { formatNumber } from '../../lib/format.ts';
import { addMonths, formatMonth, monthOf } from '../../lib/months.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { AmountField } from './amount-field.tsx';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { digits, errorAt, FieldGroup, type PostForm } from './post-fields.tsx';

/** How many months ahead a landlord may say the home is free from. */
const MONTHS_AHEAD = 12;

/**
 * The move-in months offered: this month ("right away") and the next twelve, each named in the
 * reader's language; a month saved earlier further ahead is kept as a choice too.
 */
function monthChoices(selected: string, now: string, language: Language, rightAway: string): [string, string][] {
  const months = Array.from({ length: MONTHS_AHEAD }, (_, index) => addMonths(now, index + 1));
  if (selected && selected !== now && !months.includes(selected)) months.push(selected);
  return [[now, rightAway], ...months.map((month): [string, string] => [month, formatMonth(month, language)])];
}

/**
 * What a renter asks before calling (issue 12): the advance, the service charge, whether bills are
 * in the rent, gas, who may rent and from when. Asked of rent posts only.
 */
export function RentTermsFields({ form }: { form: PostForm }) {
  const { t } = useTranslation(['posting', 'enums']);
  const language = useLanguage();
  const { errors } = form.formState;
  const availableFrom = useWatch({ control: form.control, name: 'availableFrom' });
  const months = monthChoices(availableFrom, monthOf(new Date()), language, t('fields.availableNow'));
  return (
    <FieldGroup title={t('fields.rentTerms')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.advanceMonths')}
          optional
          inputMode="numeric"
          maxLength={2}
          hint={t('fields.advanceMonthsHint', { max: formatNumber(LIMITS.rent.maxAdvanceMonths, language) })}
          error={errors.advanceMonths}
          {...form.register('advanceMonths', digits)}
        />
        <AmountField
          form={form}
          name="serviceCharge"
          label={t('fields.serviceCharge')}
          optional
          unit="per-month"
          note={t('fields.serviceChargeHint')}
        />
      </div>
      <ChoiceGroup
        kind="radio"
        legend={t('fields.bills')}
        optional
        options={[
          ['yes', t('fields.billsIncluded')],
          ['no', t('fields.billsExtra')],
        ]}
        error={errors.billsIncluded}
        registration={form.register('billsIncluded')}
      />
      <ChoiceGroup
        kind="radio"
        legend={t('fields.gas')}
        optional
        options={GAS_SUPPLIES.map((gas) => [gas, t(`enums:gas.${gas}`)] as const)}
        error={errors.gas}
        registration={form.register('gas')}
      />
      <ChoiceGroup
        kind="checkbox"
        legend={t('fields.tenants')}
        optional
        hint={t('fields.tenantsHint')}
        options={TENANT_TYPES.map((tenant) => [tenant, t(`enums:tenant.${tenant}`)] as const)}
        error={errorAt(errors, 'tenants')}
        registration={form.register('tenants')}
      />
      <SelectField
        label={t('fields.availableFrom')}
        optional
        placeholder={t('fields.choose')}
        options={months}
        error={errors.availableFrom}
        className="sm:max-w-xs"
        {...form.register('availableFrom')}
      />
    </FieldGroup>
  );
}
