import type { Language } from '@ghorbari/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format.ts';

/** At most five page numbers, the current one centred where it can be (spec §9). */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  const count = Math.min(size, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), Math.max(1, totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

interface PaginationProps {
  page: number;
  totalPages: number;
  language: Language;
  /** The link to a page (keeps the filters in the URL). */
  hrefFor: (page: number) => string;
}

const box = 'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 font-semibold';

/** Page links: previous, a window of five numbers, next; the current page is marked for readers. */
export function Pagination({ page, totalPages, language, hrefFor }: PaginationProps) {
  const { t } = useTranslation('listings');
  if (totalPages <= 1) return null;
  const idle = `${box} border-gray-200 bg-gray-100 text-gray-400`;
  const link = `${box} border-gray-300 bg-white text-gray-800 hover:border-brand-700 hover:text-brand-800`;
  return (
    <nav aria-label={t('pagination.label')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={link} rel="prev">
              <ChevronLeft aria-hidden size={18} />
              <span className="hidden sm:inline">{t('pagination.previous')}</span>
              <span className="sr-only sm:hidden">{t('pagination.previous')}</span>
            </Link>
          ) : (
            <span className={idle} aria-disabled="true">
              <ChevronLeft aria-hidden size={18} />
              <span className="hidden sm:inline">{t('pagination.previous')}</span>
              <span className="sr-only sm:hidden">{t('pagination.previous')}</span>
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <Link
              to={hrefFor(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pagination.page', { n: formatNumber(number, language) })}
              className={number === page ? `${box} border-brand-700 bg-brand-700 text-white` : link}
            >
              {formatNumber(number, language)}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} className={link} rel="next">
              <span className="hidden sm:inline">{t('pagination.next')}</span>
              <span className="sr-only sm:hidden">{t('pagination.next')}</span>
              <ChevronRight aria-hidden size={18} />
            </Link>
          ) : (
            <span className={idle} aria-disabled="true">
              <span className="hidden sm:inline">{t('pagination.next')}</span>
              <span className="sr-only sm:hidden">{t('pagination.next')}</span>
              <ChevronRight aria-hidden size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
