import {
  CONDITIONS,
  CONSTRUCTION_STATUSES,
  FACILITIES,
  FACINGS,
  FURNISHINGS,
  LIFT_OPTIONS,
  PAID_PACKAGE_TERMS,
  PAID_PACKAGES,
} from '@ghorbari/contracts';
import { BadgeCheck, Eye, PhoneCall } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-fields.tsx';
import { SelectField } from '../../components/form-fields.tsx';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { digits, FieldGroup, RoomFields, type PostForm } from './post-fields.tsx';
import { asksSaleState, detailRooms, groupsFor } from './post-form-values.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber, formatTaka } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** Step 4: the property's details; groups that make no sense for the type are hidden (fieldGroupsFor). */
export function DetailsStep({ form }: { form: PostForm }) {
  const { t } = useTranslation(['posting', 'enums']);
  const { errors } = form.formState;
  const [type, propertyType] = useWatch({ control: form.control, name: ['type', 'propertyType'] });
  const groups = groupsFor(propertyType);
  const rooms = detailRooms(propertyType);
  const choose = t('fields.choose');
  const count = (name: 'totalUnits' | 'totalFloors' | 'availableFloor') => (
    <TextField
      label={t(`fields.${name}`)}
      optional
      inputMode="numeric"
      maxLength={3}
      error={errors[name]}
      {...form.register(name, digits)}
    />
  );
  return (
    <div className="space-y-8">
      <FieldGroup title={t('steps.details')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {asksSaleState(type) ? (
            <>
              <SelectField
                label={t('fields.constructionStatus')}
                optional
                placeholder={choose}
                options={CONSTRUCTION_STATUSES.map((v) => [v, t(`enums:constructionStatus.${v}`)])}
                error={errors.constructionStatus}
                {...form.register('constructionStatus')}
              />
              <SelectField
                label={t('fields.condition')}
                optional
                placeholder={choose}
                options={CONDITIONS.map((v) => [v, t(`enums:condition.${v}`)])}
                error={errors.condition}
                {...form.register('condition')}
              />
            </>
          ) : null}
          <SelectField
            label={t('fields.facing')}
            optional
            placeholder={choose}
            options={FACINGS.map((v) => [v, t(`enums:facing.${v}`)])}
            error={errors.facing}
            {...form.register('facing')}
          />
          {groups.building ? (
            <>
              <SelectField
                label={t('fields.lift')}
                optional
                placeholder={choose}
                options={LIFT_OPTIONS.map((v) => [v, t(`enums:lift.${v}`)])}
                error={errors.lift}
                {...form.register('lift')}
              />
              <SelectField
                label={t('fields.furnishing')}
                optional
                placeholder={choose}
                options={FURNISHINGS.map((v) => [v, t(`enums:furnishing.${v}`)])}
                error={errors.furnishing}
                {...form.register('furnishing')}
              />
            </>
          ) : null}
        </div>
        {groups.building ? (
          <div className="grid gap-4 sm:grid-cols-3">
            {count('totalUnits')}
            {count('totalFloors')}
            {count('availableFloor')}
          </div>
        ) : null}
        {groups.building ? (
          <ChoiceGroup
            kind="radio"
            legend={t('fields.parking')}
            optional
            options={[
              ['yes', t('fields.parkingYes')],
              ['no', t('fields.parkingNo')],
            ]}
            error={errors.parking}
            registration={form.register('parking')}
          />
        ) : null}
      </FieldGroup>
      {groups.rooms ? (
        <FieldGroup title={t('fields.rooms')}>
          <RoomFields form={form} rooms={rooms} className="grid-cols-2 sm:grid-cols-3" />
        </FieldGroup>
      ) : null}
      <FieldGroup title={t('fields.facilities')}>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {FACILITIES.map((facility) => (
            <label
              key={facility}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2',
                'text-[15px] text-gray-800 hover:bg-gray-50',
              )}
            >
              <input
                type="checkbox"
                value={facility}
                className="h-5 w-5 shrink-0 accent-brand-700"
                {...form.register('facilities')}
              />
              {t(`enums:facility.${facility}`)}
            </label>
          ))}
        </div>
      </FieldGroup>
    </div>
  );
}

