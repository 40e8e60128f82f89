import { describe, expect, it } from 'vitest';
import { spokenPrice } from '../../mail/templates.ts';
import { priceMoveOf } from './price-move.ts';

describe('what a change of the live price means (issue 19)', () => {
  it('tells a drop below the price live before, and strikes that price through', () => {
    expect(priceMoveOf({ oldPrice: 8_500_000, newPrice: 8_000_000, recent: [], previousPrice: null })).toEqual({
      reference: 8_500_000,
      alert: true,
      previousPrice: 8_500_000,
    });
  });

  it('says nothing for a price raised and lowered back within the day', () => {
    const raised = { oldPrice: 8_500_000, newPrice: 9_000_000 };
    expect(priceMoveOf({ oldPrice: 9_000_000, newPrice: 8_500_000, recent: [raised], previousPrice: null })).toEqual({
      reference: 8_500_000,
      alert: false,
      previousPrice: null,
    });
  });

  it('measures a drop below the day’s lowest price from that lowest price', () => {
    const changes = [
      { oldPrice: 8_500_000, newPrice: 9_000_000 },
      { oldPrice: 9_000_000, newPrice: 8_700_000 },
    ];
    expect(
      priceMoveOf({ oldPrice: 8_700_000, newPrice: 8_000_000, recent: changes, previousPrice: 9_000_000 }),
    ).toEqual({ reference: 8_500_000, alert: true, previousPrice: 8_500_000 });
  });

  it('keeps a struck-through price above a raised price, and drops one the price reaches', () => {
    const raise = (previousPrice: number | null, newPrice: number) =>
      priceMoveOf({ oldPrice: 8_000_000, newPrice, recent: [], previousPrice }).previousPrice;
    expect(raise(9_500_000, 9_000_000)).toBe(9_500_000);
    expect(raise(9_500_000, 9_500_000)).toBeNull();
    expect(raise(9_500_000, 9_800_000)).toBeNull();
    expect(raise(null, 9_000_000)).toBeNull();
  });
});

describe('amounts as people say them in a notice', () => {
  it('says lakh and crore in each language, with the figure below one lakh', () => {
    expect(spokenPrice('en', 8_500_000)).toBe('Tk 85 lakh');
    expect(spokenPrice('bn', 8_500_000)).toBe('৮৫ লাখ টাকা');
    expect(spokenPrice('en', 13_110_000)).toBe('Tk 1.31 crore');
    expect(spokenPrice('bn', 13_110_000)).toBe('১.৩১ কোটি টাকা');
    expect(spokenPrice('en', 25_000)).toBe('Tk 25,000');
    expect(spokenPrice('bn', 25_000)).toBe('২৫,০০০ টাকা');
    expect(spokenPrice('en', 8_500_400, { inWords: false })).toBe('Tk 8,500,400');
  });
});
