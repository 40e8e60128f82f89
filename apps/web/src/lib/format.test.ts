import { describe, expect, it } from 'vitest';
import { formatDigits, formatListingId, formatNumber, formatTaka } from './format.ts';

describe('number formatting (spec §1)', () => {
  it('writes Bengali digits for bn and US style for en', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(2024, 'bn')).toMatch(/^২,?০২৪$/);
    expect(formatNumber(64, 'bn')).toBe('৬৪');
  });

  it('turns the digits of a phone number into Bengali ones', () => {
    expect(formatDigits('09613-447744', 'bn')).toBe('০৯৬১৩-৪৪৭৭৪৪');
    expect(formatDigits('09613-447744', 'en')).toBe('09613-447744');
  });

  it('writes post and firm numbers in the reader’s digits, the letters as they are (issue 39)', () => {
    expect(formatListingId('S-178', 'bn')).toBe('S-১৭৮');
    expect(formatListingId('I-12', 'bn')).toBe('I-১২');
    expect(formatListingId('S-178', 'en')).toBe('S-178');
  });

  it('writes taka in the US style in English and with Bengali digits in Bengali (spec §1)', () => {
    expect(formatTaka(13_110_000, 'en')).toBe('Tk 13,110,000');
    expect(formatTaka(4_500_000, 'bn')).toBe('৪৫,০০,০০০ টাকা');
  });
});
