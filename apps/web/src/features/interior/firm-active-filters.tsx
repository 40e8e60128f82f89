import type { Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { ActiveFilterChips, type FilterChip } from '../../components/filters/active-filter-chips.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useDistricts } from '../../lib/locations/get-locations.ts';
import type { FirmFilters } from './firm-filters.ts';

/**
 * Applied filters as chips that remove themselves. The category has its own row too, but on a
 * phone that row scrolls sideways and may hide the chosen one (issue 63, item 7): it is a chip as well.
 */
export function FirmActiveFilters({
  filters,
  language,
  onChange,
}: {
  filters: FirmFilters;
  language: Language;
  onChange: (filters: FirmFilters) => void;
}) {
  const { t } = useTranslation(['interior', 'enums']);
  // The district and its division, as shortPlace (lib/locations) says them: the directory knows
  // firms by district, so only the district's list is needed (what the filters' box already asked for).
  const districts = useDistricts(filters.division);
  const district = districts.data?.find((entry) => entry.id === filters.district)?.[language] ?? '';
  const division = filters.division ? t(`enums:division.${filters.division}`, { defaultValue: '' }) : '';
  const place = district && district !== division ? `${district}, ${division}` : district || division;
  const chips: FilterChip<FirmFilters>[] = [];
  if (filters.category)
    chips.push({
      id: 'category',
      label: t('chips.category', { category: t(`enums:interiorCategory.${filters.category}`) }),
      without: { category: '' },
    });
  if (filters.q) chips.push({ id: 'q', label: t('chips.search', { q: filters.q }), without: { q: '' } });
  if (filters.budget)
    chips.push({ id: 'budget', label: t(`enums:budgetTier.${filters.budget}`), without: { budget: '' } });
  if (filters.maxBudget)
    chips.push({
      id: 'maxBudget',
      label: t('chips.maxBudget', { amount: formatNumber(Number(filters.maxBudget), language) }),
      without: { maxBudget: '' },
    });
  if (filters.division && place) chips.push({ id: 'place', label: place, without: { division: '', district: '' } });
  if (filters.minRating)
    chips.push({
      id: 'rating',
      label: t('chips.rating', { n: formatNumber(Number(filters.minRating), language) }),
      without: { minRating: '' },
    });
  return <ActiveFilterChips namespace="interior" filters={filters} chips={chips} onChange={onChange} />;
}
