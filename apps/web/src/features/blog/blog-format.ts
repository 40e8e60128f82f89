import type { Language } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/format-date.ts';
import { formatNumber } from '../../lib/format.ts';

/** "৫ মিনিটে পড়া যাবে" / "5 min read": at least a minute. Any `t` will do: the key names `blog`. */
export const readingTimeText = (t: TFunction, minutes: number, language: Language) =>
  t('blog:readingTime', { n: formatNumber(Math.max(1, minutes), language) });

/** The day an article came out, as people in Bangladesh read it ("১৫ মে, ২০২৬" / "May 15, 2026"). */
export const publishedDate = (publishedAt: string, language: Language) => formatDate(publishedAt, language);

/** The `lang` for an article's own words on this page: only when they are in the other language. */
export const otherLanguage = (articleLanguage: Language, pageLanguage: Language): Language | undefined =>
  articleLanguage === pageLanguage ? undefined : articleLanguage;
