import type { Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './format.ts';
import { useLanguage } from './use-language.ts';
import { useNow } from './use-now.ts';

/**
 * How long ago something happened (a post went up, a notification arrived), as spec §9 counts
 * it: minutes under an hour, hours under a day, then days ("just now" under a minute, as the
 * inbox does). The caller translates the unit.
 */
export type RelativeUnit = 'justNow' | 'minutes' | 'hours' | 'days';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(iso: string, now: number = Date.now()): { unit: RelativeUnit; count: number } {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (Number.isNaN(elapsed) || elapsed < MINUTE) return { unit: 'justNow', count: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  return { unit: 'days', count: Math.floor(elapsed / DAY) };
}

/** The part of i18next's `t` the label needs, so it can be tested without React. */
export type Translate = (key: string, options?: { count?: number; n?: string }) => string;

/** "just now", "১২ মিনিট আগে", "3 days ago": the `time.*` keys of the common namespace, in the reader's digits. */
export function timeAgo(t: Translate, iso: string, language: Language, now: number = Date.now()): string {
  const { unit, count } = relativeTime(iso, now);
  return unit === 'justNow' ? t('time.justNow') : t(`time.${unit}`, { count, n: formatNumber(count, language) });
}

/**
 * `timeAgo` in the page's language: the same words on cards, in the inbox and in the staff area,
 * counted from `useNow` (moves every minute; the server's moment while hydrating).
 */
export function useTimeAgo(): (iso: string, now?: number) => string {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const current = useNow();
  return (iso, now = current) => timeAgo(t, iso, language, now);
}
