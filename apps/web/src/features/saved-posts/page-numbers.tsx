import { LIMITS } from '@ghorbari/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '../../components/page-links.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { cn } from '../../lib/class-names.ts';

const cell = 'inline-flex h-11 min-w-11 items-center justify-center rounded-md px-3 font-semibold';

export function PageNumbers({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('posting');
  const language = useLanguage();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('saved.pagination')} className="mt-6 flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={`${cell} text-gray-800 hover:bg-gray-100 disabled:opacity-40`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden size={18} />
        {t('saved.previous')}
      </button>
      {pageWindow(page, totalPages, LIMITS.savedPosts.paginationWindow).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('saved.page', { n: formatNumber(number, language) })}
          onClick={() => onPage(number)}
          className={cn(
            cell,
            number === page
              ? 'bg-brand-700 text-white'
              : 'bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50',
          )}
        >
          {formatNumber(number, language)}
        </button>
      ))}
      <button
        type="button"
        className={`${cell} text-gray-800 hover:bg-gray-100 disabled:opacity-40`}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('saved.next')}
        <ChevronRight aria-hidden size={18} />
      </button>
    </nav>
  );
}
