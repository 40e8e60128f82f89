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
 * Waiting, approved, rejected: links that keep the status in the URL (a link shares the view,
 * Back returns to it), the current one marked for screen readers.
 */
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
    <nav aria-label={label} className="mb-4">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0">
        {DECISION_STATUSES.map((status) => {
          const active = status === current;
          return (
            <li key={status}>
              <Link
                to={hrefFor(status)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full px-4',
                  'text-[15px] font-semibold',
                  active ? 'bg-brand-700 text-white' : 'bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50',
                )}
              >
                {text(status)}
                {status === 'pending' && pendingCount !== null ? (
                  <span className={cn('rounded-full px-2 text-sm', active ? 'bg-white text-brand-800' : 'bg-gray-100')}>
                    {pendingCount}
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
