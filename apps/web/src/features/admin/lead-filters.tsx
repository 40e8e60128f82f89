import { DIVISIONS, LEAD_STATUSES } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { labelClass } from '../../components/form-fields.tsx';
import { cn } from '../../lib/class-names.ts';
import { useStaffGroupOffers } from './api/group-offers.ts';
import type { LeadFilters } from './api/leads.ts';

const selectClass = 'mt-1 block h-11 w-full rounded-md border border-gray-300 bg-white px-3 text-[16px] text-gray-900';

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
  // The latest offers of every status; an offer named in the URL but not among them is still offered.
  const offers = useStaffGroupOffers({ page: 1 });
  const options = (offers.data?.offers ?? []).map((offer) => [offer.PostID, `${offer.PostID} · ${offer.title}`]);
  if (filters.offer && filters.offer !== 'general' && !options.some(([id]) => id === filters.offer))
    options.unshift([filters.offer, filters.offer]);
  return (
    <div
      role="group"
      aria-label={t('leads.filtersLabel')}
      className={cn(
        'grid gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200',
        'grid-cols-2 sm:grid-cols-3 sm:p-4',
      )}
    >
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <label htmlFor="leads-offer" className={labelClass}>
          {t('leads.filterOffer')}
        </label>
        <select
          id="leads-offer"
          value={filters.offer ?? ''}
          onChange={(event) =>
            onChange({ ...filters, offer: (event.target.value || undefined) as LeadFilters['offer'] })
          }
          className={selectClass}
        >
          <option value="">{t('leads.allOffers')}</option>
          <option value="general">{t('leads.generalOption')}</option>
          {options.map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor="leads-status" className={labelClass}>
          {t('leads.filterStatus')}
        </label>
        <select
          id="leads-status"
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ ...filters, status: (event.target.value || undefined) as LeadFilters['status'] })
          }
          className={selectClass}
        >
          <option value="">{t('leads.allStatuses')}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`enums:leadStatus.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor="leads-division" className={labelClass}>
          {t('leads.filterDivision')}
        </label>
        <select
          id="leads-division"
          value={filters.division ?? ''}
          onChange={(event) =>
            onChange({ ...filters, division: (event.target.value || undefined) as LeadFilters['division'] })
          }
          className={selectClass}
        >
          <option value="">{t('leads.allDivisions')}</option>
          {DIVISIONS.map((division) => (
            <option key={division} value={division}>
              {t(`enums:division.${division}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
