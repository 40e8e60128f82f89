import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PagedList } from './admin-pagination.tsx';
import { buttonClass, EmptyState, ErrorState, ListSkeleton } from './admin-ui.tsx';

/** An empty list with a way on: back to the first page, or the list without its filters. */
export function EmptyStateLink({
  icon = SearchX,
  title,
  text,
  to,
  label,
}: {
  icon?: LucideIcon;
  title: string;
  text?: string;
  to: string;
  label: string;
}) {
  return (
    <EmptyState icon={icon} title={title} {...(text ? { text } : {})}>
      <Link to={to} className={`${buttonClass.secondary} mt-4`}>
        {label}
      </Link>
    </EmptyState>
  );
}

/**
 * What a paged staff list shows below its filters: a skeleton while the first page loads, the
 * failure with a retry, an empty state, or the page of rows. A page past the end (the list
 * shrank since the link was made) is told apart from an empty list and leads back to page one.
 */
export function StaffListBody<TData extends { pagination: { total: number } }>({
  list,
  page,
  isEmpty,
  pastEnd,
  empty,
  skeletonRows,
  children,
}: {
  list: UseQueryResult<TData>;
  page: number;
  /** The page came back without rows. */
  isEmpty: (data: TData) => boolean;
  /** "Nothing on this page" and its link to the first page (the filters kept), where the list has it. */
  pastEnd?: { title: string; to: string; label: string };
  /** The list has no rows at all: its "none yet", or "nothing matches" with a way to clear the filters. */
  empty: ReactNode;
  skeletonRows?: number;
  /** The rows of a page that has some. */
  children: (data: TData) => ReactNode;
}) {
  if (list.isPending) return <ListSkeleton {...(skeletonRows ? { rows: skeletonRows } : {})} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!isEmpty(list.data)) return children(list.data);
  if (pastEnd && page > 1 && list.data.pagination.total > 0) return <EmptyStateLink {...pastEnd} />;
  return empty;
}

/**
 * A paged staff list of cards or rows: StaffListBody's loading, failure and empty states, then the
 * page as a PagedList (how many were found, the `<li>`s, dimmed while the next page loads, and the
 * page links). `rows` picks the page's items out of the answer.
 */
export function PagedStaffList<TData extends { pagination: { total: number; totalPages: number } }, TRow>({
  list,
  page,
  rows,
  pastEnd,
  empty,
  found,
  hrefFor,
  spacing,
  children,
}: {
  list: UseQueryResult<TData>;
  page: number;
  rows: (data: TData) => readonly TRow[];
  pastEnd?: { title: string; to: string; label: string };
  empty: ReactNode;
  /** "12 found", in the list's own words. */
  found: (data: TData) => string;
  hrefFor: (page: number) => string;
  spacing?: 'space-y-3' | 'space-y-4';
  /** The page's `<li>`s. */
  children: (rows: readonly TRow[], data: TData) => ReactNode;
}) {
  return (
    <StaffListBody list={list} page={page} isEmpty={(data) => rows(data).length === 0} pastEnd={pastEnd} empty={empty}>
      {(data) => (
        <PagedList
          found={found(data)}
          busy={list.isPlaceholderData}
          spacing={spacing}
          page={page}
          totalPages={data.pagination.totalPages}
          hrefFor={hrefFor}
        >
          {children(rows(data), data)}
        </PagedList>
      )}
    </StaffListBody>
  );
}
