import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { PageLinks } from '../../components/page-links.tsx';
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
    <PageLinks
      page={page}
      totalPages={totalPages}
      hrefFor={hrefFor}
      number={n}
      className="mt-6"
      summary={t('pagination.pageOf', { page: n(page), total: n(totalPages) })}
      labels={{
        nav: t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (value) => t('pagination.page', { n: value }),
      }}
    />
  );
}

/**
 * One page of a staff list: how many were found, the rows (`<li>`s, dimmed while the next page
 * loads), and the page links.
 */
export function PagedList({
  found,
  busy,
  spacing = 'space-y-3',
  page,
  totalPages,
  hrefFor,
  children,
}: {
  found: string;
  busy: boolean;
  spacing?: 'space-y-3' | 'space-y-4';
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  children: ReactNode;
}) {
  return (
    <>
      <p className="mb-2 text-sm text-gray-700" aria-live="polite">
        {found}
      </p>
      <ol className={cn(spacing, busy && 'opacity-60')} aria-busy={busy}>
        {children}
      </ol>
      <AdminPagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
    </>
  );
}
