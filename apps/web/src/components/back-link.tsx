import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useFirstRender } from '../lib/first-render.tsx';

/**
 * The list address a card handed over in the router state (`{ from }`, search-results.tsx), if it
 * is that list's own (its filters, sort and page kept, issue 12); else the plain list.
 */
export function backToList(state: unknown, list: string): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  return typeof from === 'string' && (from === list || from.startsWith(`${list}?`)) ? from : list;
}

/**
 * The page that linked here, when the document opened on this page: a card on a page of islands
 * (ADR 059) loads its page without the router's state, and sends the list's address as the
 * referrer instead (card-parts.tsx). The server has it from the request; the browser's first render
 * reads the same. Later pages of the single-page app have their router state.
 */
function useOpenedFrom(): string {
  const { referrer = '' } = useFirstRender();
  if (typeof document === 'undefined') return referrer;
  const opened =
    typeof performance.getEntriesByType === 'function'
      ? performance.getEntriesByType('navigation')[0]?.name
      : undefined;
  return opened === window.location.href ? document.referrer : '';
}

function pathOf(address: string): string | null {
  try {
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** Where a detail page's back link leads: the list it was opened from, as the reader left it. */
export function useBackToList(list: string): string {
  const fromState = backToList(useLocation().state, list);
  const openedFrom = pathOf(useOpenedFrom());
  return fromState === list && openedFrom ? backToList({ from: openedFrom }, list) : fromState;
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
