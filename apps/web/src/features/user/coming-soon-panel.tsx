import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cn } from '../../lib/class-names.ts';

/** My reviews arrive with the design firms' feature; until then, a tidy note. */
export function MyReviewsPage() {
  const { t } = useTranslation('account');
  const title = t('nav.reviews');
  useDocumentTitle(title);
  return (
    <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200 sm:p-10">
      <span
        className={cn(
          'mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full',
          'bg-brand-50 text-brand-800',
        )}
      >
        <Hammer aria-hidden size={26} />
      </span>
      <h1 className="mt-4 text-2xl font-semibold text-gray-900">{title}</h1>
      <p className="mx-auto mt-2 max-w-lg text-[16px] text-gray-700">{t('comingSoon.reviews')}</p>
      <Link
        to={paths.userProfile}
        className={cn(
          'mt-6 inline-block rounded-md border border-brand-700 px-5 py-2.5',
          'font-semibold text-brand-800 hover:bg-brand-50',
        )}
      >
        {t('comingSoon.back')}
      </Link>
    </div>
  );
}
