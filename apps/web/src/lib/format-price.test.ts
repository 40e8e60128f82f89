import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import bnCommon from '../locales/bn/common.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import { formatPrice, formatPriceInWords } from './format.ts';

const i18n = createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { common: enCommon }, bn: { common: bnCommon } },
  interpolation: { escapeValue: false },
});
const tFor = (language: 'bn' | 'en') => i18n.getFixedT(language, 'admin');

describe('a price with its unit, read the same everywhere (issue 10)', () => {
  it('marks a per-sqft sale price and a monthly rent in both languages', () => {
    expect(formatPrice(tFor('en'), 8_500, 'per-sqft', 'en')).toBe('Tk 8,500 / sqft');
    expect(formatPrice(tFor('bn'), 8_500, 'per-sqft', 'bn')).toBe('৮,৫০০ টাকা / বর্গফুট');
    expect(formatPrice(tFor('en'), 25_000, 'per-month', 'en')).toBe('Tk 25,000 / month');
    expect(formatPrice(tFor('bn'), 25_000, 'per-month', 'bn')).toBe('২৫,০০০ টাকা / মাস');
  });

  it('shows a total price as the amount alone', () => {
    expect(formatPrice(tFor('en'), 13_110_000, 'total-price', 'en')).toBe('Tk 13,110,000');
  });

  it('says the amount in lakh and crore, with Bengali digits in Bengali', () => {
    expect(formatPriceInWords(tFor('en'), 13_110_000, 'en')).toBe('1.31 crore');
    expect(formatPriceInWords(tFor('bn'), 8_400_000, 'bn')).toBe('৮৪ লাখ');
    expect(formatPriceInWords(tFor('bn'), 9_999_999, 'bn')).toBe('১ কোটি');
    expect(formatPriceInWords(tFor('en'), 28_000, 'en')).toBeNull();
  });
});
