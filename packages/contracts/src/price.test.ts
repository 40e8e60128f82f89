import { describe, expect, it } from 'vitest';
import { amountInWords, priceDropOf, priceUnitOf, storedPriceUnitOf } from './price.ts';

describe('how a price is read (issue 10)', () => {
  it('reads rent as per month and a sell price in its own unit', () => {
    expect(priceUnitOf('rent', 'total-price')).toBe('per-month');
    expect(priceUnitOf('sell', 'per-sqft')).toBe('per-sqft');
    expect(priceUnitOf('sell', 'total-price')).toBe('total-price');
  });

  it('stores rent with the neutral unit, so editing a rent post round-trips', () => {
    expect(storedPriceUnitOf('rent', priceUnitOf('rent', 'total-price'))).toBe('total-price');
    expect(storedPriceUnitOf('sell', priceUnitOf('sell', 'per-sqft'))).toBe('per-sqft');
  });
});

describe('amounts in lakh and crore', () => {
  it('says nothing below one lakh', () => {
    expect(amountInWords(28_000)).toBeNull();
    expect(amountInWords(99_999)).toBeNull();
  });

  it('counts lakhs from one lakh up to just under a crore', () => {
    expect(amountInWords(100_000)).toEqual({ scale: 'lakh', amount: 1 });
    expect(amountInWords(8_400_000)).toEqual({ scale: 'lakh', amount: 84 });
    expect(amountInWords(4_550_000)).toEqual({ scale: 'lakh', amount: 45.5 });
    expect(amountInWords(9_990_000)).toEqual({ scale: 'lakh', amount: 99.9 });
  });

  it('turns 99.999 lakh into one crore rather than "100 lakh"', () => {
    expect(amountInWords(9_999_999)).toEqual({ scale: 'crore', amount: 1 });
    expect(amountInWords(10_000_000)).toEqual({ scale: 'crore', amount: 1 });
  });

  it('counts crores with two decimals', () => {
    expect(amountInWords(13_110_000)).toEqual({ scale: 'crore', amount: 1.31 });
    expect(amountInWords(125_000_000_000)).toEqual({ scale: 'crore', amount: 12_500 });
  });
});

describe('how far a price dropped (issue 19)', () => {
  it('gives the amount and the whole percent below the struck-through price', () => {
    expect(priceDropOf(8_000_000, 8_500_000)).toEqual({ amount: 500_000, percent: 6 });
    expect(priceDropOf(22_000, 25_000)).toEqual({ amount: 3_000, percent: 12 });
  });

  it('says at least 1 percent for a small drop', () => {
    expect(priceDropOf(8_499_900, 8_500_000)).toEqual({ amount: 100, percent: 1 });
  });

  it('is nothing without an earlier price above the price', () => {
    expect(priceDropOf(8_000_000, null)).toBeNull();
    expect(priceDropOf(8_000_000, undefined)).toBeNull();
    expect(priceDropOf(8_000_000, 8_000_000)).toBeNull();
    expect(priceDropOf(8_000_000, 7_000_000)).toBeNull();
  });
});
