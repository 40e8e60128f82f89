import { Link } from 'react-router';
import { cn } from '../../lib/class-names.ts';

export const DECISION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/** A status from the URL (?status=…), pending when missing or unknown. */
export const readStatus = (params: URLSearchParams): DecisionStatus => {
  const value = params.get('status');
  return (DECISION_STATUSES as readonly (string | null)[]).includes(value) ? (value as DecisionStatus) : 'pending';
};

/**
 * A row of tabs as links: each keeps its view in the URL (a link shares it, Back returns to it),
 * the current one marked for screen readers, and a tab may carry a count (what waits). Scrolls
 * sideways on a phone.
 */
export function LinkTabs<Tab extends string>({
  label,
  tabs,
  current,
  hrefFor,
  text,
  count,
  className = 'mb-4',
}: {
  label: string;
  tabs: readonly Tab[];
  current: Tab;
  hrefFor: (tab: Tab) => string;
  text: (tab: Tab) => string;
  /** The count shown on a tab, already formatted, or null for none. */
  count?: (tab: Tab) => string | null;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0">
        {tabs.map((tab) => {
          const active = tab === current;
          const shown = count?.(tab) ?? null;
          return (
            <li key={tab}>
              <Link
                to={hrefFor(tab)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full px-4',
                  'text-[15px] font-semibold',
                  active ? 'bg-brand-700 text-white' : 'bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50',
                )}
              >
                {text(tab)}
                {shown !== null ? (
                  <span className={cn('rounded-full px-2 text-sm', active ? 'bg-white text-brand-800' : 'bg-gray-100')}>
                    {shown}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Waiting, approved, rejected, with how many wait on the first tab. */
export function StatusTabs({
  label,
  current,
  hrefFor,
  text,
  pendingCount,
}: {
  label: string;
  current: DecisionStatus;
  hrefFor: (status: DecisionStatus) => string;
  text: (status: DecisionStatus) => string;
  /** How many wait, shown on the first tab. */
  pendingCount: string | null;
}) {
  return (
    <LinkTabs
      label={label}
      tabs={DECISION_STATUSES}
      current={current}
      hrefFor={hrefFor}
      text={text}
      count={(status) => (status === 'pending' ? pendingCount : null)}
    />
  );
}
