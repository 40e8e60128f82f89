import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import bnListings from '../../locales/bn/listings.json' with { type: 'json' };
import enListings from '../../locales/en/listings.json' with { type: 'json' };
import { convertLand, formatLand, otherLandUnits } from './land-units.ts';

const i18n = createInstance();
await i18n.init({
  lng: 'bn',
  resources: { en: { listings: enListings }, bn: { listings: bnListings } },
  interpolation: { escapeValue: false },
});

describe('land sizes in other units', () => {
  it('converts at the units of Bangladesh: 720 sqft a katha, 20 katha a bigha, 100 shotok an acre', () => {
    expect(convertLand(1, 'katha', 'sqft')).toBe(720);
    expect(convertLand(1, 'bigha', 'katha')).toBe(20);
    expect(convertLand(1, 'bigha', 'sqft')).toBe(14_400);
    expect(convertLand(1, 'acres', 'shotok')).toBeCloseTo(100, 9);
    expect(convertLand(1, 'shotok', 'sqft')).toBeCloseTo(435.6, 9);
    expect(convertLand(1, 'acres', 'sqft')).toBeCloseTo(43_560, 6);
    expect(convertLand(3, 'bigha', 'acres')).toBeCloseTo(60 / 60.5, 9);
  });

  it('lists every other unit, never the own one', () => {
    expect(otherLandUnits(5, 'katha').map((entry) => entry.unit)).toEqual(['bigha', 'shotok', 'acres', 'sqft']);
    expect(otherLandUnits(2, 'acres').map((entry) => entry.unit)).toEqual(['katha', 'bigha', 'shotok', 'sqft']);
  });

  it('reads in Bengali with Bengali digits', async () => {
    const t = i18n.getFixedT('bn');
    const shown = otherLandUnits(5, 'katha').map((entry) => formatLand(t, entry.value, entry.unit, 'bn'));
    expect(shown).toEqual(['০.২৫ বিঘা', '৮.২৬ শতক', '০.০৮৩ একর', '৩,৬০০ বর্গফুট']);
    expect(formatLand(t, 1.5, 'bigha', 'bn')).toBe('১.৫ বিঘা');
  });

  it('reads in English, an acre singular', async () => {
    const t = i18n.getFixedT('en');
    expect(formatLand(t, 1, 'acres', 'en')).toBe('1 acre');
    expect(formatLand(t, convertLand(2, 'bigha', 'acres'), 'acres', 'en')).toBe('0.661 acres');
    expect(formatLand(t, convertLand(2, 'bigha', 'sqft'), 'sqft', 'en')).toBe('28,800 sqft');
    expect(formatLand(t, convertLand(2, 'bigha', 'katha'), 'katha', 'en')).toBe('40 katha');
  });
});
