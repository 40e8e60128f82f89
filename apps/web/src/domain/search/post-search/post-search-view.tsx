import type { Language, NearFit, PostCard as PostCardData, UnderstoodPiece } from '@ghorbari/contracts';
import { SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../../../lib/navigation/navigation.tsx';
import { island, useWholeApp } from '../../../islands/island.tsx';
import { ResultsNotice } from '../../../components/results-notice.tsx';
import { PostCard } from '../../posts/post-card.tsx';
import { PostRow } from '../../posts/post-row.tsx';
import { CardListSkeleton } from '../../../components/skeletons.tsx';
import { href } from '../../../config/paths.ts';
import { cn } from '../../../lib/class-names.ts';
import { usePosts } from './get-posts.ts';
import { searchOf } from './post-filter-check.ts';
import { hasFilters, type PostFilters, type PostType } from './post-search-query.ts';
import {
  PostClearIsland,
  PostFiltersIsland,
  PostResultsActionsIsland,
  SaveSearchIsland,
  postListHref,
  type PostListPage,
} from './post-search-islands.tsx';
import { useListingView, type ListingView } from './listing-view.ts';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ResultCount } from '../../../components/directory-results.tsx';
import { SearchAlternatives, THIN } from './search-alternatives.tsx';
import { PlaceQuestion } from './place-question.tsx';
import { pieceText } from './piece-labels.ts';
import { FitNote, WidenedLine } from './near-fits.tsx';

export interface PostSearchViewProps {
  type: PostType;
  filters: PostFilters;
  page: number;
  language: Language;
  /** Which page the list is on, for its addresses (a listing page, or the search page's tab). */
  on: PostListPage;
  /** The filters form's target before the page's JavaScript, and the fields the address needs besides. */
  action: string;
  hidden?: Record<string, string>;
  /** Shown above the results (a district's prices). */
  beforeResults?: ReactNode;
}

// On a page of islands (ADR 059), the parts a reader can touch.
const FiltersIsland = island('post-filters', PostFiltersIsland);
const ResultsActionsIsland = island('post-results-actions', PostResultsActionsIsland);
const ClearIsland = island('post-clear', PostClearIsland);
const SaveIsland = island('post-save-search', SaveSearchIsland);

/** The page's own address of a post search, of either type (wider searches may cross over). */
type HrefFor = (type: PostType, filters: PostFilters, page?: number) => string;

interface PostsProps {
  posts: (PostCardData & { fit?: NearFit })[];
  view: ListingView;
  language: Language;
  detailHref: (id: string) => string;
  /** The list's own address, handed to each post so its back link returns here, filters and all. */
  from: string;
  className?: string;
  testId?: string;
}

