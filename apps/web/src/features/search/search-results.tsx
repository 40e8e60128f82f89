import type { Language } from '@ghorbari/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FirmCard } from '../../components/firm-card.tsx';
import { SortSelect } from '../../components/filters/sort-select.tsx';
import { GroupCard } from '../../components/group-card.tsx';
import { ListPagination } from '../../components/list-pagination.tsx';
import { PagedCards, ResultCount, type DirectoryQuery } from '../../components/directory-results.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { useFirmResults } from './api/search-firms.ts';
import { useOfferResults } from './api/search-offers.ts';
import { NoResults, ResultsError } from './search-notices.tsx';
import { defaultSort, searchHref, sortsFor, type SearchState } from './search-params.ts';

interface ResultsProps {
  state: SearchState;
  language: Language;
}

/** How many were found (and for which words), the page, the order, and room for an action. */
function ResultsBar({
  state,
  countKey,
  total,
  page,
  totalPages,
  language,
  action,
}: ResultsProps & { countKey: string; total: number; page: number; totalPages: number; action?: ReactNode }) {
  const { t } = useTranslation(['search', 'enums']);
  const navigate = useNavigate();
  const { kind, filters } = state;
  const sorts = sortsFor(kind, filters.q);
  // Only firms have orders to choose from (group offers come newest first).
  const sortLabel = (sort: string) => t(`enums:firmSort.${sort}`);
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
      <div className="flex flex-wrap items-end gap-3">
        {action}
        {sorts.length > 0 ? (
          <SortSelect
            label={t('sort.label')}
            value={filters.sort || defaultSort(kind, filters.q)}
            options={sorts.map((sort) => ({ value: sort, label: sortLabel(sort) }))}
            onChange={(sort) => void navigate(searchHref(kind, { ...filters, sort }))}
          />
        ) : null}
      </div>
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
}: ResultsProps & {
  results: DirectoryQuery<D>;
  countKey: string;
  testId: string;
  items: (data: D) => T[];
  render: (item: T, linkState: { from: string }) => { key: string; card: ReactNode };
}) {
  const location = useLocation();
  const linkState = { from: `${location.pathname}${location.search}` };
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
      empty={() => <NoResults state={state} language={language} />}
      cardsTestId={testId}
      pages={(data) => (
        <ListPagination
          namespace="search"
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          language={language}
          hrefFor={(next) => searchHref(state.kind, state.filters, next)}
        />
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

/** Design firms by name, place, kind of work and budget, in the chosen order. */
export function FirmResults({ state, language }: ResultsProps) {
  return (
    <CardResults
      state={state}
      language={language}
      results={useFirmResults(state)}
      countKey="results.firms"
      testId="firm-cards"
      items={(data) => data.firms}
      render={(firm, linkState) => ({
        key: firm.PostID,
        card: <FirmCard firm={firm} language={language} linkState={linkState} />,
      })}
    />
  );
}
