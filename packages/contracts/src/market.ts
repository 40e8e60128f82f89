/**
 * Area prices and similar homes (issue 19): what buyers compare a sell post with. The medians are
 * kept in `area_prices`, recomputed when support approves a sell post and once a day.
 */
export const AREA_PRICE = {
  /** Fewer posts than this make no median worth showing: the figure is hidden. */
  minPosts: 5,
  /** Posts approved this many months back at most count. */
  months: 12,
  /** Within this many percent of the median, a post's price is "near" it. */
  nearPercent: 5,
} as const;

export const SIMILAR_POSTS = {
  /** At most this many similar homes under a post. */
  max: 6,
  /** Price and size each within this share of the post's (±30%). */
  band: 0.3,
} as const;

/**
 * "Rent or buy" on a sell post's page (issue 44): the median monthly rent of live rent posts like
 * it (same property type and bedrooms, the size within ±30% where both say it) approved in the
 * last 12 months, in its sub-district, else its district.
 */
export const RENT_OR_BUY = {
  /** Fewer rent posts than this make no median worth showing. */
  minPosts: 3,
  /** Rent posts approved this many months back at most count. */
  months: 12,
  /** The size within this share of the flat's (±30%). */
  sizeBand: 0.3,
} as const;

/** Land is priced per katha (spec §1: land is measured in katha), everything else per sqft. */
export const AREA_PRICE_UNITS = ['sqft', 'katha'] as const;
export type AreaPriceUnit = (typeof AREA_PRICE_UNITS)[number];

export const PRICE_STANDINGS = ['below', 'near', 'above'] as const;
export type PriceStanding = (typeof PRICE_STANDINGS)[number];

/**
 * Where a price stands against the area's median: "near" within ±5%, else below or above by a
 * whole percent. The one rule, used by the API for every post page.
 */
export function priceStanding(price: number, median: number): { standing: PriceStanding; percent: number } {
  const percent = Math.round(Math.abs(price / median - 1) * 100);
  if (Math.abs(price / median - 1) * 100 <= AREA_PRICE.nearPercent) return { standing: 'near', percent };
  return { standing: price < median ? 'below' : 'above', percent };
}
