import type { ReactNode } from 'react';
import { cn } from '../lib/class-names.ts';

/**
 * A white card of a list (a queue item, a firm I run, one of my reviews), named for screen
 * readers by its own heading (`titleId`). `className` adds its padding on wider screens or its layout.
 */
export function ListCard({
  titleId,
  testId,
  className,
  children,
}: {
  titleId: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      data-testid={testId}
      className={cn('rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200', className)}
    >
      {children}
    </article>
  );
}
