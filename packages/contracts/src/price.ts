import { PRICE_UNITS, type PriceUnit } from './enums.ts';

// A module of its own, so a page that only says amounts does not bring the price units (issue 43).
export { amountInWords } from './amount-words.ts';

/**
 * How a post's price is read: the one rule (issue 10). A sell post's price is per its chosen unit
 * (total, per sqft, all); a rent post's price is always per month (spec §3), whatever was stored.
 */
export const PRESENTED_PRICE_UNITS = [...PRICE_UNITS, 'per-month'] as const;
export type PresentedPriceUnit = (typeof PRESENTED_PRICE_UNITS)[number];

/** The unit a price is shown and sent with. */
export function priceUnitOf(type: 'sell' | 'rent', units: PriceUnit): PresentedPriceUnit {
  return type === 'rent' ? 'per-month' : units;
}

/** The unit kept in the database and in the posting form: rent keeps the neutral total price. */
export function storedPriceUnitOf(type: 'sell' | 'rent', units: PresentedPriceUnit | PriceUnit): PriceUnit {
  return type === 'rent' || units === 'per-month' ? 'total-price' : units;
}

/**
 * How far a price dropped from the struck-through earlier one (issue 19): the amount and the
 * whole percent (at least 1), or null when there is no earlier price above the price. Cards,
 * details pages and notices read a drop by this one rule.
 */
export function priceDropOf(
  price: number,
  previousPrice: number | null | undefined,
): { amount: number; percent: number } | null {
  if (previousPrice === null || previousPrice === undefined || !(previousPrice > price) || previousPrice <= 0)
    return null;
  const amount = previousPrice - price;
  return { amount, percent: Math.max(1, Math.round((amount / previousPrice) * 100)) };
}
