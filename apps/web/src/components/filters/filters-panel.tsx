import type { Language } from '@ghorbari/contracts';
import { SlidersHorizontal } from '../inline-icons.tsx';
import { box, FiltersAboveResults, HiddenFields, type FiltersAboveResultsProps } from './filters-above-results.tsx';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { FilterActions } from './filter-fields.tsx';

/** Placed beside the results from `lg` up (the post listings), with the words above both. */
interface BesideResults {
  /** Always in view above the filters: the search words. */
  head: ReactNode;
  /** How many filters apply, said on the phone's Filters button. */
  count: number;
  language: Language;
  /**
   * Where the form goes before the page's JavaScript has arrived (a plain GET form: the page
   * reads its fields as it reads its address), with the fields the address also needs.
   */
  action: string;
  hidden: Record<string, string>;
}

/** A directory's props (FiltersAboveResults), and where the panel stands. */
type FiltersPanelProps = FiltersAboveResultsProps & {
  /**
   * Beside the results (listings; its texts also `filters.button|showCount|hideCount`); without it
   * the panel stands above them (directories).
   */
  beside?: BesideResults;
};

/** A box of its own from `lg` up, where the panel's own box gives way to the page's grid. */
const card = 'lg:rounded-xl lg:bg-white lg:p-5 lg:shadow-sm lg:ring-1 lg:ring-gray-200';

/**
 * Every list's filters (issue 32): the list's own fields with Apply and Clear, the chips in use,
 * and, on a phone, the fields folded away behind a button so the results start on the first
 * screen. Above the results (design firms, group offers) a heading carries a Show/Hide button
 * and the fields are always shown from `md` up; beside the results (post listings) the words
 * stand above, a Filters button counts what is set, and from `lg` up the fields are a column.
 */
export function FiltersPanel({ beside, ...above }: FiltersPanelProps) {
  const { namespace, open, onToggle, onSubmit, onClear, chips, children } = above;
  const { t } = useTranslation(namespace);
  const id = useId();
  const actions = <FilterActions apply={t('filters.apply')} clear={t('filters.clear')} onClear={onClear} />;

  if (!beside) return <FiltersAboveResults {...above} />;

  const { head, count, language, action, hidden } = beside;
  return (
    // From `lg` up, the section and the form give their boxes to the page's grid (display: contents):
    // the words and chips span the width above, the filters stand in a column beside the results.
    <section aria-labelledby={`${id}-title`} className={cn(box, 'lg:contents')}>
      <form method="get" action={action} onSubmit={onSubmit} noValidate className="lg:contents">
        <HiddenFields fields={hidden} />
        <div className={cn('lg:col-span-2', card)}>
          {head}
          {/* On a phone the button and what is applied share the rows under the words. */}
          <div className="mt-3 flex flex-wrap items-start gap-2 lg:mt-0">
            {/* Phones and tablets: the filters open on demand; the button says how many are set. */}
            <button
              type="button"
              aria-expanded={open}
              aria-controls={`${id}-form`}
              aria-label={
                count > 0
                  ? t(open ? 'filters.hideCount' : 'filters.showCount', { n: formatNumber(count, language) })
                  : t(open ? 'filters.hide' : 'filters.show')
              }
              onClick={onToggle}
              className={cn(
                'inline-flex h-11 items-center gap-2 rounded-md border border-brand-700 bg-white px-4',
                'font-semibold text-brand-800 hover:bg-brand-50 lg:hidden',
                open && 'bg-brand-50',
              )}
            >
              <SlidersHorizontal aria-hidden size={18} />
              {t('filters.button')}
              {count > 0 ? (
                <span
                  aria-hidden
                  className={cn(
                    'inline-flex h-6 min-w-6 items-center justify-center rounded-full',
                    'bg-brand-700 px-1.5 text-sm text-white',
                  )}
                >
                  {formatNumber(count, language)}
                </span>
              ) : null}
            </button>
            {chips}
          </div>
        </div>
        <div
          id={`${id}-form`}
          className={cn('mt-3 space-y-4 lg:col-start-1 lg:mt-4 lg:block', card, open ? 'block' : 'hidden')}
        >
          <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900 max-lg:sr-only">
            {t('filters.title')}
          </h2>
          {children}
          {actions}
        </div>
      </form>
    </section>
  );
}
