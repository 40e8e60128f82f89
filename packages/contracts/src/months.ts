import { DHAKA_OFFSET_MS } from './office-hours.ts';
import type { MoveInChoice } from './enums.ts';

/**
 * Calendar months written YYYY-MM, as a rent post's "available from" is (issue 12). Which month
 * it is now is the month in Bangladesh, whatever the reader's clock says.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The month a moment falls in, in Bangladesh. */
export function monthOf(moment: Date): string {
  const dhaka = new Date(moment.getTime() + DHAKA_OFFSET_MS);
  return `${dhaka.getUTCFullYear()}-${pad(dhaka.getUTCMonth() + 1)}`;
}

/** `count` months after (or before, when negative) `month`. */
export function addMonths(month: string, count: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/**
 * When a rent post can be moved into, seen from `month` (issue 41): "now" with no month given or
 * one that has come, "next-month" from the next one, "later" after that. The listing's SQL filter
 * (api listing-query) says the same.
 */
export function moveInOf(availableFrom: string | null, month: string): MoveInChoice | 'later' {
  if (availableFrom === null || availableFrom <= month) return 'now';
  return availableFrom === addMonths(month, 1) ? 'next-month' : 'later';
}
