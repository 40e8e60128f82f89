import type { Language } from '@ghorbari/contracts';
import { formatNumber } from '../../lib/format.ts';

/** The unread badge: the count in the reader's digits, capped as "99+" / "৯৯+". */
export const BADGE_MAX = 99;
export const badgeText = (count: number, language: Language) =>
  count > BADGE_MAX ? `${formatNumber(BADGE_MAX, language)}+` : formatNumber(count, language);
