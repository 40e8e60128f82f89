import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { ListPagination } from '../../components/list-pagination.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** Page links that keep the list's filters in the URL (hrefFor builds each link). */
export function AdminPagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  return (
    <ListPagination
      namespace="admin"
      page={page}
      totalPages={totalPages}
      language={language}
      hrefFor={hrefFor}
      className="mt-6"
      summary={t('pagination.pageOf', { page: n(page), total: n(totalPages) })}
    />
  );
}

/** How many a list found, read out when it changes. */
function FoundCount({ found }: { found: string }) {
  return (
    <p className="mb-2 text-sm text-gray-700" aria-live="polite">
      {found}
    </p>
  );
}

interface PageProps {
  /** "12 found", in the list's own words. */
  found: string;
  /** The next page is loading (the one shown is dimmed). */
  busy: boolean;
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  children: ReactNode;
}

/**
 * One page of a staff list: how many were found, the rows (`<li>`s, dimmed while the next page
 * loads), and the page links.
 */
export function PagedList({ spacing = 'space-y-3', ...props }: PageProps & { spacing?: 'space-y-3' | 'space-y-4' }) {
  return (
    <>
      <FoundCount found={props.found} />
      <ol className={cn(spacing, props.busy && 'opacity-60')} aria-busy={props.busy}>
        {props.children}
      </ol>
      <AdminPagination page={props.page} totalPages={props.totalPages} hrefFor={props.hrefFor} />
    </>
  );
}

/**
 * One page of a staff list shown as something other than list items (a table, cards for phones):
 * how many were found, the rows, and the page links, all dimmed while the next page loads.
 */
export function PagedBlock({ found, busy, page, totalPages, hrefFor, children }: PageProps) {
  return (
    <div className={busy ? 'opacity-60' : ''} aria-busy={busy}>
      <FoundCount found={found} />
      {children}
      <AdminPagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
    </div>
  );
}
