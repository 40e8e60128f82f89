import { FIRM_SORTS, type Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DirectoryResults, ResultCount } from '../../components/directory-results.tsx';
import { SortSelect } from '../../components/filters/sort-select.tsx';
import { paths } from '../../config/paths.ts';
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
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <ResultCount
        namespace="interior"
        testId="firm-count"
        total={total}
        page={page}
        totalPages={totalPages}
        language={language}
      />
      <SortSelect
        label={t('sortLabel')}
        value={sort || DEFAULT_FIRM_SORT}
        options={FIRM_SORTS.map((option) => ({ value: option, label: t(`enums:firmSort.${option}`) }))}
        onChange={onSort}
      />
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

      <DirectoryResults
        namespace="interior"
        query={firms}
        items={(data) => data.firms}
        itemKey={(firm) => firm.PostID}
        renderItem={(firm) => <FirmCard firm={firm} language={language} linkState={{ from }} />}
        header={(data) => (
          <ResultsBar
            total={data.pagination.total}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            sort={filters.sort}
            onSort={(sort) => apply({ ...filters, sort })}
            language={language}
          />
        )}
        empty={{
          text: hasFirmFilters(filters) ? t('empty.text') : t('empty.none'),
          action: hasFirmFilters(filters) ? { label: t('filters.clear'), onClick: clear } : undefined,
        }}
        cardsTestId="firm-cards"
        hrefForPage={(next) => hrefFor(filters, next)}
        language={language}
      />
    </div>
  );
}
