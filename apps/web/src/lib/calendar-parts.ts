import type { Language } from '@ghorbari/contracts';
import { localeOf } from './format.ts';

/**
 * A date as the day / month / year selects hold it (issue 31): each part is its ASCII number or
 * '' while not chosen. The form keeps the API's text, YYYY-MM-DD or YYYY-MM, and these two
 * functions go between the two.
 */
export interface CalendarParts {
  day: string;
  month: string;
  year: string;
}

export const emptyParts: CalendarParts = { day: '', month: '', year: '' };

const pad = (value: string) => (value ? value.padStart(2, '0') : '');

/** "1985-01-06" → { day: '6', month: '1', year: '1985' }; "2027-03" has no day; anything else is empty. */
export function splitDate(value: string): CalendarParts {
  const match = /^(\d{4})?-(\d{2})?(?:-(\d{2})?)?$/.exec(value);
  if (!match) return emptyParts;
  const [, year = '', month = '', day = ''] = match;
  return { year, month: month ? String(Number(month)) : '', day: day ? String(Number(day)) : '' };
}

/**
 * The parts as the API writes them. Nothing chosen is ''. Something missing gives text the
 * schemas refuse ("1985-01-"), so a half-chosen date is never saved as no date, unless
 * `incomplete: 'empty'`, where the field is required and its "choose a date" message says it best.
 */
export function joinDate(
  parts: CalendarParts,
  { withDay, incomplete = 'invalid' }: { withDay: boolean; incomplete?: 'invalid' | 'empty' },
): string {
  const chosen = [parts.year, parts.month, ...(withDay ? [parts.day] : [])];
  if (chosen.every((part) => !part)) return '';
  if (incomplete === 'empty' && chosen.some((part) => !part)) return '';
  return [parts.year, pad(parts.month), ...(withDay ? [pad(parts.day)] : [])].join('-');
}

/** How many days a month has; 31 while the month is not chosen, 29 for February of an unknown year. */
export function daysInMonth(month: string, year: string): number {
  if (!month) return 31;
  return new Date(Date.UTC(year ? Number(year) : 2000, Number(month), 0)).getUTCDate();
}

const monthNames = new Map<Language, string[]>();
/** The twelve months by name in the reader's language ("জানুয়ারি" … / "January" …). */
export function monthNamesOf(language: Language): string[] {
  let names = monthNames.get(language);
  if (!names) {
    const format = new Intl.DateTimeFormat(localeOf(language), { month: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
    monthNames.set(language, names);
  }
  return names;
}

/** Whole years from `first` to `last` (counting down when `last` is smaller), plus `keep` if outside. */
export function yearRange(first: number, last: number, keep?: string): number[] {
  const step = last >= first ? 1 : -1;
  const years = Array.from({ length: Math.abs(last - first) + 1 }, (_, index) => first + index * step);
  const kept = Number(keep);
  if (keep && Number.isInteger(kept) && !years.includes(kept)) {
    const at = years.findIndex((year) => (step > 0 ? year > kept : year < kept));
    years.splice(at === -1 ? years.length : at, 0, kept);
  }
  return years;
}
