import type { PostCard as PostCardData, Language } from '@ghorbari/contracts';
import { SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PostCard } from '../../components/post-card.tsx';
import { PostRow } from '../../components/post-row.tsx';
import { CardListSkeleton } from '../../components/skeletons.tsx';
import { href, paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { usePosts, type PostType } from './api/get-posts.ts';
import { ActiveFilters } from './active-filters.tsx';
import { FiltersPanel } from './filters-panel.tsx';
import { ResultsBar } from './results-bar.tsx';
import { DistrictPrices } from './district-prices.tsx';
import { SaveSearchButton } from '../../components/save-search-button.tsx';
import { useListingView, type ListingView } from './listing-view.ts';
import {
  emptyFilters,
  hasFilters,
  readFilters,
  readPage,
  searchOf,
  sortOf,
  sortsFor,
  writeParams,
  type ListingFilters,
} from './listing-filters.ts';
import { Pagination } from './pagination.tsx';
import { ResultsNotice } from '../../components/directory-results.tsx';
import { cn } from '../../lib/class-names.ts';

/**
 * Nothing found for a keyword (issue 17): say what was looked for and offer to widen the search,
 * one filter or the keyword at a time, or everything at once.
 */
function NoMatches({
  type,
  filters,
  language,
  apply,
  clear,
}: {
  type: PostType;
  filters: ListingFilters;
  language: Language;
  apply: (next: ListingFilters) => void;
  clear: () => void;
}) {
  const { t } = useTranslation('listings');
  if (!filters.q)
    return (
      <ResultsNotice
        Icon={SearchX}
        title={t('empty.title')}
        text={t('empty.text')}
        action={{ label: t('filters.clear'), onClick: clear }}
      />
    );
  const others = { ...filters, q: '' };
  return (
    <ResultsNotice
      Icon={SearchX}
      title={t('empty.keywordTitle', { q: filters.q })}
      text={t(hasFilters(others) ? 'empty.keywordWithFilters' : 'empty.keywordText')}
      action={{ label: t(hasFilters(others) ? 'empty.clearAll' : 'empty.clearKeyword'), onClick: clear }}
    >
      {hasFilters(others) ? (
        <ActiveFilters
          type={type}
          filters={filters}
          language={language}
          onChange={apply}
          label={t('empty.tryWithout')}
          className="mt-4 justify-center"
        />
      ) : null}
    </ResultsNotice>
  );
}

interface PostsProps {
  posts: PostCardData[];
  view: ListingView;
  language: Language;
  detailHref: (id: string) => string;
  /** The listing's own address, handed to each post so its back link returns here, filters and all. */
  from: string;
  className?: string;
  testId?: string;
}

/** Posts as compact rows or as a grid of cards. */
function Posts({ posts, view, language, detailHref, from, className = '', testId }: PostsProps) {
  return (
    <ul
      data-testid={testId}
      className={cn(
        view === 'list' ? 'grid gap-3 lg:grid-cols-2' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
        className,
      )}
    >
      {posts.map((post) => (
        <li key={post.PostID}>
          {view === 'list' ? (
            <PostRow post={post} to={detailHref(post.PostID)} language={language} linkState={{ from }} />
          ) : (
            <PostCard post={post} to={detailHref(post.PostID)} language={language} linkState={{ from }} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** /Property-Buy-Sell and /Property-Rent: filters in the URL, paid posts on top, then the page's posts. */
function ListingPage({ type }: { type: PostType }) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const [view, setView] = useListingView();
  const filters = readFilters(params);
  const page = readPage(params);
  const posts = usePosts(type, filters, page);
  const title = t(`${type}.title`);
  useDocumentTitle(title);

  const base = type === 'sell' ? paths.buySell : paths.rent;
  const hrefFor = (next: ListingFilters, nextPage = 1) => {
    const query = writeParams(next, nextPage).toString();
    return query ? `${base}?${query}` : base;
  };
  const apply = (next: ListingFilters) => void navigate(hrefFor(next));
  const clear = () => void navigate(hrefFor({ ...emptyFilters, sort: filters.sort }));
  const search = searchOf(type, filters);
  const from = `${location.pathname}${location.search}`;
  const detailHref = type === 'sell' ? href.buySellDetails : href.rentDetails;
  const data = posts.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-3xl text-[16px] text-gray-700">{t(`${type}.intro`)}</p>

      <div className="mt-5">
        <FiltersPanel type={type} applied={filters} language={language} onApply={apply} onClear={clear}>
          <ActiveFilters type={type} filters={filters} language={language} onChange={apply} />
        </FiltersPanel>
      </div>
      {/* The chosen district's median asking prices (issue 19). */}
      {type === 'sell' ? (
        <DistrictPrices
          division={filters.division}
          district={filters.district}
          propertyType={filters.propertyType}
          language={language}
        />
      ) : null}

      {posts.isPending ? (
        <div className="-mx-4">
          <CardListSkeleton />
        </div>
      ) : posts.isError && !data ? (
        <ResultsNotice
          Icon={TriangleAlert}
          title={t('error.title')}
          text={t('error.text')}
          action={{ label: t('error.retry'), onClick: () => void posts.refetch() }}
        />
      ) : data && data.pagination.total === 0 ? (
        <>
          <NoMatches type={type} filters={filters} language={language} apply={apply} clear={clear} />
          {/* Nothing yet is when an alert helps most: the search can still be saved. */}
          {search ? (
            <div className="mt-4 flex justify-center">
              <SaveSearchButton search={search} />
            </div>
          ) : null}
        </>
      ) : data ? (
        <div aria-busy={posts.isPlaceholderData} className="mt-6">
          <ResultsBar
            type={type}
            total={data.pagination.total}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            sort={sortOf(filters)}
            sorts={sortsFor(filters)}
            onSort={(sort) => apply({ ...filters, sort })}
            search={search}
            view={view}
            onView={setView}
            language={language}
          />
          {data.featured.length > 0 ? (
            <section aria-labelledby="featured-posts" className="mt-4" data-testid="featured-posts">
              <h2 id="featured-posts" className="text-[15px] font-semibold text-gray-800">
                {t('featured.title')}
              </h2>
              <Posts
                posts={data.featured}
                view={view}
                language={language}
                detailHref={detailHref}
                from={from}
                className="mt-2"
                testId="featured-cards"
              />
            </section>
          ) : null}
          <Posts
            posts={data.posts}
            view={view}
            language={language}
            detailHref={detailHref}
            from={from}
            className={cn('mt-4', posts.isPlaceholderData ? 'opacity-60' : '')}
            testId="post-cards"
          />
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            language={language}
            hrefFor={(next) => hrefFor(filters, next)}
          />
        </div>
      ) : null}
    </div>
  );
}

export const BuySellPage = () => <ListingPage type="sell" />;
export const RentPage = () => <ListingPage type="rent" />;
