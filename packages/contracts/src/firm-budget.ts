/**
 * What a design firm's budget may say, taka per sqft of the work (issue 44), lowest and highest.
 * Its own small module: the firm directory's filter reads it in the browser without the rest of
 * LIMITS (limits.ts re-exports it as LIMITS.firm.budgetPerSqft).
 */
export const FIRM_BUDGET_PER_SQFT = { min: 50, max: 100_000 } as const;
