import type { FirmCard, Language } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from './format.ts';

/**
 * A firm's budget as a reader compares it (issue 44): taka per sqft when the firm gave a range,
 * "প্রতি বর্গফুট ৮০০–১,৭০০ টাকা", else nothing. Any `t` will do: the keys name the `interior`
 * namespace.
 */
export function firmBudgetRangeText(
  t: TFunction,
  firm: Pick<FirmCard, 'budgetPerSqft'>,
  language: Language,
): string | null {
  const range = firm.budgetPerSqft;
  if (!range) return null;
  return t('interior:card.budgetPerSqft', {
    min: formatNumber(range.min, language),
    max: formatNumber(range.max, language),
  });
}
