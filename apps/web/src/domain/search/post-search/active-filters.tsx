import type { Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { ActiveFilterChips, type FilterChip } from '../../../components/filters/active-filter-chips.tsx';
import { useRangeChip } from '../../../components/filters/range-chip.ts';
import { formatNumber, formatTaka } from '../../../lib/format.ts';
import { useSubDistricts } from '../../../lib/locations/get-locations.ts';
import { shortPlace, useLocationNames } from '../../../lib/locations/use-location-names.ts';
import {
  ROOM_CHOICES,
  listValues,
  withAreas,
  withRoomCount,
  type PostFilters,
  type PostType,
} from './post-search-query.ts';

interface ActiveFiltersProps {
  type: PostType;
  filters: PostFilters;
  language: Language;
  /** Applies the filters without the removed one. */
  onChange: (filters: PostFilters) => void;
  className?: string;
}

/** Applied filters (not the words) as chips, each with a button that removes it: seen even while the form is folded. */
export function ActiveFilters({ type, filters, language, onChange, className = 'mt-3' }: ActiveFiltersProps) {
  const { t } = useTranslation(['listings', 'enums']);
  const place = shortPlace(useLocationNames(filters, language));
  // Several areas (issue 63): a chip each, named from the place picker's list of the district.
  const areas = listValues(filters.areas);
  const subDistricts = useSubDistricts(areas.length > 0 ? filters.district : '');
  const areaNames = new Map((subDistricts.data ?? []).map((entry) => [entry.id, entry[language]]));
  const n = (value: string) => formatNumber(Number(value), language);
  const taka = (value: string) => formatTaka(Number(value), language);
  const land = (value: string) => formatNumber(Number(value), language, { maximumFractionDigits: 3 });
  const rangeChip = useRangeChip('listings');
  const rooms = (key: 'bedrooms' | 'bathrooms', value: string) =>
    t(`chips.${key}`, { n: value === ROOM_CHOICES.at(-1) ? t('filters.orMore', { n: n(value) }) : n(value) });

  const chips: (FilterChip<PostFilters> | null)[] = [];
  // The words are not a chip: they stand in the box above, with its own button to clear them.
  if (filters.division && place)
    chips.push({
      id: 'place',
      label: place,
      without: { division: '', district: '', subDistrict: '', neighbourhood: '', areas: '' },
    });
  const isSubDistrict = (id: string) => areaNames.has(id);
  const without = (gone: readonly string[]) =>
    withAreas(
      filters,
      areas.filter((id) => !gone.includes(id)),
      isSubDistrict,
    );
  for (const id of areas) {
    const name = areaNames.get(id);
    if (name) chips.push({ id: `area-${id}`, label: name, without: without([id]) });
  }
  // Areas the list does not name (a neighbourhood in a link's list): one chip for them all.
  const unnamed = subDistricts.data ? areas.filter((id) => !areaNames.has(id)) : [];
  if (unnamed.length > 0)
    chips.push({
      id: 'areas-more',
      label: t('chips.moreAreas', { count: unnamed.length, n: n(String(unnamed.length)) }),
      without: without(unnamed),
    });
  if (filters.propertyType)
    chips.push({
      id: 'type',
      label: t(`enums:propertyType.${filters.propertyType}`),
      without: { propertyType: '' },
    });
  const priceWord = t(type === 'rent' ? 'chips.rent' : 'chips.price');
  chips.push(rangeChip(filters, 'price', ['minPrice', 'maxPrice'], taka, (range) => `${priceWord}: ${range}`));
  chips.push(rangeChip(filters, 'size', ['minSize', 'maxSize'], n, (range) => t('chips.size', { range })));
  if (filters.minLand || filters.maxLand) {
    const unit = t(`landSize.unitName.${filters.landUnit || 'katha'}`);
    // "২ – ৫ বিঘা", but "২ বিঘা বা তার বেশি": the unit goes with the number it measures.
    const range =
      filters.minLand && filters.maxLand
        ? `${t('chips.between', { min: land(filters.minLand), max: land(filters.maxLand) })} ${unit}`
        : filters.minLand
          ? t('chips.from', { min: `${land(filters.minLand)} ${unit}` })
          : t('chips.upTo', { max: `${land(filters.maxLand)} ${unit}` });
    chips.push({ id: 'land', label: t('chips.land', { range }), without: { minLand: '', maxLand: '', landUnit: '' } });
  }
  // A chip for each bedroom count chosen (issue 63: "2 or 3").
  for (const count of listValues(filters.bedrooms))
    chips.push({
      id: `beds-${count}`,
      label: rooms('bedrooms', count),
      without: { bedrooms: withRoomCount(filters.bedrooms, count, false) },
    });
  if (filters.bathrooms)
    chips.push({ id: 'baths', label: rooms('bathrooms', filters.bathrooms), without: { bathrooms: '' } });
  if (filters.furnishing)
    chips.push({
      id: 'furnishing',
      label: t(`enums:furnishing.${filters.furnishing}`),
      without: { furnishing: '' },
    });
  if (filters.tenant) chips.push({ id: 'tenant', label: t(`enums:tenant.${filters.tenant}`), without: { tenant: '' } });
  if (filters.moveIn) chips.push({ id: 'moveIn', label: t(`enums:moveIn.${filters.moveIn}`), without: { moveIn: '' } });
  return (
    <ActiveFilterChips namespace="listings" filters={filters} chips={chips} onChange={onChange} className={className} />
  );
}
