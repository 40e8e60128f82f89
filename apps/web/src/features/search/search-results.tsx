import type { Language } from '@ghorbari/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SearchX } from 'lucide-react';
import { FirmAlternatives } from '../../domain/interior/firm-alternatives.tsx';
import { FirmCard } from '../../domain/interior/firm-card.tsx';
import { FirmFilterChips } from '../../domain/interior/firm-filter-chips.tsx';
import { useFirmAlternatives } from '../../domain/interior/get-firm-alternatives.ts';
import { GroupCard } from '../../domain/group-building/group-card.tsx';
import { ListPagination } from '../../components/list-pagination.tsx';
import { PagedCards, ResultCount, type DirectoryQuery } from '../../components/directory-results.tsx';
import { ResultsNotice } from '../../components/results-notice.tsx';
import { island, useWholeApp } from '../../islands/island.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { SEARCH_PAGE_SIZE } from './api/page-size.ts';
import { useFirmResults } from './api/search-firms.ts';
import { useOfferResults } from './api/search-offers.ts';
import { NoResults, ResultsError } from './search-notices.tsx';
import { SearchSortIsland } from './search-islands.tsx';
import { apiParams, emptySearchFilters, searchHref, sortsFor, type SearchState } from './search-params.ts';

// On a page of islands (ADR 059), the order is the part of the results a reader can touch.
const SortIsland = island('search-sort', SearchSortIsland);

interface ResultsProps {
  state: SearchState;
  language: Language;
}

/** How many were found (and for which words), the page and the order. */
function ResultsBar({
  state,
  countKey,
  total,
  page,
  totalPages,
  language,
}: ResultsProps & { countKey: string; total: number; page: number; totalPages: number }) {
  const { t } = useTranslation('search');
  const { kind, filters } = state;
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
      <ResultCount
        namespace="search"
        keys={{ count: countKey, pageOf: 'results.pageOf' }}
        total={total}
        page={page}
        totalPages={totalPages}
        language={language}
        testId="result-count"
        className="min-w-0"
      >
        {filters.q ? (
          <p className="text-sm text-gray-700">
            {t('results.forWords')}{' '}
            <span lang={textLanguage(filters.q, language)} className="font-semibold">
              {filters.q}
            </span>
          </p>
        ) : null}
      </ResultCount>
      {sortsFor(kind, filters.q).length > 0 ? <SortIsland kind={kind} filters={filters} /> : null}
    </div>
  );
}

interface PagedData {
  pagination: { total: number; page: number; totalPages: number };
}

/**
 * The results of a kind with cards of its own (offers, firms): loading, an error, nothing found,
 * or the count, the grid of cards and the pages.
 */
function CardResults<D extends PagedData, T>({
  state,
  language,
  results,
  countKey,
  testId,
  items,
  render,
  empty,
  after,
}: ResultsProps & {
  results: DirectoryQuery<D>;
  countKey: string;
  testId: string;
  items: (data: D) => T[];
  render: (item: T, linkState: { from: string }) => { key: string; card: ReactNode };
  /** In place of the plain "nothing found" with its wider searches. */
  empty?: (() => ReactNode) | undefined;
  /** Under the cards and their pages (the firms that come close to a short list). */
  after?: ReactNode;
}) {
  const location = useLocation();
  const linkState = { from: `${location.pathname}${location.search}` };
  // A failed list offers a retry, which only the whole app does (a page of islands hands itself over).
  useWholeApp(results.isError && !results.data ? 'always' : undefined);
  return (
    <PagedCards
      query={results}
      items={(data) => items(data).map((item) => render(item, linkState))}
      itemKey={(item) => item.key}
      renderItem={(item) => item.card}
      header={(data) => (
        <ResultsBar
          state={state}
          language={language}
          countKey={countKey}
          total={data.pagination.total}
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
        />
      )}
      error={() => <ResultsError onRetry={() => void results.refetch()} />}
      empty={empty ?? (() => <NoResults state={state} language={language} />)}
      cardsTestId={testId}
      pages={(data) => (
        <>
          <ListPagination
            namespace="search"
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            language={language}
            hrefFor={(next) => searchHref(state.kind, state.filters, next)}
          />
          {after}
        </>
      )}
    />
  );
}

/** Group-building offers by place, share price and flat size, newest first. */
export function OfferResults({ state, language }: ResultsProps) {
  return (
    <CardResults
      state={state}
      language={language}
      results={useOfferResults(state)}
      countKey="results.offers"
      testId="group-cards"
      items={(data) => data.offers}
      render={(offer, linkState) => ({
        key: offer.PostID,
        card: <GroupCard offer={offer} language={language} linkState={linkState} />,
      })}
    />
  );
}

/**
 * Design firms by name, place, kind of work and budget, in the chosen order, with every filter as
 * a chip above them. A search that finds few firms or none offers those one step wider finds
 * (issue 63, item 7): the same city above the budget, the rest of the division, other work…
 */
export function FirmResults({ state, language }: ResultsProps) {
  const { t } = useTranslation(['search', 'interior']);
  const location = useLocation();
  const results = useFirmResults(state);
  const { filters } = state;
  const narrows = FIRM_NARROWING.some((key) => filters[key] !== '');
  const offered = useFirmAlternatives(
    apiParams(state, SEARCH_PAGE_SIZE),
    results.isPlaceholderData ? undefined : results.data?.pagination.total,
    narrows,
  );
  const wider = (variant: 'empty' | 'thin') => (
    <FirmAlternatives
      alternatives={offered}
      filters={filters}
      language={language}
      hrefFor={(query) => searchHref('interior', { ...emptySearchFilters, ...query })}
      variant={variant}
      linkState={{ from: `${location.pathname}${location.search}` }}
    />
  );
  return (
    <>
      <FirmFilterChips
        filters={filters}
        language={language}
        hrefWithout={(without) => searchHref('interior', { ...filters, ...without })}
      />
      <CardResults
        state={state}
        language={language}
        results={results}
        countKey="results.firms"
        testId="firm-cards"
        items={(data) => data.firms}
        render={(firm, linkState) => ({
          key: firm.PostID,
          card: <FirmCard firm={firm} language={language} linkState={linkState} />,
        })}
        empty={
          offered.length > 0
            ? () => (
                <ResultsNotice
                  Icon={SearchX}
                  title={t('search:empty.interior')}
                  text={t('interior:alternatives.emptyText')}
                  testId="search-empty"
                >
                  {wider('empty')}
                </ResultsNotice>
              )
            : undefined
        }
        after={offered.length > 0 ? wider('thin') : null}
      />
    </>
  );
}

/** The firm search's filters that narrow it (the order only orders). */
const FIRM_NARROWING = ['division', 'district', 'category', 'budget', 'maxBudget', 'q'] as const;
