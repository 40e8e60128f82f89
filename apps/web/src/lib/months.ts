import { DHAKA_OFFSET_MS, type Language } from '@ghorbari/contracts';
import { localeOf } from './format.ts';

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

/** Whether `month` has come: a home free from then can be moved into now. */
export const hasCome = (month: string, now: Date = new Date()): boolean => month <= monthOf(now);

const formats = new Map<Language, Intl.DateTimeFormat>();
/** "ডিসেম্বর ২০২৬" / "December 2026". */
export function formatMonth(month: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats.set(language, format);
  }
  const [year = 0, number = 1] = month.split('-').map(Number);
  return format.format(new Date(Date.UTC(year, number - 1, 1)));
}
