import { isHomeType, type Language, type PostDetail } from '@ghorbari/contracts';
import { LoanIsland } from '../../domain/home-loan/loan-island.tsx';
import { useLocationNames } from '../../lib/locations/use-location-names.ts';
import { useRentOrBuy } from './api/get-rent-or-buy.ts';

/** A sell post's whole price for the loan calculator: a price per sqft times the size, said to be approximate. */
function wholePrice(post: Pick<PostDetail, 'price' | 'priceUnits' | 'size'>): {
  price: number | null;
  approximate: boolean;
} {
  if (post.priceUnits !== 'per-sqft') return { price: post.price, approximate: false };
  return post.size ? { price: post.price * post.size, approximate: true } : { price: null, approximate: false };
}

/**
 * A sell post's home-loan calculator (issue 44) with "rent or buy" for a home: what one like it
 * rents for in its area, asked while the page renders on the server and handed to the island.
 */
export function SellLoan({ post, language }: { post: PostDetail; language: Language }) {
  const home = isHomeType(post.propertyType);
  const rentOrBuy = useRentOrBuy(post.PostID, home).data?.rentOrBuy ?? null;
  const names = useLocationNames(post.location, language);
  // The area the median is of (issue 64): the neighbourhood, else the thana, else the district.
  const place = rentOrBuy
    ? rentOrBuy.neighbourhood !== null
      ? names.neighbourhood
      : rentOrBuy.subDistrict !== null
        ? names.subDistrict
        : names.district
    : undefined;
  return (
    <LoanIsland
      {...wholePrice(post)}
      flatSqft={post.propertyType === 'apartment' ? post.size : null}
      rentOrBuy={rentOrBuy && place ? { ...rentOrBuy, place, localPlace: names.subDistrict } : null}
      language={language}
    />
  );
}
