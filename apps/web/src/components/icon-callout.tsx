import type { ReactNode } from 'react';
import { cn } from '../lib/class-names.ts';

interface IconCalloutProps {
  /** The h2's id, which also names the section for screen readers. */
  id: string;
  /** The large icon before the text, hidden from screen readers (the heading says it). */
  icon: ReactNode;
  title: ReactNode;
  /** The box's look: background, ring, rounding, padding, the gap after the icon and its text colour. */
  className: string;
  testId?: string;
  /** What it says under the heading: a line, a link. */
  children: ReactNode;
}

/**
 * A box that stands out from the page around it: a large icon, then a heading and a few words
 * (the home page's safety advice and app, how much more paid posts are seen).
 */
export function IconCallout({ id, icon, title, className, testId, children }: IconCalloutProps) {
  return (
    <section aria-labelledby={id} className={cn('flex', className)} data-testid={testId}>
      {icon}
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
