import type { FormEvent, ReactNode } from 'react';
import { paths } from '../../config/paths.ts';

interface PropertySearchFormProps {
  /** The search's name for screen readers: a label, or the id of a heading that names it. */
  label?: string;
  labelledBy?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form checks its own fields (the browser's bubbles would be in the wrong language). */
  noValidate?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A search sent to the search page (home, not-found, the search page's own form): a plain GET
 * form, so it searches even before the page's code has run; once it runs, `onSubmit` navigates
 * instead of reloading.
 */
export function PropertySearchForm({
  label,
  labelledBy,
  onSubmit,
  noValidate,
  className,
  children,
}: PropertySearchFormProps) {
  return (
    <form
      role="search"
      aria-label={label}
      aria-labelledby={labelledBy}
      method="get"
      action={paths.propertySearch}
      onSubmit={onSubmit}
      noValidate={noValidate}
      className={className}
    >
      {children}
    </form>
  );
}
