import { LIMITS } from '@ghorbari/contracts';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form-fields.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { FILTERS, SORTS, type SavedFilter, type SavedSort } from './saved-order.ts';
import { cn } from '../../lib/class-names.ts';

/** Up to this many saved posts fit on a phone screen or two: the controls start folded (issue 12). */
export const FEW_SAVED = 4;

interface SavedControlsProps {
  total: number;
  sort: SavedSort;
  onSort: (sort: SavedSort) => void;
  filter: SavedFilter;
  onFilter: (filter: SavedFilter) => void;
  limit: number;
  onLimit: (limit: number) => void;
}

/**
 * Sort, filter and page size of the saved list, in a panel that folds. It starts folded when
 * there are only a few items (nothing to sort through) and no kind is chosen, and stays as the
 * reader leaves it.
 */
export function SavedControls({ total, sort, onSort, filter, onFilter, limit, onLimit }: SavedControlsProps) {
  const { t } = useTranslation(['posting', 'enums']);
  const language = useLanguage();
  const [chosen, setChosen] = useState<boolean | null>(null);
  // A kind chosen (from the address too) keeps them open: the reader sees what the list shows.
  const open = chosen ?? (filter !== 'all' || total > FEW_SAVED);
  return (
    <details
      open={open}
      // The browser says `toggle` for the page's own opening and closing too: only the reader's counts.
      onToggle={(event) => {
        if (event.currentTarget.open !== open) setChosen(event.currentTarget.open);
      }}
      className="group mb-5 rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
      data-testid="saved-controls"
    >
      <summary
        className={cn(
          'flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-xl px-4',
          'font-semibold text-gray-900 [&::-webkit-details-marker]:hidden',
        )}
      >
        <SlidersHorizontal aria-hidden size={18} />
        <h2 className="flex-1">{t('saved.controls')}</h2>
        <ChevronDown aria-hidden size={20} className="text-gray-600 transition group-open:rotate-180" />
      </summary>
      {/* The sort names are long in Bengali: on a phone the sort gets a row of its own. */}
      <div className="grid grid-cols-2 gap-3 px-4 pb-4 sm:grid-cols-3">
        <SelectField
          label={t('saved.sort')}
          className="col-span-2 sm:col-span-1"
          value={sort}
          onChange={(event) => onSort(event.target.value as SavedSort)}
          options={SORTS.map((value) => [value, t(`saved.sorts.${value}`)])}
        />
        <SelectField
          label={t('saved.filter')}
          value={filter}
          onChange={(event) => onFilter(event.target.value as SavedFilter)}
          options={FILTERS.map((value) => [
            value,
            value === 'all' ? t('saved.all') : t(`enums:listingPurpose.${value}`),
          ])}
        />
        <SelectField
          label={t('saved.pageSize')}
          value={String(limit)}
          onChange={(event) => onLimit(Number(event.target.value))}
          options={LIMITS.savedPosts.pageSizes.map((size) => [String(size), formatNumber(size, language)])}
        />
      </div>
    </details>
  );
}
