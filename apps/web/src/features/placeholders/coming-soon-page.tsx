import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cn } from '../../lib/class-names.ts';

export type PlaceholderKey =
  | 'propertySearch'
  | 'blog'
  | 'groupBuilding'
  | 'interior'
  | 'interiorDetails'
  | 'interiorGallery'
  | 'groupDetails'
  | 'blogPostDetails';

/** A tidy page for a route whose feature lands in a later release. */
export function ComingSoonPage({ titleKey }: { titleKey: PlaceholderKey }) {
  const { t } = useTranslation();
  const title = t(`placeholder.titles.${titleKey}`);
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm sm:p-10">
        <span
          className={cn(
            'mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full',
            'bg-brand-50 text-brand-800',
          )}
        >
          <Hammer aria-hidden size={26} />
        </span>
        <h1 className="mt-4 text-2xl font-semibold text-gray-900 sm:text-3xl">{title}</h1>
        <p className="mx-auto mt-3 max-w-xl text-[16px] text-gray-700">{t('placeholder.text')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to={paths.home}
            className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('placeholder.backHome')}
          </Link>
          <Link
            to={paths.customerCare}
            className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('placeholder.customerCare')}
          </Link>
        </div>
      </div>
    </div>
  );
}
