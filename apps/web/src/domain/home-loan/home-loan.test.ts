import { describe, expect, it } from 'vitest';
import { greenRefinanceApplies, loanProblem, loanSummary, monthlyInstalment } from './home-loan.ts';

/** The standard formula, written out once more: EMI = P·r·(1+r)^n / ((1+r)^n − 1). */
const standardEmi = (principal: number, yearlyPercent: number, months: number) => {
  const r = yearlyPercent / 1200;
  return (principal * r * Math.pow(1 + r, months)) / (Math.pow(1 + r, months) - 1);
};

describe('a home loan (issue 44)', () => {
  it('a Tk 80 lakh flat with 30% down at 12.5% for 20 years costs Tk 63,624 a month', () => {
    const summary = loanSummary({ price: 80_00_000, downPayment: 24_00_000, ratePercent: 12.5, tenureYears: 20 });
    expect(summary.loan).toBe(56_00_000);
    expect(summary.instalment).toBeCloseTo(standardEmi(56_00_000, 12.5, 240), 6);
    expect(Math.round(summary.instalment)).toBe(63_624);
    expect(Math.round(summary.totalInterest)).toBe(96_69_729);
  });

  it('pays the loan off year by year: 20 rows, the principal paid adds up to the loan, nothing owed at the end', () => {
    const { years, loan, totalInterest } = loanSummary({
      price: 80_00_000,
      downPayment: 24_00_000,
      ratePercent: 12.5,
      tenureYears: 20,
    });
    expect(years).toHaveLength(20);
    expect(years.reduce((sum, year) => sum + year.principalPaid, 0)).toBeCloseTo(loan, 0);
    expect(years.reduce((sum, year) => sum + year.interestPaid, 0)).toBeCloseTo(totalInterest, 0);
    expect(years[19]!.balance).toBeCloseTo(0, 0);
    // Early years are mostly interest, late years mostly the loan itself.
    expect(years[0]!.interestPaid).toBeGreaterThan(years[0]!.principalPaid);
    expect(years[19]!.principalPaid).toBeGreaterThan(years[19]!.interestPaid);
  });

  it('at no interest, the instalment is the loan over the months', () => {
    expect(monthlyInstalment(12_00_000, 0, 120)).toBe(10_000);
  });

  it('refuses a down payment under 30% (Bangladesh Bank’s 70:30), a tenure over 25 years and a missing price', () => {
    const terms = { price: 80_00_000, downPayment: 24_00_000, ratePercent: 12.5, tenureYears: 20 };
    expect(loanProblem(terms)).toBeNull();
    expect(loanProblem({ ...terms, downPayment: 23_99_999 })).toBe('downPayment');
    expect(loanProblem({ ...terms, downPayment: 80_00_000 })).toBe('downPayment');
    expect(loanProblem({ ...terms, tenureYears: 26 })).toBe('tenure');
    expect(loanProblem({ ...terms, price: 0 })).toBe('price');
    expect(loanProblem({ ...terms, ratePercent: Number.NaN })).toBe('rate');
  });

  it('offers the green-housing refinance for a flat up to 750 sqft and a loan up to Tk 30 lakh', () => {
    expect(greenRefinanceApplies(28_00_000, 700)).toBe(true);
    expect(greenRefinanceApplies(31_00_000, 700)).toBe(false);
    expect(greenRefinanceApplies(28_00_000, 900)).toBe(false);
    expect(greenRefinanceApplies(28_00_000, null)).toBe(false);
  });
});
