import type { Language } from '@ghorbari/contracts';
import { dateLocaleOf, formatDigits } from './format.ts';

/**
 * Dates in the reader's language, day first and the month by name as people here write them
 * (issue 31): "১৫ মে, ১৯৯০" / "15 May 1990".
 * A calendar date (YYYY-MM-DD, e.g. a birth date) is shown as it is written; a moment in
 * time (join date, suspension end) is shown as it is in Bangladesh.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, calendarDate: boolean): Intl.DateTimeFormat {
  const key = `${language}:${calendarDate}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocaleOf(language), {
      dateStyle: 'long',
      timeZone: calendarDate ? 'UTC' : 'Asia/Dhaka',
    });
    formats.set(key, format);
  }
  return format;
}

export function formatDate(value: string, language: Language): string {
  const calendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendarDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return formatDigits(value, language);
  return formatter(language, calendarDate).format(date);
}

/** A countdown as m:ss, with Bengali digits in bn (e.g. "৯:৫৮"). */
export function formatClock(seconds: number, language: Language): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const text = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  return formatDigits(text, language);
}
