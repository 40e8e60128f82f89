import { DHAKA_OFFSET_MS, type Language } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { formatDigits, localeOf } from '../../lib/format.ts';

/**
 * The go-live window as people say it (issue 12): "আজ সন্ধ্যা ৬:০৫ থেকে আগামীকাল দুপুর ১:০৫-এর
 * মধ্যে" / "between 6:05 PM today and 1:05 PM tomorrow". Times are Bangladesh time, and "today"
 * is today in Dhaka, wherever the phone's clock is set.
 */

const DAY_MS = 24 * 3600_000;

/** The parts of the day Bengali names a time by; English says AM/PM instead. */
export type DayPart = 'dawn' | 'morning' | 'noon' | 'afternoon' | 'evening' | 'night';

/** ভোর 4–5, সকাল 6–11, দুপুর 12–14, বিকেল 15–17, সন্ধ্যা 18–19, রাত 20–3. */
export function dayPartOf(hour: number): DayPart {
  if (hour >= 4 && hour < 6) return 'dawn';
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 15) return 'noon';
  if (hour >= 15 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 20) return 'evening';
  return 'night';
}

/** A moment as Dhaka's wall clock shows it, and the number of its Dhaka day. */
function dhakaClock(date: Date) {
  const local = date.getTime() + DHAKA_OFFSET_MS;
  const wall = new Date(local);
  return { day: Math.floor(local / DAY_MS), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
}

const formats = new Map<string, Intl.DateTimeFormat>();
function dhakaFormat(language: Language, options: Intl.DateTimeFormatOptions) {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { timeZone: 'Asia/Dhaka', ...options });
    formats.set(key, format);
  }
  return format;
}

/** A moment's day ("আজ", "আগামীকাল", or its date) and its time ("সন্ধ্যা ৬:০৫" / "6:05 PM"). */
function partsOf(iso: string, now: Date, language: Language, t: TFunction) {
  const date = new Date(iso);
  const clock = dhakaClock(date);
  const ahead = clock.day - dhakaClock(now).day;
  // Bengali names the part of the day before a 12-hour time ("সন্ধ্যা ৬:০৫"); English says AM/PM.
  const time =
    language === 'bn'
      ? `${t(`posting:done.dayPart.${dayPartOf(clock.hour)}`)} ${formatDigits(
          `${clock.hour % 12 || 12}:${String(clock.minute).padStart(2, '0')}`,
          language,
        )}`
      : dhakaFormat(language, { hour: 'numeric', minute: '2-digit' }).format(date);
  const near = ahead === 0 || ahead === 1;
  const day = near
    ? t(ahead === 0 ? 'posting:done.today' : 'posting:done.tomorrow')
    : dhakaFormat(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(date);
  return { day, time, near, dayNumber: clock.day };
}

/** One end of the window: "আজ সন্ধ্যা ৬:০৫", "শনিবার, ২২ নভেম্বর সকাল ১০:০০", "1:05 PM tomorrow". */
export function formatGoLiveMoment(iso: string, now: Date, language: Language, t: TFunction): string {
  const { day, time, near } = partsOf(iso, now, language, t);
  return t(near ? 'posting:done.when' : 'posting:done.whenDated', { day, time });
}

/**
 * The whole sentence: when a post sent for review at `now` should go live. A window within one
 * day (today or tomorrow) names the day once: "আগামীকাল সকাল ১১:০০ থেকে বিকেল ৩:০০-এর মধ্যে".
 */
export function formatGoLiveWindow(
  window: { from: string; to: string },
  now: Date,
  language: Language,
  t: TFunction,
  /**
   * `edit`: an edit of a live post (ADR 048): it is the edit that goes live, the post already is.
   * `paid`: a paid post goes live once its payment is confirmed too (spec §4, issue 64).
   */
  kind: 'post' | 'edit' | 'paid' = 'post',
): string {
  const from = partsOf(window.from, now, language, t);
  const to = partsOf(window.to, now, language, t);
  const key = { post: 'window', edit: 'editWindow', paid: 'paidWindow' }[kind];
  if (from.near && from.dayNumber === to.dayNumber)
    return t(`posting:done.${key}OneDay`, {
      day: from.day,
      from: from.time,
      to: to.time,
    });
  return t(`posting:done.${key}`, {
    from: formatGoLiveMoment(window.from, now, language, t),
    to: formatGoLiveMoment(window.to, now, language, t),
  });
}
