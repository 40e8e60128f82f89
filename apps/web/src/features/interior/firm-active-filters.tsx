import type { Language } from '@ghorbari/contracts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import type { FirmFilters } from './firm-filters.ts';

interface Chip {
  id: string;
  label: string;
  without: Partial<FirmFilters>;
}

/** Applied filters (besides the category, which has its own row) as chips that remove themselves. */
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
  const place = shortPlace(
    useLocationNames({ division: filters.division, district: filters.district, subDistrict: '' }, language),
  );
  const chips: Chip[] = [];
  if (filters.q) chips.push({ id: 'q', label: t('chips.search', { q: filters.q }), without: { q: '' } });
  if (filters.budget)
    chips.push({ id: 'budget', label: t(`enums:budgetTier.${filters.budget}`), without: { budget: '' } });
  if (filters.division && place) chips.push({ id: 'place', label: place, without: { division: '', district: '' } });
  if (filters.minRating)
    chips.push({
      id: 'rating',
      label: t('chips.rating', { n: formatNumber(Number(filters.minRating), language) }),
      without: { minRating: '' },
    });
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('chips.label')} className="mt-3 flex flex-wrap gap-2" data-testid="active-filters">
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
            <X aria-hidden size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
