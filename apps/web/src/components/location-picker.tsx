import { DIVISIONS, type Language } from '@ghorbari/contracts';
import type { SubDistrictEntry } from '@ghorbari/contracts/locations';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDistricts, useNeighbourhoods, useSubDistricts } from '../lib/locations/get-locations.ts';
import { cn } from '../lib/class-names.ts';
import { OptionalMark } from './optional-mark.tsx';

export interface LocationValue {
  division: string;
  district: string;
  subDistrict: string;
  /**
   * A neighbourhood of a city thana (Mirpur 10), '' for none. A caller that holds this key is
   * offered the fourth select; one that leaves it out (a form that stores no neighbourhood) sees
   * the three levels only, and gets no such key back from onChange.
   */
  neighbourhood?: string;
}
export const emptyLocation: LocationValue = { division: '', district: '', subDistrict: '', neighbourhood: '' };

interface LocationPickerProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** Filters offer "all …" as the empty choice; forms ask the person to choose. */
  mode?: 'filter' | 'form';
  /** Marks the three selects required (forms where the place is mandatory); a neighbourhood never is. */
  required?: boolean;
  /** How deep the choice goes: lists that know places only by district stop there. */
  levels?: 'district' | 'subDistrict';
  /**
   * Names the selects as a search address reads them (division, district, subDistrict,
   * neighbourhood), for a search form the browser submits by itself before the app has started.
   */
  named?: boolean;
  className?: string;
}

// Numeric, so Mirpur 2 comes before Mirpur 10 and Uttara Sector 3 before Sector 12 (in either script).
export const byName = (language: Language) => (a: { en: string; bn: string }, b: { en: string; bn: string }) =>
  a[language].localeCompare(b[language], language === 'bn' ? 'bn' : 'en', { numeric: true });

const selectClass = cn(
  'mt-1 block h-11 w-full rounded-md border border-gray-300 bg-white px-3',
  'text-[16px] text-gray-900 disabled:bg-gray-100 disabled:text-gray-500',
);

/**
 * Division → district → sub-district, as three labelled native selects (the most usable
 * picker on a phone), and a fourth, optional one for the neighbourhood when the chosen city
 * thana has any (ADR 004). Changing a level clears the levels below it.
 */
export function LocationPicker({
  value,
  onChange,
  mode = 'filter',
  required = false,
  levels = 'subDistrict',
  named = false,
  className = '',
}: LocationPickerProps) {
  const nameOf = (field: keyof LocationValue) => (named ? field : undefined);
  const { t, i18n } = useTranslation(['common', 'enums']);
  const language = (i18n.language === 'en' ? 'en' : 'bn') as Language;
  const id = useId();
  const districts = useDistricts(value.division);
  const subDistricts = useSubDistricts(levels === 'district' ? '' : value.district);
  const offersNeighbourhood = value.neighbourhood !== undefined;
  const neighbourhoods = useNeighbourhoods(value.subDistrict, offersNeighbourhood);
  const sortedDistricts = [...(districts.data ?? [])].sort(byName(language));
  const groups = groupSubDistricts(subDistricts.data ?? [], language);
  const sortedNeighbourhoods = offersNeighbourhood ? [...(neighbourhoods.data ?? [])].sort(byName(language)) : [];
  const subDistrictName = subDistricts.data?.find((entry) => entry.id === value.subDistrict)?.[language] ?? '';
  const failed = districts.isError || subDistricts.isError || neighbourhoods.isError;
  // The levels below a changed one start empty; the neighbourhood only for a caller that keeps one.
  const noNeighbourhood = offersNeighbourhood ? { neighbourhood: '' } : {};
  const retry = () =>
    void (districts.isError
      ? districts.refetch()
      : subDistricts.isError
        ? subDistricts.refetch()
        : neighbourhoods.refetch());

  return (
    <div className={className}>
      <div
        className={cn(
          'grid gap-3',
          levels === 'district'
            ? 'sm:grid-cols-2'
            : sortedNeighbourhoods.length > 0
              ? 'sm:grid-cols-2 lg:grid-cols-4'
              : 'sm:grid-cols-3',
        )}
      >
        <div>
          <label htmlFor={`${id}-division`} className="text-sm font-semibold text-gray-800">
            {t('location.division')}
          </label>
          <select
            id={`${id}-division`}
            name={nameOf('division')}
            className={selectClass}
            value={value.division}
            required={required}
            onChange={(event) =>
              onChange({ division: event.target.value, district: '', subDistrict: '', ...noNeighbourhood })
            }
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
            name={nameOf('district')}
            className={selectClass}
            value={value.district}
            disabled={!value.division || districts.isPending}
            required={required}
            onChange={(event) =>
              onChange({ ...value, district: event.target.value, subDistrict: '', ...noNeighbourhood })
            }
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
        {levels === 'district' ? null : (
          <div>
            <label htmlFor={`${id}-sub`} className="text-sm font-semibold text-gray-800">
              {t('location.subDistrict')}
            </label>
            <select
              id={`${id}-sub`}
              name={nameOf('subDistrict')}
              className={selectClass}
              value={value.subDistrict}
              disabled={!value.district || subDistricts.isPending}
              required={required}
              onChange={(event) => onChange({ ...value, subDistrict: event.target.value, ...noNeighbourhood })}
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
        )}
        {sortedNeighbourhoods.length > 0 ? (
          <div>
            <label htmlFor={`${id}-neighbourhood`} className="text-sm font-semibold text-gray-800">
              {t('location.neighbourhood')}
              {mode === 'form' ? <OptionalMark /> : null}
            </label>
            <select
              id={`${id}-neighbourhood`}
              name={nameOf('neighbourhood')}
              className={selectClass}
              value={value.neighbourhood}
              onChange={(event) => onChange({ ...value, neighbourhood: event.target.value })}
            >
              <NeighbourhoodOptions
                first={
                  mode === 'form'
                    ? t('location.chooseNeighbourhood')
                    : t('location.anyNeighbourhood', { place: subDistrictName })
                }
                neighbourhoods={sortedNeighbourhoods}
                language={language}
              />
            </select>
          </div>
        ) : null}
      </div>
      {failed ? <LocationLoadError onRetry={retry} /> : null}
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

/** A neighbourhood select's options: the first (none chosen), then the neighbourhoods as given. */
export function NeighbourhoodOptions({
  first,
  neighbourhoods,
  language,
}: {
  first: string;
  neighbourhoods: readonly { id: string; en: string; bn: string }[];
  language: Language;
}) {
  return (
    <>
      <option value="">{first}</option>
      {neighbourhoods.map((neighbourhood) => (
        <option key={neighbourhood.id} value={neighbourhood.id}>
          {neighbourhood[language]}
        </option>
      ))}
    </>
  );
}

/** The places could not be loaded: says so, with a button that asks again. */
export function LocationLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {t('location.loadError')}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        {t('location.retry')}
      </button>
    </p>
  );
}
