import { FIRM_SORTS, type Language } from '@ghorbari/contracts';
import { SearchX, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLinks } from '../../components/page-links.tsx';
import { CardListSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { usePageHead } from '../../lib/page-head.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useFirms } from './api/get-firms.ts';
import { CategoryNav } from './category-nav.tsx';
import { FirmActiveFilters } from './firm-active-filters.tsx';
import { FirmCard } from '../../components/firm-card.tsx';
import {
  DEFAULT_FIRM_SORT,
  emptyFirmFilters,
  hasFirmFilters,
  readFirmFilters,
  readFirmPage,
  writeFirmParams,
  type FirmFilters,
} from './firm-filters.ts';
import { FirmFiltersPanel } from './firm-filters-panel.tsx';

function Notice({
  Icon,
  title,
  text,
  action,
}: {
  Icon: typeof SearchX;
  title: string;
  text: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <div className="mt-6 rounded-xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-gray-200">
      <Icon aria-hidden size={40} className="mx-auto text-gray-500" />
      <h2 className="mt-3 text-xl font-semibold text-gray-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-lg text-[16px] text-gray-700">{text}</p>
      {action ? (
        <button
          type="button"
          onClick={action.onClick}
          className="mt-5 h-11 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {action.label}
        </button>
      ) : null}
    </div>
  );
}

/** How many firms, which page, and the order they are in. */
function ResultsBar({
  total,
  page,
  totalPages,
  sort,
  onSort,
  language,
}: {
  total: number;
  page: number;
  totalPages: number;
  sort: string;
  onSort: (sort: string) => void;
  language: Language;
}) {
  const { t } = useTranslation(['interior', 'enums']);
  const id = useId();
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <div>
        <p role="status" className="text-lg font-semibold text-gray-900" data-testid="firm-count">
          {t('resultCount', { count: total, n: formatNumber(total, language) })}
        </p>
        {totalPages > 1 ? (
          <p className="text-sm text-gray-600">
            {t('pageOf', { page: formatNumber(page, language), total: formatNumber(totalPages, language) })}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="block text-sm font-semibold text-gray-800">
          {t('sortLabel')}
        </label>
        <select
          id={`${id}-sort`}
          value={sort || DEFAULT_FIRM_SORT}
          onChange={(event) => onSort(event.target.value)}
          className="mt-1 h-11 rounded-md border border-gray-300 bg-white px-3 text-[15px] text-gray-900"
        >
          {FIRM_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`enums:firmSort.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** /Interior-Design: the design-firm directory, filters in the URL (spec §2, issue 14). */
export function InteriorPage() {
  const { t } = useTranslation('interior');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const filters = readFirmFilters(params);
  const page = readFirmPage(params);
  const firms = useFirms(filters, page);
  useDocumentTitle(t('title'));
  usePageHead({ description: t('metaDescription') });

  const hrefFor = (next: FirmFilters, nextPage = 1) => {
    const query = writeFirmParams(next, nextPage).toString();
    return query ? `${paths.interior}?${query}` : paths.interior;
  };
  const apply = (next: FirmFilters) => void navigate(hrefFor(next));
  const clear = () => void navigate(hrefFor({ ...emptyFirmFilters, sort: filters.sort }));
  const from = `${location.pathname}${location.search}`;
  const data = firms.data;
  const n = (value: number) => formatNumber(value, language);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 max-w-3xl text-[16px] text-gray-700">{t('intro')}</p>

      <CategoryNav current={filters.category} hrefFor={(category) => hrefFor({ ...filters, category })} />
      <div className="mt-3">
        {/* Remounted when the URL changes (back button, a chip), so the form shows what applies. */}
        <FirmFiltersPanel key={params.toString()} applied={filters} language={language} onApply={apply} onClear={clear}>
          <FirmActiveFilters filters={filters} language={language} onChange={apply} />
        </FirmFiltersPanel>
      </div>

      {firms.isPending ? (
        <div className="-mx-4">
          <CardListSkeleton />
        </div>
      ) : firms.isError && !data ? (
        <Notice
          Icon={TriangleAlert}
          title={t('error.title')}
          text={t('error.text')}
          action={{ label: t('error.retry'), onClick: () => void firms.refetch() }}
        />
      ) : data && data.pagination.total === 0 ? (
        hasFirmFilters(filters) ? (
          <Notice
            Icon={SearchX}
            title={t('empty.title')}
            text={t('empty.text')}
            action={{ label: t('filters.clear'), onClick: clear }}
          />
        ) : (
          <Notice Icon={SearchX} title={t('empty.title')} text={t('empty.none')} />
        )
      ) : data ? (
        <div aria-busy={firms.isPlaceholderData} className="mt-6">
          <ResultsBar
            total={data.pagination.total}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            sort={filters.sort}
            onSort={(sort) => apply({ ...filters, sort })}
            language={language}
          />
          <ul
            data-testid="firm-cards"
            className={cn(
              'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
              firms.isPlaceholderData ? 'opacity-60' : '',
            )}
          >
            {data.firms.map((firm) => (
              <li key={firm.PostID}>
                <FirmCard firm={firm} language={language} linkState={{ from }} />
              </li>
            ))}
          </ul>
          <PageLinks
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            hrefFor={(next) => hrefFor(filters, next)}
            number={n}
            labels={{
              nav: t('pagination.label'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (value) => t('pagination.page', { n: value }),
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
