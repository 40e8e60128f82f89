import type { FirmDetail, GroupDetail } from '@ghorbari/contracts';
import bnEnums from '@ghorbari/contracts/locales/bn/enums.json' with { type: 'json' };
import enEnums from '@ghorbari/contracts/locales/en/enums.json' with { type: 'json' };
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import bnCommon from '../../locales/bn/common.json' with { type: 'json' };
import bnCompare from '../../locales/bn/compare.json' with { type: 'json' };
import bnGroup from '../../locales/bn/group.json' with { type: 'json' };
import bnInterior from '../../locales/bn/interior.json' with { type: 'json' };
import bnListings from '../../locales/bn/listings.json' with { type: 'json' };
import bnMarket from '../../locales/bn/market.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import enCompare from '../../locales/en/compare.json' with { type: 'json' };
import enGroup from '../../locales/en/group.json' with { type: 'json' };
import enInterior from '../../locales/en/interior.json' with { type: 'json' };
import enListings from '../../locales/en/listings.json' with { type: 'json' };
import enMarket from '../../locales/en/market.json' with { type: 'json' };
import { postDetail, rentPostDetail } from '../../test/factories.ts';
import { firmRows, groupRows, postPricePerSqft, postRows, type CompareRow } from './compare-rows.ts';

const i18n = createInstance();
await i18n.init({
  lng: 'bn',
  resources: {
    bn: {
      common: bnCommon,
      compare: bnCompare,
      group: bnGroup,
      interior: bnInterior,
      listings: bnListings,
      market: bnMarket,
      enums: bnEnums,
    },
    en: {
      common: enCommon,
      compare: enCompare,
      group: enGroup,
      interior: enInterior,
      listings: enListings,
      market: enMarket,
      enums: enEnums,
    },
  },
  interpolation: { escapeValue: false },
});
const tFor = (language: 'bn' | 'en') => i18n.getFixedT(language, 'compare');
const row = (rows: CompareRow[], key: string) => rows.find((one) => one.key === key);

