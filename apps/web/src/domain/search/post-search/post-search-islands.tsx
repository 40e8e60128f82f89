import type { Language, ListingSort, UnderstoodPiece } from '@ghorbari/contracts';
import { noticeActionClass } from '../../../components/results-notice.tsx';
import { SaveSearchButton, type SearchToSave } from '../../saved-searches/save-search-button.tsx';
import { useLoadsPages, useNavigate } from '../../../lib/navigation/navigation.tsx';
import {
  emptyPostFilters,
  listingHref,
  postSearchPageHref,
  sortOf,
  sortsFor,
  type PostFilters,
  type PostType,
} from './post-search-query.ts';
import { ActiveFilters } from './active-filters.tsx';
import { PostFiltersPanel } from './filters-panel.tsx';
import { useListingView, type ListingView } from './listing-view.ts';
import { ResultsActions } from './results-actions.tsx';
import { UnderstoodChips } from './understood-chips.tsx';

/**
 * The parts of a list of posts a reader can touch (issue 43, ADR 059): on the listing pages, pages
 * of islands, each comes alive on its own and applies a choice by loading the list's address with
 * it; in the single-page app (the search page) they move within the app. Props are plain data:
 * the filters in the address, and which page's address the list has.
 */

/** Which page a list of posts is on: a listing page, or the search page's sale or rent tab. */
export type PostListPage = 'listing' | 'search';

/** The address of this list with these filters, on this page (the first when the filters change). */
export const postListHref = (on: PostListPage, type: PostType, filters: PostFilters, page = 1): string =>
  on === 'search' ? postSearchPageHref(type, filters, page) : listingHref(type, filters, page);

/** The filters with everything cleared but the order. */
export const clearedPostFilters = (filters: PostFilters): PostFilters => ({ ...emptyPostFilters, sort: filters.sort });

interface PostFiltersIslandProps {
  on: PostListPage;
  type: PostType;
  /** The filters in the address. */
  filters: PostFilters;
  /** The filters as the panel shows them (with the place the words named). */
  shown: PostFilters;
  /** What the words were read as, for their chips. */
  understood: UnderstoodPiece[];
  language: Language;
  action: string;
  hidden: Record<string, string>;
}

/** The filters panel with the applied filters and the words read as chips. */
export function PostFiltersIsland({
  on,
  type,
  filters,
  shown,
  understood,
  language,
  action,
  hidden,
}: PostFiltersIslandProps) {
  const navigate = useNavigate();
  const apply = (next: PostFilters) => void navigate(postListHref(on, type, next));
  return (
    <PostFiltersPanel
      type={type}
      applied={shown}
      language={language}
      onApply={apply}
      onClear={() => apply(clearedPostFilters(filters))}
      action={action}
      hidden={hidden}
    >
      <ActiveFilters
        type={type}
        filters={filters}
        language={language}
        onChange={apply}
        className="min-w-0 flex-1 basis-40 lg:mt-3"
      />
      <UnderstoodChips
        pieces={understood}
        q={filters.q}
        language={language}
        hrefFor={(q) => postListHref(on, type, { ...filters, q })}
      />
    </PostFiltersPanel>
  );
}

interface PostResultsActionsIslandProps {
  on: PostListPage;
  type: PostType;
  filters: PostFilters;
  search: SearchToSave | null;
  /** Rows or cards, as the list beside it was rendered. */
  shownAs: ListingView;
}

/**
 * Save the search, the order, rows or cards. On a page of islands the cards are the server's: the
 * switch says how they were rendered (not how this screen would have them: the cards cannot
 * follow), and a new view is kept (cookie) and the page loads again in it.
 */
export function PostResultsActionsIsland({ on, type, filters, search, shownAs }: PostResultsActionsIslandProps) {
  const navigate = useNavigate();
  const loadsPages = useLoadsPages();
  const [liveView, setView] = useListingView();
  const view = loadsPages ? shownAs : liveView;
  const current = sortOf(filters);
  const choose = (sort: ListingSort) => void navigate(postListHref(on, type, { ...filters, sort }));
  const chooseView = (next: ListingView) => {
    setView(next);
    if (loadsPages) window.location.reload();
  };
  return (
    <ResultsActions
      type={type}
      sort={current}
      sorts={sortsFor(filters)}
      onSort={choose}
      search={search}
      view={view}
      onView={chooseView}
    />
  );
}

/** "Clear filters" (or the words) when nothing matched. */
export function PostClearIsland({
  on,
  type,
  filters,
  label,
}: {
  on: PostListPage;
  type: PostType;
  filters: PostFilters;
  label: string;
}) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => void navigate(postListHref(on, type, clearedPostFilters(filters)))}
      className={noticeActionClass}
    >
      {label}
    </button>
  );
}

/** "Save this search" under the notice that nothing matched yet. */
export function SaveSearchIsland({ search }: { search: SearchToSave }) {
  return <SaveSearchButton search={search} />;
}
