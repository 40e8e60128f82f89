import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/**
 * The list address a card handed over in the router state (`{ from }`, search-results.tsx), if it
 * is that list's own (its filters, sort and page kept, issue 12); else the plain list.
 */
export function backToList(state: unknown, list: string): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  return typeof from === 'string' && (from === list || from.startsWith(`${list}?`)) ? from : list;
}

/** Where a detail page's back link leads: the list it was opened from, as the reader left it. */
export function useBackToList(list: string): string {
  return backToList(useLocation().state, list);
}

/** "← Back to …" at the top of a page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 text-[15px] font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden size={18} />
      {children}
    </Link>
  );
}
