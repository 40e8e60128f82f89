import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../auth/use-language.ts';

/** At most five page numbers around the current one. */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  const count = Math.min(size, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), Math.max(1, totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

const box = 'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 font-semibold';

/** Page links that keep the list's filters in the URL (hrefFor builds each link). */
export function AdminPagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (totalPages <= 1) return null;
  const link = `${box} border-gray-300 bg-white text-gray-800 hover:border-brand-700 hover:text-brand-800`;
  const idle = `${box} border-gray-200 bg-gray-100 text-gray-600`;
  const n = (value: number) => formatNumber(value, language);
  return (
    <nav aria-label={t('pagination.label')} className="mt-6">
      <p className="mb-2 text-center text-sm text-gray-700">{t('pagination.pageOf', { page: n(page), total: n(totalPages) })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={link} rel="prev" aria-label={t('pagination.previous')}>
              <ChevronLeft aria-hidden size={18} />
              <span aria-hidden className="hidden sm:inline">{t('pagination.previous')}</span>
            </Link>
          ) : (
            <span className={idle} aria-hidden>
              <ChevronLeft aria-hidden size={18} />
              <span aria-hidden className="hidden sm:inline">{t('pagination.previous')}</span>
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <Link
              to={hrefFor(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pagination.page', { n: n(number) })}
              className={number === page ? `${box} border-brand-700 bg-brand-700 text-white` : link}
            >
              {n(number)}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} className={link} rel="next" aria-label={t('pagination.next')}>
              <span aria-hidden className="hidden sm:inline">{t('pagination.next')}</span>
              <ChevronRight aria-hidden size={18} />
            </Link>
          ) : (
            <span className={idle} aria-hidden>
              <span aria-hidden className="hidden sm:inline">{t('pagination.next')}</span>
              <ChevronRight aria-hidden size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