/** Posts as compact rows or as a grid of cards. */
function Posts({ posts, view, language, detailHref, from, className = '', testId }: PostsProps) {
  return (
    <ul
      data-testid={testId}
      data-view={view}
      className={cn(
        // One column of at most the screen's width (grid-cols-1): a long place name is cut short
        // in its row instead of widening the page (English on a phone).
        view === 'list'
          ? 'grid grid-cols-1 gap-3 xl:grid-cols-2'
          : 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3',
        className,
      )}
    >
      {posts.map((post) => (
        <li key={post.PostID}>
          {view === 'list' ? (
            <PostRow
              post={post}
              to={detailHref(post.PostID)}
              language={language}
              linkState={{ from }}
              compareId={post.PostID}
              note={post.fit ? <FitNote fit={post.fit} language={language} /> : undefined}
            />
          ) : (
            <PostCard
              post={post}
              to={detailHref(post.PostID)}
              language={language}
              linkState={{ from }}
              compareId={post.PostID}
              note={post.fit ? <FitNote fit={post.fit} language={language} /> : undefined}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Nothing found: what was looked for, why (issue 42: the spelling only when some words were
 * matched as text; else what was understood, all of which no post has), the searches one step
 * wider that do find something, and a way to start over.
 */
function NoMatches({
  on,
  type,
  filters,
  language,
  hrefFor,
  understood,
  words,
}: Pick<PostSearchViewProps, 'on' | 'type' | 'filters' | 'language'> & {
  hrefFor: HrefFor;
  understood: readonly UnderstoodPiece[];
  /** The words matched as text (GET /api/posts `words`); null when all were understood. */
  words: string | null | undefined;
}) {
  const { t } = useTranslation(['listings', 'enums', 'common']);
  const others = hasFilters({ ...filters, q: '' });
  const read = understood.flatMap((piece) => {
    const label = piece.kind === 'ignored' ? '' : pieceText(t, piece, language);
    return label ? [label] : [];
  });
  let text = t('empty.text');
  if (filters.q)
    text =
      words === null && read.length > 0
        ? t('empty.understoodText', { what: read.join(' · ') })
        : words
          ? t('empty.wordsText', { words })
          : t('empty.keywordText');
  return (
    // The notice's own top margin is for a phone, where it follows the filters.
    <div data-testid="search-empty" className="lg:-mt-6">
      <ResultsNotice
        Icon={SearchX}
        title={filters.q ? t('empty.keywordTitle', { q: filters.q }) : t('empty.title')}
        text={text}
        button={
          <ClearIsland
            on={on}
            type={type}
            filters={filters}
            label={t(filters.q ? (others ? 'empty.clearAll' : 'empty.clearKeyword') : 'filters.clear')}
          />
        }
      >
        <SearchAlternatives
          type={type}
          filters={filters}
          total={0}
          language={language}
          hrefFor={hrefFor}
          variant="empty"
        />
      </ResultsNotice>
    </div>
  );
}

/**
 * The filters as the panel shows them: with the place the words named (a chip says it) in the
 * place fields when none is chosen there, so the panel shows what the chips show (issue 42).
 * Applying the panel then sets it as a filter, which the words, naming it, no longer narrow.
 * Several places ("mirpur ba mohammadpur", Uttara's two thanas) show what they share: Dhaka.
 * A neighbourhood the words named filters by its thana (its posts first): the panel shows the thana.
 */
function withPlaceRead(filters: PostFilters, understood: readonly UnderstoodPiece[]): PostFilters {
  const places = understood.filter((piece) => piece.kind === 'place');
  if (places.length === 0 || filters.division) return filters;
  const shared = (level: 'division' | 'district' | 'subDistrict') => {
    const ids = new Set(places.map((place) => place[level] ?? ''));
    return ids.size === 1 ? [...ids][0]! : '';
  };
  const division = shared('division');
  const district = division ? shared('district') : '';
  if (!division) return filters;
  return { ...filters, division, district, subDistrict: district ? shared('subDistrict') : '', neighbourhood: '' };
}

/**
 * A list of sale or rent posts with its filters (issue 29, item 4): the same panel, chips,
 * results and wider searches on the listing pages and on the search page's sale and rent tabs.
 * The filters sit beside the results on a wide screen and fold away on a phone.
 */
export function PostSearchView(props: PostSearchViewProps) {
  const { on, type, filters, page, language, action, hidden, beforeResults } = props;
  const { t } = useTranslation('listings');
  const hrefFor: HrefFor = (kind, next, at) => postListHref(on, kind, next, at);
  const location = useLocation();
  const [view] = useListingView();
  const posts = usePosts(type, filters, page);
  // A failed list offers a retry, which only the whole app does (a page of islands hands itself over).
  useWholeApp(posts.isError && !posts.data ? 'always' : undefined);
  const search = searchOf(type, filters);
  const from = `${location.pathname}${location.search}`;
  const detailHref = type === 'sell' ? href.buySellDetails : href.rentDetails;
  // Featured and other posts are shown alike: as cards or rows, each opening its page.
  const shown = { view, language, detailHref, from };
  const data = posts.data;
  // What the words said belongs to the words asked: not shown from a previous answer kept while the next loads.
  const understood = data && !posts.isPlaceholderData ? data.understood : [];
  const placeQuestion = data && !posts.isPlaceholderData ? data.placeQuestion : null;

  // An answer kept from before near fits were listed (the offline cache) has none.
  const near = data?.near ?? [];
  let results: ReactNode = null;
  if (posts.isPending)
    results = (
      <div className="-mx-4 lg:mx-0">
        <CardListSkeleton />
      </div>
    );
  else if (posts.isError && !data)
    results = (
      <div className="lg:-mt-6">
        <ResultsNotice
          Icon={TriangleAlert}
          title={t('error.title')}
          text={t('error.text')}
          action={{ label: t('error.retry'), onClick: () => void posts.refetch() }}
        />
      </div>
    );
  else if (data && data.pagination.total === 0 && near.length === 0)
    results = (
      <>
        <NoMatches
          on={on}
          type={type}
          filters={filters}
          language={language}
          hrefFor={hrefFor}
          understood={understood}
          words={data?.words}
        />
        {/* Nothing yet is when an alert helps most: the search can still be saved. */}
        {search ? (
          <div className="mt-4 flex justify-center">
            <SaveIsland search={search} />
          </div>
        ) : null}
      </>
    );
  else if (data)
    results = (
      <div aria-busy={posts.isPlaceholderData} className="mt-6 lg:mt-0">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          {/* No exact fit, near ones: the line above them says so, not a count of none. */}
          {data.pagination.total > 0 ? (
            <ResultCount
              namespace="listings"
              total={data.pagination.total}
              atLeast={data.pagination.moreThanTotal}
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              language={language}
              testId="result-count"
            />
          ) : (
            <span />
          )}
          <ResultsActionsIsland on={on} type={type} filters={filters} search={search} shownAs={view} />
        </div>
        {data.featured.length > 0 ? (
          <section aria-labelledby="featured-posts" className="mt-4" data-testid="featured-posts">
            <h2 id="featured-posts" className="text-[15px] font-semibold text-gray-800">
              {t('featured.title')}
            </h2>
            <Posts posts={data.featured} {...shown} className="mt-2" testId="featured-cards" />
          </section>
        ) : null}
        {data.posts.length > 0 ? (
          <Posts
            posts={data.posts}
            {...shown}
            className={cn('mt-4', posts.isPlaceholderData ? 'opacity-60' : '')}
            testId="post-cards"
          />
        ) : null}
        {near.length > 0 && data.widened ? (
          // Fewer exact fits than a page: the nearest after them, each saying why (issue 63).
          <section aria-labelledby="near-posts" data-testid="near-posts">
            <h2 id="near-posts" className="sr-only">
              {t('near.title')}
            </h2>
            <WidenedLine exact={data.pagination.total} widened={data.widened} language={language} />
            <Posts
              posts={near}
              {...shown}
              className={cn('mt-4', posts.isPlaceholderData ? 'opacity-60' : '')}
              testId="near-cards"
            />
          </section>
        ) : null}
        {data.pagination.total < THIN && !posts.isPlaceholderData ? (
          <SearchAlternatives
            type={type}
            filters={filters}
            total={data.pagination.total}
            language={language}
            hrefFor={hrefFor}
            variant="thin"
          />
        ) : null}
        <ListPagination
          namespace="listings"
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          language={language}
          hrefFor={(next) => hrefFor(type, filters, next)}
        />
      </div>
    );

  return (
    <div className="mt-5 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-x-6">
      <FiltersIsland
        on={on}
        type={type}
        filters={filters}
        shown={withPlaceRead(filters, understood)}
        understood={[...understood]}
        language={language}
        action={action}
        hidden={{ ...hidden, ...(filters.sort ? { sort: filters.sort } : {}) }}
      />
      <div className="min-w-0 lg:col-start-2 lg:row-start-2 lg:mt-4">
        {beforeResults}
        {placeQuestion ? (
          <PlaceQuestion
            question={placeQuestion}
            filters={filters}
            language={language}
            hrefFor={(next) => hrefFor(type, next)}
          />
        ) : null}
        {results}
      </div>
    </div>
  );
}
