import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PostSearchView } from '../../domain/search/post-search/post-search-view.tsx';
import { paths } from '../../config/paths.ts';
import {
  listingHref,
  purposeOf,
  readPage,
  readPostFilters,
  type PostType,
} from '../../domain/search/post-search/post-search-query.ts';
import { Redirect } from '../../lib/page-head.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { DistrictPrices } from './district-prices.tsx';
import { ListPageTitle } from '../../components/page-header.tsx';

/**
 * /Property-Buy-Sell and /Property-Rent: the posts of one purpose with every filter, in the URL
 * (the same list as the search page's sale and rent tabs, issue 29), paid posts on top; words
 * that name the other purpose move to the other page.
 */
function ListingPage({ type }: { type: PostType }) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const [params] = useSearchParams();
  const filters = readPostFilters(params, type);
  const page = readPage(params);
  const title = t(`${type}.title`);
  useDocumentTitle(title);
  // Words naming the other purpose ("vara" typed on the sale listing, before or after the page
  // came alive) list that purpose's posts, on its own page (issue 63).
  if (purposeOf(type, filters.q) !== type) return <Redirect asked to={listingHref(type, filters, page)} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <ListPageTitle title={title} intro={t(`${type}.intro`)} />
      <PostSearchView
        type={type}
        filters={filters}
        page={page}
        language={language}
        on="listing"
        action={type === 'sell' ? paths.buySell : paths.rent}
        beforeResults={
          // The chosen district's median asking prices (issue 19).
          type === 'sell' ? (
            <DistrictPrices
              division={filters.division}
              district={filters.district}
              propertyType={filters.propertyType}
              language={language}
            />
          ) : null
        }
      />
    </div>
  );
}

export const BuySellPage = () => <ListingPage type="sell" />;
export const RentPage = () => <ListingPage type="rent" />;
