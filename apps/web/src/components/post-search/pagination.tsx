import type { Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { PageLinks } from '../page-links.tsx';
import { formatNumber } from '../../lib/format.ts';

interface PaginationProps {
  page: number;
  totalPages: number;
  language: Language;
  /** The link to a page (keeps the filters in the URL). */
  hrefFor: (page: number) => string;
}

/** The listing's page links, in the listings' words. */
export function Pagination({ page, totalPages, language, hrefFor }: PaginationProps) {
  const { t } = useTranslation('listings');
  return (
    <PageLinks
      page={page}
      totalPages={totalPages}
      hrefFor={hrefFor}
      number={(value) => formatNumber(value, language)}
      labels={{
        nav: t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (n) => t('pagination.page', { n }),
      }}
    />
  );
}
