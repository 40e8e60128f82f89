import { DIVISIONS, type Language } from '@ghorbari/contracts';
import type { SubDistrictEntry } from '@ghorbari/contracts/locations';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDistricts, useSubDistricts } from '../lib/locations/get-locations.ts';
import { cn } from '../lib/class-names.ts';

export interface LocationValue {
  division: string;
  district: string;
  subDistrict: string;
}
export const emptyLocation: LocationValue = { division: '', district: '', subDistrict: '' };

interface LocationPickerProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** Filters offer "all …" as the empty choice; forms ask the person to choose. */
  mode?: 'filter' | 'form';
  /** Marks the three selects required (forms where the place is mandatory). */
  required?: boolean;
  className?: string;
}

const byName = (language: Language) => (a: { en: string; bn: string }, b: { en: string; bn: string }) =>
  a[language].localeCompare(b[language], language === 'bn' ? 'bn' : 'en');

const selectClass = cn(
  'mt-1 block h-11 w-full rounded-md border border-gray-300 bg-white px-3',
  'text-[16px] text-gray-900 disabled:bg-gray-100 disabled:text-gray-500',
);

/**
 * Division → district → sub-district, as three labelled native selects (the most usable
 * picker on a phone). Changing a level clears the levels below it.
 */
export function LocationPicker({
  value,
  onChange,
  mode = 'filter',
  required = false,
  className = '',
}: LocationPickerProps) {
  const { t, i18n } = useTranslation(['common', 'enums']);
  const language = (i18n.language === 'en' ? 'en' : 'bn') as Language;
  const id = useId();
  const districts = useDistricts(value.division);
  const subDistricts = useSubDistricts(value.district);
  const sortedDistricts = [...(districts.data ?? [])].sort(byName(language));
  const groups = groupSubDistricts(subDistricts.data ?? [], language);
  const failed = districts.isError || subDistricts.isError;

  return (
    <div className={className}>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-division`} className="text-sm font-semibold text-gray-800">
            {t('location.division')}
          </label>
          <select
            id={`${id}-division`}
            className={selectClass}
            value={value.division}
            required={required}
            onChange={(event) => onChange({ division: event.target.value, district: '', subDistrict: '' })}
          >
            <option value="">{mode === 'form' ? t('location.chooseDivision') : t('location.anyDivision')}</option>
            {DIVISIONS.map((division) => (
              <option key={division} value={division}>
                {t(`enums:division.${division}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-district`} className="text-sm font-semibold text-gray-800">
            {t('location.district')}
          </label>
          <select
            id={`${id}-district`}
            className={selectClass}
            value={value.district}
            disabled={!value.division || districts.isPending}
            required={required}
            onChange={(event) => onChange({ ...value, district: event.target.value, subDistrict: '' })}
          >
            <option value="">
              {!value.division
                ? t('location.chooseDivisionFirst')
                : mode === 'form'
                  ? t('location.chooseDistrict')
                  : t('location.anyDistrict')}
            </option>
            {sortedDistricts.map((district) => (
              <option key={district.id} value={district.id}>
                {district[language]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-sub`} className="text-sm font-semibold text-gray-800">
            {t('location.subDistrict')}
          </label>
          <select
            id={`${id}-sub`}
            className={selectClass}
            value={value.subDistrict}
            disabled={!value.district || subDistricts.isPending}
            required={required}
            onChange={(event) => onChange({ ...value, subDistrict: event.target.value })}
          >
            <option value="">
              {!value.district
                ? t('location.chooseDistrictFirst')
                : mode === 'form'
                  ? t('location.chooseSubDistrict')
                  : t('location.anySubDistrict')}
            </option>
            {groups.map((group) =>
              group.label ? (
                <optgroup key={group.label} label={group.label}>
                  {group.items.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item[language]}
                    </option>
                  ))}
                </optgroup>
              ) : (
                group.items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item[language]}
                  </option>
                ))
              ),
            )}
          </select>
        </div>
      </div>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('location.loadError')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void (districts.isError ? districts.refetch() : subDistricts.refetch())}
          >
            {t('location.retry')}
          </button>
        </p>
      ) : null}
    </div>
  );

  function groupSubDistricts(items: SubDistrictEntry[], lang: Language) {
    const thanas = items.filter((item) => item.kind === 'thana').sort(byName(lang));
    const upazilas = items.filter((item) => item.kind === 'upazila').sort(byName(lang));
    if (thanas.length === 0) return [{ label: '', items: upazilas }];
    return [
      { label: t('location.cityAreas'), items: thanas },
      { label: t('location.upazilas'), items: upazilas },
    ];
  }
}
