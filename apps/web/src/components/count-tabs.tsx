import type { Language } from '@ghorbari/contracts';
import { cn } from '../lib/class-names.ts';
import { formatNumber } from '../lib/format.ts';
import { useRovingTabs } from '../lib/use-roving-tabs.ts';

interface CountTabsProps<V extends string> {
  /** The tablist's name for screen readers. */
  label: string;
  tabs: readonly V[];
  selected: V;
  onSelect: (tab: V) => void;
  /** Each tab's words. */
  name: (tab: V) => string;
  /** How many a tab holds; null while not known, and no count is shown. */
  count: (tab: V) => number | null;
  /** The id of a tab, and of the panel it controls. */
  tabId: (tab: V) => string;
  panelId: (tab: V) => string;
  /** The chosen tab's count pill, against the tab's brand background. */
  selectedCountClass: string;
  countTestId?: (tab: V) => string;
  language: Language;
  /** The space under the row. */
  className: string;
}

/**
 * A row of pill tabs with their counts (my posts by state, the inbox's views), scrolling sideways
 * on a phone: a WAI-ARIA tablist, where the arrow keys, Home and End move the choice and the focus.
 */
export function CountTabs<V extends string>({
  label,
  tabs,
  selected,
  onSelect,
  name,
  count,
  tabId,
  panelId,
  selectedCountClass,
  countTestId,
  language,
  className,
}: CountTabsProps<V>) {
  const { tablist, tab: tabProps } = useRovingTabs(tabs, selected, onSelect);
  return (
    <div
      {...tablist}
      aria-label={label}
      className={cn('-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0', className)}
    >
      {tabs.map((tab) => {
        const active = tab === selected;
        const n = count(tab);
        return (
          <button
            key={tab}
            {...tabProps(tab, panelId(tab))}
            id={tabId(tab)}
            className={cn(
              'inline-flex h-11 shrink-0 items-center gap-2 whitespace-nowrap',
              'rounded-full px-4 text-[15px] font-semibold',
              active ? 'bg-brand-700 text-white' : 'bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50',
            )}
          >
            {name(tab)}
            {n === null ? null : (
              <span
                data-testid={countTestId?.(tab)}
                className={cn('rounded-full px-2 text-sm', active ? selectedCountClass : 'bg-gray-100')}
              >
                {formatNumber(n, language)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