/** Last step: paid or free, with what each means (spec §1, §4). */
export function PublishStep({ form }: { form: PostForm }) {
  const { t } = useTranslation('posting');
  const language = useLanguage();
  const paid = useWatch({ control: form.control, name: 'paid' });
  // What each costs is said where the choice is made (issue 12).
  const options = [
    {
      value: 'paid',
      Icon: Eye,
      price: t('publish.paidPrice', { price: formatTaka(PAID_PACKAGE_TERMS[PAID_PACKAGES[0]].priceTaka, language) }),
      points: [t('publish.paidViews'), t('publish.paidCall')],
    },
    { value: 'free', Icon: BadgeCheck, price: t('publish.freePrice'), points: [t('publish.freeApproval')] },
  ] as const;
  return (
    <FieldGroup title={t('publish.title')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map(({ value, Icon, price, points }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl p-4 ring-2 focus-within:outline-2',
              'focus-within:outline-offset-2 focus-within:outline-brand-700',
              paid === value ? 'bg-brand-50 ring-brand-700' : 'bg-white ring-gray-200 hover:ring-gray-300',
            )}
          >
            <input
              type="radio"
              value={value}
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              {...form.register('paid')}
            />
            <span>
              <span className="flex items-center gap-2 text-lg font-semibold text-gray-900">
                <Icon aria-hidden size={20} className="text-brand-700" />
                {t(`publish.${value}`)}
              </span>
              <span className="mt-1 block text-[16px] font-semibold text-brand-800">{price}</span>
              <span className="mt-1 block space-y-1 text-[15px] text-gray-700">
                {points.map((point) => (
                  <span key={point} className="block">
                    {point}
                  </span>
                ))}
              </span>
            </span>
          </label>
        ))}
      </div>
      {paid === 'paid' ? <PackageChoice form={form} /> : null}
      <p className="flex items-start gap-2 rounded-md bg-gray-50 p-3 text-[15px] text-gray-700">
        <PhoneCall aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-700" />
        {t('publish.review')}
      </p>
    </FieldGroup>
  );
}

/**
 * The packages a paid post can buy (issue 41): what each gets — placement among the featured
 * posts at the top of the listings — for how long and at what price.
 */
function PackageChoice({ form }: { form: PostForm }) {
  const { t } = useTranslation(['posting', 'enums']);
  const language = useLanguage();
  const chosen = useWatch({ control: form.control, name: 'paidPackage' });
  return (
    <fieldset className="space-y-2">
      <legend className="text-[16px] font-semibold text-gray-900">{t('publish.package')}</legend>
      <p className="text-[15px] text-gray-700">{t('publish.packageWhat')}</p>
      <div className="grid gap-2 sm:grid-cols-3">
        {PAID_PACKAGES.map((value) => {
          const terms = PAID_PACKAGE_TERMS[value];
          return (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg p-3 ring-2 focus-within:outline-2',
                'focus-within:outline-offset-2 focus-within:outline-brand-700',
                chosen === value ? 'bg-brand-50 ring-brand-700' : 'bg-white ring-gray-200 hover:ring-gray-300',
              )}
            >
              <input
                type="radio"
                value={value}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                {...form.register('paidPackage')}
              />
              <span>
                <span className="block font-semibold text-gray-900">{t(`enums:paidPackage.${value}`)}</span>
                <span className="block text-[15px] font-semibold text-brand-800">
                  {formatTaka(terms.priceTaka, language)}
                </span>
                <span className="block text-sm text-gray-700">
                  {t('publish.packageDays', { days: formatNumber(terms.days, language) })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
