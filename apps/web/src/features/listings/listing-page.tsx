import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PostSearchView } from '../../shared/search/post-search/post-search-view.tsx';
import { paths } from '../../config/paths.ts';
import { readPage, readPostFilters, type PostType } from '../../shared/search/post-search/post-search-query.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { DistrictPrices } from './district-prices.tsx';

/**
 * /Property-Buy-Sell and /Property-Rent: the posts of one purpose with every filter, in the URL
 * (the same list as the search page's sale and rent tabs, issue 29), paid posts on top.
 */
function ListingPage({ type }: { type: PostType }) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const [params] = useSearchParams();
  const filters = readPostFilters(params, type);
  const page = readPage(params);
  const title = t(`${type}.title`);
  useDocumentTitle(title);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-3xl text-[16px] text-gray-700">{t(`${type}.intro`)}</p>
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
