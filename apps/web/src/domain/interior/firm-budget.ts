import { FIRM_BUDGET_PER_SQFT, plainNumberText, type FirmCard, type Language } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format.ts';

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

/** Bengali keyboards type ০–৯, and amounts are written grouped ("১,৫০০"): read as plain ASCII digits. */
export const budgetDigits = (value: string): string => String(plainNumberText(value)).trim();

/** A budget the API accepts: whole taka per sqft within FIRM_BUDGET_PER_SQFT (LIMITS.firm.budgetPerSqft). */
export const isValidBudget = (value: string): boolean =>
  /^\d{1,6}$/.test(value) && Number(value) >= FIRM_BUDGET_PER_SQFT.min && Number(value) <= FIRM_BUDGET_PER_SQFT.max;
