import { BUDGET_TIERS, LIMITS, type BudgetTier, type InteriorService, type SavedPost } from '@ghorbari/contracts';

/** Spec §3's flags of a saved firm, each standing for one budget tier. */
const FLAG_OF: Record<BudgetTier, 'luxury' | 'budgetFriendly' | 'lowBudget'> = {
  luxury: 'luxury',
  'budget-friendly': 'budgetFriendly',
  'low-budget': 'lowBudget',
};

/** The budget tiers a saved firm's flags name, in the usual tier order. */
export function savedBudgetTiers(post: Pick<SavedPost, 'luxury' | 'budgetFriendly' | 'lowBudget'>): BudgetTier[] {
  return BUDGET_TIERS.filter((tier) => post[FLAG_OF[tier]] === true);
}

/** The first offered services of a saved firm's selections map (spec §3: the first 5 true ones). */
export function savedServices(
  selections: SavedPost['selections'],
  limit: number = LIMITS.firm.cardServices,
): InteriorService[] {
  if (!selections) return [];
  return (Object.entries(selections) as [InteriorService, boolean | undefined][])
    .filter(([, offered]) => offered === true)
    .slice(0, limit)
    .map(([service]) => service);
}
