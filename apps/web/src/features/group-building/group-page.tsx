import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { DirectoryPage, DirectoryResults, ResultCount } from '../../components/directory-results.tsx';
import { island, useWholeApp } from '../../islands/island.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { useOffers } from './api/get-offers.ts';
import { DivisionNav } from './division-nav.tsx';
import { GroupCard } from '../../domain/group-building/group-card.tsx';
import { emptyGroupFilters, hasGroupFilters, readGroupFilters, readGroupPage } from './group-filters.ts';
import { GroupInterestIsland } from './group-interest-island.tsx';
import { groupBuildingHref, GroupFiltersIsland, GroupNoticeActionIsland, GroupSortIsland } from './group-islands.tsx';

// On a page of islands (ADR 059), the parts a reader can touch.
const FiltersIsland = island('group-filters', GroupFiltersIsland);
const NoticeActionIsland = island('group-notice-action', GroupNoticeActionIsland);
const SortIsland = island('group-sort', GroupSortIsland);
const InterestIsland = island('group-interest', GroupInterestIsland);

/** /Group-Wise-Building: offers by division, filters in the URL, and the general interest form (spec §2, issue 15). */
export function GroupBuildingPage() {
  const { t } = useTranslation('group');
  const language = useLanguage();
  const [params] = useSearchParams();
  const location = useLocation();
  const filters = readGroupFilters(params);
  const page = readGroupPage(params);
  const offers = useOffers(filters, page);
  // A failed list offers a retry, which only the whole app does (a page of islands hands itself over).
  useWholeApp(offers.isError && !offers.data ? 'always' : undefined);
  const from = `${location.pathname}${location.search}`;

  return (
    <DirectoryPage
      namespace="group"
      nav={
        <DivisionNav
          current={filters.division}
          hrefFor={(division) => groupBuildingHref({ ...emptyGroupFilters, division, sort: filters.sort })}
        />
      }
      filters={<FiltersIsland applied={filters} language={language} />}
    >
      <DirectoryResults
        namespace="group"
        query={offers}
        items={(data) => data.offers}
        itemKey={(offer) => offer.PostID}
        renderItem={(offer) => <GroupCard offer={offer} language={language} linkState={{ from }} />}
        header={(data) => (
          <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
            <ResultCount
              namespace="group"
              testId="offer-count"
              total={data.pagination.total}
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              language={language}
            />
            {data.pagination.total > 1 ? <SortIsland filters={filters} /> : null}
          </div>
        )}
        empty={{
          text: hasGroupFilters(filters) ? t('empty.text') : t('empty.none'),
          button: hasGroupFilters(filters) ? <NoticeActionIsland kind="clear" filters={filters} page={page} /> : null,
        }}
        retry={<NoticeActionIsland kind="retry" filters={filters} page={page} />}
        cardsTestId="group-cards"
        hrefForPage={(next) => groupBuildingHref(filters, next)}
        language={language}
      />
      {/* After the offers (issue 31): the reader first sees what there is, then asks for what is not. */}
      <div className="mt-8">
        <InterestIsland division={filters.division} />
      </div>
    </DirectoryPage>
  );
}
