import { useTranslation } from 'react-i18next';
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
