import { LIMITS, type Language } from '@ghorbari/contracts';
import type { SubDistrictEntry } from '@ghorbari/contracts/locations';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterInputClass, filterLabelClass } from '../../../components/filters/filter-fields.tsx';
import { byName, LocationLoadError, NeighbourhoodOptions } from '../../../components/location-picker.tsx';
import { cn } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useNeighbourhoods, useSubDistricts } from '../../../lib/locations/get-locations.ts';
import { chosenAreas, withAreas, type PostFilters } from './post-search-query.ts';

type AreaFilters = Pick<PostFilters, 'district' | 'subDistrict' | 'neighbourhood' | 'areas'>;

interface AreaChoicesProps {
  value: AreaFilters;
  onChange: (change: Pick<PostFilters, 'subDistrict' | 'neighbourhood' | 'areas'>) => void;
  language: Language;
}

/**
 * The areas of the chosen district, several at once (issue 63: "Mirpur or Mohammadpur"): a
 * button that opens the district's city areas and upazilas as checkboxes (keyboard and screen
 * reader as native checkboxes are), at most LIMITS.listing.areas. One area chosen is the single
 * sub-district filter it always was, with its neighbourhood to narrow it; several are `areas`.
 * The lists come from the place picker's cache (lib/locations).
 */
export function AreaChoices({ value, onChange, language }: AreaChoicesProps) {
  const { t } = useTranslation(['listings', 'common']);
  const id = useId();
  const [open, setOpen] = useState(false);
  const subDistricts = useSubDistricts(value.district);
  const entries = subDistricts.data ?? [];
  const known = new Map(entries.map((entry) => [entry.id, entry]));
  const chosen = chosenAreas(value);
  const single = chosen.length === 1 && known.has(chosen[0]!) ? chosen[0]! : '';
  const neighbourhoods = useNeighbourhoods(single);
  const sortedNeighbourhoods = [...(neighbourhoods.data ?? [])].sort(byName(language));
  const full = chosen.length >= LIMITS.listing.areas;
  const most = formatNumber(LIMITS.listing.areas, language);

  if (!value.district)
    return (
      <div>
        <label htmlFor={`${id}-none`} className={filterLabelClass}>
          {t('filters.areas')}
        </label>
        <select id={`${id}-none`} disabled className={filterInputClass}>
          <option>{t('filters.areasChooseDistrict')}</option>
        </select>
      </div>
    );

  const names = chosen.flatMap((area) => {
    const entry = known.get(area);
    return entry ? [entry[language]] : [];
  });
  const toggle = (area: string, ticked: boolean) =>
    onChange(
      withAreas(value, ticked ? [...chosen, area] : chosen.filter((other) => other !== area), (other) =>
        known.has(other),
      ),
    );
  const groups = [
    { label: t('common:location.cityAreas'), items: entries.filter((entry) => entry.kind === 'thana') },
    { label: t('common:location.upazilas'), items: entries.filter((entry) => entry.kind === 'upazila') },
  ].filter((group) => group.items.length > 0);
  const checkbox = (entry: SubDistrictEntry) => {
    const ticked = chosen.includes(entry.id);
    return (
      <li key={entry.id}>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-gray-50">
          <input
            type="checkbox"
            value={entry.id}
            checked={ticked}
            disabled={!ticked && full}
            onChange={(event) => toggle(entry.id, event.target.checked)}
            className="h-5 w-5 shrink-0 accent-brand-700"
          />
          <span className="text-[16px] text-gray-900">{entry[language]}</span>
        </label>
      </li>
    );
  };

  return (
    <div>
      <span id={`${id}-label`} className={filterLabelClass}>
        {t('filters.areas')}
      </span>
      <button
        type="button"
        id={`${id}-button`}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => setOpen(!open)}
        className={cn(filterInputClass, 'flex items-center justify-between gap-2 text-left')}
      >
        <span className="min-w-0 truncate">{names.length > 0 ? names.join(', ') : t('filters.anyArea')}</span>
        <ChevronDown aria-hidden size={18} className={cn('shrink-0 text-gray-600', open && 'rotate-180')} />
      </button>
      <div id={`${id}-list`} hidden={!open} className="mt-2 rounded-md border border-gray-200 bg-white p-2">
        <fieldset>
          <legend className="sr-only">{t('filters.areas')}</legend>
          <p id={`${id}-hint`} className="px-2 text-sm text-gray-700" aria-live="polite">
            {full ? t('filters.areasFull', { n: most }) : t('filters.areasHint', { n: most })}
          </p>
          {subDistricts.isPending ? null : (
            <div className="max-h-72 overflow-y-auto">
              {groups.map((group) => (
                <fieldset key={group.label} className="mt-2">
                  <legend className="px-2 text-sm font-semibold text-gray-800">{group.label}</legend>
                  <ul className="mt-1">{[...group.items].sort(byName(language)).map(checkbox)}</ul>
                </fieldset>
              ))}
            </div>
          )}
        </fieldset>
      </div>
      {single && sortedNeighbourhoods.length > 0 ? (
        <div className="mt-3">
          <label htmlFor={`${id}-neighbourhood`} className={filterLabelClass}>
            {t('common:location.neighbourhood')}
          </label>
          <select
            id={`${id}-neighbourhood`}
            className={filterInputClass}
            value={value.neighbourhood}
            onChange={(event) => onChange({ subDistrict: single, neighbourhood: event.target.value, areas: '' })}
          >
            <NeighbourhoodOptions
              first={t('common:location.anyNeighbourhood', { place: known.get(single)?.[language] ?? '' })}
              neighbourhoods={sortedNeighbourhoods}
              language={language}
            />
          </select>
        </div>
      ) : null}
      {subDistricts.isError ? <LocationLoadError onRetry={() => void subDistricts.refetch()} /> : null}
    </div>
  );
}
