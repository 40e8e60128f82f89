import { X } from '../inline-icons.tsx';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';

/** The lists whose texts hold `chips.label` and `chips.remove` (and, for ranges, `chips.between|from|upTo`). */
export type ChipsNamespace = 'listings' | 'interior' | 'group';

/** One applied filter: what it reads, and the fields that go back to "any" when it is removed. */
export interface FilterChip<F> {
  id: string;
  label: string;
  without: Partial<F>;
}

interface ActiveFilterChipsProps<F> {
  namespace: ChipsNamespace;
  /** The filters now in the URL. */
  filters: F;
  /** What is applied, in the caller's order (null for a filter not in use); no row when there is nothing. */
  chips: (FilterChip<F> | null)[];
  /** Applies the filters without the removed one. */
  onChange: (filters: F) => void;
  className?: string;
}

/** A chip that takes a filter away: a button here, a link where the page is a plain form's (firms). */
export const removableChipClass = cn(
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50',
  'py-1 pl-3.5 pr-2.5 text-[15px] font-semibold text-brand-800 hover:bg-brand-100',
);

/**
 * The filters in use as a row of chips, each a button that removes its filter: seen even while
 * the filters are folded away on a phone. Each list builds its chips from its own URL filters
 * (listings, design firms, group offers); the row, its names and its look are the same.
 */
export function ActiveFilterChips<F>({
  namespace,
  filters,
  chips,
  onChange,
  className = 'mt-3',
}: ActiveFilterChipsProps<F>) {
  const { t } = useTranslation(namespace);
  const shown = chips.filter((chip) => chip !== null);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('chips.label')} className={cn('flex flex-wrap gap-2', className)} data-testid="active-filters">
      {shown.map((chip) => (
        <li key={chip.id}>
          <button
            type="button"
            onClick={() => onChange({ ...filters, ...chip.without })}
            aria-label={t('chips.remove', { what: chip.label })}
            className={removableChipClass}
          >
            {chip.label}
            <X aria-hidden size={16} className="shrink-0" />
          </button>
        </li>
      ))}
    </ul>
  );
}
