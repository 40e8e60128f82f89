import type { Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { ActiveFilterChips, type FilterChip } from '../../../components/filters/active-filter-chips.tsx';
import { useRangeChip } from '../../../components/filters/range-chip.ts';
import { formatNumber, formatTaka } from '../../../lib/format.ts';
import { shortPlace, useLocationNames } from '../../../lib/locations/use-location-names.ts';
import { ROOM_CHOICES, type PostFilters, type PostType } from './post-search-query.ts';

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
      without: { division: '', district: '', subDistrict: '', neighbourhood: '' },
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
  if (filters.bedrooms)
    chips.push({ id: 'beds', label: rooms('bedrooms', filters.bedrooms), without: { bedrooms: '' } });
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