const offer = (overrides: Partial<GroupDetail>): GroupDetail => ({
  PostID: 'G-1',
  title: 'মিরপুরে দলগত ভবন',
  titleEn: null,
  developBy: 'নীড় বিল্ডার্স',
  status: 'open',
  imageUrl: null,
  totalImages: 0,
  location: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur', street: null, house: null },
  landSize: 5,
  landUnit: 'katha',
  landKatha: 5,
  floors: 10,
  flatSizeMin: 1150,
  flatSizeMax: 1350,
  areaPerShare: 1250,
  sharesTotal: 18,
  sharesLeft: 7,
  pricePerShare: 6_500_000,
  pricePerSqft: null,
  bookingAmount: 500_000,
  instalments: 36,
  handoverMonth: '2029-06',
  postDate: '2026-01-01T00:00:00.000Z',
  description: '',
  descriptionEn: null,
  phone: '01712345678',
  images: [],
  paymentPlan: null,
  startMonth: null,
  facilities: [],
  lastUpdated: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('two rent posts side by side (issue 44)', () => {
  const first = rentPostDetail({
    PostID: 'R-1',
    price: 18_000,
    advanceMonths: 2,
    serviceCharge: 0,
    tenants: ['family'],
  });
  const second = rentPostDetail({ PostID: 'R-2', price: 25_000, advanceMonths: 2, serviceCharge: 3000, tenants: [] });
  const rows = postRows(
    tFor('bn'),
    'rent',
    [
      { post: first, areaPrice: null },
      { post: second, areaPrice: null },
    ],
    'bn',
  );

  it('words each value as the post’s page does, in Bengali digits', () => {
    expect(row(rows, 'price')?.values).toEqual(['১৮,০০০ টাকা / মাস', '২৫,০০০ টাকা / মাস']);
    expect(row(rows, 'advance')?.values).toEqual(['২ মাসের ভাড়া অগ্রিম', '২ মাসের ভাড়া অগ্রিম']);
    expect(row(rows, 'serviceCharge')?.values[1]).toBe('৩,০০০ টাকা/মাস');
    expect(row(rows, 'tenants')?.values).toEqual(['পরিবার', null]);
    expect(row(rows, 'floor')?.values[0]).toBe('৮ তলা ভবনের ৪র্থ তলা');
  });

  it('marks the rows that differ, and leaves out what neither says', () => {
    expect(row(rows, 'price')?.differs).toBe(true);
    expect(row(rows, 'advance')?.differs).toBe(false);
    expect(row(rows, 'tenants')?.differs).toBe(true);
    expect(row(rows, 'landSize')).toBeUndefined();
    // A sale's questions are not a rent post's.
    expect(row(rows, 'pricePerSqft')).toBeUndefined();
  });

  it('keeps a column for a post that is gone, without calling it different', () => {
    const withGone = postRows(tFor('en'), 'rent', [{ post: first, areaPrice: null }, null], 'en');
    expect(row(withGone, 'price')?.values).toEqual(['Tk 18,000 / month', null]);
    expect(row(withGone, 'price')?.differs).toBe(false);
  });
});

describe('sell posts against their area (issue 44)', () => {
  it('works out the price per sqft and where it stands against the median', () => {
    const post = postDetail({ price: 9_000_000, size: 1200 });
    expect(postPricePerSqft(post)).toBe(7500);
    expect(postPricePerSqft(postDetail({ price: 8000, priceUnits: 'per-sqft' }))).toBe(8000);
    const rows = postRows(
      tFor('en'),
      'sell',
      [
        {
          post,
          areaPrice: {
            propertyType: 'apartment',
            district: 'dhaka',
            subDistrict: 'dhaka-mirpur',
            unit: 'sqft',
            median: 8000,
            count: 12,
            postPrice: 7500,
            standing: 'below',
            percent: 6,
          },
        },
      ],
      'en',
    );
    expect(row(rows, 'pricePerSqft')?.values).toEqual(['Tk 7,500 per sqft']);
    expect(row(rows, 'areaMedian')?.values).toEqual(['6% below (median Tk 8,000 per sqft)']);
  });
});

describe('two group offers side by side (issue 44)', () => {
  const rows = groupRows(
    tFor('bn'),
    [
      offer({}),
      offer({ PostID: 'G-2', pricePerShare: null, pricePerSqft: 5200, bookingAmount: 700_000, instalments: 30 }),
    ],
    'bn',
  );

  it('lines up booking money, instalments, handover and the price per sqft', () => {
    expect(row(rows, 'booking')?.values).toEqual(['৫,০০,০০০ টাকা', '৭,০০,০০০ টাকা']);
    expect(row(rows, 'instalments')?.values).toEqual(['৩৬টি কিস্তি', '৩০টি কিস্তি']);
    expect(row(rows, 'handover')?.values).toEqual(['জুন ২০২৯', 'জুন ২০২৯']);
    expect(row(rows, 'handover')?.differs).toBe(false);
    // 65 lakh for a 1,250 sqft share is 5,200 a sqft: the same as the other's rate.
    expect(row(rows, 'pricePerSqft')?.values).toEqual(['প্রতি বর্গফুট ৫,২০০ টাকা', 'প্রতি বর্গফুট ৫,২০০ টাকা']);
    expect(row(rows, 'pricePerSqft')?.differs).toBe(false);
  });
});

describe('firms side by side (issue 44)', () => {
  it('shows the rating with its count and the budget in taka', () => {
    const firm: FirmDetail = {
      PostID: 'I-1',
      name: 'Nokshi Interiors',
      logoUrl: null,
      imageUrl: null,
      totalImages: 0,
      categories: [],
      budgetTier: 'budget-friendly',
      budgetPerSqft: { min: 800, max: 1700 },
      averageRating: 4.5,
      totalRatings: 12,
      services: [],
      location: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur', more: null },
      createdAt: '2024-03-01T00:00:00.000Z',
      about: '',
      aboutEn: null,
      phone: '01712345678',
      photos: [],
      ratingSummary: { average: 4.5, count: 12, stars: [0, 0, 0, 6, 6], halves: [0, 0, 0, 0, 0, 0, 0, 6, 0, 6] },
      status: 'approved',
      rejection: null,
      pendingChanges: null,
      isOwner: false,
    };
    const rows = firmRows(tFor('bn'), [firm, { ...firm, totalRatings: 0, budgetPerSqft: null }], 'bn');
    expect(row(rows, 'rating')?.values).toEqual(['৪.৫ (১২টি রেটিং)', 'এখনো কোনো রিভিউ নেই']);
    expect(row(rows, 'budget')?.values).toEqual(['প্রতি বর্গফুট ৮০০–১,৭০০ টাকা', null]);
    expect(row(rows, 'categories')).toBeUndefined();
  });
});
