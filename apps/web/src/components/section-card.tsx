import type { ReactNode } from 'react';
import { cn } from '../lib/class-names.ts';

/** The white card of a details page's parts; for a card whose heading is laid out differently. */
export const sectionCardClass = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6';

interface SectionCardProps {
  /** The h2's id, which also names the section for screen readers. */
  id: string;
  title: ReactNode;
  testId?: string;
  /** Placement in the page's grid, added to the card's own classes. */
  className?: string;
  children: ReactNode;
}

/** One part of a details page (a post, a firm, an offer, a member): a white card under an h2. */
export function SectionCard({ id, title, testId, className, children }: SectionCardProps) {
  return (
    <section aria-labelledby={id} className={cn(sectionCardClass, className)} data-testid={testId}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
