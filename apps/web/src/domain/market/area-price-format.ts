import type { AreaPriceUnit, Language } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { formatTaka } from '../../lib/format.ts';

/**
 * A price per unit of area (issue 19): "Tk 9,500 per sqft", "প্রতি কাঠা ১২,০০,০০০ টাকা". Shared by
 * the post page's area price and the listing's district medians. Any `t` will do: the keys name `market`.
 */
export function formatPerUnit(t: TFunction, amount: number, unit: AreaPriceUnit, language: Language): string {
  return t(`market:perUnit.${unit}`, { amount: formatTaka(amount, language) });
}
