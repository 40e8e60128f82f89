/**
 * The choices the firm directory's filters and order offer in the browser (issue 43): in a module
 * of their own, so that its islands do not download every other enumeration with them (enums.ts
 * re-exports them).
 */
export const INTERIOR_CATEGORIES = [
  'exterior',
  'furniture',
  'home',
  'office',
  'restaurant',
  'cafe',
  'hotel',
  'showroom',
  'gym',
] as const;
export type InteriorCategory = (typeof INTERIOR_CATEGORIES)[number];

export const BUDGET_TIERS = ['luxury', 'budget-friendly', 'low-budget'] as const;
export type BudgetTier = (typeof BUDGET_TIERS)[number];

/** How the firm directory is ordered: best rated (a Bayesian average), most reviewed, newest. */
export const FIRM_SORTS = ['best-rated', 'most-reviewed', 'newest'] as const;
export type FirmSort = (typeof FIRM_SORTS)[number];

/** Division ids; the same ids key the location data (`./locations`). */
export const DIVISIONS = [
  'dhaka',
  'rajshahi',
  'chittagong',
  'sylhet',
  'khulna',
  'barishal',
  'rangpur',
  'mymensingh',
] as const;
export type Division = (typeof DIVISIONS)[number];
