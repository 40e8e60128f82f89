import { PRICE_UNITS, type PriceUnit } from './enums.ts';

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

const LAKH = 100_000;
const CRORE = 100 * LAKH;

/**
 * An amount the way people here say it (spec §1, issue 10): "84 lakh", "1.31 crore", with at most
 * two decimals. Below one lakh the figure itself is clear enough, so there is none. The words are
 * the caller's to translate; this picks the scale and the number.
 */
export function amountInWords(value: number): { scale: 'lakh' | 'crore'; amount: number } | null {
  if (!Number.isFinite(value) || value < LAKH) return null;
  const round = (n: number) => Math.round(n * 100) / 100;
  const lakhs = round(value / LAKH);
  // 99,99,999 rounds to 100 lakh: that is said as one crore.
  if (value < CRORE && lakhs < 100) return { scale: 'lakh', amount: lakhs };
  return { scale: 'crore', amount: round(value / CRORE) };
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
