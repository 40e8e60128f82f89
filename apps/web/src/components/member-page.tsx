import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/class-names.ts';

/** The heading block of a page inside the /user area: the page's one h1, an intro and actions. */
export function MemberPageHeader({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-1 max-w-2xl text-[15px] text-gray-700">{intro}</p> : null}
      </div>
      {actions}
    </div>
  );
}

/**
 * A member's list that could not load: what went wrong and a retry button. `children` says what
 * failed; the caller translates both texts, so each list keeps its own wording.
 */
export function LoadFailedPanel({
  children,
  retryLabel,
  onRetry,
}: {
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl bg-white p-6 text-gray-800 shadow-sm ring-1 ring-red-200">
      {children}
      <button type="button" onClick={onRetry} className="mt-3 min-h-11 font-semibold text-brand-800 underline">
        {retryLabel}
      </button>
    </div>
  );
}

/** An empty member list: its icon, what is missing, a line on it, and the ways on (`children`). */
export function IconEmptyState({
  Icon,
  title,
  text,
  narrowText = false,
  testId,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  text: string;
  /** Keep a long line to a readable width. */
  narrowText?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200 sm:p-10" data-testid={testId}>
      <Icon aria-hidden size={40} className="mx-auto text-brand-700" />
      {/* A title may hold the reader's own words (a search): a long one wraps instead of overflowing. */}
      <h2 className="mt-3 break-words text-xl font-semibold text-gray-900">{title}</h2>
      <p className={cn('mt-1 text-[15px] text-gray-700', narrowText && 'mx-auto max-w-md')}>{text}</p>
      {children}
    </div>
  );
}

export interface EmptyPoint {
  Icon: LucideIcon;
  text: string;
}

/** An empty member list that explains, in a few points, what the list is for, then offers a first step. */
export function PointsEmptyState({
  title,
  points,
  action,
}: {
  title: string;
  points: readonly EmptyPoint[];
  action: ReactNode;
}) {
  return (
    <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-10">
      <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
      <ul className="mt-4 space-y-3">
        {points.map(({ Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-[15px] text-gray-800">
            <Icon aria-hidden size={22} className="mt-0.5 shrink-0 text-brand-700" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </div>
  );
}
