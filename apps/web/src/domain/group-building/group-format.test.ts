import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import bnCommon from '../../locales/bn/common.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import bnGroup from '../../locales/bn/group.json' with { type: 'json' };
import enGroup from '../../locales/en/group.json' with { type: 'json' };
import {
  estimatedShareText,
  flatSizeText,
  landText,
  paymentTermsText,
  sharePriceText,
  sharesLeftText,
} from './group-format.ts';

const i18n = createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { common: enCommon, group: enGroup }, bn: { common: bnCommon, group: bnGroup } },
  interpolation: { escapeValue: false },
});
const tFor = (language: 'bn' | 'en') => i18n.getFixedT(language, 'group');

describe('an offer’s numbers as a reader sees them (issue 15)', () => {
  it('shows land in katha, with the unit it was measured in when that differs', () => {
    expect(landText(tFor('bn'), { landSize: 5, landUnit: 'katha', landKatha: 5 }, 'bn')).toBe('৫ কাঠা');
    expect(landText(tFor('en'), { landSize: 5, landUnit: 'katha', landKatha: 5 }, 'en')).toBe('5 katha');
    expect(landText(tFor('bn'), { landSize: 10, landUnit: 'shotok', landKatha: 6.05 }, 'bn')).toBe(
      '৬.০৫ কাঠা (১০ শতক)',
    );
    expect(landText(tFor('en'), { landSize: 1, landUnit: 'acres', landKatha: 60.5 }, 'en')).toBe('60.5 katha (1 acre)');
    expect(landText(tFor('en'), { landSize: 2, landUnit: 'bigha', landKatha: 40 }, 'en')).toBe('40 katha (2 bigha)');
  });

  it('shows the flat sizes as a range, or one size when all flats are alike', () => {
    expect(flatSizeText(tFor('bn'), 1200, 1500, 'bn')).toBe('১,২০০–১,৫০০ বর্গফুট');
    expect(flatSizeText(tFor('en'), 1200, 1500, 'en')).toBe('1,200–1,500 sqft');
    expect(flatSizeText(tFor('en'), 1350, 1350, 'en')).toBe('1,350 sqft');
  });

  it('says what it takes to join: the booking money and the instalments, or the one it gives (issue 44)', () => {
    const both = { bookingAmount: 500_000, instalments: 36 };
    expect(paymentTermsText(tFor('bn'), both, 'bn')).toBe('বুকিং মানি ৫,০০,০০০ টাকা, বাকিটা ৩৬টি কিস্তিতে');
    expect(paymentTermsText(tFor('en'), both, 'en')).toBe('Booking money Tk 500,000, the rest in 36 instalments');
    expect(paymentTermsText(tFor('en'), { bookingAmount: 300_000, instalments: null }, 'en')).toBe(
      'Booking money Tk 300,000',
    );
    expect(paymentTermsText(tFor('en'), { bookingAmount: null, instalments: 1 }, 'en')).toBe('Paid in 1 instalment');
    expect(paymentTermsText(tFor('bn'), { bookingAmount: null, instalments: null }, 'bn')).toBeNull();
  });

  it('says how many shares are left of how many, or that all are taken', () => {
    expect(sharesLeftText(tFor('bn'), 4, 12, 'bn')).toBe('১২টির মধ্যে ৪টি শেয়ার বাকি');
    expect(sharesLeftText(tFor('en'), 4, 12, 'en')).toBe('4 of 12 shares left');
    expect(sharesLeftText(tFor('en'), 1, 1, 'en')).toBe('1 of 1 share left');
    expect(sharesLeftText(tFor('bn'), 0, 12, 'bn')).toBe('সব শেয়ার বুক হয়ে গেছে');
  });

  it('prices a share in taka, or by the sqft when that is all the offer says', () => {
    expect(sharePriceText(tFor('bn'), { pricePerShare: 4_500_000, pricePerSqft: null }, 'bn')).toBe(
      '৪৫,০০,০০০ টাকা / শেয়ার',
    );
    expect(sharePriceText(tFor('en'), { pricePerShare: 4_500_000, pricePerSqft: 3_800 }, 'en')).toBe(
      'Tk 4,500,000 / share',
    );
    expect(sharePriceText(tFor('en'), { pricePerShare: null, pricePerSqft: 3_800 }, 'en')).toBe('Tk 3,800 / sqft');
    expect(sharePriceText(tFor('en'), { pricePerShare: null, pricePerSqft: null }, 'en')).toBeNull();
  });

  it('works out what a share comes to when the offer is priced by the sqft only', () => {
    const bySqft = { pricePerShare: null, pricePerSqft: 5_200, areaPerShare: 1_400 };
    expect(estimatedShareText(tFor('bn'), bySqft, 'bn')).toBe('প্রতি শেয়ার প্রায় ৭২,৮০,০০০ টাকা');
    expect(estimatedShareText(tFor('en'), bySqft, 'en')).toBe('about Tk 7,280,000 a share');
    expect(estimatedShareText(tFor('en'), { ...bySqft, pricePerShare: 7_000_000 }, 'en')).toBeNull();
  });
});
