/**
 * What a home in Bangladesh costs each month on a home loan (issue 44). The rules and defaults are
 * here, in one place, with the date they were last checked; their sources are in ADR 063.
 */
export const HOME_LOAN = {
  /** Bangladesh Bank's 70:30 rule for home loans: the buyer pays at least 30% of the price. */
  minDownPaymentPercent: 30,
  /** A typical bank's home-loan rate, editable by the reader. */
  defaultRatePercent: 12.5,
  defaultTenureYears: 20,
  maxTenureYears: 25,
  /**
   * Bangladesh Bank's green-housing refinance scheme: a lower rate for a small flat's small loan in
   * an eco-friendly building, over at most 10 years. Offered where the limits hold; the reader's
   * bank decides.
   */
  greenRefinance: { minRatePercent: 5, maxRatePercent: 6, maxLoan: 30_00_000, maxFlatSqft: 750, maxYears: 10 },
  checkedOn: '2026-11-27',
} as const;

export interface LoanTerms {
  /** The home's price in taka. */
  price: number;
  /** What the buyer pays from their own money, in taka. */
  downPayment: number;
  /** The yearly rate in percent (12.5 for 12.5%). */
  ratePercent: number;
  tenureYears: number;
}

/**
 * The monthly instalment (EMI) of a loan paid off in equal monthly instalments: the standard
 * formula P·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate and n the number of months; P/n
 * at no interest.
 */
export function monthlyInstalment(principal: number, ratePercent: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const rate = ratePercent / 100 / 12;
  if (rate === 0) return principal / months;
  const growth = (1 + rate) ** months;
  return (principal * rate * growth) / (growth - 1);
}

export interface LoanYear {
  year: number;
  /** Paid off the loan itself in that year. */
  principalPaid: number;
  interestPaid: number;
  /** Still owed at the end of the year. */
  balance: number;
}

export interface LoanSummary {
  loan: number;
  instalment: number;
  totalInterest: number;
  years: LoanYear[];
}

/** The loan, its instalment, the interest over its life and a table of it year by year. */
export function loanSummary({ price, downPayment, ratePercent, tenureYears }: LoanTerms): LoanSummary {
  const loan = Math.max(0, price - downPayment);
  const months = Math.round(tenureYears * 12);
  const instalment = monthlyInstalment(loan, ratePercent, months);
  const rate = ratePercent / 100 / 12;
  const years: LoanYear[] = [];
  let balance = loan;
  for (let month = 1; month <= months; month += 1) {
    const interest = balance * rate;
    const principal = Math.min(balance, instalment - interest);
    balance = Math.max(0, balance - principal);
    const year = Math.ceil(month / 12);
    const row = years[year - 1] ?? (years[year - 1] = { year, principalPaid: 0, interestPaid: 0, balance: 0 });
    row.principalPaid += principal;
    row.interestPaid += interest;
    row.balance = balance;
  }
  return { loan, instalment, totalInterest: Math.max(0, instalment * months - loan), years };
}

/** Why terms cannot be worked out, each with its message key in the `market` namespace. */
export type LoanProblem = 'price' | 'downPayment' | 'rate' | 'tenure';

/** The first problem with the terms a reader typed, or null when they make a loan. */
export function loanProblem({ price, downPayment, ratePercent, tenureYears }: LoanTerms): LoanProblem | null {
  if (!Number.isFinite(price) || price <= 0) return 'price';
  const least = (price * HOME_LOAN.minDownPaymentPercent) / 100;
  if (!Number.isFinite(downPayment) || downPayment < least || downPayment >= price) return 'downPayment';
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 30) return 'rate';
  if (!Number.isInteger(tenureYears) || tenureYears < 1 || tenureYears > HOME_LOAN.maxTenureYears) return 'tenure';
  return null;
}

/** Whether the green-housing refinance may apply: a flat of known size within its limits, and a loan within its cap. */
export function greenRefinanceApplies(loan: number, flatSqft: number | null): boolean {
  const { maxLoan, maxFlatSqft } = HOME_LOAN.greenRefinance;
  return flatSqft !== null && flatSqft > 0 && flatSqft <= maxFlatSqft && loan > 0 && loan <= maxLoan;
}
