import type { Language } from '@ghorbari/contracts';
import { dateLocaleOf, formatDigits } from './format.ts';

/**
 * Dates and times to the minute, months and "how long ago", beside the number formatting of
 * format.ts but in their own module, so only the pages that show them download them. Moments are
 * shown as they are in Bangladesh (Asia/Dhaka); Bengali uses a 24-hour clock, so no Latin
 * "AM/PM" appears in Bengali text.
 */
const dateTimeCache = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = dateTimeCache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocaleOf(language), options);
    dateTimeCache.set(key, format);
  }
  return format;
}

/** "১৫ সেপ, ২০২৫ ২০:৩২" / "15 Sept 2025, 10:32 am": a moment, to the minute, day first. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return formatDigits(iso, language);
  return dateTimeFormatter(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dhaka',
    hourCycle: language === 'bn' ? 'h23' : 'h12',
  }).format(date);
}

/** A month given as YYYY-MM: "Sep" / "সেপ্ট" (short) or "September 2025" / "সেপ্টেম্বর ২০২৫" (long). */
export function formatMonth(month: string, language: Language, style: 'short' | 'long' = 'short'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return formatDigits(month, language);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { month: 'short', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' };
  return dateTimeFormatter(language, options).format(date);
}

/** "১৪:২০" / "2:20 pm": the time of day in Bangladesh, for a moment within the next hours. */
export function formatClockTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return formatDigits(iso, language);
  return dateTimeFormatter(language, {
    timeStyle: 'short',
    timeZone: 'Asia/Dhaka',
    hourCycle: language === 'bn' ? 'h23' : 'h12',
  }).format(date);
}
