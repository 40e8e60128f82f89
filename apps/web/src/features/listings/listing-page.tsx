import { SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PostCard } from '../../components/post-card.tsx';
import { CardListSkeleton } from '../../components/skeletons.tsx';
import { href, paths } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { usePosts, type PostType } from './api/get-posts.ts';
import { FiltersPanel } from './filters-panel.tsx';
import { readFilters, readPage, writeParams, type ListingFilters } from './listing-filters.ts';
import { Pagination } from './pagination.tsx';
import { cn } from '../../lib/class-names.ts';

function Notice({
  Icon,
  title,
  text,
  action,
}: {
  Icon: typeof SearchX;
  title: string;
  text: string;
  action: { label: string; onClick: () => void };
}) {
  return (
    <div className="mt-6 rounded-xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-gray-200">
      <Icon aria-hidden size={40} className="mx-auto text-gray-500" />
      <h2 className="mt-3 text-xl font-semibold text-gray-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-lg text-[16px] text-gray-700">{text}</p>
      <button
        type="button"
        onClick={action.onClick}
        className="mt-5 h-11 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {action.label}
      </button>
    </div>
  );
}

/** /Property-Buy-Sell and /Property-Rent: filters in the URL, a grid of cards, page numbers. */
function ListingPage({ type }: { type: PostType }) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
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
  const clear = () => void navigate(base);
  const detailHref = type === 'sell' ? href.buySellDetails : href.rentDetails;
  const data = posts.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-3xl text-[16px] text-gray-700">{t(`${type}.intro`)}</p>

      <div className="mt-5">
        {/* Remounted when the URL changes (back button, clear), so the form shows what applies. */}
        <FiltersPanel key={params.toString()} applied={filters} language={language} onApply={apply} onClear={clear} />
      </div>

      {posts.isPending ? (
        <div className="-mx-4">
          <CardListSkeleton />
        </div>
      ) : posts.isError && !data ? (
        <Notice
          Icon={TriangleAlert}
          title={t('error.title')}
          text={t('error.text')}
          action={{ label: t('error.retry'), onClick: () => void posts.refetch() }}
        />
      ) : data && data.pagination.total === 0 ? (
        <Notice
          Icon={SearchX}
          title={t('empty.title')}
          text={t('empty.text')}
          action={{ label: t('filters.clear'), onClick: clear }}
        />
      ) : data ? (
        <div aria-busy={posts.isPlaceholderData} className="mt-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p role="status" className="text-lg font-semibold text-gray-900">
              {t('resultCount', { count: data.pagination.total, n: formatNumber(data.pagination.total, language) })}
            </p>
            {data.pagination.totalPages > 1 ? (
              <p className="text-sm text-gray-600">
                {t('pageOf', {
                  page: formatNumber(data.pagination.page, language),
                  total: formatNumber(data.pagination.totalPages, language),
                })}
              </p>
            ) : null}
          </div>
          <ul
            className={cn(
              'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
              posts.isPlaceholderData ? 'opacity-60' : '',
            )}
            data-testid="post-cards"
          >
            {data.posts.map((post) => (
              <li key={post.PostID}>
                <PostCard post={post} to={detailHref(post.PostID)} language={language} />
              </li>
            ))}
          </ul>
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
