import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/class-names.ts';
import { AdminPageHeader, ErrorState, linkClass, ListSkeleton } from './admin-ui.tsx';

/** The frame of a staff editor (a new or an existing article or offer): back to its list, the heading, the form. */
export function StaffEditorPage({
  backTo,
  backLabel,
  title,
  intro,
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="max-w-4xl">
      <Link to={backTo} className={cn('mb-2', linkClass)}>
        <ArrowLeft aria-hidden size={18} />
        {backLabel}
      </Link>
      <AdminPageHeader title={title} intro={intro} />
      {children}
    </div>
  );
}

/**
 * An editor's body: a skeleton until the latest copy has come (the form starts from it, not from
 * one cached before someone else's change), the failure with a retry, then the form.
 */
export function LatestCopy<TData>({
  query,
  children,
}: {
  query: UseQueryResult<TData>;
  children: (data: TData) => ReactNode;
}) {
  if (query.isPending || (query.isFetching && !query.isFetchedAfterMount)) return <ListSkeleton rows={2} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** The link from an editor to what the public sees of the item. */
export function PublicPageLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn(className, linkClass)}>
      <ExternalLink aria-hidden size={18} />
      {children}
    </Link>
  );
}
