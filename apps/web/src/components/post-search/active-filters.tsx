import type { Language } from '@ghorbari/contracts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatTaka } from '../../lib/format.ts';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { cn } from '../../lib/class-names.ts';
import { ROOM_CHOICES, type PostFilters, type PostType } from '../../lib/post-search/post-search-query.ts';

interface ActiveFiltersProps {
  type: PostType;
  filters: PostFilters;
  language: Language;
  /** Applies the filters without the removed one. */
  onChange: (filters: PostFilters) => void;
  className?: string;
}

interface Chip {
  id: string;
  label: string;
  without: Partial<PostFilters>;
}

/** Applied filters (not the words) as chips, each with a button that removes it: seen even while the form is folded. */
export function ActiveFilters({ type, filters, language, onChange, className = 'mt-3' }: ActiveFiltersProps) {
  const { t } = useTranslation(['listings', 'enums']);
  const place = shortPlace(useLocationNames(filters, language));
  const n = (value: string) => formatNumber(Number(value), language);
  const taka = (value: string) => formatTaka(Number(value), language);
  const land = (value: string) => formatNumber(Number(value), language, { maximumFractionDigits: 3 });
  const range = (min: string, max: string, show: (value: string) => string) =>
    min && max
      ? t('chips.between', { min: show(min), max: show(max) })
      : min
        ? t('chips.from', { min: show(min) })
        : t('chips.upTo', { max: show(max) });
  const rooms = (key: 'bedrooms' | 'bathrooms', value: string) =>
    t(`chips.${key}`, { n: value === ROOM_CHOICES.at(-1) ? t('filters.orMore', { n: n(value) }) : n(value) });

  const chips: Chip[] = [];
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
  if (filters.minPrice || filters.maxPrice)
    chips.push({
      id: 'price',
      label: `${t(type === 'rent' ? 'chips.rent' : 'chips.price')}: ${range(filters.minPrice, filters.maxPrice, taka)}`,
      without: { minPrice: '', maxPrice: '' },
    });
  if (filters.minSize || filters.maxSize)
    chips.push({
      id: 'size',
      label: t('chips.size', { range: range(filters.minSize, filters.maxSize, n) }),
      without: { minSize: '', maxSize: '' },
    });
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
  if (chips.length === 0) return null;

  return (
    <ul aria-label={t('chips.label')} className={cn('flex flex-wrap gap-2', className)} data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.id}>
          <button
            type="button"
            onClick={() => onChange({ ...filters, ...chip.without })}
            aria-label={t('chips.remove', { what: chip.label })}
            className={cn(
              'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50',
              'py-1 pl-3.5 pr-2.5 text-[15px] font-semibold text-brand-800 hover:bg-brand-100',
            )}
          >
            {chip.label}
            <X aria-hidden size={16} className="shrink-0" />
          </button>
        </li>
      ))}
    </ul>
  );
}
