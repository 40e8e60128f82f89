import { monthOf, type Language } from '@ghorbari/contracts';
import { localeOf } from './format.ts';

/**
 * Calendar months written YYYY-MM, as a rent post's "available from" is (issue 12): the month
 * arithmetic lives in the contracts, shared with the API's move-in filter (issue 41).
 */
export { addMonths, monthOf } from '@ghorbari/contracts';

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
