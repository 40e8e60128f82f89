import { DIVISIONS, LEAD_STATUSES } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatListingId } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useStaffGroupOffers } from './api/group-offers.ts';
import type { LeadFilters } from './api/leads.ts';
import { FilterSelect } from './filter-fields.tsx';

/**
 * Which leads to show: one offer (or the general form), a status, a division. Each select
 * applies at once and is kept in the URL, so a link shares the view and Back returns to it.
 */
export function LeadFilterBar({
  filters,
  onChange,
}: {
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
}) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  // The latest offers of every status; an offer named in the URL but not among them is still offered.
  const offers = useStaffGroupOffers({ page: 1 });
  const options = (offers.data?.offers ?? []).map((offer): [string, string] => [
    offer.PostID,
    `${formatListingId(offer.PostID, language)} · ${offer.title}`,
  ]);
  if (filters.offer && filters.offer !== 'general' && !options.some(([id]) => id === filters.offer))
    options.unshift([filters.offer, formatListingId(filters.offer, language)]);
  return (
    <div
      role="group"
      aria-label={t('leads.filtersLabel')}
      className={cn(
        'grid gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200',
        'grid-cols-2 sm:grid-cols-3 sm:p-4',
      )}
    >
      <FilterSelect
        id="leads-offer"
        label={t('leads.filterOffer')}
        value={filters.offer}
        allLabel={t('leads.allOffers')}
        choices={[['general', t('leads.generalOption')], ...options]}
        onChange={(offer) => onChange({ ...filters, offer })}
        className="col-span-2 min-w-0 sm:col-span-1"
      />
      <FilterSelect
        id="leads-status"
        label={t('leads.filterStatus')}
        value={filters.status}
        allLabel={t('leads.allStatuses')}
        choices={LEAD_STATUSES.map((status) => [status, t(`enums:leadStatus.${status}`)] as const)}
        onChange={(status) => onChange({ ...filters, status })}
        className="min-w-0"
      />
      <FilterSelect
        id="leads-division"
        label={t('leads.filterDivision')}
        value={filters.division}
        allLabel={t('leads.allDivisions')}
        choices={DIVISIONS.map((division) => [division, t(`enums:division.${division}`)] as const)}
        onChange={(division) => onChange({ ...filters, division })}
        className="min-w-0"
      />
    </div>
  );
}
