import type { Language } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format.ts';

/**
 * "5th floor of 10" / "১০ তলা ভবনের ৫ম তলা", or whichever half the owner gave; null when neither.
 * One wording for a post's key facts and the compare page. Any `t` will do: the keys name `listings`.
 */
export function floorText(t: TFunction, floor: number | null, total: number | null, language: Language): string | null {
  const floorWords =
    floor === null
      ? null
      : floor === 0
        ? t('listings:detail.keyFacts.groundFloor')
        : t('listings:detail.keyFacts.floor', { count: floor, ordinal: true, n: formatNumber(floor, language) });
  const totalText = total !== null ? formatNumber(total, language) : null;
  if (floorWords && totalText) return t('listings:detail.keyFacts.floorOf', { floor: floorWords, total: totalText });
  if (floorWords) return floorWords;
  return totalText ? t('listings:detail.keyFacts.building', { total: totalText }) : null;
}
