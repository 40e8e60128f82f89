import type { Language } from '@ghorbari/contracts';
import { formatDigits } from './format.ts';

/**
 * Dates on the account pages, in the reader's language ("১৫ মে, ১৯৯০" / "May 15, 1990").
 * A calendar date (YYYY-MM-DD, e.g. a birth date) is shown as it is written; a moment in
 * time (join date, suspension end) is shown as it is in Bangladesh.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, calendarDate: boolean): Intl.DateTimeFormat {
  const key = `${language}:${calendarDate}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-US', {
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
