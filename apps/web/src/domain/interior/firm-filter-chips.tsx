import type { Language } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { removableChipClass } from '../../components/filters/active-filter-chips.tsx';
import { X } from '../../components/inline-icons.tsx';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { Link } from '../../lib/navigation/navigation.tsx';

/** What a firm search narrows by, as its address holds it ('' when not chosen). */
export interface FirmChipFilters {
  division: string;
  district: string;
  category: string;
  budget: string;
  maxBudget: string;
  q: string;
  /** The directory's lowest rating; the search page has none. */
  minRating?: string;
}

interface Chip {
  id: string;
  label: string;
  /** The fields that go back to "any" when the chip is removed. */
  without: Partial<FirmChipFilters>;
}

/** The chips of a firm search, in the order a reader chose them by: the work, the place, the budget, the name. */
export function firmChips(filters: FirmChipFilters, place: string, t: TFunction, language: Language): Chip[] {
  const chips: Chip[] = [];
  if (filters.category)
    chips.push({
      id: 'category',
      label: t('chips.category', { category: t(`enums:interiorCategory.${filters.category}`) }),
      without: { category: '' },
    });
  if (filters.division && place) chips.push({ id: 'place', label: place, without: { division: '', district: '' } });
  if (filters.budget)
    chips.push({
      id: 'budget',
      label: t('card.budget', { tier: t(`enums:budgetTier.${filters.budget}`) }),
      without: { budget: '' },
    });
  if (filters.maxBudget)
    chips.push({
      id: 'maxBudget',
      label: t('chips.maxBudget', { amount: formatNumber(Number(filters.maxBudget), language) }),
      without: { maxBudget: '' },
    });
  if (filters.q) chips.push({ id: 'q', label: t('chips.search', { q: filters.q }), without: { q: '' } });
  if (filters.minRating)
    chips.push({
      id: 'rating',
      label: t('chips.rating', { n: formatNumber(Number(filters.minRating), language) }),
      without: { minRating: '' },
    });
  return chips;
}

/**
 * Every filter of a firm search as a chip beside its results (issue 63, item 7): the work chosen
 * stays in sight however far the filters are folded or scrolled. Each chip is a link to the same
 * search without it, so it works before the page's code has arrived, and shares like any search.
 */
export function FirmFilterChips({
  filters,
  language,
  hrefWithout,
  className = 'mt-4',
}: {
  filters: FirmChipFilters;
  language: Language;
  /** The address of the search without these filters. */
  hrefWithout: (without: Partial<FirmChipFilters>) => string;
  className?: string;
}) {
  const { t } = useTranslation(['interior', 'enums']);
  const place = shortPlace(
    useLocationNames({ division: filters.division, district: filters.district, subDistrict: '' }, language),
  );
  const chips = firmChips(filters, place, t, language);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('chips.label')} className={cn('flex flex-wrap gap-2', className)} data-testid="firm-filter-chips">
      {chips.map((chip) => (
        <li key={chip.id}>
          <Link
            to={hrefWithout(chip.without)}
            aria-label={t('chips.remove', { what: chip.label })}
            className={removableChipClass}
          >
            {chip.label}
            <X aria-hidden size={16} className="shrink-0" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
