import { SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';

const primary = 'rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800';
const secondary =
  'rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50';

/** No such offer (or closed): a 404 page; or a failed load with a retry. Both lead back to the offers. */
export function GroupUnavailable({ retry }: { retry?: () => void }) {
  const { t } = useTranslation('group');
  const Icon = retry ? TriangleAlert : SearchX;
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:py-20" data-testid="group-unavailable">
      <span
        className={cn(
          'mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full',
          'bg-gray-100 text-gray-700',
        )}
      >
        <Icon aria-hidden size={28} />
      </span>
      <h1 className="mt-4 text-2xl font-semibold text-gray-900 sm:text-3xl">
        {retry ? t('detail.title') : t('detail.unavailableTitle')}
      </h1>
      <p className="mx-auto mt-3 max-w-xl text-[16px] text-gray-700">
        {retry ? t('detail.loadError') : t('detail.unavailableText')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {retry ? (
          <button type="button" onClick={retry} className={primary}>
            {t('error.retry')}
          </button>
        ) : null}
        <Link to={paths.groupBuilding} className={cn(retry ? secondary : primary)}>
          {t('detail.back')}
        </Link>
        <Link to={paths.home} className={secondary}>
          {t('detail.home')}
        </Link>
      </div>
    </div>
  );
}
