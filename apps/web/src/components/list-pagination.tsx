import type { Language } from '@ghorbari/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format.ts';
import { PageLinks } from './page-links.tsx';

interface ListPaginationProps {
  /** Whose `pagination.*` texts: the post listings', a directory's, the search's or the staff area's. */
  namespace: 'listings' | 'group' | 'interior' | 'search' | 'admin';
  page: number;
  totalPages: number;
  language: Language;
  /** The link to a page (keeps the filters in the URL). */
  hrefFor: (page: number) => string;
  /** Said beside the links ("Page 2 of 7"). */
  summary?: ReactNode;
  className?: string;
}

/** A list's page links, in its own words and the reader's digits. */
export function ListPagination({
  namespace,
  page,
  totalPages,
  language,
  hrefFor,
  summary,
  className,
}: ListPaginationProps) {
  const { t } = useTranslation(namespace);
  return (
    <PageLinks
      page={page}
      totalPages={totalPages}
      hrefFor={hrefFor}
      number={(value) => formatNumber(value, language)}
      summary={summary}
      className={className}
      labels={{
        nav: t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (n) => t('pagination.page', { n }),
      }}
    />
  );
}
