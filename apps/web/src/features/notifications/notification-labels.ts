import type { Language } from '@ghorbari/contracts';
import { formatNumber } from '../../lib/format.ts';
import { relativeTime } from '../../lib/relative-time.ts';

/** The part of i18next's `t` these labels use, so they can be tested without React. */
export type Translate = (key: string, options?: { count?: number; n?: string }) => string;

/**
 * When a notification came, as the inbox says it (spec §10): "just now" under a minute, then
 * minutes, hours and days ago, with Bengali digits in Bengali. Keys of the `inbox` namespace.
 */
export function receivedAgo(t: Translate, iso: string, language: Language, now: number = Date.now()): string {
  const { unit, count } = relativeTime(iso, now);
  return unit === 'justNow' ? t('time.justNow') : t(`time.${unit}`, { count, n: formatNumber(count, language) });
}
