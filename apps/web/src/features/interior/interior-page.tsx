import type { Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { DirectoryPage, DirectoryResults, ResultCount } from '../../components/directory-results.tsx';
import { FirmAlternatives } from '../../domain/interior/firm-alternatives.tsx';
import { FirmCard } from '../../domain/interior/firm-card.tsx';
import { useFirmAlternatives } from '../../domain/interior/get-firm-alternatives.ts';
import { island } from '../../islands/island.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { useFirms } from './api/get-firms.ts';
import { CategoryNav } from './category-nav.tsx';
import { FirmFiltersIsland, FirmSortIsland, firmDirectoryHref } from './firm-directory-islands.tsx';
import { FirmNoticeActionIsland } from './firm-notice-action.tsx';
import {
  DEFAULT_FIRM_SORT,
  hasFirmFilters,
  readFirmFilters,
  readFirmPage,
  writeFirmParams,
  type FirmFilters,
} from './firm-filters.ts';

// On a page of islands (ADR 059), the parts a reader can touch.
const FiltersIsland = island('firm-filters', FirmFiltersIsland);
const SortIsland = island('firm-sort', FirmSortIsland);
const NoticeActionIsland = island('firm-notice-action', FirmNoticeActionIsland);

/** How many firms, which page, and the order they are in. */
function ResultsBar({
  total,
  page,
  totalPages,
  filters,
  language,
}: {
  total: number;
  page: number;
  totalPages: number;
  filters: FirmFilters;
  language: Language;
}) {
  const { t } = useTranslation('interior');
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <ResultCount
          namespace="interior"
          testId="firm-count"
          total={total}
          page={page}
          totalPages={totalPages}
          language={language}
        />
        <SortIsland filters={filters} />
      </div>
      {/* What "best rated" means (issue 44, ADR 016): the number of reviews counts too. */}
      {(filters.sort || DEFAULT_FIRM_SORT) === 'best-rated' ? (
        <p className="mt-2 max-w-3xl text-sm text-gray-700" data-testid="best-rated-note">
          {t('bestRatedNote')}
        </p>
      ) : null}
    </div>
  );
}

/** /Interior-Design: the design-firm directory, filters in the URL (spec §2, issue 14). */
export function InteriorPage() {
  const { t } = useTranslation('interior');
  const language = useLanguage();
  const [params] = useSearchParams();
  const location = useLocation();
  const filters = readFirmFilters(params);
  const page = readFirmPage(params);
  const firms = useFirms(filters, page);
  const from = `${location.pathname}${location.search}`;
  // A search that finds few firms or none offers those one step wider finds (issue 63, item 7).
  const total = firms.isPlaceholderData ? undefined : firms.data?.pagination.total;
  const offered = useFirmAlternatives(writeFirmParams(filters), total, hasFirmFilters(filters));
  const wider = (variant: 'empty' | 'thin') => (
    <FirmAlternatives
      alternatives={offered}
      filters={filters}
      language={language}
      hrefFor={(query) => firmDirectoryHref(readFirmFilters(new URLSearchParams(query)))}
      variant={variant}
      linkState={{ from }}
    />
  );

  return (
    <DirectoryPage
      namespace="interior"
      nav={
        <CategoryNav current={filters.category} hrefFor={(category) => firmDirectoryHref({ ...filters, category })} />
      }
      filters={<FiltersIsland applied={filters} language={language} />}
    >
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
            filters={filters}
            language={language}
          />
        )}
        empty={{
          text: !hasFirmFilters(filters)
            ? t('empty.none')
            : offered.length > 0
              ? t('alternatives.emptyText')
              : t('empty.text'),
          button: hasFirmFilters(filters) ? (
            <>
              <NoticeActionIsland kind="clear" filters={filters} page={page} />
              {offered.length > 0 ? wider('empty') : null}
            </>
          ) : null,
        }}
        retry={<NoticeActionIsland kind="retry" filters={filters} page={page} />}
        cardsTestId="firm-cards"
        hrefForPage={(next) => firmDirectoryHref(filters, next)}
        language={language}
      />
      {total !== undefined && total > 0 && offered.length > 0 ? wider('thin') : null}
    </DirectoryPage>
  );
}
