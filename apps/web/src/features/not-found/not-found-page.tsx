import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, paths } from '../../config/paths.ts';
import { useHttpStatus } from '../../lib/page-head.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cn } from '../../lib/class-names.ts';

/** Any path that is not a route of spec §2. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.metaTitle'));
  useHttpStatus(404);
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:py-20" data-testid="not-found">
      <p className="text-6xl font-semibold text-brand-700 sm:text-7xl" aria-hidden>
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-gray-900 sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mx-auto mt-3 max-w-xl text-[16px] text-gray-700">{t('notFound.text')}</p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.home}
          className={cn(
            'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5',
            'font-semibold text-white hover:bg-brand-800',
          )}
        >
          {t('notFound.home')}
        </Link>
        {/* Until the search page exists, "search" means the rent or the sale listing (issue 12). */}
        {(['rent', 'sell'] as const).map((type) => (
          <Link
            key={type}
            to={href.listing(type)}
            className={cn(
              'inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-5',
              'font-semibold text-brand-800 hover:bg-brand-50',
            )}
          >
            {t(type === 'rent' ? 'notFound.searchRent' : 'notFound.searchBuy')}
          </Link>
        ))}
      </div>
    </div>
  );
}
