import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { SlidersHorizontal } from '../inline-icons.tsx';
import { FilterActions } from './filter-fields.tsx';

export interface FiltersAboveResultsProps {
  /** Whose texts: each has `filters.title|show|hide|apply|clear`. */
  namespace: 'listings' | 'interior' | 'group';
  /** From useFiltersDraft: whether the fields are unfolded on a phone, and the form's handlers. */
  open: boolean;
  onToggle: () => void;
  onSubmit: (event: FormEvent) => void;
  onClear: () => void;
  /** The filters in use (ActiveFilterChips), seen even while the fields are folded away. */
  chips?: ReactNode;
  /**
   * Where the form goes before the page's JavaScript has arrived (a plain GET form on a page of
   * islands, ADR 059), with the fields the address also needs. Without it the form only applies
   * through `onSubmit`.
   */
  plain?: { action: string; hidden: Record<string, string> } | undefined;
  /** The list's own fields. */
  children: ReactNode;
}

export const box = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5';

/** The address's other fields in a plain form submission (the empty ones are left out). */
export function HiddenFields({ fields = {} }: { fields?: Record<string, string> | undefined }) {
  return Object.entries(fields).map(([name, value]) =>
    value ? <input key={name} type="hidden" name={name} value={value} /> : null,
  );
}

/**
 * A directory's filters above its results (design firms, group offers; FiltersPanel without
 * `beside`): a heading with a Show/Hide button on a phone, the chips in use, and the fields with
 * Apply and Clear, always shown from `md` up. A module of its own, so the firm directory's island
 * (ADR 059) does not bring the post listings' layout with it.
 */
export function FiltersAboveResults({
  namespace,
  open,
  onToggle,
  onSubmit,
  onClear,
  chips,
  plain,
  children,
}: FiltersAboveResultsProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={box}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="inline-flex items-center gap-2 text-lg font-semibold text-gray-900">
          <SlidersHorizontal aria-hidden size={20} className="text-brand-700" />
          {t('filters.title')}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={onToggle}
          className={cn(
            'h-10 rounded-md border border-brand-700 px-3 text-sm font-semibold',
            'text-brand-800 hover:bg-brand-50 md:hidden',
          )}
        >
          {open ? t('filters.hide') : t('filters.show')}
        </button>
      </div>
      {chips}
      <form
        id={`${id}-form`}
        role="search"
        method={plain ? 'get' : undefined}
        action={plain?.action}
        onSubmit={onSubmit}
        noValidate
        className={cn('mt-3 space-y-4 md:block', open ? 'block' : 'hidden')}
      >
        <HiddenFields fields={plain?.hidden} />
        {children}
        <FilterActions apply={t('filters.apply')} clear={t('filters.clear')} onClear={onClear} />
      </form>
    </section>
  );
}
